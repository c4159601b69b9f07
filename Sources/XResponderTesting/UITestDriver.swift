import Foundation
import XResponder

/// How UI tests act on an application (R-A11Y1): in process through `HeadlessInput`
/// (`HeadlessDriver`), or from outside through XTest, as a user's mouse and keyboard
/// (`XTestDriver`). Both find what to act on through the accessibility tree.
@MainActor
protocol UITestDriver: AnyObject {
    /// The application's windows.
    var roots: [any UITestNode] { get }
    func tap(_ node: any UITestNode, count: Int)
    func press(_ node: any UITestNode, duration: TimeInterval)
    /// A click of the secondary button (opens a context menu, R-DT1).
    func rightClick(_ node: any UITestNode)
    func typeText(_ text: String)
    /// A drag from the node's centre by `fraction` of its size.
    func drag(_ node: any UITestNode, by fraction: CGVector)
    func adjustSlider(_ node: any UITestNode, to position: CGFloat)
    func sliderPosition(_ node: any UITestNode) -> CGFloat
    func isHittable(_ node: any UITestNode) -> Bool
    func placeholder(_ node: any UITestNode) -> String?
    /// Lets the application run for `seconds`.
    func wait(_ seconds: TimeInterval)
    /// Lets the application run until it is idle.
    func settle()
}

/// The in-process driver: `HeadlessInput`'s touches and keys, the application's clock stepped a
/// frame at a time while waiting.
@MainActor
final class HeadlessDriver: UITestDriver {
    let input: HeadlessInput

    init(input: HeadlessInput) { self.input = input }

    var roots: [any UITestNode] { AccessibilityTree.windows }

    /// The node's window and activation point there.
    private func target(_ node: any UITestNode) -> (UIWindow, CGPoint)? {
        guard let node = node as? AccessibilityNode, let window = node.window, let point = node.activationPointInWindow else { return nil }
        return (window, point)
    }

    func tap(_ node: any UITestNode, count: Int) {
        guard let (window, point) = target(node) else { return }
        input.tap(at: point, in: window, tapCount: count)
        settle()
    }

    func press(_ node: any UITestNode, duration: TimeInterval) {
        guard let (window, point) = target(node) else { return }
        let touch = input.beginTouch(at: point, in: window)
        input.advance(by: duration)
        input.endTouch(touch, at: point)
        settle()
    }

    func rightClick(_ node: any UITestNode) {
        guard let (window, point) = target(node) else { return }
        let touch = input.mouseDown(at: point, in: window, button: .secondary)
        input.endTouch(touch, at: point)
        settle()
    }

    func typeText(_ text: String) {
        input.typeText(text)
        settle()
    }

    func drag(_ node: any UITestNode, by fraction: CGVector) {
        guard let (window, start) = target(node) else { return }
        let end = CGPoint(x: start.x + fraction.dx * node.frame.width, y: start.y + fraction.dy * node.frame.height)
        input.drag(from: start, to: end, in: window, steps: 8)
        settle()
    }

    func adjustSlider(_ node: any UITestNode, to position: CGFloat) {
        guard let slider = (node as? AccessibilityNode)?.view as? UISlider, let window = slider.window else { return }
        let start = slider.convert(slider.thumbCenter(atFraction: slider.valueFraction), to: window)
        let end = slider.convert(slider.thumbCenter(atFraction: position), to: window)
        input.drag(from: start, to: end, in: window, steps: 8)
        settle()
    }

    func sliderPosition(_ node: any UITestNode) -> CGFloat {
        ((node as? AccessibilityNode)?.view as? UISlider)?.valueFraction ?? 0
    }

    func isHittable(_ node: any UITestNode) -> Bool {
        guard let node = node as? AccessibilityNode, let (window, point) = target(node),
              let hit = window.hitTest(point, with: nil), let view = node.view ?? node.object.elementContainer else { return false }
        return hit === view || hit.isDescendant(of: view)
    }

    func placeholder(_ node: any UITestNode) -> String? {
        ((node as? AccessibilityNode)?.view as? UITextField)?.placeholder
    }

    func wait(_ seconds: TimeInterval) { input.advance(by: seconds) }

    func settle() {
        input.runUntilIdle()
        var waited: TimeInterval = 0
        let application = UIApplication.shared
        while !application.viewAnimator.isIdle || !(application.layerAnimationEngineStorage?.isIdle ?? true), waited < 2 {
            input.advance(by: 1.0 / 60)
            waited += 1.0 / 60
        }
    }
}
