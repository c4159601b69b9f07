import Foundation
import Testing
@testable import XResponder

/// The main menu as dbusmenu items, as a global menu bar reads them (R-DA1), without a bus.
@Suite("The main menu as dbusmenu items (R-DA1)", .tearsDownTestTrees)
@MainActor
struct GlobalMenuLayoutTests {
    func property(_ name: String, of item: DBusMenuLayout.Item) -> DBusMenuLayout.Value? {
        item.properties.first { $0.name == name }?.value
    }

    func item(_ label: String, in layout: DBusMenuLayout) -> DBusMenuLayout.Item? {
        layout.byID.values.sorted { $0.id < $1.id }.first { property("label", of: $0) == .string(label) }
    }

    @Test("R-DA1: the bar's menus are the root's submenus; rows keep their order with separators; validation, checkmarks and shortcuts become dbusmenu properties; ids are the same after a rebuild")
    func layoutOfTheMainMenu() throws {
        let h = Harness(delegate: MenuBuildingDelegate.self)
        UIMenuSystem.main.setNeedsRebuild()
        defer { UIMenuSystem.main.setNeedsRebuild() }
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let document = MenuDocumentView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(document)
        #expect(document.becomeFirstResponder())
        document.isBold = true

        let layout = DBusMenuLayout(menu: UIMenuSystem.main.rootMenu, validatingFrom: document)
        let top = layout.root.children.compactMap { property("label", of: $0) }
        #expect(top == [.string(UIWindowScene.applicationDisplayName), .string("File"), .string("Edit"), .string("Style")],
                "the menus the in-window bar shows, in order")
        #expect(layout.root.children.allSatisfy { property("children-display", of: $0) == .string("submenu") })

        let file = try #require(layout.root.children.first { property("label", of: $0) == .string("File") })
        let fileRows = file.children.map { property("label", of: $0) ?? property("type", of: $0) }
        #expect(fileRows == [.string("Refresh"), .string("separator"), .string("New Window"), .string("separator"), .string("Close")])
        let refresh = try #require(item("Refresh", in: layout))
        #expect(property("shortcut", of: refresh) == .shortcut([["Control", "r"]]))
        #expect(property("enabled", of: refresh) == nil, "enabled: the first responder refreshes")
        let bold = try #require(item("Bold", in: layout))
        #expect(property("toggle-type", of: bold) == .string("checkmark") && property("toggle-state", of: bold) == .int(1))
        let copy = try #require(item("Copy", in: layout))
        #expect(property("enabled", of: copy) == .bool(false), "nothing to copy in a plain view")
        let redo = try #require(item("Redo", in: layout))
        #expect(property("shortcut", of: redo) == .shortcut([["Control", "Shift", "z"]]))

        let again = DBusMenuLayout(menu: UIMenuSystem.main.rootMenu, validatingFrom: document)
        #expect(again.looksLike(layout) && item("Refresh", in: again)?.id == refresh.id)
        document.isBold = false
        let changed = DBusMenuLayout(menu: UIMenuSystem.main.rootMenu, validatingFrom: document)
        #expect(!changed.looksLike(layout), "Bold's checkmark went: a new revision")
    }

    @Test("R-DA1: underscores are not mnemonics; radio groups; a menu nested past the limit or with thousands of items is cut, not a crash")
    func edgesOfTheLayout() {
        let choices = UIMenu(title: "Size", options: .singleSelection, children: [
            UIAction(title: "Small", state: .on) { _ in }, UIAction(title: "Large") { _ in },
        ])
        var deep = UIMenu(title: "leaf", children: [UIAction(title: "x") { _ in }])
        for level in 0..<(RecursionBudget.limit + 50) { deep = UIMenu(title: "m\(level)", children: [deep]) }
        let many = UIMenu(title: "Many", children: (0..<(DBusMenuLayout.limit + 100)).map { UIAction(title: "a\($0)") { _ in } })
        let root = UIMenu(title: "", children: [
            UIMenu(title: "snake_case", children: [UIAction(title: "do_it") { _ in }, choices]), deep, many,
        ])
        let layout = DBusMenuLayout(menu: root, validatingFrom: nil)
        #expect(layout.root.children.first.flatMap { property("label", of: $0) } == .string("snake__case"))
        #expect(item("do__it", in: layout) != nil)
        let small = item("Small", in: layout)
        #expect(small.flatMap { property("toggle-type", of: $0) } == .string("radio") && small.flatMap { property("toggle-state", of: $0) } == .int(1))
        #expect(layout.byID.count <= DBusMenuLayout.limit + 1)
    }

    @Test("R-DA1: a row's image reaches the desktop as icon-data: a 16-point PNG, a symbol tinted, a large picture fitted, a row without one has none")
    func iconsOfRows() throws {
        let symbol = try #require(UIImage(systemName: "square.and.arrow.up"))
        let red = UIGraphicsImageRenderer(size: CGSize(width: 400, height: 200)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 400, height: 200))
        }
        let root = UIMenu(title: "", children: [UIMenu(title: "File", children: [
            UIAction(title: "Share", image: symbol) { _ in }, UIAction(title: "Photo", image: red) { _ in },
            UIAction(title: "Plain") { _ in },
        ])])
        let layout = DBusMenuLayout(menu: root, validatingFrom: nil)
        func icon(_ label: String) throws -> UIImage? {
            guard case .bytes(let png)? = try property("icon-data", of: #require(item(label, in: layout))) else { return nil }
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
            return UIImage(data: png)
        }
        let scale = UIGraphicsImageRenderer.bitmapScale(0)
        let share = try #require(try icon("Share"))
        #expect(share.pixelWidth == Int(16 * scale) && share.pixelHeight == Int(16 * scale))
        let photo = try #require(try icon("Photo"))
        #expect(photo.pixelWidth == Int(16 * scale), "400 × 200 fitted into 16 points")
        let middle = try #require(photo.pixel(x: photo.pixelWidth / 2, y: photo.pixelHeight / 2))
        #expect(middle.red > 230 && middle.green < 25 && middle.alpha > 230, "an original image keeps its colours: \(middle)")
        let edge = try #require(photo.pixel(x: photo.pixelWidth / 2, y: 0))
        #expect(edge.alpha < 25, "a wide picture is letterboxed, not stretched: \(edge)")
        let inked = (0..<share.pixelHeight).flatMap { y in (0..<share.pixelWidth).compactMap { share.pixel(x: $0, y: y) } }.filter { $0.alpha > 128 }
        #expect(!inked.isEmpty && inked.allSatisfy { $0.red < 80 && $0.green < 80 && $0.blue < 80 }, "a symbol drawn in the (light) label colour")
        #expect(try icon("Plain") == nil, "no image, no icon")
        #expect(try item("Plain", in: layout).map { property("icon-data", of: $0) } == .some(nil))
    }
}
