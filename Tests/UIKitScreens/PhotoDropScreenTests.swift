import Foundation
import Testing
import XResponder
import XResponderTesting

/// The board takes its own note dragged onto it (issue #34, R-DT2).
@Suite("UIKit screens in Swift 5 mode: a drop target and a drag source (R-DT2)")
@MainActor
struct PhotoDropScreenTests {
    @Test("R-DT2: drag the note onto the board: its text is dropped there")
    func noteOntoBoard() {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let board = BoardViewController()
        window.rootViewController = board
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let touch = input.mouseDown(at: CGPoint(x: 60, y: 580), in: window)
        input.moveTouch(touch, to: CGPoint(x: 100, y: 500))
        input.moveTouch(touch, to: CGPoint(x: 200, y: 250))
        input.endTouch(touch, at: CGPoint(x: 200, y: 250))
        input.advance(by: 0.1)
        #expect(board.texts == ["Buy milk"])
        #expect(board.pictures.isEmpty && board.links.isEmpty)
        window.isHidden = true
    }
}
