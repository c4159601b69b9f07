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
        switch input {
        case inputUpArrow: return "Up"
        case inputDownArrow: return "Down"
        case inputLeftArrow: return "Left"
        case inputRightArrow: return "Right"
        case inputEscape: return "Esc"
        case inputPageUp: return "Page Up"
        case inputPageDown: return "Page Down"
        case inputHome: return "Home"
        case inputEnd: return "End"
        case inputDelete: return "Delete"
        case "\r": return "Enter"
        case "\t": return "Tab"
        case "\u{8}": return "Backspace"
        case " ": return "Space"
        default:
            if input.hasPrefix("UIKeyInputF"), let number = Int(input.dropFirst("UIKeyInputF".count)) { return "F\(number)" }
            return input.uppercased()
        }
    }
}
