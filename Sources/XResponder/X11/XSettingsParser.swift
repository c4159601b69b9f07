import Foundation

/// Reads the XSETTINGS wire format (freedesktop.org's XSETTINGS specification, 0.5): the
/// `_XSETTINGS_SETTINGS` property a settings manager (gnome-settings-daemon, xsettingsd, xfsettingsd)
/// keeps on its window. Another client writes these bytes, so every length is checked: a
/// truncated or lying property gives the settings read so far, never a crash.
struct XSettingsParser {
    enum Value: Equatable {
        case integer(Int32)
        case string(String)
        case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
    }

    /// The settings by name.
    static func parse(_ bytes: [UInt8]) -> [String: Value] {
        var reader = Reader(bytes: bytes)
        guard let order = reader.byte() else { return [:] }
        reader.bigEndian = order == 1   // MSBFirst
        reader.skip(3)
        guard reader.card32() != nil, let count = reader.card32() else { return [:] }
        var settings: [String: Value] = [:]
        // At most one setting per 12 bytes remain: a count that says more is a lie.
        for _ in 0..<min(Int(count), bytes.count / 12) {
            guard let type = reader.byte() else { break }
            reader.skip(1)
            guard let nameLength = reader.card16(), let nameBytes = reader.bytes(Int(nameLength)) else { break }
            reader.skip(padding(Int(nameLength)))
            guard reader.card32() != nil else { break }   // last-change serial
            let name = String(decoding: nameBytes, as: UTF8.self)
            switch type {
            case 0:
                guard let value = reader.card32() else { return settings }
                settings[name] = .integer(Int32(bitPattern: value))
            case 1:
                guard let length = reader.card32(), length <= UInt32(bytes.count), let text = reader.bytes(Int(length)) else {
                    return settings
                }
                reader.skip(padding(Int(length)))
                settings[name] = .string(String(decoding: text, as: UTF8.self))
            case 2:
                guard let r = reader.card16(), let g = reader.card16(), let b = reader.card16(), let a = reader.card16() else {
                    return settings
                }
                settings[name] = .color(red: r, green: g, blue: b, alpha: a)
            default:
                return settings   // an unknown type: its length is unknown, so nothing after it can be read
            }
        }
        return settings
    }

    /// The settings by name, and what was wrong with the blob when it was cut short or malformed
    /// (nil when every setting it announced was read): the desktop's bad data gets a clear line,
    /// and the settings read up to it still apply.
    static func parseChecked(_ bytes: [UInt8]) -> (settings: [String: Value], problem: String?) {
        let settings = parse(bytes)
        var reader = Reader(bytes: bytes)
        guard let order = reader.byte() else {
            return (settings, bytes.isEmpty ? nil : "the desktop's settings are too short to read (\(bytes.count) bytes)")
        }
        reader.bigEndian = order == 1
        reader.skip(3)
        guard reader.card32() != nil, let declared = reader.card32() else {
            return (settings, "the desktop's settings are too short to read (\(bytes.count) bytes)")
        }
        guard settings.count < Int(declared) else { return (settings, nil) }
        return (settings, "the desktop's settings announce \(declared) and hold \(settings.count) readable ones; the rest keep their defaults")
    }

    /// The style these settings ask for: GTK's "prefer dark" flag, else a theme named "…-dark".
    static func userInterfaceStyle(of settings: [String: Value]) -> UIUserInterfaceStyle {
        if case .integer(let prefer)? = settings["Gtk/ApplicationPreferDarkTheme"], prefer != 0 { return .dark }
        if case .string(let theme)? = settings["Net/ThemeName"] {
            let name = theme.lowercased()
            if name.hasSuffix("-dark") || name.hasSuffix(":dark") || name.hasSuffix("dark") { return .dark }
        }
        return .light
    }

    private static func padding(_ length: Int) -> Int { (4 - length % 4) % 4 }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var bigEndian = false

        mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func skip(_ count: Int) { offset += count }

        mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
            guard count >= 0, offset >= 0, offset + count <= bytes.count else { return nil }
            defer { offset += count }
            return bytes[offset..<offset + count]
        }

        mutating func card16() -> UInt16? {
            guard let b = bytes(2) else { return nil }
            let (first, second) = (UInt16(b[b.startIndex]), UInt16(b[b.startIndex + 1]))
            return bigEndian ? first << 8 | second : second << 8 | first
        }

        mutating func card32() -> UInt32? {
            guard let b = bytes(4) else { return nil }
            let values = b.map(UInt32.init)
            return bigEndian ? values[0] << 24 | values[1] << 16 | values[2] << 8 | values[3]
                : values[3] << 24 | values[2] << 16 | values[1] << 8 | values[0]
        }
    }

    /// What the settings say of input (R-DT3), each nil when the desktop does not say: the
    /// double-click time (Net/DoubleClickTime, milliseconds) and distance (Net/DoubleClickDistance,
    /// pixels), the cursor theme and size (Gtk/CursorThemeName, Gtk/CursorThemeSize), and how far
    /// a drag moves before it counts (Net/DndDragThreshold, pixels).
    struct Input: Equatable {
        var doubleClickTime: TimeInterval?
        var doubleClickDistance: Int?
        var cursorTheme: String?
        var cursorSize: Int?
        var dragThreshold: Int?
        /// `Xft/DPI`: dots per inch (the setting is in 1024ths); 96 is a scale of 1.
        var dpi: Double?
        /// `Gdk/WindowScalingFactor` and `Gdk/UnscaledDPI` (in 1024ths): GNOME's settings daemon
        /// (and Cinnamon's and MATE's) says Xft/DPI = 96 × window scale × text scale and names
        /// the two parts apart, the text's as the dpi before the window scale (R-BR3).
        var windowScale: Int?
        var unscaledDPI: Double?

        /// The dpi of the whole interface: 96 × the window scale when the desktop names the parts
        /// apart (its text scale is then the content size category's, as GTK reads them), else
        /// Xft/DPI, which scales everything (R-DT3).
        var interfaceDPI: Double? {
            guard let windowScale, unscaledDPI != nil else { return dpi }
            return Double(96 * windowScale)
        }

        /// The text scale when the desktop names it apart (1.25 for GNOME's "Large Text").
        var textScale: Double? {
            guard windowScale != nil, let unscaledDPI else { return nil }
            return unscaledDPI / 96
        }
    }

    static func input(of settings: [String: Value]) -> Input {
        func integer(_ name: String) -> Int? {
            if case .integer(let value)? = settings[name], value > 0 { return Int(value) }
            return nil
        }
        var input = Input()
        input.doubleClickTime = integer("Net/DoubleClickTime").map { min(TimeInterval($0), 5_000) / 1000 }
        input.doubleClickDistance = integer("Net/DoubleClickDistance").map { min($0, 200) }
        if case .string(let theme)? = settings["Gtk/CursorThemeName"], !theme.isEmpty { input.cursorTheme = theme }
        input.cursorSize = integer("Gtk/CursorThemeSize").map { min($0, 256) }
        input.dragThreshold = integer("Net/DndDragThreshold").map { min($0, 200) }
        // -1 means "the default"; anything outside 24…960 dpi (a quarter to ten times) is not a screen.
        input.dpi = integer("Xft/DPI").map { Double($0) / 1024 }.flatMap { (24...960).contains($0) ? $0 : nil }
        input.windowScale = integer("Gdk/WindowScalingFactor").flatMap { (1...8).contains($0) ? $0 : nil }
        // A text scale from a half to four times; anything else is not one.
        input.unscaledDPI = integer("Gdk/UnscaledDPI").map { Double($0) / 1024 }.flatMap { (48...384).contains($0) ? $0 : nil }
        return input
    }
}
