import Foundation

/// Find in a view (UIKit's, iOS 16): `presentFindNavigator` shows a find bar over the top of the
/// view; typing searches through the session the delegate gives for the view, Return and Ctrl+G
/// go to the next result, Shift+Ctrl+G to the previous, Escape closes the bar. A text view with
/// `isFindInteractionEnabled` has one, opened with Ctrl+F (`find(_:)`).
@preconcurrency @MainActor
public final class UIFindInteraction: UIInteraction {
    public private(set) weak var view: UIView?
    public private(set) weak var delegate: UIFindInteractionDelegate?
    /// The text searched for; the find bar shows it, and the next search uses it.
    public var searchText: String? {
        didSet { navigator?.showSearchText(searchText ?? "") }
    }
    public var replacementText: String?
    /// The session of the search under way, while the find bar is shown.
    public private(set) var activeFindSession: UIFindSession?
    public var isFindNavigatorVisible: Bool { navigator != nil }

    private var navigator: FindNavigatorView?
    /// The session of the last search and its query, kept when the bar closes: Ctrl+G without the
    /// bar goes on from its results instead of finding them all again.
    private var lastSearch: (session: UIFindSession, query: String)?

    public init(sessionDelegate: UIFindInteractionDelegate) {
        delegate = sessionDelegate
    }

    public func willMove(to view: UIView?) {
        if view == nil { dismissFindNavigator() }
    }

    public func didMove(to view: UIView?) { self.view = view }

    /// Shows the find bar over the top of the view, its field focused (replacing is not offered).
    public func presentFindNavigator(showingReplace: Bool) {
        guard let view, let host = view.superview else { return }
        if let navigator {
            navigator.focusField()
            return
        }
        guard let session = delegate?.findInteraction(self, sessionFor: view) else { return }
        activeFindSession = session
        let bar = FindNavigatorView(interaction: self)
        bar.frame = CGRect(x: view.frame.minX, y: view.frame.minY, width: view.frame.width, height: FindNavigatorView.height)
        bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        host.addSubview(bar)
        navigator = bar
        (view as? UIScrollView)?.contentInset.top += FindNavigatorView.height
        delegate?.findInteraction(self, didBegin: session)
        bar.showSearchText(searchText ?? "")
        bar.focusField()
        if let query = searchText, !query.isEmpty { search(query) }
    }

    /// Closes the find bar; the view becomes first responder again, the last result selected.
    public func dismissFindNavigator() {
        guard let bar = navigator else { return }
        navigator = nil
        bar.removeFromSuperview()
        (view as? UIScrollView)?.contentInset.top -= FindNavigatorView.height
        if let session = activeFindSession {
            activeFindSession = nil
            if let query = searchText, !query.isEmpty { lastSearch = (session, query) }
            delegate?.findInteraction(self, didEnd: session)
        }
        view?.becomeFirstResponder()
    }

    public func findNext() { step(.forward) }
    public func findPrevious() { step(.backward) }

    /// Asks the session again for its count, shown in the bar.
    public func updateResultCount() { navigator?.showResultCount(activeFindSession) }

    /// The bar's field changed: search for what it holds.
    func search(_ query: String) {
        searchText = query
        activeFindSession?.performSearch(query: query, options: nil)
        if !query.isEmpty { activeFindSession?.highlightNextResult(in: .forward) }
        updateResultCount()
    }

    private func step(_ direction: UITextStorageDirection) {
        guard let session = activeFindSession else {
            // Without the bar, Ctrl+G goes on with the last text, as desktop editors do: from the
            // last search's results when it was for the same text.
            guard let view, let query = searchText, !query.isEmpty else { return }
            if let last = lastSearch, last.query == query {
                last.session.highlightNextResult(in: direction)
            } else if let session = delegate?.findInteraction(self, sessionFor: view) {
                session.performSearch(query: query, options: nil)
                lastSearch = (session, query)
                session.highlightNextResult(in: direction)
            }
            return
        }
        session.highlightNextResult(in: direction)
        updateResultCount()
    }
}
