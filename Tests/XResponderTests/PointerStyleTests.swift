import Foundation
import Testing
@testable import XResponder

@Suite("Pointer styles: UIPointerInteraction and the I-beam over text (R-TX5)", .tearsDownTestTrees)
@MainActor
struct PointerStyleTests {
    /// A region on the top half only, styled as a hand.
    final class TopHalf: UIPointerInteractionDelegate {
        var asked = 0
        func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                defaultRegion: UIPointerRegion) -> UIPointerRegion? {
            asked += 1
            let top = CGRect(x: 0, y: 0, width: defaultRegion.rect.width, height: defaultRegion.rect.height / 2)
            return top.contains(request.location) ? UIPointerRegion(rect: top, identifier: "top") : nil
        }
        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            .cursor(named: "pointer")
        }
    }

    @Test("R-TX5: the I-beam over a field and a text view, the arrow elsewhere, a hand where an interaction says")
    func styles() {
        let scene = TextScene()
        scene.input.hover(at: CGPoint(x: 100, y: 37))
        scene.input.runUntilIdle()
        #expect(scene.window.pointerStyle?.cursorName == "text")
        scene.input.hover(at: CGPoint(x: 100, y: 150))
        scene.input.runUntilIdle()
        #expect(scene.window.pointerStyle?.cursorName == "text")
        scene.input.hover(at: CGPoint(x: 60, y: 275))
        scene.input.runUntilIdle()
        #expect(scene.window.pointerStyle?.cursorName == "default")

        let panel = UIView(frame: CGRect(x: 200, y: 300, width: 100, height: 80))
        let delegate = TopHalf()
        panel.addInteraction(UIPointerInteraction(delegate: delegate))
        scene.window.addSubview(panel)
        #expect(panel.interactions.count == 1)
        scene.input.hover(at: CGPoint(x: 250, y: 310))
        scene.input.runUntilIdle()
        #expect(scene.window.pointerStyle?.cursorName == "pointer")
        scene.input.hover(at: CGPoint(x: 250, y: 370))   // no region: the views behind decide
        scene.input.runUntilIdle()
        #expect(scene.window.pointerStyle?.cursorName == "default")
        #expect(delegate.asked == 2)

        // A read-only, unselectable text view is not text to the pointer.
        scene.notes.isEditable = false
        scene.notes.isSelectable = false
        scene.input.hover(at: CGPoint(x: 100, y: 150))
        scene.input.runUntilIdle()
        #expect(scene.window.pointerStyle?.cursorName == "default")
        #expect(UIPointerStyle.hidden().cursorName == nil)
    }
}
