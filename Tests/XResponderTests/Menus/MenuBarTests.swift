import Foundation
import Testing
@testable import XResponder

/// A platform whose windows carry menu bars, as X11's do, without a display.
@MainActor
final class MenuBarPlatform: PlatformBackend {
    var showsMenuBars = true
    func run(_ application: UIApplication) throws {}
    func stop() {}
    func windowDidBecomeVisible(_ window: UIWindow) {}
    var showsMenuBarInWindows: Bool { showsMenuBars }
}

@Suite("The menu bar in the window (R-DA1)", .tearsDownTestTrees)
@MainActor
struct MenuBarTests {
    let h = Harness(delegate: MenuBuildingDelegate.self)
    let platform = MenuBarPlatform()
    let window: UIWindow
    let controller = UIViewController()
    let document = MenuDocumentView(frame: CGRect(x: 20, y: 60, width: 100, height: 100))

    init() {
        h.app.platformBackend = platform
        UIMenuSystem.main.setNeedsRebuild()
        window = UIWindow(frame: CGRect(x: 100, y: 50, width: 500, height: 400))
        window.rootViewController = controller
        controller.view.addSubview(document)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    var bar: MenuBarView? { window.menuBarView }
    var presentation: ContextMenuPresentation? { ContextMenuPresentation.current }
    var list: MenuListView? { (presentation?.windows.last as? MenuWindow)?.list }
    var rowTitles: [String] { list?.rows.compactMap { if case .separator = $0 { return nil }; return $0.title } ?? [] }
    var highlighted: String? { list.flatMap { list in list.highlightedRow.map { list.rows[$0].title } } }
    var openTitle: String? { bar.flatMap { bar in bar.openIndex.map { bar.menus[$0].title } } }

    func press(_ code: UIKeyboardHIDUsage, _ characters: String = "", _ flags: UIKeyModifierFlags = []) {
        h.input.pressKey(UIKey(characters: characters, modifierFlags: flags, keyCode: code))
    }

    func clickTitle(_ title: String) throws {
        let bar = try #require(bar)
        let index = try #require(bar.menus.firstIndex { $0.title == title })
        let point = bar.convert(CGPoint(x: bar.titleFrames[index].midX, y: bar.titleFrames[index].midY), to: window)
        h.input.tap(at: point, in: window, type: .indirectPointer)
    }

    func row(_ title: String) -> MenuRow? { list?.rows.first { $0.title == title } }

    @Test("R-DA1: the first menu prepared off screen after the first frame (issue #50) opens nothing, asks the app's validate nothing, draws nothing on the bar; F10 then opens it as before")
    func firstMenuPrepared() throws {
        MenuBarTests.putsStyleFirst = true
        defer { MenuBarTests.putsStyleFirst = false }
        UIMenuSystem.main.setNeedsRebuild()
        let bar = try #require(bar)
        bar.reloadIfNeeded()
        #expect(bar.menus.first?.title == "Style", "a first menu whose Bold the document validates")
        #expect(document.becomeFirstResponder())
        let windowsBefore = h.app.windows.count
        bar.prepareFirstMenu()
        #expect(presentation == nil && bar.openIndex == nil && !bar.showsMnemonics)
        #expect(h.app.windows.count == windowsBefore, "no popup window made")
        #expect(document.validations == 0, "validation waits for the menu to open, as in UIKit")
        press(.keyboardF10)
        #expect(openTitle == "Style" && highlighted == "Bold")
        #expect(document.validations > 0, "validated as it opened")
    }

    @Test("R-DA1: a window of the app's screens shows the menus that have something in them across its top; the root view and presentations sit below it")
    func barShows() throws {
        let bar = try #require(bar)
        #expect(bar.menus.map(\.title) == [UIWindowScene.applicationDisplayName, "File", "Edit", "Style"],
                "Format was removed; View, Window and Help are empty")
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 500, height: MenuBarView.Metrics.height))
        #expect(window.subviews.last === bar, "in front of the app's views")
        let barHeight = MenuBarView.Metrics.height
        #expect(controller.view.frame == CGRect(x: 0, y: barHeight, width: 500, height: 400 - barHeight),
                "the bar is chrome: an app laying out from y = 0 is not covered")
        #expect(controller.view.safeAreaInsets.top == 0)
        #expect(window.safeAreaInsets.top == barHeight, "what the app puts in the window itself learns of the bar")
        window.frame.size = CGSize(width: 640, height: 480)
        window.layoutIfNeeded()
        #expect(controller.view.frame == CGRect(x: 0, y: barHeight, width: 640, height: 480 - barHeight))
        #expect(bar.frame.width == 640)

        let sheet = UIViewController()
        sheet.modalPresentationStyle = .fullScreen
        controller.present(sheet, animated: false)
        window.layoutIfNeeded()
        #expect(sheet.view.convert(sheet.view.bounds, to: window) == controller.view.frame,
                "a full-screen presentation covers the content, not the bar")
        #expect(window.subviews.last === bar)
        sheet.dismiss(animated: false)
        #expect(controller.view.frame == CGRect(x: 0, y: barHeight, width: 640, height: 480 - barHeight),
                "the root view goes back below the bar")
        let added = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(added)
        window.layoutIfNeeded()
        #expect(window.subviews.last === bar, "kept in front of views added later")

        let bare = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        bare.makeKeyAndVisible()
        #expect(bare.menuBarView == nil, "a window without a root view controller has no bar")
        let alertLevel = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        alertLevel.windowLevel = .alert
        alertLevel.rootViewController = UIViewController()
        alertLevel.makeKeyAndVisible()
        #expect(alertLevel.menuBarView == nil)
        platform.showsMenuBars = false
        window.updateMenuBar()
        #expect(window.menuBarView == nil && controller.view.frame == window.bounds,
                "a platform without bars (headless, or XRESPONDER_MENU_BAR=0) shows none")
    }

    @Test("R-DA1: clicking a title opens its menu below it, validated against the first responder; a chosen command goes up the chain from there")
    func clickOpensAndChooses() throws {
        try clickTitle("File")
        let bar = try #require(bar)
        let popup = try #require(presentation?.windows.first)
        let fileFrame = bar.titleFrames[1]
        #expect(popup.frame.origin == CGPoint(x: 100 + fileFrame.minX, y: 50 + MenuBarView.Metrics.height))
        // The test module's apps connect the template's scene and may open more: New Window (R-DA2).
        #expect(rowTitles == ["Refresh", "New Window", "Close"] && openTitle == "File")
        #expect(row("Refresh")?.isSelectable == false, "nothing focused refreshes")
        presentation?.dismiss(reason: "test")
        #expect(openTitle == nil)

        _ = document.becomeFirstResponder()
        try clickTitle("File")
        let list = try #require(list)
        let index = try #require(list.rows.firstIndex { $0.title == "Refresh" })
        #expect(list.rows[index].isSelectable)
        let frame = list.rowFrames[index]
        h.input.tap(at: CGPoint(x: frame.midX, y: frame.midY), in: list.window, type: .indirectPointer)
        #expect(document.log == ["refresh"])
        #expect(presentation == nil && window.isKeyWindow && document.isFirstResponder)
    }

    @Test("R-DA1: key commands show their shortcuts in GTK's words; validate(_:) puts a checkmark on a command")
    func shortcutsAndCheckmarks() throws {
        _ = document.becomeFirstResponder()
        document.isBold = true
        try clickTitle("Edit")
        let rows = try #require(list).subviews.compactMap { $0 as? MenuRowView }
        let redo = try #require(rows.first { $0.row.title == "Redo" })
        guard case .command(let command as UIKeyCommand) = redo.row else { Issue.record("Redo is not a key command"); return }
        #expect(command.shortcutLabel == "Shift+Ctrl+Z")
        presentation?.dismiss(reason: "test")
        try clickTitle("Style")
        let bold = try #require((list?.subviews.compactMap { $0 as? MenuRowView })?.first { $0.row.title == "Bold" })
        #expect(bold.hasCheckmark && bold.accessibilityValue == MenuRowView.checkedValue)

        let f1 = UIKeyCommand(input: UIKeyCommand.f1, modifierFlags: [], action: StandardMainMenu.quit)
        let left = UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: [.alternate], action: StandardMainMenu.quit)
        let superQ = UIKeyCommand(input: "q", modifierFlags: [.command, .control], action: StandardMainMenu.quit)
        #expect([f1, left, superQ].map(\.shortcutLabel) == ["F1", "Alt+Left", "Ctrl+Super+Q"])
    }

    @Test("R-DA1: F10 opens the first menu with its first row lit; Left and Right move between menus round the ends; Escape closes")
    func keyboard() throws {
        press(.keyboardF10)
        #expect(openTitle == UIWindowScene.applicationDisplayName)
        #expect(highlighted == "Quit \(UIWindowScene.applicationDisplayName)")
        press(.keyboardRightArrow)
        #expect(openTitle == "File" && highlighted != nil)
        press(.keyboardLeftArrow)
        press(.keyboardLeftArrow)
        #expect(openTitle == "Style", "Left from the first menu goes round to the last")
        #expect(bar?.showsMnemonics == true)
        press(.keyboardEscape)
        #expect(presentation == nil && openTitle == nil && window.isKeyWindow)
        #expect(bar?.showsMnemonics == false)
    }

    @Test("R-DA1: Alt and a title's mnemonic open that menu; a letter no title has goes on to the responders")
    func mnemonics() throws {
        #expect(MenuBarView.mnemonics(for: ["File", "Find", "Edit", "Élan", "123", "Ff"]) == ["f", "i", "e", "é", nil, nil])
        press(.keyboardE, "e", .alternate)
        #expect(openTitle == "Edit" && bar?.showsMnemonics == true)
        press(.keyboardEscape)
        press(.keyboardQ, "q", .alternate)
        #expect(presentation == nil)
    }

    @Test("R-DA1: the main menu's shortcuts work with the menu closed, only while validation enables them")
    func mainMenuShortcuts() {
        press(.keyboardR, "r", .control)
        #expect(document.log.isEmpty, "nothing focused refreshes: the key goes on")
        _ = document.becomeFirstResponder()
        press(.keyboardR, "r", .control)
        #expect(document.log == ["refresh"])
        #expect(presentation == nil)
    }

    /// The centre of the title `title` in the window's coordinates.
    func titlePoint(_ title: String) throws -> CGPoint {
        let bar = try #require(bar)
        let index = try #require(bar.menus.firstIndex { $0.title == title })
        return bar.convert(CGPoint(x: bar.titleFrames[index].midX, y: bar.titleFrames[index].midY), to: window)
    }

    /// The centre of the open popup's row `title` in the window's coordinates (it is another window).
    func rowPoint(_ title: String) throws -> CGPoint {
        let list = try #require(list)
        let index = try #require(list.rows.firstIndex { $0.title == title })
        let popup = try #require(list.window)
        let inPopup = list.convert(CGPoint(x: list.rowFrames[index].midX, y: list.rowFrames[index].midY), to: popup)
        return window.convertFromScreen(popup.convertToScreen(inPopup))
    }

    @Test("R-DA1: press on a title, drag down the menu with the button held, release on a row: it is chosen; dragging over another title opens it; a release on a title leaves the menu open, one elsewhere closes it")
    func pressDragRelease() throws {
        _ = document.becomeFirstResponder()
        let press = h.input.beginTouch(at: try titlePoint("Edit"), in: window, type: .indirectPointer)
        #expect(openTitle == "Edit")
        h.input.moveTouch(press, to: try titlePoint("File"))
        #expect(openTitle == "File", "the held pointer over another title opens it")
        h.input.moveTouch(press, to: try rowPoint("Refresh"))
        #expect(highlighted == "Refresh", "the row under the held pointer lights")
        h.input.endTouch(press, at: try rowPoint("Refresh"))
        #expect(document.log == ["refresh"] && presentation == nil, "the release chose it")

        let click = h.input.beginTouch(at: try titlePoint("File"), in: window, type: .indirectPointer)
        h.input.endTouch(click, at: try titlePoint("File"))
        #expect(openTitle == "File", "a click on a title leaves its menu open")
        presentation?.dismiss(reason: "test")

        let away = h.input.beginTouch(at: try titlePoint("File"), in: window, type: .indirectPointer)
        h.input.moveTouch(away, to: CGPoint(x: 400, y: 300))
        h.input.endTouch(away, at: CGPoint(x: 400, y: 300))
        #expect(presentation == nil && openTitle == nil, "released on nothing after a drag: closed, nothing chosen")
        #expect(document.log == ["refresh"])
    }

    @Test("R-DA1: while a menu is open, the pointer passing over another title opens that one")
    func pointerMovesAcrossTitles() throws {
        try clickTitle("File")
        let bar = try #require(bar)
        let editFrame = bar.titleFrames[2]
        let screenPoint = window.convertToScreen(bar.convert(CGPoint(x: editFrame.midX, y: editFrame.midY), to: window))
        presentation?.pointerMoved(over: nil, in: 0, screenPoint: screenPoint)
        #expect(openTitle == "Edit")
        #expect(rowTitles.contains("Copy"))
    }

    @Test("R-DA1: setNeedsRebuild after the app changed its menu gives the bar new titles")
    func rebuildReloads() throws {
        #expect(bar?.menus.map(\.title).contains("Style") == true)
        MenuBarTests.addsExtraMenu = true
        defer { MenuBarTests.addsExtraMenu = false }
        UIMenuSystem.main.setNeedsRebuild()
        h.input.runUntilIdle()   // the bars hear of it at the next turn
        #expect(bar?.menus.map(\.title).last == "Extra")
    }

    @Test("R-DA1: a menu revalidated a thousand times in a turn is refreshed once, at the next turn")
    func revalidationStorm() throws {
        let listeners = UIMenuSystem.main.didInvalidate
        defer { UIMenuSystem.main.didInvalidate = listeners }
        var refreshes = 0
        UIMenuSystem.main.didInvalidate = { refreshes += 1; listeners() }
        for _ in 0..<1000 { UIMenuSystem.main.setNeedsRevalidate() }
        #expect(refreshes == 0, "nothing yet: the turn is not over")
        h.input.runUntilIdle()
        #expect(refreshes == 1)
        try clickTitle("Edit")
        #expect(openTitle == "Edit", "the bar works on")
    }

    static var addsExtraMenu = false
    static var putsStyleFirst = false
}
