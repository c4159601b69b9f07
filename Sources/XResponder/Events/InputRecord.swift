import Foundation

/// One piece of platform input, before it becomes a `UIEvent`.
///
/// The X11 backend translates X events into these values and the headless input API builds them
/// directly, so everything after the record — the application's queue, hit-testing, gesture
/// recognizers and the responder chain — is the same code in production and in tests. Records are
/// plain values: no Xlib types, no UIKit objects.
public struct InputRecord: Sendable, Equatable {
    /// What an input record says happened: touches, keys, scrolls, hover, text from an input method, focus and window changes.
    public enum Kind: Sendable, Equatable {
        /// A finger or the pointer with a button held: began, moved, ended or cancelled.
        case touch(TouchChange)
        /// A key going down (possibly repeated) or up.
        case key(KeyChange)
        /// A scroll wheel click or a smooth-scroll delta at a location.
        case scroll(location: CGPoint, delta: CGPoint)
        /// The pointer moving with no button held (hover).
        case hover(location: CGPoint)
        /// A media key or other remote-control command (R-F3).
        case remoteControl(UIEvent.EventSubtype)
        /// A motion event such as shake, began or ended.
        case motion(UIEvent.EventSubtype, phase: MotionPhase)
        /// An input method's preedit (composition) text changed: shown as the first responder's
        /// marked text (`UITextInput.setMarkedText`), with the caret `caret` UTF-16 units into it.
        /// Empty text ends the composition; the committed text arrives as a key's characters.
        case preedit(text: String, caret: Int)
        /// Input was taken away (focus or grab lost, window unmapped, display gone): every live touch
        /// and press in the window (all windows when `windowNumber` is nil) is cancelled (R-T7).
        case inputLost(reason: String)
        /// The platform ended every touch it had in the window without sending their ends — the
        /// window was unmapped or destroyed, or another client took the pointer — and will send
        /// nothing more for them. Live touches are cancelled as for `inputLost`, and touches
        /// XResponder had cancelled earlier are no longer waited for (R-U5).
        case touchesEndedByPlatform(reason: String)
    }

    /// The scroll delta of one wheel click, in points; smooth scrolling reports fractions of it.
    /// Scroll views scale it to their own step (`UIScrollView+Input.swift`).
    public static let wheelClickDistance: CGFloat = 10

    /// A finger's or the pointer's phase in a touch record.
    public enum Phase: Sendable, Equatable { case began, moved, ended, cancelled }
    /// The phase of a motion event (a shake).
    public enum MotionPhase: Sendable, Equatable { case began, ended, cancelled }

    /// One touch's change in a record: which finger, its phase, where it is in the window and how hard it presses.
    public struct TouchChange: Sendable, Equatable {
        public var identifier: TouchIdentifier
        public var phase: Phase
        /// In the coordinates of the record's window, or of the screen when it names no window.
        public var location: CGPoint
        public var type: UITouch.TouchType
        /// For pointer touches, the buttons involved (the pressed button at began).
        public var buttonMask: UIEvent.ButtonMask

        public init(identifier: TouchIdentifier, phase: Phase, location: CGPoint,
                    type: UITouch.TouchType, buttonMask: UIEvent.ButtonMask = []) {
            self.identifier = identifier
            self.phase = phase
            self.location = location
            self.type = type
            self.buttonMask = buttonMask
        }
    }

    /// One key's change in a record: the key, whether it went down or up, and whether it is a repeat.
    public struct KeyChange: Sendable, Equatable {
        public var isDown: Bool
        /// A down for a key that is already down (auto-repeat).
        public var isRepeat: Bool
        public var key: UIKey

        public init(isDown: Bool, isRepeat: Bool = false, key: UIKey) {
            self.isDown = isDown
            self.isRepeat = isRepeat
            self.key = key
        }
    }

    public var kind: Kind
    /// Seconds on the application clock's time base.
    public var timestamp: TimeInterval
    /// The window the input happened in (`UIWindow.windowNumber`); nil means screen coordinates for
    /// touches (windows are tried front to back, R-H7) and the key window for everything else.
    public var windowNumber: Int?
    /// Keyboard modifiers held when the input happened.
    public var modifierFlags: UIKeyModifierFlags
    /// True when another client synthesized the input (X11 `send_event`, R-X6).
    public var isSynthetic: Bool

    public init(_ kind: Kind, timestamp: TimeInterval, windowNumber: Int? = nil,
                modifierFlags: UIKeyModifierFlags = [], isSynthetic: Bool = false) {
        self.kind = kind
        self.timestamp = timestamp
        self.windowNumber = windowNumber
        self.modifierFlags = modifierFlags
        self.isSynthetic = isSynthetic
    }

    var touchChange: TouchChange? {
        if case .touch(let change) = kind { return change }
        return nil
    }
}
