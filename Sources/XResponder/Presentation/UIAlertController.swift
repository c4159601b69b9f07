import Foundation

/// An alert or an action sheet (R-AS3): a title, a message, text fields and actions, presented
/// modally over a dimmed window. Nothing behind it gets input while it is up. Return picks the
/// `preferredAction`, Escape the cancel action; a click on an action dismisses the alert and then
/// runs the action's handler, as in UIKit.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Whether an alert controller is a centred alert or an action sheet.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    public private(set) var preferredStyle: Style = .alert
    open var message: String? { didSet { contentDidChange() } }
    public private(set) var actions: [UIAlertAction] = []
    public private(set) var textFields: [UITextField]? = nil
    /// The action Return picks (drawn bold); it must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) { self.preferredAction = nil }
            contentDidChange()
        }
    }

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init()
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = .custom
    }

    open override var title: String? { didSet { contentDidChange() } }

    open func addAction(_ action: UIAlertAction) {
        // UIKit allows one cancel action; a second is refused (UIKit raises; we trace it).
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            EventTrace.log("UIAlertController: a second cancel action was refused")
            return
        }
        action.controller = self
        actions.append(action)
        contentDidChange()
    }

    /// Adds a text field (alerts only, as in UIKit), configured by `configurationHandler`.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            EventTrace.log("UIAlertController: text fields are for alerts only")
            return
        }
        let field = UITextField(frame: .zero)
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 13)
        field.addAction(UIAction { [weak self] _ in self?.returnPressed() }, for: .primaryActionTriggered)
        textFields = (textFields ?? []) + [field]
        configurationHandler?(field)
        contentDidChange()
    }

    open override func loadView() {
        view = AlertView(controller: self)
    }

    // MARK: Presentation

    override var defaultPresentationStyle: UIModalPresentationStyle { .custom }
    override var dismissesOnBackdropClick: Bool { false }

    /// Centred for an alert; at the bottom for an action sheet.
    override func presentedFrame(in bounds: CGRect) -> CGRect {
        let alertView = view as? AlertView
        let width = preferredStyle == .alert ? AlertView.alertWidth : min(bounds.width - 16, AlertView.sheetWidth)
        let height = min(alertView?.height(forWidth: width) ?? 0, bounds.height - 16)
        let y = preferredStyle == .alert ? bounds.midY - height / 2 : bounds.maxY - height - 8
        return CGRect(x: bounds.midX - width / 2, y: y, width: width, height: height)
    }

    /// Keys come to the alert: its first text field, or the alert view itself.
    override func presentationDidAddView() {
        if let field = textFields?.first { _ = field.becomeFirstResponder() }
        else { _ = view.becomeFirstResponder() }
    }

    // MARK: Choosing

    /// Return: the preferred action, when there is one and it is enabled.
    func returnPressed() {
        if let preferredAction, preferredAction.isEnabled { choose(preferredAction) }
    }

    /// Escape: the cancel action, when there is one.
    func escapePressed() {
        if let cancel = actions.first(where: { $0.style == .cancel }), cancel.isEnabled { choose(cancel) }
    }

    /// Dismisses the alert, then runs the action's handler (UIKit's order).
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, presentingViewController != nil, !isBeingDismissed else { return }
        dismiss(animated: true) { action.handler?(action) }
    }

    func actionsDidChange() { contentDidChange() }

    private func contentDidChange() {
        (viewIfLoaded as? AlertView)?.rebuild()
        if let view = viewIfLoaded, let container = presentationContainer {
            view.frame = presentedFrame(in: container.bounds)
        }
    }
}
