import Foundation

/// One physical key (or button) from down to up (R-F2). Updated in place, like `UITouch`.
@MainActor
public final class UIPress: Hashable, @MainActor CustomStringConvertible {
    public enum Phase: Int, Sendable { case began = 0, changed, stationary, ended, cancelled }

    /// UIKit's remote-style press types. Keyboard keys are `.keyboard` here when they are not one of
    /// the arrow/select/menu/playPause keys UIKit names.
    public enum PressType: Int, Sendable {
        case upArrow = 0, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30, pageDown = 31
        /// Any other keyboard key (an XResponder addition; UIKit uses private values).
        case keyboard = 1000
    }

    public internal(set) var phase: Phase
    public internal(set) var timestamp: TimeInterval
    public let type: PressType
    public let key: UIKey?
    public var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }
    /// The responder this press was first delivered to; ends and cancels go there.
    public internal(set) weak var responder: UIResponder?
    public internal(set) weak var window: UIWindow?
    /// Recognizers that saw this press (filled by the gesture stage).
    public internal(set) var gestureRecognizers: [UIGestureRecognizer] = []

    init(key: UIKey?, type: PressType, phase: Phase, timestamp: TimeInterval) {
        self.key = key
        self.type = type
        self.phase = phase
        self.timestamp = timestamp
    }

    public nonisolated static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        "<UIPress \(type) phase=\(phase) key=\(key.map { String(describing: $0) } ?? "nil")>"
    }
}

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

/// Modifier keys, with UIKit's bit values.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
