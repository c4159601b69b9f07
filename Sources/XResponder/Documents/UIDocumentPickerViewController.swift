import Foundation

/// Opens documents or exports them, as UIKit's document picker does (R-DA3), through the desktop's
/// own file chooser: xdg-desktop-portal's FileChooser (GNOME's, KDE's or GTK's dialog), modal to
/// the app's window. Where no portal answers (no session bus, none installed, a dialog that failed
/// or a portal that hung), the picker shows a built-in chooser written with the library's views.
///
/// ```swift
/// let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText, .pdf])
/// picker.delegate = self
/// picker.allowsMultipleSelection = true
/// present(picker, animated: true)
/// ```
///
/// Presented, it covers the app's window with a clear view (the window takes no input while the
/// dialog is up, as with a modal GTK dialog), asks the chooser when it appears, dismisses itself
/// when the user is done and then tells the delegate. Opening `asCopy` copies the files into the
/// app's inbox (`<tmp>/<bundle identifier>-Inbox`); in place, the delegate gets the files
/// themselves. Exporting copies (`asCopy`) or moves the files to where the user chose and hands
/// the delegate their new places.
@MainActor
open class UIDocumentPickerViewController: UIViewController {
    open weak var delegate: UIDocumentPickerDelegate?
    /// Open a copy, open in place, export a copy or move (from the initializer).
    open private(set) var documentPickerMode: UIDocumentPickerMode
    /// The user may pick several documents (opening only).
    open var allowsMultipleSelection = false
    /// Shown in the built-in chooser; the desktop's dialog always shows them.
    open var shouldShowFileExtensions = true
    /// The folder the chooser opens in; nil is the chooser's choice (the built-in one starts in
    /// Documents, or the home folder).
    open var directoryURL: URL?

    /// The content types to open (empty for an export).
    let contentTypes: [UTType]
    /// The files to export (empty for opening).
    let exportedURLs: [URL]
    private var session: FileChooserSession?
    private var started = false
    private(set) var builtInChooser: BuiltInFileChooserViewController?

