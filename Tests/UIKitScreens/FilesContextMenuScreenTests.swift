import Foundation
import Testing
import XResponder
import XResponderTesting

/// The files list's and the picture's context menus, driven as a user would (issue #34, R-DT1).
@Suite("UIKit screens in Swift 5 mode: context menus on table rows and on a view (R-DT1)")
@MainActor
struct FilesContextMenuScreenTests {
    @Test("R-DT1: right-click a file: Favorite checks it, Open With's deferred submenu opens it, Delete removes the row")
    func filesMenu() {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let files = FilesViewController()
        window.rootViewController = files
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        func menuOnRow(_ row: Int) {
            let press = input.mouseDown(at: CGPoint(x: 100, y: CGFloat(row) * 44 + 22), in: window, button: .secondary)
            input.endTouch(press)
        }
        func key(_ code: UIKeyboardHIDUsage) { input.pressKey(UIKey(characters: "", keyCode: code)) }
        menuOnRow(1)
        key(.keyboardDownArrow)
        key(.keyboardReturnOrEnter)
        #expect(files.favorites == ["Budget.numbers"])
        menuOnRow(1)
        input.typeText("o")            // type-ahead: "Open With"
        key(.keyboardRightArrow)
        key(.keyboardReturnOrEnter)
        #expect(files.log == ["open Budget.numbers"])
        menuOnRow(0)
        key(.keyboardEnd)
        key(.keyboardReturnOrEnter)
        #expect(files.files == ["Budget.numbers", "Photo.jpg"])
        window.isHidden = true
    }

    @Test("R-DT1: right-click the picture and choose Save to Photos")
    func pictureMenu() {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let picture = PictureViewController()
        window.rootViewController = picture
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let press = input.mouseDown(at: CGPoint(x: 60, y: 60), in: window, button: .secondary)
        input.endTouch(press)
        input.pressKey(UIKey(characters: "", keyCode: .keyboardDownArrow))
        input.pressKey(UIKey(characters: "\r", keyCode: .keyboardReturnOrEnter))
        #expect(picture.saved == 1)
        window.isHidden = true
    }
}
