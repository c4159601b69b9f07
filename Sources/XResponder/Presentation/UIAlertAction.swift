import Foundation

/// A button of an alert or action sheet (R-AS3): a title, a style, a handler run after the alert
/// is dismissed.
@preconcurrency @MainActor
open class UIAlertAction {
    /// How an alert's button looks and where it goes: default, cancel (bold, last) or destructive (red).
    public enum Style: Int, Sendable {
        case `default` = 0
        /// The action that backs out: drawn bold, last in a sheet, picked by Escape.
        case cancel = 1
        /// The action that destroys data: drawn in red.
        case destructive = 2
    }

    public let title: String?
    public let style: Style
    open var isEnabled = true { didSet { controller?.actionsDidChange() } }
    let handler: (@MainActor (UIAlertAction) -> Void)?
    /// The alert showing the action; weak, the alert owns its actions.
    weak var controller: UIAlertController?

    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
