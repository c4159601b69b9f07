import Foundation

/// Identifies a touch across input records: the pointer (one per X pointer device and button press
/// sequence) or a direct touch id (XI2 `detail`, or one chosen by the headless API).
public struct TouchIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// Where a touch comes from: the pointer (a mouse or touchpad) or a finger on a touch screen.
    public enum Source: Hashable, Sendable { case pointer, direct }
    public var source: Source
    public var id: Int

    public init(source: Source, id: Int) {
        self.source = source
        self.id = id
    }

    /// The mouse pointer of device `device` (0 for the core pointer).
    public static func pointer(_ device: Int = 0) -> TouchIdentifier { .init(source: .pointer, id: device) }
    /// A direct (touchscreen) touch.
    public static func direct(_ id: Int) -> TouchIdentifier { .init(source: .direct, id: id) }

    public var description: String { source == .pointer ? "pointer\(id)" : "touch\(id)" }
}
