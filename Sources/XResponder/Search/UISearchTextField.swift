import Foundation

/// The field inside a search bar (iOS 13): a rounded grey field with a magnifying glass, a
/// "Search" placeholder, a clear button while editing, the Search return key, and tokens.
///
/// Tokens are chips between the magnifying glass and the text, shown in the leading view this
/// field makes; an app that replaces `leftView` shows its own view instead. Backspace at the start
/// of the text removes the last token when `allowsDeletingTokens`.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The tokens, in order; setting them shows them.
    open var tokens: [UISearchToken] = [] { didSet { tokensDidChange() } }
    open var tokenBackgroundColor: UIColor? { didSet { tokensDidChange() } }
    open var allowsDeletingTokens = true
    open var allowsCopyingTokens = true

    /// The leading view this field made: the magnifying glass and the tokens' chips.
    private let leading = SearchFieldLeadingView()

    /// Read as a search field (VoiceOver says "search field"; AT-SPI clients see an entry whose
    /// `xml-roles` is `searchbox`; XCUITest finds it among `searchFields`).
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.searchField) }

    override func applyClassDefaults() {
        super.applyClassDefaults()
        placeholder = "Search"
        clearButtonMode = .whileEditing
        returnKeyType = .search
        font = .systemFont(ofSize: 17)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        clipsToBounds = true
        leftView = leading
        leftViewMode = .always
    }

    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        tokens.insert(token, at: min(max(0, tokenIndex), tokens.count))
    }

    open func removeToken(at tokenIndex: Int) {
        guard tokens.indices.contains(tokenIndex) else { return }
        tokens.remove(at: tokenIndex)
    }

    /// The text typed after the tokens (here tokens never mix with the text: all of it).
    open var textualRange: UITextRange { textRange(from: beginningOfDocument, to: endOfDocument)! }

    /// Replaces `range` of the text with `token` inserted at `tokenIndex` (typing "#photos" made a token).
    open func replaceTextualPortion(of range: UITextRange, with token: UISearchToken, at tokenIndex: Int) {
        replace(range, withText: "")
        insertToken(token, at: tokenIndex)
    }

    open override func deleteBackward() {
        if allowsDeletingTokens, !tokens.isEmpty, let selection = selectedTextRange, selection.isEmpty,
           offset(from: beginningOfDocument, to: selection.start) == 0 {
            tokens.removeLast()
            sendActions(for: .editingChanged)
            return
        }
        super.deleteBackward()
    }

    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.textRect(forBounds: bounds)
        if leftView == nil || leftViewMode == .never { rect.origin.x += 8; rect.size.width -= 8 }
        return rect
    }

    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.leftViewRect(forBounds: bounds)
        rect.origin.x += 6
        return rect
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: super.intrinsicContentSize.width, height: 36)
    }

    private func tokensDidChange() {
        leading.show(tokens, background: tokenBackgroundColor ?? tintColor.withAlphaComponent(0.2))
        setNeedsLayout()
        setNeedsDisplay()
    }
}

/// The magnifying glass and the token chips at a search field's leading edge.
@MainActor
final class SearchFieldLeadingView: UIView {
    private let glass = UIImageView(image: UIImage(systemName: "magnifyingglass")?.withRenderingMode(.alwaysTemplate))
    private var chips: [UILabel] = []

    override func applyClassDefaults() {
        super.applyClassDefaults()
        isUserInteractionEnabled = false
        glass.tintColor = .secondaryLabel
        glass.contentMode = .scaleAspectFit
        addSubview(glass)
        frame.size = sizeThatFits(.zero)
    }

    func show(_ tokens: [UISearchToken], background: UIColor) {
        for chip in chips { chip.removeFromSuperview() }
        chips = tokens.map { token in
            let chip = UILabel()
            chip.text = token.text
            chip.font = .systemFont(ofSize: 15)
            chip.textAlignment = .center
            chip.backgroundColor = background
            chip.layer.cornerRadius = 6
            chip.clipsToBounds = true
            addSubview(chip)
            return chip
        }
        frame.size = sizeThatFits(.zero)
        setNeedsLayout()
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let chipsWidth = chips.reduce(0) { $0 + $1.intrinsicContentSize.width + 12 + 4 }
        return CGSize(width: 20 + chipsWidth, height: 28)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        glass.frame = CGRect(x: 0, y: bounds.midY - 9, width: 18, height: 18)
        var x: CGFloat = 24
        for chip in chips {
            let width = chip.intrinsicContentSize.width + 12
            chip.frame = CGRect(x: x, y: bounds.midY - 12, width: width, height: 24)
            x += width + 4
        }
    }
}
