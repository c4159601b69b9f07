import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

/// A view with a context menu, as UIKit code writes one: the delegate builds the menu in the
/// configuration's action provider.
@MainActor
final class MenuHost: UIView, UIContextMenuInteractionDelegate {
    var log: [String] = []
    var locations: [CGPoint] = []
    var makeMenu: () -> UIMenu? = { nil }
    var touchLog: [String] = []

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        locations.append(location)
        guard let menu = makeMenu() else { return nil }
        return UIContextMenuConfiguration(identifier: "host" as NSString, previewProvider: nil) { _ in menu }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        log.append("will display")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        log.append("will end \((configuration.identifier as? NSString) ?? "?")")
        animator?.addCompletion { [weak self] in self?.log.append("ended") }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchLog.append("began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { touchLog.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { touchLog.append("cancelled") }
}

@Suite("Context menus: UIContextMenuInteraction, UIMenu, UIAction, deferred elements (R-DT1)", .tearsDownTestTrees)
@MainActor
struct ContextMenuTests {
    let h = Harness()
    let window: UIWindow
    let host = MenuHost(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
    let interaction: UIContextMenuInteraction

    init() {
        window = h.makeWindow(frame: CGRect(x: 100, y: 50, width: 400, height: 300))
        window.addSubview(host)
        interaction = UIContextMenuInteraction(delegate: host)
        host.addInteraction(interaction)
        window.layoutIfNeeded()
    }

    /// Cut, Copy, Paste; a disabled Delete; a hidden row; a submenu "Share" with two rows.
    func editMenu() -> UIMenu {
        UIMenu(title: "", children: [
            UIAction(title: "Cut") { [host] _ in host.log.append("cut") },
            UIAction(title: "Copy") { [host] _ in host.log.append("copy") },
            UIAction(title: "Paste") { [host] _ in host.log.append("paste") },
            UIAction(title: "Delete", attributes: [.disabled, .destructive]) { [host] _ in host.log.append("delete") },
            UIAction(title: "Secret", attributes: .hidden) { [host] _ in host.log.append("secret") },
            UIMenu(title: "Share", children: [
                UIAction(title: "Mail") { [host] _ in host.log.append("mail") },
                UIAction(title: "Messages") { [host] _ in host.log.append("messages") },
            ]),
        ])
    }

    var presentation: ContextMenuPresentation? { ContextMenuPresentation.current }
    var rootWindow: MenuWindow? { presentation?.windows.first as? MenuWindow }

    func titles(_ level: Int = 0) -> [String] {
        guard let window = presentation?.windows[level] as? MenuWindow else { return [] }
        return window.list.rows.map { row in
            if case .separator = row { return "—" }
            return row.title
        }
    }

    func highlighted(_ level: Int = 0) -> String? {
        guard let list = (presentation?.windows[level] as? MenuWindow)?.list, let row = list.highlightedRow else { return nil }
        return list.rows[row].title
    }

    func rightClick(at point: CGPoint) {
        let touch = h.input.mouseDown(at: point, in: window, button: .secondary)
        h.input.endTouch(touch, at: point)
    }

    func click(row: Int, level: Int = 0) {
        guard let menuWindow = presentation?.windows[level] as? MenuWindow else { Issue.record("no popup \(level)"); return }
        let frame = menuWindow.list.rowFrames[row]
        h.input.tap(at: CGPoint(x: frame.midX, y: frame.midY), in: menuWindow, type: .indirectPointer)
    }

    func press(_ code: UIKeyboardHIDUsage, _ characters: String = "", _ flags: UIKeyModifierFlags = []) {
        h.input.pressKey(UIKey(characters: characters, modifierFlags: flags, keyCode: code))
    }

    @Test("R-DT1: a right click asks the delegate at the click's point and shows the menu as a popup window at the pointer")
    func rightClickOpens() throws {
        host.makeMenu = editMenu
        rightClick(at: CGPoint(x: 70, y: 80))
        #expect(host.locations == [CGPoint(x: 50, y: 60)])
        let root = try #require(rootWindow)
        #expect(titles() == ["Cut", "Copy", "Paste", "Delete", "Share"])
        #expect(root.frame.origin == CGPoint(x: 170, y: 130))    // the window's origin + the click
        #expect(root.isKeyWindow && !root.isHidden && root.isPopupMenu && root.popupOpener === window)
        #expect(root.windowLevel > UIWindow.Level.alert)
        #expect(host.log == ["will display"])
        #expect(interaction.location(in: host) == CGPoint(x: 50, y: 60))
        #expect(interaction.menuAppearance == .compact)
        // The right click never reached the view: the recognizer took it as it began.
        #expect(host.touchLog.isEmpty)
    }

    @Test("R-DT1: a delegate without a configuration opens nothing, and the right click reaches the view as a click")
    func noConfiguration() {
        rightClick(at: CGPoint(x: 70, y: 80))
        #expect(presentation == nil)
        #expect(host.touchLog == ["began", "ended"])
        #expect(window.isKeyWindow)
    }

    @Test("R-DT1: clicking a row runs its action after the menu closed; the key window and its first responder come back; willEnd's animator completes")
    func clickChooses() {
        host.makeMenu = editMenu
        let field = MenuField(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        host.addSubview(field)
        _ = field.becomeFirstResponder()
        press(.keyboardApplication)
        click(row: 1)
        #expect(host.log.contains("copy"))
        #expect(presentation == nil && h.app.activePopup == nil)
        #expect(window.isKeyWindow && field.isFirstResponder)
        h.input.advance(by: 0.3)
        #expect(host.log == ["will display", "will end host", "copy", "ended"])
    }

    @Test("R-DT1: disabled rows do nothing; hidden actions are not shown; destructive rows are listed")
    func disabledAndHidden() {
        host.makeMenu = editMenu
        rightClick(at: CGPoint(x: 70, y: 80))
        click(row: 3)
        #expect(presentation != nil)
        #expect(!host.log.contains("delete"))
        #expect(!titles().contains("Secret"))
    }

    @Test("R-DT1: a click outside the menu closes it and goes no further; the next click works")
    func outsideClick() {
        host.makeMenu = editMenu
        let button = UIButton(frame: CGRect(x: 300, y: 200, width: 80, height: 40))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        window.addSubview(button)
        rightClick(at: CGPoint(x: 70, y: 80))
        #expect(presentation != nil)
        h.input.tap(at: CGPoint(x: 340, y: 220), in: window, type: .indirectPointer)
        #expect(presentation == nil)
        #expect(taps == 0)
        h.input.advance(by: 1)
        h.input.tap(at: CGPoint(x: 340, y: 220), in: window, type: .indirectPointer)
        #expect(taps == 1)
    }

    @Test("R-DT1: a click in screen coordinates (a platform without windows named) outside every popup closes the menu")
    func outsideClickInScreenCoordinates() {
        host.makeMenu = editMenu
        rightClick(at: CGPoint(x: 70, y: 80))
        let touch = h.input.mouseDown(at: CGPoint(x: 5, y: 5))
        h.input.endTouch(touch)
        #expect(presentation == nil)
    }

    @Test("R-DT1: arrows move over the enabled rows (wrapping), Return chooses, Escape closes")
    func keyboard() {
        host.makeMenu = editMenu
        rightClick(at: CGPoint(x: 70, y: 80))
        #expect(highlighted() == nil)
        press(.keyboardDownArrow)
        #expect(highlighted() == "Cut")
        press(.keyboardUpArrow)
        #expect(highlighted() == "Share")    // wraps, past the disabled Delete
        press(.keyboardUpArrow)
        #expect(highlighted() == "Paste")
        press(.keyboardHome)
        #expect(highlighted() == "Cut")
        press(.keyboardEnd)
        #expect(highlighted() == "Share")
        press(.keyboardUpArrow)
        press(.keyboardReturnOrEnter)
        #expect(host.log.contains("paste"))
        #expect(presentation == nil)
        rightClick(at: CGPoint(x: 70, y: 80))
        press(.keyboardEscape)
        #expect(presentation == nil)
        #expect(window.isKeyWindow)
    }

    @Test("R-DT1: Right opens a submenu beside its row with the first row lit, Left closes it, Return chooses in it")
    func submenuByKeyboard() throws {
        host.makeMenu = editMenu
        rightClick(at: CGPoint(x: 70, y: 80))
        press(.keyboardEnd)
        press(.keyboardRightArrow)
        let windows = try #require(presentation?.windows)
        #expect(windows.count == 2)
        #expect(titles(1) == ["Mail", "Messages"])
        #expect(highlighted(1) == "Mail")
        #expect(windows[1].frame.minX >= windows[0].frame.maxX - 2)
        #expect(windows[1].isPopupMenu && windows[1].popupOpener === windows[0])
        press(.keyboardLeftArrow)
        #expect(presentation?.windows.count == 1)
        #expect(highlighted() == "Share")
        press(.keyboardReturnOrEnter)
        press(.keyboardDownArrow)
        press(.keyboardReturnOrEnter)
        #expect(host.log.contains("messages"))
        #expect(presentation == nil)
    }

    @Test("R-DT1: hovering a submenu's row opens it after a short pause; moving on to another row closes it")
    func submenuByHover() throws {
        host.makeMenu = editMenu
        rightClick(at: CGPoint(x: 70, y: 80))
        let root = try #require(rootWindow)
        let share = root.list.rowFrames[4], cut = root.list.rowFrames[0]
        h.input.hover(at: CGPoint(x: share.midX, y: share.midY), in: root)
        #expect(highlighted() == "Share")
        #expect(presentation?.windows.count == 1)
        h.input.advance(by: 0.25)
        #expect(presentation?.windows.count == 2)
        h.input.hover(at: CGPoint(x: cut.midX, y: cut.midY), in: root)
        h.input.advance(by: 0.25)
        #expect(presentation?.windows.count == 1)
        #expect(highlighted() == "Cut")
    }

    @Test("R-DT1: a click on a submenu's row opens it at once; a click in the submenu chooses")
    func submenuByClick() {
        host.makeMenu = editMenu
        rightClick(at: CGPoint(x: 70, y: 80))
        click(row: 4)
        #expect(presentation?.windows.count == 2)
        click(row: 0, level: 1)
        #expect(host.log.contains("mail"))
        #expect(presentation == nil)
    }

    @Test("R-DT1: type-ahead: a letter goes to the next row starting with it, the same letter again to the one after, letters in a second make a prefix")
    func typeAhead() {
        host.makeMenu = {
            UIMenu(children: ["Open", "Print", "Paste", "Preview", "Properties"].map { title in UIAction(title: title) { _ in } })
        }
        rightClick(at: CGPoint(x: 70, y: 80))
        press(.keyboardP, "p")
        #expect(highlighted() == "Print")
        press(.keyboardP, "p")
        #expect(highlighted() == "Paste")
        h.input.advance(by: 1.5)
        press(.keyboardP, "p")
        press(.keyboardR, "r")
        press(.keyboardO, "o")
        #expect(highlighted() == "Properties")
        h.input.advance(by: 1.5)
        press(.keyboardO, "O", .shift)
        #expect(highlighted() == "Open")
    }

    @Test("R-DT1: inline menus list their children in place between separators, under their title; single selection moves the checkmark")
    func inlineAndSingleSelection() throws {
        let small = UIAction(title: "Small", state: .on) { _ in }
        let large = UIAction(title: "Large") { _ in }
        let sizes = UIMenu(title: "Size", options: [.displayInline, .singleSelection], children: [small, large])
        host.makeMenu = {
            UIMenu(title: "View", children: [UIAction(title: "Refresh") { _ in }, sizes,
                                             UIMenu(options: .displayInline, children: [UIAction(title: "Close") { _ in }])])
        }
        rightClick(at: CGPoint(x: 70, y: 80))
        #expect(titles() == ["View", "Refresh", "—", "Size", "Small", "Large", "—", "Close"])
        click(row: 5)
        #expect(large.state == .on && small.state == .off)
        #expect(sizes.selectedElements.first === large)
    }

    @Test("R-DT1: keepsMenuPresented: the action runs and the menu stays, showing the new state")
    func keepsMenuPresented() {
        let toggle = UIAction(title: "Wrap lines", attributes: .keepsMenuPresented) { action in
            action.state = action.state == .on ? .off : .on
        }
        host.makeMenu = { UIMenu(children: [toggle]) }
        rightClick(at: CGPoint(x: 70, y: 80))
        click(row: 0)
        click(row: 0)
        click(row: 0)
        #expect(toggle.state == .on)
        #expect(presentation != nil)
    }

    @Test("R-DT1: a deferred element shows Loading… until it answers, then its elements; cached elements answer at once next time")
    func deferredCached() {
        var completions: [([UIMenuElement]) -> Void] = []
        var asked = 0
        let deferred = UIDeferredMenuElement { completion in
            asked += 1
            completions.append(completion)
        }
        host.makeMenu = { UIMenu(children: [UIAction(title: "First") { _ in }, deferred]) }
        rightClick(at: CGPoint(x: 70, y: 80))
        #expect(titles() == ["First", "Loading…"])
        let heightBefore = rootWindow?.frame.height ?? 0
        completions.first?([UIAction(title: "Recent A") { _ in }, UIAction(title: "Recent B") { _ in }])
        #expect(titles() == ["First", "Recent A", "Recent B"])
        #expect((rootWindow?.frame.height ?? 0) > heightBefore)
        completions.first?([UIAction(title: "Twice") { _ in }])    // a second answer is ignored
        #expect(titles() == ["First", "Recent A", "Recent B"])
        press(.keyboardEscape)
        rightClick(at: CGPoint(x: 70, y: 80))
        #expect(titles() == ["First", "Recent A", "Recent B"])
        #expect(asked == 1)
    }

    @Test("R-DT1: an uncached deferred element is asked at every opening; an answer after the menu closed is dropped")
    func deferredUncached() {
        var asked = 0
        var late: (([UIMenuElement]) -> Void)?
        host.makeMenu = {
            UIMenu(children: [UIDeferredMenuElement.uncached { completion in
                asked += 1
                if asked == 1 { completion([UIAction(title: "Now \(asked)") { _ in }]) } else { late = completion }
            }])
        }
        rightClick(at: CGPoint(x: 70, y: 80))
        #expect(titles() == ["Now 1"])
        press(.keyboardEscape)
        rightClick(at: CGPoint(x: 70, y: 80))
        #expect(titles() == ["Loading…"])
        press(.keyboardEscape)
        late?([UIAction(title: "Too late") { _ in }])
        #expect(presentation == nil)
        #expect(asked == 2)
    }

    @Test("R-DT1: the Menu key and Shift+F10 open the focused view's menu with its first row lit")
    func menuKey() {
        host.makeMenu = editMenu
        let field = MenuField(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        host.addSubview(field)
        _ = field.becomeFirstResponder()
        press(.keyboardApplication)
        #expect(presentation != nil)
        #expect(highlighted() == "Cut")
        #expect(host.locations.last == CGPoint(x: 100, y: 100))   // the host's centre
        press(.keyboardEscape)
        #expect(field.isFirstResponder)
        press(.keyboardF10, "", .shift)
        #expect(presentation != nil)
        press(.keyboardEscape)
        press(.keyboardF10)
        #expect(presentation == nil)
    }

    @Test("R-DT1: updateVisibleMenu replaces the menu on screen; dismissMenu closes it; removing the interaction closes it")
    func updateAndDismiss() {
        host.makeMenu = editMenu
        rightClick(at: CGPoint(x: 70, y: 80))
        interaction.updateVisibleMenu { menu in menu.replacingChildren(Array(menu.children.prefix(2))) }
        #expect(titles() == ["Cut", "Copy"])
        interaction.dismissMenu()
        #expect(presentation == nil)
        rightClick(at: CGPoint(x: 70, y: 80))
        host.removeInteraction(interaction)
        #expect(presentation == nil)
        #expect(host.gestureRecognizers?.isEmpty ?? true)
    }

    @Test("R-DT1: near the screen's right and bottom edges the menu opens to the left of and above the pointer")
    func staysOnScreen() throws {
        host.makeMenu = editMenu
        let screen = UIScreen.main.bounds
        window.frame = CGRect(x: screen.maxX - 250, y: screen.maxY - 240, width: 250, height: 240)
        rightClick(at: CGPoint(x: 200, y: 200))
        let root = try #require(rootWindow)
        #expect(root.frame.maxX <= screen.maxX && root.frame.maxY <= screen.maxY)
        #expect(root.frame.maxX <= screen.maxX - 50 + 0.5)   // left of the pointer at maxX - 50
    }

    @Test("R-DT1: a touch held still for half a second opens the menu (a touch screen's long press); one that moves does not")
    func longTouch() {
        host.makeMenu = editMenu
        let touch = h.input.beginTouch(at: CGPoint(x: 70, y: 80), in: window)
        h.input.advance(by: 0.6)
        #expect(presentation != nil)
        h.input.endTouch(touch)
        press(.keyboardEscape)
        let moving = h.input.beginTouch(at: CGPoint(x: 70, y: 80), in: window)
        h.input.moveTouch(moving, to: CGPoint(x: 120, y: 80))
        h.input.advance(by: 0.6)
        #expect(presentation == nil)
        h.input.endTouch(moving)
    }

    @Test("R-DT1: 100 menus opened and closed leave no popup window, presentation or key-window change behind")
    func hundredMenus() {
        host.makeMenu = editMenu
        weak var lastRoot: UIWindow?
        for index in 0..<100 {
            rightClick(at: CGPoint(x: 70, y: 80))
            lastRoot = rootWindow
            if index % 2 == 0 { press(.keyboardEscape) } else { h.input.tap(at: CGPoint(x: 390, y: 290), in: window, type: .indirectPointer) }
            h.input.advance(by: 1)
        }
        #expect(lastRoot == nil)
        #expect(h.app.windows.count == 1)
        #expect(h.app.activePopup == nil)
        #expect(window.isKeyWindow)
    }
}

/// A focusable view inside the menu's host.
final class MenuField: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

@MainActor
final class RowMenuController: UITableViewController {
    var asked: [IndexPath] = []
    var log: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        asked.append(indexPath)
        guard indexPath.row != 5 else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            UIMenu(children: [UIAction(title: "Delete row \(indexPath.row)", attributes: .destructive) { _ in
                self?.log.append("delete \(indexPath.row)")
            }])
        }
    }

    override func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                            animator: UIContextMenuInteractionAnimating?) {
        log.append("end")
    }
}

@Suite("Context menus on table rows (R-DT1)", .tearsDownTestTrees)
@MainActor
struct TableContextMenuTests {
    let h = Harness()
    let controller = RowMenuController()
    let window: UIWindow