    /// Opens documents of `contentTypes`: copies of them (`asCopy`) or the files themselves.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.contentTypes = contentTypes
        exportedURLs = []
        documentPickerMode = asCopy ? .import : .open
        super.init(nibName: nil, bundle: nil)
        configure()
    }

    /// Opens documents of `contentTypes` in place.
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    /// Exports `urls` to where the user chooses: copies (`asCopy`) or moves them.
    public init(forExporting urls: [URL], asCopy: Bool) {
        contentTypes = []
        exportedURLs = urls
        documentPickerMode = asCopy ? .exportToService : .moveToService
        super.init(nibName: nil, bundle: nil)
        configure()
    }

    /// Exports `urls`, moving them.
    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }

    /// iOS 11's form: documents of these type identifiers, imported (copied) or opened.
    @available(*, deprecated, message: "Use init(forOpeningContentTypes:asCopy:)")
    public convenience init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        self.init(forOpeningContentTypes: allowedUTIs.compactMap { UTType($0) }, asCopy: mode != .open)
    }

    /// iOS 11's form: export or move one file.
    @available(*, deprecated, message: "Use init(forExporting:asCopy:)")
    public convenience init(url: URL, in mode: UIDocumentPickerMode) {
        self.init(forExporting: [url], asCopy: mode != .moveToService)
    }

    /// iOS 11's form: export or move files.
    @available(*, deprecated, message: "Use init(forExporting:asCopy:)")
    public convenience init(urls: [URL], in mode: UIDocumentPickerMode) {
        self.init(forExporting: urls, asCopy: mode != .moveToService)
    }

    public required init?(coder: NSCoder) {
        contentTypes = []
        exportedURLs = []
        documentPickerMode = .import
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        super.modalPresentationStyle = .overFullScreen
    }

    /// Always `.overFullScreen`, whatever the app sets (apps write `.formSheet`, iPad's card): the
    /// chooser is the desktop's own window, and the app's window only needs a clear cover that
    /// keeps its input while the dialog is up — a sheet would be an empty card behind the dialog.
    /// The built-in chooser draws its own centred card on that cover.
    override open var modalPresentationStyle: UIModalPresentationStyle {
        get { super.modalPresentationStyle }
        set { EventTrace.log("document picker: modalPresentationStyle \(newValue.rawValue) kept as overFullScreen") }
    }

    var isExporting: Bool { documentPickerMode == .exportToService || documentPickerMode == .moveToService }

    override open func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        view.accessibilityLabel = isExporting ? "Export" : "Open"
    }

    override open func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !started else { return }
        started = true
        let request = chooserRequest()
        guard let service = DesktopFileChooser.service else {
            showBuiltInChooser(request)
            return
        }
        session = service.choose(request) { [weak self] outcome in
            guard let self else { return }
            session = nil
            if outcome == .unavailable { showBuiltInChooser(request) } else { finish(outcome) }
        }
    }

    override open func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Dismissed by the app while the dialog is up: the dialog goes too.
        session?.cancel()
        session = nil
    }

    /// What the chooser is asked: the kind, the filter, the folder and the window it belongs to.
    func chooserRequest() -> FileChooserRequest {
        let filter = DocumentTypeFilter(contentTypes: contentTypes)
        let parent = (presentingViewController?.view.window ?? view.window)?.platformWindow?.portalParentWindow ?? ""
        if isExporting {
            let names = exportedURLs.map(\.lastPathComponent)
            return FileChooserRequest(kind: .save(names: names), title: names.count == 1 ? "Export “\(names[0])”" : "Export \(names.count) Files",
                                      acceptLabel: "Save", filter: filter, folder: directoryURL, parentWindow: parent)
        }
        let title = filter.picksFolders ? "Choose a Folder" : (allowsMultipleSelection ? "Open Documents" : "Open Document")
        return FileChooserRequest(kind: .open(multiple: allowsMultipleSelection), title: title,
                                  acceptLabel: filter.picksFolders ? "Choose" : "Open", filter: filter,
                                  folder: directoryURL, parentWindow: parent)
    }

    private func showBuiltInChooser(_ request: FileChooserRequest) {
        guard builtInChooser == nil else { return }
        let chooser = BuiltInFileChooserViewController(request: request, showsFileExtensions: shouldShowFileExtensions)
        chooser.onFinish = { [weak self] outcome in self?.finish(outcome) }
        builtInChooser = chooser
        view.backgroundColor = UIColor(white: 0, alpha: 0.25)
        addChild(chooser)
        view.addSubview(chooser.view)
        chooser.view.translatesAutoresizingMaskIntoConstraints = false
        let width = chooser.view.widthAnchor.constraint(equalToConstant: 560)
        let height = chooser.view.heightAnchor.constraint(equalToConstant: 440)
        width.priority = .defaultHigh
        height.priority = .defaultHigh
        NSLayoutConstraint.activate([
            width, height,
            chooser.view.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            chooser.view.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            chooser.view.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, constant: -24),
            chooser.view.heightAnchor.constraint(lessThanOrEqualTo: view.heightAnchor, constant: -24),
        ])
        chooser.didMove(toParent: self)
    }

    /// The user is done: the files are copied or moved, the picker goes, then the delegate hears.
    private func finish(_ outcome: FileChooserOutcome) {
        var picked: [URL]?
        if case .chosen(let urls) = outcome {
            let done: [URL]
            switch documentPickerMode {
            case .import: done = DocumentTransfer.copiesInInbox(of: urls)
            case .open: done = urls
            case .exportToService: done = DocumentTransfer.export(exportedURLs, to: urls, moving: false)
            case .moveToService: done = DocumentTransfer.export(exportedURLs, to: urls, moving: true)
            }
            picked = done.isEmpty ? nil : done
        }
        let tell = { [weak self] in
            guard let self else { return }
            if let picked { delegate?.documentPicker(self, didPickDocumentsAt: picked) } else { delegate?.documentPickerWasCancelled(self) }
        }
        if let presenting = presentingViewController {
            presenting.dismiss(animated: true, completion: tell)
        } else {
            tell()
        }
    }
}
