import Foundation

/// Where a view stood before a transition: its superview and index. An app's animator may move the
/// presenter's view into the transition's container, or remove it (iOS 8 tutorials do both); the
/// presentation puts it back where it stood, so the window never ends up empty behind a sheet.
@MainActor
struct ViewPlace {
    private weak var view: UIView?
    private weak var superview: UIView?
    private let index: Int

    init?(of view: UIView?) {
        guard let view, let superview = view.superview else { return nil }
        self.view = view
        self.superview = superview
        index = superview.subviews.firstIndex { $0 === view } ?? superview.subviews.count
    }

    /// Puts the view back when it left its superview or went into `container`.
    func restore(displacedFrom container: UIView) {
        guard let view, let superview, superview !== container, !superview.isDescendant(of: container) else { return }
        guard view.superview !== superview else { return }
        superview.insertSubview(view, at: min(index, superview.subviews.count))
    }
}
