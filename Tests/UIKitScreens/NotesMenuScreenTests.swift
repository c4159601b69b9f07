import Foundation
import Testing
import XResponder
import XResponderTesting

/// A platform whose windows carry a menu bar, as X11's do, for a headless run.
@MainActor
final class MenuBarDesktop: PlatformBackend {
    func run(_ application: UIApplication) throws {}
    func stop() {}
    func windowDidBecomeVisible(_ window: UIWindow) {}
    var showsMenuBarInWindows: Bool { true }
}

/// The notes app's main menu, used from the keyboard as a desktop user would (issue #51, R-DA1).
@Suite("UIKit screens in Swift 5 mode: a Catalyst-style main menu from buildMenu(with:) (R-DA1)")
@MainActor
struct NotesMenuScreenTests {
    @Test("R-DA1: Ctrl+N adds a note with the menu closed; Alt+N opens Note, whose Pin Note and Sort By ▸ Title reach the controller; Pin Note is disabled with no note selected")
    func notesMenu() throws {
        let application = UIApplication.launch(delegate: NotesMenuAppDelegate.self, clock: ManualClock())
        application.platformBackend = MenuBarDesktop()
        UIMenuSystem.main.setNeedsRebuild()
        let input = HeadlessInput()
        let delegate = try #require(application.delegate as? NotesMenuAppDelegate)
        let window = try #require(delegate.window)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let notes = try #require(navigation.topViewController as? NotesMenuViewController)
        window.layoutIfNeeded()
        #expect(notes.becomeFirstResponder())
        func key(_ characters: String, _ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) {
            input.pressKey(UIKey(characters: characters, modifierFlags: flags, keyCode: code))
        }

        key("n", .keyboardN, .control)
        #expect(notes.notes.map(\.title) == ["Note 1"])
        key("n", .keyboardN, .control)
        #expect(notes.notes.map(\.title) == ["Note 2", "Note 1"])

        key("n", .keyboardN, .alternate)                  // Note's mnemonic: the menu opens, Pin Note lit
        key("\r", .keyboardReturnOrEnter)
        #expect(notes.notes.map(\.pinned) == [true, false])

        key("n", .keyboardN, .alternate)
        key("", .keyboardDownArrow)                       // Sort By
        key("", .keyboardRightArrow)                      // its submenu, Date lit
        key("", .keyboardDownArrow)                       // Title
        key("\r", .keyboardReturnOrEnter)
        #expect(notes.sortsByTitle && notes.notes.map(\.title) == ["Note 1", "Note 2"])

        key("P", .keyboardP, [.control, .shift])          // no row selected after sorting
        #expect(notes.notes.map(\.pinned) == [false, true], "Pin Note is disabled: nothing changes")
        window.isHidden = true
    }
}
