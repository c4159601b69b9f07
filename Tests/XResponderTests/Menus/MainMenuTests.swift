import Foundation
import Testing
@testable import XResponder

/// An app delegate changing the menu bar as Apple's "Adding menus and shortcuts" article does.
@MainActor
final class MenuBuildingDelegate: UIResponder, UIApplicationDelegate {
    static var builds = 0
    static var systems: [UIMenuSystem] = []

    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        Self.builds += 1
        Self.systems.append(builder.system)
        guard builder.system == UIMenuSystem.main else { return }
        builder.remove(menu: .format)
        let refresh = UIKeyCommand(title: "Refresh", image: UIImage(systemName: "arrow.clockwise"), action: Selector("refresh", MenuDocumentView.refresh), input: "r",
                                   modifierFlags: .command)
        builder.insertChild(UIMenu(title: "", identifier: UIMenu.Identifier("doc.refresh"), options: .displayInline,
                                   children: [refresh]), atStartOfMenu: .file)
        let bold = UICommand(title: "Bold", action: Selector("toggleBold", MenuDocumentView.toggleBold))
        let style = UIMenu(title: "Style", identifier: UIMenu.Identifier("doc.style"), children: [bold])
        if MenuBarTests.putsStyleFirst {
            builder.insertSibling(style, beforeMenu: .application)
        } else {
            builder.insertSibling(style, afterMenu: .edit)
        }
        if MenuBarTests.addsExtraMenu {
            let extra = UICommand(title: "Extra Refresh", action: Selector("refresh", MenuDocumentView.refresh))
            builder.insertSibling(UIMenu(title: "Extra", identifier: UIMenu.Identifier("doc.extra"), children: [extra]),
                                  afterMenu: .help)
        }
    }
}

/// The first responder the menu's commands find.
@MainActor
final class MenuDocumentView: UIView {
    var log: [String] = []
    var isBold = false
    override var canBecomeFirstResponder: Bool { true }
    func refresh() { log.append("refresh") }
    func toggleBold() { isBold.toggle() }
    var validations = 0
    override func validate(_ command: UICommand) {
        validations += 1
        if command.action == Selector("toggleBold", MenuDocumentView.toggleBold) { command.state = isBold ? .on : .off }
    }
    let manager = UndoManager()
    override var undoManager: UndoManager? { manager }
}

@Suite("The main menu: UIMenuBuilder, UIMenuSystem, validation (R-DA1)", .tearsDownTestTrees)
@MainActor
struct MainMenuTests {
    func titles(_ menu: UIMenu) -> [String] { menu.children.map(\.title) }

    func element(_ menu: UIMenu, _ title: String) -> UIMenuElement? {
        for child in menu.children {
            if child.title == title { return child }
            if let submenu = child as? UIMenu, let found = element(submenu, title) { return found }
        }
        return nil
    }

    @Test("R-DA1: UIKit's standard menus are there with UIKit's identifiers; the builder finds menus, actions and commands in them")
    func standardMenus() throws {
        let builder = MainMenuBuilder(system: .main, root: StandardMainMenu.make())
        #expect(builder.root.identifier == .root)
        #expect(builder.root.children.compactMap { ($0 as? UIMenu)?.identifier } == [.application, .file, .edit, .format, .view, .window, .help])
        for id in [UIMenu.Identifier.quit, .close, .undoRedo, .standardEdit, .find, .font, .text, .fullscreen, .minimizeAndZoom] {
            #expect(builder.menu(for: id) != nil, "\(id.rawValue)")
        }
        let copy = try #require(builder.command(for: .copy, propertyList: nil) as? UIKeyCommand)
        #expect(copy.title == "Copy" && copy.input == "c" && copy.modifierFlags == .command)
        #expect(builder.command(for: .copy, propertyList: "other") == nil, "the property list tells commands apart")
        #expect(builder.menu(for: UIMenu.Identifier("no.such.menu")) == nil)
    }

    @Test("R-DA1: insertChild, insertSibling, replace, replaceChildren and remove change the tree; naming a missing menu changes nothing")
    func builderEdits() throws {
        let builder = MainMenuBuilder(system: .main, root: StandardMainMenu.make())
        let original = builder.root
        let mine = UIMenu(title: "Mine", identifier: UIMenu.Identifier("mine"), children: [UIAction(title: "A", identifier: UIAction.Identifier("a")) { _ in }])
        builder.insertChild(mine, atEndOfMenu: .file)
        #expect((builder.menu(for: .file)?.children.last as? UIMenu)?.identifier == mine.identifier)
        #expect(builder.action(for: UIAction.Identifier("a"))?.title == "A")
        builder.insertSibling(UIMenu(title: "Before", identifier: UIMenu.Identifier("before")), beforeMenu: .edit)
        builder.insertSibling(UIMenu(title: "After", identifier: UIMenu.Identifier("after")), afterMenu: .edit)
        #expect(titles(builder.root).dropFirst().prefix(4) == ["File", "Before", "Edit", "After"])
        builder.replace(menu: .help, with: UIMenu(title: "Support", identifier: UIMenu.Identifier("support")))
        #expect(titles(builder.root).last == "Support" && builder.menu(for: .help) == nil)
        builder.replaceChildren(ofMenu: .standardEdit) { $0.filter { $0.title != "Delete" } }
        #expect(builder.menu(for: .standardEdit)?.children.map(\.title) == ["Cut", "Copy", "Paste", "Select All"])
        builder.remove(menu: .window)
        builder.remove(menu: .root)
        #expect(builder.menu(for: .window) == nil && builder.root.identifier == .root)
        let before = builder.root
        builder.insertChild(mine, atStartOfMenu: UIMenu.Identifier("no.such.menu"))
        builder.remove(menu: UIMenu.Identifier("no.such.menu"))
        #expect(builder.root === before, "nothing to change: the same menu")
        #expect(original.children.count == 7 && titles(original).last == "Help", "the menus the builder started from are never edited")
        #expect(builder.menu(for: .view) === original.children.first { ($0 as? UIMenu)?.identifier == .view }, "untouched menus stay the same objects")
    }

