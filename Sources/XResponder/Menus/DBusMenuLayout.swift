import Foundation

/// The main menu as a tree of dbusmenu items (R-DA1): what a desktop's global menu bar reads
/// with `com.canonical.dbusmenu.GetLayout`. Item 0 is the root; its children are the menus the
/// in-window bar would show (a title and something in them), each a submenu of the rows its
/// popup would have (`MenuRows`: inline groups between separators, headers as disabled items).
/// Ids are given in walk order, so the same menu gets the same ids after a rebuild; a layout that
/// differs from the last one is a new revision.
@MainActor
struct DBusMenuLayout {
    /// One item: its properties (dbusmenu's names) and children, and the row it performs.
    struct Item {
        let id: Int32
        var properties: [(name: String, value: Value)]
        var children: [Item]
        let row: MenuRow?
    }

    /// A property's value, written as a D-Bus variant.
    enum Value: Equatable {
        case string(String)
        case bool(Bool)
        case int(Int32)
        case uint(UInt32)
        case shortcut([[String]])
        case bytes(Data)

        var signature: String {
            switch self {
            case .string: "s"
            case .bool: "b"
            case .int: "i"
            case .uint: "u"
            case .shortcut: "aas"
            case .bytes: "ay"
            }
        }

        @MainActor func write(to writer: DBusMessageWriter) {
            switch self {
            case .string(let text): writer.string(text)
            case .bool(let flag): writer.bool(flag)
            case .int(let number): writer.int32(number)
            case .uint(let number): writer.uint32(number)
            case .shortcut(let chords):
                writer.array("as") { for chord in chords { writer.array("s") { for key in chord { writer.string(key) } } } }
            case .bytes(let data):
                writer.array("y") { for byte in data { writer.byte(byte) } }
            }
        }
    }

    private(set) var root: Item
    private(set) var byID: [Int32: Item] = [:]
    /// The number of items, at most `limit`: a menu built without end is cut, not followed.
    static let limit = 5_000

    /// The layout of `menu` (the main menu's root), each menu validated from `responder`.
    init(menu: UIMenu, validatingFrom responder: UIResponder?) {
        var nextID: Int32 = 1
        var count = 0
        func item(_ row: MenuRow, depth: Int) -> Item? {
            guard count < Self.limit else { return nil }
            count += 1
            let id = nextID
            nextID += 1
            var children: [Item] = []
            if case .submenu(let submenu) = row, depth < 32 {
                let validated = MenuValidation.validated(submenu, from: responder)
                children = MenuRows.rows(of: validated, showsTitle: false).compactMap { item($0, depth: depth + 1) }
            }
            return Item(id: id, properties: Self.properties(of: row, hasChildren: !children.isEmpty), children: children, row: row)
        }
        let menus = menu.children.compactMap { $0 as? UIMenu }.filter { !$0.title.isEmpty && MenuRows.hasContent($0) }
        let top = menus.compactMap { item(.submenu($0), depth: 0) }
        root = Item(id: 0, properties: [("children-display", .string("submenu"))], children: top, row: nil)
        index(root)
    }

    private mutating func index(_ item: Item) {
        var pending = [item]
        while let next = pending.popLast() {
            byID[next.id] = next
            pending += next.children
        }
    }

    /// dbusmenu's properties of a row; defaults (type standard, enabled, visible) are left out,
    /// as the protocol allows.
    static func properties(of row: MenuRow, hasChildren: Bool) -> [(name: String, value: Value)] {
        if case .separator = row { return [("type", .string("separator"))] }
        // A single underscore marks a mnemonic in dbusmenu labels: the app's own are doubled.
        var properties: [(name: String, value: Value)] = [("label", .string(row.title.replacingOccurrences(of: "_", with: "__")))]
        if !row.isSelectable, !hasChildren { properties.append(("enabled", .bool(false))) }
        if hasChildren { properties.append(("children-display", .string("submenu"))) }
        if case .header = row { properties.append(("enabled", .bool(false))) }
        if row.hasCheckmark || row.state != nil && row.state != .off {
            properties.append(("toggle-type", .string(isRadio(row) ? "radio" : "checkmark")))
            properties.append(("toggle-state", .int(row.state == .on ? 1 : row.state == .mixed ? -1 : 0)))
        }
        if case .command(let command as UIKeyCommand) = row, let chord = shortcut(of: command) {
            properties.append(("shortcut", .shortcut([chord])))
        }
        if let image = row.image, let png = iconData(of: image) {
            properties.append(("icon-data", .bytes(png)))
        }
        return properties
    }

    /// The side of a menu icon in points: what the in-window rows and desktop menus show.
    static let iconSide: CGFloat = 16

    /// A row's image as dbusmenu's `icon-data`: a PNG of a 16-point square at the screen's scale,
    /// the image fitted in it. A template image (a symbol) is drawn in the label colour, as the
    /// in-window row draws it; the desktop's menu cannot tint a bitmap it is given.
    static func iconData(of image: UIImage) -> Data? {
        guard image.size.width > 0, image.size.height > 0 else { return nil }
        let side = iconSide
        let fit = min(side / image.size.width, side / image.size.height, 1)
        let size = CGSize(width: image.size.width * fit, height: image.size.height * fit)
        let rect = CGRect(x: (side - size.width) / 2, y: (side - size.height) / 2, width: size.width, height: size.height)
        let format = UIGraphicsImageRendererFormat()
        format.scale = UIGraphicsImageRenderer.bitmapScale(0)
        let icon = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { _ in
            image.draw(in: rect, tint: image.isTemplate ? (image.fixedTintColor ?? .label) : nil)
        }
        return icon.pngData()
    }

    private static func isRadio(_ row: MenuRow) -> Bool {
        if case .action(_, .some) = row { return true }
        return false
    }

    /// A key command's shortcut in dbusmenu's words: modifiers ("Control", "Shift", "Alt",
    /// "Super") then the key's X keysym name. Command alone reads Control, as in the in-window bar.
    static func shortcut(of command: UIKeyCommand) -> [String]? {
        guard let input = command.input, !input.isEmpty else { return nil }
        var chord: [String] = []
        let flags = command.modifierFlags
        if flags.contains(.control) || flags.contains(.command) { chord.append("Control") }
        if flags.contains(.shift) { chord.append("Shift") }
        if flags.contains(.alternate) { chord.append("Alt") }
        if flags.contains(.command), flags.contains(.control) { chord.append("Super") }
        chord.append(UIKeyCommand.keysymName(input))
        return chord
    }

    /// Whether `other` shows the same items with the same properties (ids included).
    func looksLike(_ other: DBusMenuLayout) -> Bool {
        guard byID.count == other.byID.count else { return false }
        for (id, item) in byID {
            guard let twin = other.byID[id], twin.children.map(\.id) == item.children.map(\.id),
                  twin.properties.count == item.properties.count,
                  zip(twin.properties, item.properties).allSatisfy({ $0.name == $1.name && $0.value == $1.value })
            else { return false }
        }
        return true
    }
}
