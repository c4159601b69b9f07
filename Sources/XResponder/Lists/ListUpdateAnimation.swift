import Foundation

/// How a table or collection view shows a batch of changes (R-LC1, R-LC2): views that were on
/// screen before slide from their old frames to their new ones, views new to the screen (inserted,
/// reloaded, or brought in by a deletion) fade in, and views whose rows went fade out, then go.
@MainActor
enum ListUpdateAnimation {
    static let duration: TimeInterval = 0.3

    /// The views on screen before a batch, followed through it: those whose rows survive, by
    /// their new index paths and with the frames they had (to slide from), and those whose rows
    /// went or were reloaded, with `retire` to run once they have faded.
    static func follow<View: UIView>(_ shown: [IndexPath: View], through update: ListUpdate,
                                     retire: @escaping (View, IndexPath) -> Void)
        -> (kept: [IndexPath: View], starts: [IndexPath: CGRect], leaving: [(UIView, () -> Void)]) {
        var kept: [IndexPath: View] = [:]
        var starts: [IndexPath: CGRect] = [:]
        var leaving: [(UIView, () -> Void)] = []
        let mapping = IndexPathMapping(update)
        let reloaded = Set(update.reloadedRows)
        for (old, view) in shown {
            if let new = mapping.newIndexPath(for: old), !reloaded.contains(old) {
                kept[new] = view
                starts[new] = view.frame
            } else {
                leaving.append((view, { retire(view, old) }))
            }
        }
        return (kept, starts, leaving)
    }

    /// `shown`: each view on screen after the batch, with its frame before it (nil: new to the
    /// screen). `leaving`: views whose rows went, with what to do with each once it has faded.
    static func run(shown: [(view: UIView, start: CGRect?)], leaving: [(UIView, () -> Void)], animated: Bool,
                    completion: ((Bool) -> Void)?) {
        guard animated else {
            for (_, finish) in leaving { finish() }
            completion?(true)
            return
        }
        // One animation for all the slides and one for all the fades: they share their timing, and
        // a group per row made each insert's first frame pay for a row's worth of bookkeeping.
        var slides: [(view: UIView, target: CGRect)] = []
        var arrivals: [UIView] = []
        UIView.performWithoutAnimation {
            for (view, start) in shown {
                if let start {
                    let target = view.frame
                    guard start != target else { continue }
                    view.frame = start
                    slides.append((view, target))
                } else {
                    view.alpha = 0
                    arrivals.append(view)
                }
            }
        }
        if !slides.isEmpty {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut],
                           animations: { for slide in slides { slide.view.frame = slide.target } })
        }
        if !arrivals.isEmpty {
            UIView.animate(withDuration: duration, animations: { for view in arrivals { view.alpha = 1 } })
        }
        for (view, finish) in leaving {
            UIView.animate(withDuration: duration, delay: 0, options: [], animations: { view.alpha = 0 }, completion: { _ in
                view.alpha = 1
                finish()
            })
        }
        if let completion {
            // A main-actor closure of our own carries the app's plain one (UIKit's type): handing the
            // plain one over as it is would make it a @Sendable value, which it is not.
            UIView.animate(withDuration: duration, delay: 0, options: [], animations: {},
                           completion: { finished in completion(finished) })
        }
    }
}