    @Test("R-DA1: the application delegate builds the main menu once; setNeedsRebuild builds it again on next use")
    func delegateBuilds() throws {
        let h = Harness(delegate: MenuBuildingDelegate.self)
        _ = h
        MenuBuildingDelegate.builds = 0
        MenuBuildingDelegate.systems = []
        UIMenuSystem.main.setNeedsRebuild()
        let root = UIMenuSystem.main.rootMenu
        _ = UIMenuSystem.main.rootMenu
        #expect(MenuBuildingDelegate.builds == 1 && MenuBuildingDelegate.systems == [.main])
        #expect(UIMenuSystem.main != UIMenuSystem.context)
        #expect(!titles(root).contains("Format") && titles(root).contains("Style"))
        #expect(element(root, "Refresh") is UIKeyCommand)
        #expect((root.children.first { ($0 as? UIMenu)?.identifier == .file } as? UIMenu)?.children.first.map { ($0 as? UIMenu)?.identifier } == UIMenu.Identifier("doc.refresh"))
        UIMenuSystem.main.setNeedsRebuild()
        UIMenuSystem.main.setNeedsRebuild()
        _ = UIMenuSystem.main.rootMenu
        #expect(MenuBuildingDelegate.builds == 2, "two requests, one rebuild when the menu is read")
        UIMenuSystem.main.setNeedsRebuild()
    }

    @Test("R-DA1: validation disables commands nobody in the chain performs, asks the target's validate, names Undo after the action; the app's commands are not changed")
    func validation() throws {
        let h = Harness(delegate: MenuBuildingDelegate.self)
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let document = MenuDocumentView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(document)
        window.makeKeyAndVisible()
        UIMenuSystem.main.setNeedsRebuild()
        defer { UIMenuSystem.main.setNeedsRebuild() }

        let unfocused = UIMenuSystem.main.validatedMenu(from: window)
        #expect(element(unfocused, "Refresh").map { ($0 as? UICommand)?.attributes.contains(.disabled) } == true,
                "no responder in the chain refreshes")
        #expect((element(unfocused, "Quit \(UIWindowScene.applicationDisplayName)") as? UICommand)?.attributes.contains(.disabled) == false,
                "the application quits")
        #expect((element(unfocused, "Copy") as? UICommand)?.attributes.contains(.disabled) == true)

        _ = document.becomeFirstResponder()
        document.isBold = true
        let focused = UIMenuSystem.main.validatedMenu(from: document)
        #expect((element(focused, "Refresh") as? UICommand)?.attributes.contains(.disabled) == false)
        #expect((element(focused, "Bold") as? UICommand)?.state == .on, "validate(_:) set the checkmark")
        #expect((element(focused, "Refresh") as? UIKeyCommand)?.input == "r", "the copy keeps its shortcut")
        #expect((element(focused, "Undo") as? UICommand)?.attributes.contains(.disabled) == true, "nothing to undo")
        #expect((element(UIMenuSystem.main.rootMenu, "Bold") as? UICommand)?.state == .off, "the app's own command is not changed")

        document.manager.registerUndo(withTarget: document) { $0.isBold.toggle() }
        document.manager.setActionName("Bold")
        let undoable = UIMenuSystem.main.validatedMenu(from: document)
        let undo = try #require(element(undoable, "Undo Bold") as? UICommand)
        #expect(!undo.attributes.contains(.disabled))
    }

    @Test("R-DA1: a menu nested deeper than the stack allows is cut off, not a crash")
    func deepMenu() {
        var menu = UIMenu(title: "leaf", identifier: UIMenu.Identifier("leaf"))
        for level in 0..<(RecursionBudget.limit + 50) {
            menu = UIMenu(title: "m\(level)", identifier: UIMenu.Identifier("m\(level)"), children: [menu])
        }
        let builder = MainMenuBuilder(system: .main, root: menu)
        #expect(builder.menu(for: UIMenu.Identifier("leaf")) == nil)
        builder.remove(menu: UIMenu.Identifier("leaf"))
        _ = MenuValidation.validated(builder.root, from: nil)
    }
}
