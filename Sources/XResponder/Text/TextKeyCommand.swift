import Foundation

/// What a key press means to a text view (R-TX2), as on a Linux desktop (GTK's bindings):
///
/// | keys | command |
/// | --- | --- |
/// | ← → (Ctrl: by word), Home End (Ctrl: document), ↑ ↓ PgUp PgDn | move; Shift extends |
/// | Backspace, Delete (Ctrl: by word) | delete |
/// | Ctrl+A C X V, Ctrl+Insert, Shift+Insert, Shift+Delete | the standard edit actions |
/// | Ctrl+Z, Shift+Ctrl+Z (and Ctrl+Y) | undo, redo |
/// | Ctrl+F, Ctrl+G, Shift+Ctrl+G (text views) | find, next and previous result |
/// | Tab, Shift+Tab (text views: with Ctrl) | move focus |
/// | Return | the view decides |
/// | anything that types text without Ctrl, Alt or Super | insert it |
@MainActor
enum TextKeyCommand: Equatable {
    case move(TextEditor.Movement, extending: Bool)
    case deleteBackward(byWord: Bool)
    case deleteForward(byWord: Bool)
    case insert(String)
    case standardAction(Selector)
    case undo, redo
    case focusNext(backwards: Bool)
    case returnKey

    init?(key: UIKey, multiline: Bool) {
        let flags = key.modifierFlags
        let shift = flags.contains(.shift), control = flags.contains(.control)
        let other = flags.contains(.alternate) || flags.contains(.command)
        switch key.keyCode {
        case .keyboardLeftArrow: self = .move(control ? .wordLeft : .left, extending: shift)
        case .keyboardRightArrow: self = .move(control ? .wordRight : .right, extending: shift)
        case .keyboardUpArrow: self = .move(multiline ? .up : .documentStart, extending: shift)
        case .keyboardDownArrow: self = .move(multiline ? .down : .documentEnd, extending: shift)
        case .keyboardHome: self = .move(control || !multiline ? .documentStart : .lineStart, extending: shift)
        case .keyboardEnd: self = .move(control || !multiline ? .documentEnd : .lineEnd, extending: shift)
        case .keyboardPageUp: self = .move(multiline ? .pageUp : .documentStart, extending: shift)
        case .keyboardPageDown: self = .move(multiline ? .pageDown : .documentEnd, extending: shift)
        case .keyboardDeleteOrBackspace: self = .deleteBackward(byWord: control)
        case .keyboardDeleteForward:
            self = shift && !control ? .standardAction(.cut) : .deleteForward(byWord: control)
        case .keyboardInsert:
            if control && !shift { self = .standardAction(.copy) } else if shift && !control { self = .standardAction(.paste) } else { return nil }
        case .keyboardTab:
            // A text view types tabs; Ctrl+Tab leaves it (GTK's rule).
            if multiline && !control { self = .insert("\t") } else { self = .focusNext(backwards: shift) }
        case .keyboardReturnOrEnter, .keypadEnter:
            self = .returnKey
        default:
            if control && !other {
                switch key.charactersIgnoringModifiers.lowercased() {
                case "a": self = .standardAction(.selectAll)
                case "c": self = .standardAction(.copy)
                case "x": self = .standardAction(.cut)
                case "v": self = .standardAction(.paste)
                case "z": self = shift ? .redo : .undo
                case "y": self = .redo
                case "f" where multiline: self = .standardAction(.find)
                case "g" where multiline: self = .standardAction(shift ? .findPrevious : .findNext)
                default: return nil
                }
                return
            }
            guard !control, !other, !key.characters.isEmpty,
                  !key.characters.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return nil }
            self = .insert(key.characters)
        }
    }
}
