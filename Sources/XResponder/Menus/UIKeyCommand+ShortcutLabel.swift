import Foundation

extension UIKeyCommand {
    /// The shortcut as a menu row shows it on a Linux desktop (R-DA1): GTK's words and order —
    /// Shift, Ctrl, Alt, Super, then the key ("Shift+Ctrl+Z", "Ctrl+Q", "F1"). A command declared
    /// with Command alone reads Ctrl, since Control answers it here (`matches`); with Control too,
    /// Command is the Super key. Nil when the command has no key.
    var shortcutLabel: String? {
        guard let input, !input.isEmpty else { return nil }
        var parts: [String] = []
        let flags = modifierFlags
        if flags.contains(.shift) { parts.append("Shift") }
        if flags.contains(.control) || flags.contains(.command) { parts.append("Ctrl") }
        if flags.contains(.alternate) { parts.append("Alt") }
        if flags.contains(.command), flags.contains(.control) { parts.append("Super") }
        parts.append(Self.keyLabel(input))
        return parts.joined(separator: "+")
    }

    /// A key's name in a shortcut: UIKit's special inputs in GTK's words, characters upper-cased.
    static func keyLabel(_ input: String) -> String {
        if let special = specialInputs[input] { return special.label }
        if input.hasPrefix("UIKeyInputF"), let number = Int(input.dropFirst("UIKeyInputF".count)) { return "F\(number)" }
        return input.uppercased()
    }

    /// A key's X keysym name, as dbusmenu's shortcuts name keys (the global menu, R-DA1):
    /// characters lower-cased.
    static func keysymName(_ input: String) -> String {
        if let special = specialInputs[input] { return special.keysym }
        if input.hasPrefix("UIKeyInputF"), let number = Int(input.dropFirst("UIKeyInputF".count)) { return "F\(number)" }
        return input.lowercased()
    }

    /// UIKit's special inputs: their names in a menu row (GTK's words) and as X keysyms.
    private static let specialInputs: [String: (label: String, keysym: String)] = [
        inputUpArrow: ("Up", "Up"), inputDownArrow: ("Down", "Down"), inputLeftArrow: ("Left", "Left"),
        inputRightArrow: ("Right", "Right"), inputEscape: ("Esc", "Escape"), inputPageUp: ("Page Up", "Page_Up"),
        inputPageDown: ("Page Down", "Page_Down"), inputHome: ("Home", "Home"), inputEnd: ("End", "End"),
        inputDelete: ("Delete", "Delete"), "\r": ("Enter", "Return"), "\t": ("Tab", "Tab"),
        "\u{8}": ("Backspace", "BackSpace"), " ": ("Space", "space"),
    ]
}
