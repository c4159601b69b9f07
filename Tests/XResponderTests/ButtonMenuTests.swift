import Foundation
import Testing
@testable import XResponder

/// Button menus (R-BR1, iOS 14–15): `menu` with `showsMenuAsPrimaryAction`, a right click on a
/// button with a menu, and pop-up buttons (`changesSelectionAsPrimaryAction`).
@Suite("Button menus and pop-up buttons (R-BR1)", .serialized, .tearsDownTestTrees)
@MainActor
struct ButtonMenuTests {
    let h = Harness()
    let window: UIWindow
    let button = UIButton(type: .system)
    var log: [String] = []

    init() {
        window = h.makeWindow(frame: CGRect(x: 100, y: 50, width: 400, height: 300))
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 32)
        button.setTitle("Sort", for: .normal)
        window.addSubview(button)
        window.layoutIfNeeded()
    }

    var presentation: ContextMenuPresentation? { ContextMenuPresentation.current }

    func titles() -> [String] {
        (presentation?.windows.first as? MenuWindow)?.list.rows.map(\.title) ?? []
    }

    func choose(_ title: String) {
        guard let menuWindow = presentation?.windows.first as? MenuWindow,
              let row = menuWindow.list.rows.firstIndex(where: { $0.title == title }) else { Issue.record("no row \(title)"); return }
        let frame = menuWindow.list.rowFrames[row]
        h.input.tap(at: CGPoint(x: frame.midX, y: frame.midY), in: menuWindow, type: .indirectPointer)
    }

    @Test("R-BR1 showsMenuAsPrimaryAction: a click opens the menu below the button on the press, without touchUpInside; the chosen action runs with the button as sender")
    func menuAsPrimaryAction() throws {
        final class Log { var entries: [String] = [] }
        let log = Log()
        button.addAction(UIAction { _ in log.entries.append("touchUpInside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.entries.append("menuActionTriggered") }, for: .menuActionTriggered)
        button.menu = UIMenu(title: "", children: [
            UIAction(title: "By Name") { action in log.entries.append("name from \((action.sender as? UIButton)?.currentTitle ?? "nil")") },
            UIAction(title: "By Date") { _ in log.entries.append("date") },
        ])
        button.showsMenuAsPrimaryAction = true
        h.input.tap(at: CGPoint(x: 80, y: 36), in: window, type: .indirectPointer)
        let root = try #require(presentation?.windows.first)
        #expect(titles() == ["By Name", "By Date"])
        #expect(root.frame.minX == 100 + 20 && root.frame.minY >= 50 + 52, "below the button: \(root.frame)")
        #expect(button.isHighlighted)
        choose("By Name")
        #expect(presentation == nil && !button.isHighlighted)
        #expect(log.entries == ["menuActionTriggered", "name from Sort"])
    }

    @Test("R-BR1 without showsMenuAsPrimaryAction a click sends the button's actions and a right click shows its menu; Space on the focused button opens it with the first row highlighted")
    func menuOnSecondaryClickAndKeyboard() throws {
        final class Log { var entries: [String] = [] }
        let log = Log()
        button.addAction(UIAction { _ in log.entries.append("tapped") }, for: .touchUpInside)
        button.menu = UIMenu(title: "", children: [UIAction(title: "Remove") { _ in log.entries.append("remove") }])
        h.input.tap(at: CGPoint(x: 80, y: 36), in: window, type: .indirectPointer)
        #expect(log.entries == ["tapped"] && presentation == nil)
        let touch = h.input.mouseDown(at: CGPoint(x: 80, y: 36), in: window, button: .secondary)
        h.input.endTouch(touch, at: CGPoint(x: 80, y: 36))
        #expect(titles() == ["Remove"])
        presentation?.dismiss(reason: "test")
        button.showsMenuAsPrimaryAction = true
        #expect(button.accessibilityActivate())
        let list = try #require((presentation?.windows.first as? MenuWindow)?.list)
        #expect(list.highlightedRow == 0)
        button.menu = nil
        #expect(button.contextMenuInteraction == nil && presentation == nil)
    }

    @Test("R-BR1 a pop-up button: the first action is selected and titles the button; choosing another checks it and retitles the button")
    func popUpButton() throws {
        let sizes = ["Small", "Medium", "Large"].map { title in UIAction(title: title) { _ in } }
        button.menu = UIMenu(children: sizes)
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        #expect(button.currentTitle == "Small" && sizes.map(\.state) == [.on, .off, .off])
        h.input.tap(at: CGPoint(x: 80, y: 36), in: window, type: .indirectPointer)
        choose("Large")
        #expect(button.currentTitle == "Large" && sizes.map(\.state) == [.off, .off, .on])
        #expect(button.menu?.selectedElements.map(\.title) == ["Large"])
    }

    @Test("R-BR1 a bar button item with a menu and no action shows the menu on a click")
    func barButtonItemMenu() throws {
        let controller = UIViewController()
        var chosen: [String] = []
        controller.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "More", image: nil, primaryAction: nil, menu: UIMenu(children: [
            UIAction(title: "Export") { _ in chosen.append("export") },
        ]))
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.layoutIfNeeded()
        var found: [BarButton] = []
        TreeWalk.forEach(in: window) { if let button = $0 as? BarButton { found.append(button) } }
        let barButton = try #require(found.first)
        #expect(barButton.showsMenuAsPrimaryAction)
        let center = barButton.convert(CGPoint(x: barButton.bounds.midX, y: barButton.bounds.midY), to: window)
        h.input.tap(at: center, in: window, type: .indirectPointer)
        #expect(titles() == ["Export"])
        choose("Export")
        #expect(chosen == ["export"])
    }
}
