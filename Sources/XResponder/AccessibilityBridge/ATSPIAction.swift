import Foundation

/// The actions an object offers on AT-SPI2 (R-A11Y1): "click" for what a tap activates, "increment"
/// and "decrement" for adjustable objects, then the app's custom actions by name.
@MainActor
enum ATSPIAction {
    static func names(of node: AccessibilityNode) -> [String] {
        var names: [String] = []
        switch node.role {
        case .slider, .stepper, .pageIndicator: names = ["increment", "decrement"]
        case .application, .window, .group, .table, .collection, .scrollView, .navigationBar, .tabBar, .toolbar,
             .segmentedControl, .alert, .progress, .activityIndicator:
            break
        default: if node.isElement { names = ["click"] }
        }
        return names + node.customActions.map(\.name)
    }

    /// Performs action `index`; false when there is none or the object declined.
    static func perform(_ index: Int, on node: AccessibilityNode) -> Bool {
        let all = names(of: node)
        guard all.indices.contains(index), node.isEnabled else { return false }
        switch all[index] {
        case "increment" where index < 2: node.increment(); return true
        case "decrement" where index < 2: node.decrement(); return true
        case "click" where index == 0: return node.activate() || click(node)
        default:
            let custom = node.customActions
            let offset = all.count - custom.count
            return index >= offset ? custom[index - offset].perform() : false
        }
    }

    /// A click at the activation point, as VoiceOver taps what has no activation of its own: a
    /// press and a release queued as input, delivered on the next turn like a real click. What a
    /// scroll view holds out of sight (a row far down a list) is scrolled into view first, as
    /// VoiceOver brings what it is about to activate into view: a click beside the list would
    /// press whatever lies there.
    private static func click(_ node: AccessibilityNode) -> Bool {
        scrollIntoView(node)
        guard let window = node.window, let point = node.activationPointInWindow else { return false }
        let application = UIApplication.shared
        nextTouch += 1
        let identifier = TouchIdentifier.direct(1_000_000 + nextTouch)
        for phase in [InputRecord.Phase.began, .ended] {
            application.enqueue(InputRecord(.touch(.init(identifier: identifier, phase: phase, location: point, type: .direct)),
                                            timestamp: application.clock.now, windowNumber: window.windowNumber))
        }
        return true
    }

    private static var nextTouch = 0

    /// Scrolls the nearest scroll view around `node`'s view so that the view shows whole.
    static func scrollIntoView(_ node: AccessibilityNode) {
        guard case .view(let view) = node.object else { return }
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? UIScrollView {
                scrollView.scrollRectToVisible(view.convert(view.bounds, to: scrollView), animated: false)
                scrollView.layoutIfNeeded()
                return
            }
            ancestor = current.superview
        }
    }
}
