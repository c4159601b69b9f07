import Foundation

/// One search in one view (UIKit's): the find navigator asks it to search for a query and to
/// highlight the next or previous result. Subclass it for a view of your own; a text view with
/// `isFindInteractionEnabled` has one built in.
@preconcurrency @MainActor
open class UIFindSession {
    public init() {}

    /// How many results the last search found.
    open var resultCount: Int { 0 }
    /// The index of the highlighted result among them; `NSNotFound` when none is.
    open var highlightedResultIndex: Int { NSNotFound }

    /// Searches for `query`.
    open func performSearch(query: String, options: UITextSearchOptions?) {}
    /// Highlights the result after (or before) the highlighted one, wrapping around.
    open func highlightNextResult(in direction: UITextStorageDirection) {}
    /// The view's content changed: the results found so far are stale.
    open func invalidateFoundResults() {}
}
