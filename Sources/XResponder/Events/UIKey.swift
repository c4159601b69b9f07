import Foundation

/// Which key was pressed and what text it produced (R-F2).
public struct UIKey: Hashable, Sendable, CustomStringConvertible {
    /// The text the key produces with the modifiers held (after input-method composition).
    public var characters: String
    /// The text the key produces with no modifiers except Shift.
    public var charactersIgnoringModifiers: String
    public var modifierFlags: UIKeyModifierFlags
    /// The USB HID usage of the key, not the X keycode.
    public var keyCode: UIKeyboardHIDUsage

    public init(characters: String, charactersIgnoringModifiers: String? = nil,
                modifierFlags: UIKeyModifierFlags = [], keyCode: UIKeyboardHIDUsage) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
    }

    public var description: String {
        "UIKey(\(keyCode) \"\(characters)\" \(modifierFlags.rawValue == 0 ? "" : "mods=\(modifierFlags.rawValue)"))"
    }
}
