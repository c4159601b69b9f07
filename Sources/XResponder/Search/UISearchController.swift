import Foundation

/// A search interface around a search bar (R-BR1), as UIKit's: put it in a controller's
/// `navigationItem.searchController` (the bar then lies in the navigation bar, below the items) or
/// put its `searchBar` in a view yourself (a table's header).
///
/// It becomes active when the user starts editing the bar (or `isActive = true`): Cancel and the
/// scope bar show, and what lies below the bar is covered — by the results controller's view once
/// there is text to show results for (`showsSearchResultsController`), or by a shade when
/// `obscuresBackgroundDuringPresentation` (a click on it ends the search). The updater hears
/// `updateSearchResults(for:)` on activation, every edit, every scope change and deactivation.
/// Cancel (or `isActive = false`) empties the text, hides Cancel and the scope bar, and ends it.
///
/// The covered area is the presenting controller's view below the bar: the nearest controller up
/// the responder chain from the bar that `definesPresentationContext`, else the nearest one (for
/// a bar in a navigation bar, the navigation controller's top controller). The navigation bar stays
/// while searching (`hidesNavigationBarDuringPresentation` is kept but a desktop window has the
/// room), and the bar does not hide on scrolling (`hidesSearchBarWhenScrolling`).
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    private let ownBar = UISearchBar()
    /// The bar; a subclass may return its own (UIKit lets it).
    open var searchBar: UISearchBar { ownBar }
    public private(set) var searchResultsController: UIViewController?
    public weak var searchResultsUpdater: UISearchResultsUpdating?
    public weak var delegate: UISearchControllerDelegate?

    open var obscuresBackgroundDuringPresentation = true { didSet { updateCover() } }
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsScopeBar = true
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller's view shows; follows the text while
    /// `automaticallyShowsSearchResultsController`.
    open var showsSearchResultsController = false { didSet { updateCover() } }

    /// The controller whose view the search covers while active.
    private(set) weak var presentingHost: UIViewController?
    /// The shade, or the results controller's view, over the host's content.
    private let cover = UIView()

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        prepare()
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        prepare()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        prepare()
    }

    private func prepare() {
        cover.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cover.accessibilityIdentifier = "search cover"
        cover.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in
            guard let self, self.cover.backgroundColor != nil else { return }
            self.isActive = false
        })
        if let results = searchResultsController { addChild(results); results.didMove(toParent: self) }
    }

    /// The controller's view is the cover: laid over the host while active, it makes this controller
    /// and so its results controller (a child) appear and disappear with it.
    open override func loadView() {
        view = cover
    }

    /// Makes the bar report to this controller (a subclass's bar too).
    func adoptSearchBar() -> UISearchBar {
        let bar = searchBar
        if bar.searchController !== self { bar.searchController = self }
        return bar
    }

    // MARK: Active

    private var isActiveStorage = false
    open var isActive: Bool {
        get { isActiveStorage }
        set {
            guard newValue != isActiveStorage else { return }
            if newValue { activate() } else { deactivate() }
        }
    }

    private func activate() {
        let bar = adoptSearchBar()
        isActiveStorage = true
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { bar.setShowsCancelButton(true, animated: true) }
        if automaticallyShowsScopeBar, !(bar.scopeButtonTitles ?? []).isEmpty { bar.setShowsScope(true, animated: true) }
        if automaticallyShowsSearchResultsController { showsSearchResultsController = !(bar.text ?? "").isEmpty }
        placeCover()
        delegate?.didPresentSearchController(self)
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    private func deactivate() {
        let bar = adoptSearchBar()
        isActiveStorage = false
        delegate?.willDismissSearchController(self)
        bar.text = ""
        if automaticallyShowsCancelButton { bar.setShowsCancelButton(false, animated: true) }
        if automaticallyShowsScopeBar, !(bar.scopeButtonTitles ?? []).isEmpty { bar.setShowsScope(false, animated: true) }
        if bar.isFirstResponder { bar.resignFirstResponder() }
        if automaticallyShowsSearchResultsController { showsSearchResultsController = false }
        cover.removeFromSuperview()
        presentingHost = nil
        delegate?.didDismissSearchController(self)
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    // MARK: The bar's reports

    func searchBarDidBeginEditing() {
        if !isActive { isActive = true }
    }

    func searchTextDidChange() {
        guard isActive else { return }
        if automaticallyShowsSearchResultsController { showsSearchResultsController = !(searchBar.text ?? "").isEmpty }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func scopeDidChange() {
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func cancelClicked() { isActive = false }

    /// The bar's height changed (its scope bar showed): the navigation bar holding it and the
    /// cover below it follow.
    func searchBarHeightDidChange() {
        if let navigationBar = searchBar.superview as? UINavigationBar { navigationBar.contentHeightDidChange() }
        if isActive { placeCover() }
    }

    // MARK: The cover

    /// The presenting controller: for a bar in a navigation bar, the navigation controller's top
    /// controller; else the nearest controller up the chain that defines the presentation context,
    /// else the nearest.
    private func findHost() -> UIViewController? {
        var nearest: UIViewController?
        var responder = searchBar.next
        while let current = responder {
            if let controller = current as? UIViewController {
                if let navigation = controller as? UINavigationController, searchBar.isDescendant(of: navigation.navigationBar) {
                    return navigation.topViewController
                }
                if controller.definesPresentationContext { return controller }
                if nearest == nil { nearest = controller }
            }
            responder = current.next
        }
        return nearest
    }

    /// Lays the cover over the host's view below the bar, above the host's view among its siblings
    /// (a table view controller's view scrolls: the cover must not be inside it).
    private func placeCover() {
        guard let host = presentingHost ?? findHost(), let hostView = host.viewIfLoaded, let container = hostView.superview else { return }
        presentingHost = host
        navigationBarDidLayout()
        let cover: UIView = view   // loads it: the cover
        if cover.superview !== container { container.insertSubview(cover, aboveSubview: hostView) }
        updateCover()
    }

    /// The cover's frame: the host view's frame from the bar's bottom (or the host's top safe-area
    /// inset, which a navigation bar with the search bar sets) down.
    func navigationBarDidLayout() {
        guard let host = presentingHost, let hostView = host.viewIfLoaded, let container = hostView.superview else { return }
        var frame = hostView.frame
        let barBottom = searchBar.window != nil ? searchBar.convert(searchBar.bounds, to: container).maxY : frame.minY
        let top = max(frame.minY, barBottom)
        frame.size.height = max(0, frame.maxY - top)
        frame.origin.y = top
        cover.frame = frame
    }

    private func updateCover() {
        let results = showsSearchResultsController ? searchResultsController : nil
        if let results {
            let resultsView: UIView = results.view
            if resultsView.superview !== cover {
                resultsView.frame = cover.bounds
                resultsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                cover.addSubview(resultsView)
            }
        } else {
            searchResultsController?.viewIfLoaded?.removeFromSuperview()
        }
        cover.backgroundColor = results == nil && obscuresBackgroundDuringPresentation ? UIColor.black.withAlphaComponent(0.2) : nil
        cover.isHidden = results == nil && !obscuresBackgroundDuringPresentation
    }
}
