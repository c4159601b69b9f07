import Foundation

/// A text view's find session: matches found in its rope (`TextStorage.range(of:)`), the
/// highlighted one selected and scrolled into view, as GtkTextView's search selects it.
///
/// The results are found once per query, at most `resultLimit` of them (a common word in a
/// million lines is hundreds of thousands); past them the next result is still found, without an
/// index. An edit of the text makes them stale: they are found again at the next step.
@MainActor
final class TextFindSession: UIFindSession {
    static let resultLimit = 100_000

    private weak var textView: UITextView?
    private var query = ""
    private var options = UITextSearchOptions()
    private var results: [NSRange] = []
    private var highlighted: Int?
    private var isStale = false

    init(textView: UITextView) {
        self.textView = textView
    }

    override var resultCount: Int { results.count }
    override var highlightedResultIndex: Int { highlighted ?? NSNotFound }

    override func performSearch(query: String, options: UITextSearchOptions?) {
        self.query = query
        self.options = options ?? UITextSearchOptions()
        findResults()
    }

    override func invalidateFoundResults() { isStale = true }

    override func highlightNextResult(in direction: UITextStorageDirection) {
        guard let textView, !query.isEmpty else { return }
        if isStale { findResults() }
        let selection = textView.selectedRange
        let storage = textView.editor.storage
        let forward = direction == .forward
        var match: NSRange?
        if forward {
            // After the selection, or from its start when it is not a result (a fresh query
            // finds the match at the caret).
            let from = results.contains(selection) ? selection.location + max(1, selection.length) : selection.location
            match = next(in: storage, from: from, forward: true) ?? next(in: storage, from: 0, forward: true)
        } else {
            match = next(in: storage, from: selection.location, forward: false) ?? next(in: storage, from: storage.utf16Count, forward: false)
        }
        guard let match else {
            highlighted = nil
            return
        }
        highlighted = Self.index(of: match, in: results)
        textView.selectedRange = match
        textView.scrollRangeToVisible(match)
    }

    private func findResults() {
        isStale = false
        highlighted = nil
        guard let storage = textView?.editor.storage, !query.isEmpty else {
            results = []
            return
        }
        results = storage.ranges(of: query, options: options.stringCompareOptions, limit: Self.resultLimit)
            .filter { accepts($0, in: storage) }
    }

    /// The next accepted match from `from` on (or back), wrapping not.
    private func next(in storage: TextStorage, from: Int, forward: Bool) -> NSRange? {
        var position = from
        var compare = options.stringCompareOptions.subtracting(.backwards)
        if !forward { compare.insert(.backwards) }
        while let found = storage.range(of: query, options: compare, from: position) {
            if accepts(found, in: storage) { return found }
            position = forward ? found.location + max(1, found.length) : found.location + found.length - 1
            if !forward, position <= 0 { return nil }
        }
        return nil
    }

    /// Whether a match meets the word rule: at a word's start, or a whole word.
    private func accepts(_ match: NSRange, in storage: TextStorage) -> Bool {
        func isWordUnit(_ offset: Int) -> Bool {
            guard let unit = storage.utf16Unit(at: offset), let scalar = Unicode.Scalar(unit) else { return false }
            return scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_"
        }
        switch options.wordMatchMethod {
        case .contains: return true
        case .startsWith: return !isWordUnit(match.location - 1)
        case .fullWord: return !isWordUnit(match.location - 1) && !isWordUnit(match.location + match.length)
        }
    }

    private static func index(of match: NSRange, in results: [NSRange]) -> Int? {
        var low = 0, high = results.count
        while low < high {
            let middle = (low + high) / 2
            if results[middle].location < match.location { low = middle + 1 } else { high = middle }
        }
        return low < results.count && results[low] == match ? low : nil
    }
}

/// A text view's find interaction asks this for its session (the view cannot be its own delegate
/// without taking the app's `delegate` slot's place in UIKit's API).
@MainActor
final class TextViewFindProvider: UIFindInteractionDelegate {
    private weak var textView: UITextView?
    /// The session of the search under way; the text view tells it when the text changes.
    private(set) weak var session: TextFindSession?

    init(textView: UITextView) {
        self.textView = textView
    }

    func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession? {
        guard let textView else { return nil }
        let session = TextFindSession(textView: textView)
        self.session = session
        return session
    }
}
