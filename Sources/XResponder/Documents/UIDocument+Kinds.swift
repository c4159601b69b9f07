import Foundation

extension UIDocument {
    /// Where a document stands: open and editable (`.normal`, no flag), closed, a save that failed,
    /// editing disabled. Posted as `stateChangedNotification` when it changes.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal: State = []
        public static let closed = State(rawValue: 1 << 0)
        public static let inConflict = State(rawValue: 1 << 1)
        public static let savingError = State(rawValue: 1 << 2)
        public static let editingDisabled = State(rawValue: 1 << 3)
        public static let progressAvailable = State(rawValue: 1 << 4)
    }

    /// What happened to the document's contents (`updateChangeCount(_:)`).
    public enum ChangeKind: Int, Sendable {
        case done = 0, undone, redone, cleared
    }

    /// Why a document is written: a new file, or over its own.
    public enum SaveOperation: Int, Sendable {
        case forCreating = 0, forOverwriting
    }

    /// Posted (with the document) when `documentState` changes.
    public static let stateChangedNotification = Notification.Name("UIDocumentStateChangedNotification")
}