    init() {
        window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.layoutIfNeeded()
    }

    @Test("R-DT1: a right click on a row asks the delegate for that row, lights the row while the menu shows; the Menu key opens the selected row's")
    func rowMenu() throws {
        let touch = h.input.mouseDown(at: CGPoint(x: 100, y: 3 * 44 + 20), in: window, button: .secondary)
        h.input.endTouch(touch)
        #expect(controller.asked == [IndexPath(row: 3, section: 0)])
        let presentation = try #require(ContextMenuPresentation.current)
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.isHighlighted == true)
        let root = try #require(presentation.windows.first as? MenuWindow)
        #expect(root.list.rows.first?.title == "Delete row 3")
        h.input.pressKey(UIKey(characters: "", keyCode: .keyboardDownArrow))
        h.input.pressKey(UIKey(characters: "\r", keyCode: .keyboardReturnOrEnter))
        #expect(controller.log == ["end", "delete 3"])
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.isHighlighted == false)

        controller.tableView.selectRow(at: IndexPath(row: 7, section: 0), animated: false, scrollPosition: .none)
        _ = controller.tableView.becomeFirstResponder()
        h.input.pressKey(UIKey(characters: "", keyCode: .keyboardApplication))
        #expect(controller.asked.last == IndexPath(row: 7, section: 0))
        #expect(ContextMenuPresentation.current != nil)
    }

    @Test("R-DT1: a row the delegate gives no menu opens none")
    func rowWithoutMenu() {
        let touch = h.input.mouseDown(at: CGPoint(x: 100, y: 5 * 44 + 20), in: window, button: .secondary)
        h.input.endTouch(touch)
        #expect(controller.asked == [IndexPath(row: 5, section: 0)])
        #expect(ContextMenuPresentation.current == nil)
    }
}

