import Foundation

/// The share sheet (R-BR1's sharing): what can be done with the app's items — the desktop's
/// activities (copy, open in the default application, mail, save to a file) and the app's own —
/// as a popover at its source (`popoverPresentationController.sourceView` or `barButtonItem`),
/// centred when it has none. Choosing an activity prepares it with the items (item sources asked
/// for that activity) and either shows its `activityViewController` over the sheet or dismisses
/// the sheet and calls `perform()`; when it finishes, `completionWithItemsHandler` hears the
/// activity and whether it completed. Closing the sheet (the close button, Escape, a click
/// outside) reports no activity, not completed — as in UIKit.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = UIActivityViewControllerCompletionWithItemsHandler

    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]
    /// Activities not to offer (desktop ones and the app's own alike).
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    @available(*, deprecated, message: "Use completionWithItemsHandler")
    open var completionHandler: UIActivityViewControllerCompletionHandler? {
        get { legacyCompletion }
        set { legacyCompletion = newValue }
    }
    private var legacyCompletion: UIActivityViewControllerCompletionHandler?
    /// UIKit lets a prominent activity stand out; the desktop sheet lists all alike.
    open var allowsProminentActivity = true

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        // As on an iPad: a popover at the app's source (a wide desktop window is regular width).
        modalPresentationStyle = .popover
    }

    public required init?(coder: NSCoder) { return nil }

    /// The activities on offer, in the sheet's order: the app's sharing ones, the desktop's, then
    /// the app's actions; only those that take the items and are not excluded. Worked out when
    /// the sheet's view loads (with each item source's placeholder, as UIKit asks).
    public private(set) lazy var offeredActivities: [UIActivity] = {
        let placeholders = placeholderItems.items
        let excluded = Set(excludedActivityTypes ?? [])
        let appSharing = applicationActivities.filter { type(of: $0).activityCategory == .share }
        let appActions = applicationActivities.filter { type(of: $0).activityCategory == .action }
        return (appSharing + DesktopActivities.all() + appActions).filter { activity in
            !excluded.contains(activity.reportedType) && activity.canPerform(withActivityItems: placeholders)
        }
    }()

    /// Each item source's placeholder, asked once: what is offered, and the sheet's header.
    private lazy var placeholderItems = ActivityItems(activityItems, for: nil, controller: self, placeholders: true)

    /// The activity chosen, from its choice until the handler has heard of it.
    private(set) var chosenActivity: UIActivity?
    /// Whether the completion handlers have been called (they are called once).
    private var reported = false

    open override func loadView() {
        let sheet = ActivitySheetView(summary: placeholderItems.summary, thumbnail: placeholderItems.images.first,
                                      activities: offeredActivities) { [weak self] in self?.choose($0) }
        sheet.closeButton.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)
        view = sheet
    }

    /// The sheet's size for its rows, known before its view loads: the popover is placed with it
    /// when the presentation begins (after the app set `excludedActivityTypes`).
    open override var preferredContentSize: CGSize {
        get { CGSize(width: ActivitySheetView.Metrics.width, height: ActivitySheetView.preferredHeight(rows: offeredActivities.count)) }
        set { super.preferredContentSize = newValue }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        addKeyCommand(UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Self.closeAction))
    }

    open override var canBecomeFirstResponder: Bool { true }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // So Escape reaches the sheet's key command.
        if chosenActivity == nil { becomeFirstResponder() }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Closed without an activity: the close button, Escape, or a click outside the popover.
        if chosenActivity == nil { report(nil, completed: false) }
    }

    private static let closeAction = Selector("closeActivitySheet:", perform: { (sheet: UIActivityViewController, _: Any?) in
        sheet.close()
    })

    /// Closes the sheet without an activity.
    func close() {
        guard chosenActivity == nil, presentingViewController != nil else { return }
        dismiss(animated: true)
    }

    /// The user chose `activity`: it is prepared with the items resolved for it, then shown or
    /// performed. A second choice while one runs is ignored.
    func choose(_ activity: UIActivity) {
        guard chosenActivity == nil, !reported else { return }
        chosenActivity = activity
        let items = ActivityItems(activityItems, for: activity.reportedType, controller: self)
        activity.itemSubject = items.subject
        activity.prepare(withActivityItems: items.items)
        activity.finishHandler = { [weak self, weak activity] completed in
            guard let self, let activity else { return }
            self.activityFinished(activity, completed: completed)
        }
        if let panel = activity.activityViewController {
            present(panel, animated: true)
        } else {
            let presenter = presentingViewController
            if presenter != nil {
                dismiss(animated: true) { activity.perform() }
            } else {
                activity.perform()
            }
        }
    }

    /// The activity called `activityDidFinish`: its controller and the sheet go, then the handler
    /// hears it.
    private func activityFinished(_ activity: UIActivity, completed: Bool) {
        let report: () -> Void = { [weak self] in
            self?.report(activity.reportedType, completed: completed, returnedItems: activity.returnedItems, error: activity.failure)
        }
        if presentingViewController != nil {
            // Dismissing the sheet's presenter's presentation takes the activity's controller too.
            presentingViewController?.dismiss(animated: true, completion: report)
        } else {
            report()
        }
    }

    private func report(_ type: UIActivity.ActivityType?, completed: Bool, returnedItems: [Any]? = nil, error: Error? = nil) {
        guard !reported else { return }
        reported = true
        completionWithItemsHandler?(type, completed, returnedItems, error)
        legacyCompletion?(type, completed)
    }

}

public typealias UIActivityViewControllerCompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void
public typealias UIActivityViewControllerCompletionHandler = (UIActivity.ActivityType?, Bool) -> Void
