import Foundation
import Testing
import XResponder
import XResponderTesting

/// The palette's swatches are dragged into order, and a name dropped on it becomes a swatch (R-LC2, R-DT2).
@Suite("UIKit screens in Swift 5 mode: drag and drop in a collection view (R-LC2, R-DT2)")
@MainActor
struct PaletteDragScreenTests {
    @Test("R-LC2: Blue dragged onto Orange's place goes there through performDropWith; a dropped name becomes a swatch where it fell")
    func reorderAndDrop() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 420, height: 600))
        let screen = PaletteViewController()
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        let name = DraggableLabel(frame: CGRect(x: 20, y: 540, width: 100, height: 40))
        name.text = "Pink"
        window.addSubview(name)
        input.runUntilIdle()

        func center(of item: Int) -> CGPoint {
            let cell = screen.collectionView.cellForItem(at: IndexPath(item: item, section: 0))!
            return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: window)
        }
        func drag(from start: CGPoint, to end: CGPoint) {
            let touch = input.mouseDown(at: start, in: window)
            for step in 1...10 {
                input.advance(by: 0.02)
                input.moveTouch(touch, to: CGPoint(x: start.x + (end.x - start.x) * CGFloat(step) / 10,
                                                   y: start.y + (end.y - start.y) * CGFloat(step) / 10))
            }
            input.advance(by: 0.02)
            input.endTouch(touch)
            input.advance(by: 0.5)
            input.runUntilIdle()
        }
        func names() -> [String] { screen.swatches.map { $0.name } }
        func shown() -> [String?] {
            (0..<screen.swatches.count).map { (screen.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? SwatchCell)?.nameLabel.text }
        }

        drag(from: center(of: 5), to: center(of: 1))
        #expect(names() == ["Red", "Blue", "Orange", "Yellow", "Green", "Teal", "Indigo", "Purple"])
        #expect(shown() == names())

        drag(from: CGPoint(x: 40, y: 560), to: center(of: 3))
        #expect(names() == ["Red", "Blue", "Orange", "Pink", "Yellow", "Green", "Teal", "Indigo", "Purple"])
        #expect(shown() == names())
    }
}
