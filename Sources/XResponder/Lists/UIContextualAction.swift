import Foundation

/// One action a swipe reveals beside a row (R-LC1): a titled (or pictured) button on a coloured
/// ground. Its handler runs when the button is clicked (or the row is swiped all the way); it calls
/// the completion with whether it did the action, and the row closes. A destructive action that
/// deletes its row deletes it in the handler (the data first, then `deleteRows`), as in UIKit.
@preconcurrency @MainActor
open class UIContextualAction {
    /// How a swipe action looks and behaves: normal, or destructive (red, and it removes the row).
    public enum Style: Int, Sendable { case normal = 0, destructive }

    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    open var image: UIImage?
    /// Red for a destructive action, grey otherwise, unless set.
    open var backgroundColor: UIColor! {
        get { backgroundColorStorage ?? (style == .destructive ? .systemRed : .systemGray) }
        set { backgroundColorStorage = newValue }
    }
    private var backgroundColorStorage: UIColor?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
