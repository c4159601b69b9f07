import Foundation

/// A keyboard shortcut a responder offers (R-DT1): a key (`input`) with modifier keys, and the
/// action it sends along the responder chain. Responders list theirs in `keyCommands`; a key press
/// is matched against the chain from the first responder up before it is delivered as a press.
///
/// On a Linux keyboard the shortcut key is Control: a command declared with `.command` (as iOS code
/// declares Cmd+N) answers Ctrl+N as well as Super+N (see docs/desktop.md).
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    /// Whether the command wins over what the focused text view would do with the same keys
    /// (typing, moving the caret, Ctrl+C): false by default, as in UIKit.
    open var wantsPriorityOverSystemBehavior = false

    /// A key command that is also a menu row (R-DA1): the row shows `title` and the shortcut.
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, alternates: [UICommandAlternate] = [],
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) {
        self.init(action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    /// The same command: what validation edits, keeping the key so the menu row still shows its
    /// shortcut.
    init(copying other: UIKeyCommand) {
        input = other.input
        modifierFlags = other.modifierFlags
        wantsPriorityOverSystemBehavior = other.wantsPriorityOverSystemBehavior
        super.init(title: other.title, image: other.image, action: other.action, propertyList: other.propertyList,
                   alternates: other.alternates, discoverabilityTitle: other.discoverabilityTitle,
                   attributes: other.attributes, state: other.state)
    }

    override func validationCopy() -> UICommand { UIKeyCommand(copying: self) }

    // UIKit's names for keys without characters.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputDelete = "UIKeyInputDelete"
    public static let f1 = "UIKeyInputF1", f2 = "UIKeyInputF2", f3 = "UIKeyInputF3", f4 = "UIKeyInputF4"
    public static let f5 = "UIKeyInputF5", f6 = "UIKeyInputF6", f7 = "UIKeyInputF7", f8 = "UIKeyInputF8"
    public static let f9 = "UIKeyInputF9", f10 = "UIKeyInputF10", f11 = "UIKeyInputF11", f12 = "UIKeyInputF12"

    /// Whether `key` is this command's key with its modifiers (Caps Lock and the keypad aside;
    /// Control stands for Command where the command asks for Command alone).
    func matches(_ key: UIKey) -> Bool {
        guard let input, Self.input(of: key) == input.lowercased() || Self.input(of: key) == input else { return false }
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        var pressed = key.modifierFlags.intersection(relevant)
        let wanted = modifierFlags.intersection(relevant)
        if wanted.contains(.command), !wanted.contains(.control), pressed.contains(.control) {
            pressed.remove(.control)
            pressed.insert(.command)
        }
        return pressed == wanted
    }

    /// The input a key stands for: UIKit's names for special keys, else its characters (lower case,
    /// as Shift is a modifier of the command).
    static func input(of key: UIKey) -> String {
        switch key.keyCode {
        case .keyboardUpArrow: return inputUpArrow
        case .keyboardDownArrow: return inputDownArrow
        case .keyboardLeftArrow: return inputLeftArrow
        case .keyboardRightArrow: return inputRightArrow
        case .keyboardEscape: return inputEscape
        case .keyboardPageUp: return inputPageUp
        case .keyboardPageDown: return inputPageDown
        case .keyboardHome: return inputHome
        case .keyboardEnd: return inputEnd
        case .keyboardDeleteForward: return inputDelete
        case .keyboardReturnOrEnter, .keypadEnter: return "\r"
        case .keyboardTab: return "\t"
        case .keyboardDeleteOrBackspace: return "\u{8}"
        default:
            if let number = functionKeyNumber(key.keyCode) { return "UIKeyInputF\(number)" }
            return key.charactersIgnoringModifiers.lowercased()
        }
    }

    private static func functionKeyNumber(_ code: UIKeyboardHIDUsage) -> Int? {
        let first = UIKeyboardHIDUsage.keyboardF1.rawValue
        let offset = code.rawValue - first
        return (0..<12).contains(offset) ? offset + 1 : nil
    }
}
