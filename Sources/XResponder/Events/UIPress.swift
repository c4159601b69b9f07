import Foundation

/// One physical key (or button) from down to up (R-F2). Updated in place, like `UITouch`.
@preconcurrency @MainActor
public final class UIPress: Hashable, @MainActor CustomStringConvertible {
    /// Where a key press is in its life: began, changed, stationary, ended or cancelled.
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
    /// A key command took this press when it began: its later phases are not delivered (a held
    /// key repeats the command instead).
    var keyCommand: UIKeyCommand?

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

