import Foundation

/// A closure-based action for controls (`addAction(_:for:)`), as in UIKit.
@preconcurrency @MainActor
public final class UIAction {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let title: String
    public let image: UIImage?
    public let identifier: Identifier
    /// The control that sent the action, while the handler runs.
    public internal(set) var sender: Any?
    let handler: @MainActor (UIAction) -> Void

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }
}