@Suite("Context menus in the accessibility tree and the UI-testing queries (R-DT1, R-A11Y1)", .tearsDownTestTrees)
@MainActor
struct ContextMenuAccessibilityTests {
    let h = Harness()

    @Test("R-DT1 R-A11Y1: the open menu is a menu of menu items (a checked one a check menu item), found and chosen through XCUIApplication")
    func menuThroughXCUI() throws {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let host = MenuHost(frame: window.bounds)
        host.isAccessibilityElement = true
        host.accessibilityLabel = "Canvas"
        let wrap = UIAction(title: "Wrap", state: .on) { _ in }
        host.makeMenu = { [host] in UIMenu(children: [UIAction(title: "Copy") { _ in host.log.append("copy") }, wrap]) }
        window.addSubview(host)
        host.addInteraction(UIContextMenuInteraction(delegate: host))
        let app = XCUIApplication(input: h.input)
        app.otherElements["Canvas"].rightClick()
        #expect(app.menus.count == 1)
        #expect(app.menuItems.count == 2)
        let rows = AccessibilityTree.windows.flatMap { AccessibilityTree.descendants(of: $0) }
            .filter { $0.role == .checkMenuItem }
        #expect(rows.map(\.label) == ["Wrap"])
        #expect(ATSPIRoleMapping.role(.checkMenuItem) == 8 && ATSPIRoleMapping.role(.menu) == 41)
        app.menuItems["Copy"].tap()
        #expect(host.log.contains("copy"))
        #expect(app.menus.count == 0)
    }
}
