import Foundation

// Wheel, smooth scrolling and the keyboard (R-S4).
//
// - Scroll input reaches the innermost scroll view under the pointer through its pan (the gesture
//   stage routes scroll events up from the hit view, R-G7); a scroll view that cannot move any
//   further in that direction declines, and the next one out gets it.
// - One wheel click (X buttons 4–7, `InputRecord.wheelClickDistance` in the event) scrolls GTK's
//   distance, pageLength^(2/3) points: about 70 points in a 600-point view. XI2 smooth-scroll
//   deltas arrive as fractions of a click and are scaled by the same factor, linearly: nothing is
//   accelerated or smoothed on top of what the device reported.
// - Shift turns a vertical wheel into a horizontal one, as in GTK and browsers.
// - Keys reach the scroll view along the responder chain from the first responder (so it is the
//   first responder's enclosing scroll view): arrows scroll by one wheel click, Page Up/Down by 90%
//   of the view, Home/End to the top and bottom, animated. A key the view cannot act on (already at
//   the end) travels on up the chain, to an outer scroll view.

extension UIScrollView {
    /// Points one wheel click scrolls in a view `pageLength` points long (GTK's rule).
    static func wheelStep(pageLength: CGFloat) -> CGFloat {
        pow(max(pageLength.isFinite ? pageLength : 1, 1), 2.0 / 3.0)
    }

    /// Scroll input over this view; false lets it go to an enclosing scroll view.
    func handleScrollInput(_ event: UIEvent) -> Bool {
        guard isScrollEnabled, !isDragging, !isZooming else { return false }
        if let handled = scrollInputOverride(event) { return handled }
        var clicks = CGPoint(x: event.scrollDelta.x / InputRecord.wheelClickDistance,
                             y: event.scrollDelta.y / InputRecord.wheelClickDistance)
        if event.modifierFlags.contains(.shift), clicks.x == 0 { clicks = CGPoint(x: clicks.y, y: 0) }
        let delta = CGPoint(x: clicks.x * Self.wheelStep(pageLength: bounds.width),
                            y: clicks.y * Self.wheelStep(pageLength: bounds.height))
        guard delta.isFinite else { return false }
        let base = motionTarget ?? contentOffset
        let target = clampedOffset(CGPoint(x: base.x + delta.x, y: base.y + delta.y))
        guard target != contentOffset else { return false }
        stopMotion()
        applyContentOffset(target)
        indicators.didStop()
        return true
    }

    /// Where an animated scroll is going, if one is running.
    var motionTarget: CGPoint? {
        guard case .timed(let x, _) = motionX, case .timed(let y, _) = motionY else { return nil }
        return CGPoint(x: x.to, y: y.to)
    }

    // MARK: Keys

    /// Scrolls for the presses it can act on; returns the others, for the responder chain.
    func handleScrollKeys(_ presses: Set<UIPress>) -> Set<UIPress> {
        var others = Set<UIPress>()
        for press in presses {
            if let key = press.key, scroll(for: key) {
                handledKeyCodes.insert(key.keyCode.rawValue)
            } else {
                others.insert(press)
            }
        }
        return others
    }

    /// A held key repeats its scroll; returns the presses that were not scrolling keys.
    func repeatScrollKeys(_ presses: Set<UIPress>) -> Set<UIPress> {
        presses.filter { press in
            guard let key = press.key, handledKeyCodes.contains(key.keyCode.rawValue) else { return true }
            _ = scroll(for: key)
            return false
        }
    }

    /// Forgets the keys that lifted; returns the presses this view did not handle.
    func finishScrollKeys(_ presses: Set<UIPress>) -> Set<UIPress> {
        presses.filter { !takeHandled($0) }
    }

    private func takeHandled(_ press: UIPress) -> Bool {
        guard let code = press.key?.keyCode.rawValue else { return false }
        return handledKeyCodes.remove(code) != nil
    }

    /// Scrolls for `key` when it is a scrolling key and the view can move that way.
    private func scroll(for key: UIKey) -> Bool {
        guard isScrollEnabled, key.modifierFlags.isDisjoint(with: [.control, .alternate, .command]) else { return false }
        let line = CGPoint(x: Self.wheelStep(pageLength: bounds.width), y: Self.wheelStep(pageLength: bounds.height))
        let page = CGPoint(x: bounds.width * 0.9, y: bounds.height * 0.9)
        let base = motionTarget ?? contentOffset
        var target = base
        switch key.keyCode {
        case .keyboardUpArrow: target.y -= line.y
        case .keyboardDownArrow: target.y += line.y
        case .keyboardLeftArrow: target.x -= line.x
        case .keyboardRightArrow: target.x += line.x
        case .keyboardPageUp: target.y -= page.y
        case .keyboardPageDown: target.y += page.y
        case .keyboardHome: target.y = minimumContentOffset.y
        case .keyboardEnd: target.y = maximumContentOffset.y
        default: return false
        }
        target = clampedOffset(target)
        guard target != base else { return false }
        setContentOffset(target, animated: true)
        return true
    }
}
