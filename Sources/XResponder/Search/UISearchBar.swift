import Foundation

/// A search bar (R-BR1): a search field, a Cancel button when asked for, and a scope bar of
/// segments below; its delegate hears the user's edits, Return (the Search key), Cancel and scope
/// changes, as in UIKit. Setting `text` in code tells nobody, as in UIKit.
///
/// It is 56 points tall (plus 44 for a shown scope bar), the field 36 points tall inside it. In a
/// navigation bar (`navigationItem.searchController`) it lies below the items, on the bar's own
/// background. `UISearchController` drives one it owns through `searchController`.
@preconcurrency @MainActor
open class UISearchBar: UIView, UIBarPositioning, UITextInputTraits {
    /// How a search bar's background is drawn: default, prominent or minimal.
    public enum Style: UInt, Sendable { case `default` = 0, prominent, minimal }

    /// The bar's height without a scope bar, and a shown scope bar's.
    static let barHeight: CGFloat = 56
    static let scopeBarHeight: CGFloat = 44

    public weak var delegate: UISearchBarDelegate?
    /// The field; apps style it (`searchTextField.backgroundColor`) and read its tokens.
    public let searchTextField = UISearchTextField()
    private let cancelButton = UIButton(type: .system)
    private var scopeBar: UISegmentedControl?
    /// Relays the field's delegate calls to the bar's delegate; strong, as the field's is weak.
    private lazy var relay = SearchFieldRelay(bar: self)
    /// The search controller that owns this bar, told of edits, Cancel and scope changes.
    weak var searchController: UISearchController?
    /// Set while the bar lies in a navigation bar, which draws the background.
    var isInNavigationBar = false { didSet { applyStyle() } }

    open var searchBarStyle: Style = .default { didSet { applyStyle() } }
    open var barStyle: UIBarStyle = .default
    open var barTintColor: UIColor? { didSet { applyStyle() } }
    open var isTranslucent = true
    open var prompt: String?
    open var barPosition: UIBarPosition { .any }

    /// The text in the field; never nil when read, as in UIKit.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    open var showsCancelButton = false { didSet { if showsCancelButton != oldValue { setNeedsLayout() } } }
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    open var showsBookmarkButton = false
    open var showsSearchResultsButton = false
    open var isSearchResultsButtonSelected = false

    /// The scope buttons' titles; the scope bar shows when `showsScopeBar` and there are titles.
    open var scopeButtonTitles: [String]? { didSet { scopeTitlesDidChange() } }
    open var selectedScopeButtonIndex = 0 {
        didSet { scopeBar?.selectedSegmentIndex = selectedScopeButtonIndex }
    }
    open var showsScopeBar = false { didSet { if showsScopeBar != oldValue { scopeVisibilityDidChange() } } }
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    /// iOS 16.4: a disabled bar's field takes no input.
    open var isEnabled: Bool {
        get { searchTextField.isEnabled }
        set { searchTextField.isEnabled = newValue }
    }
    open var backgroundImage: UIImage?
    open var scopeBarBackgroundImage: UIImage?
    open var searchFieldBackgroundPositionAdjustment: UIOffset = .zero
    open var searchTextPositionAdjustment: UIOffset = .zero

    // UITextInputTraits, passed to the field.
    open var keyboardType: UIKeyboardType { get { searchTextField.keyboardType } set { searchTextField.keyboardType = newValue } }
    open var keyboardAppearance: UIKeyboardAppearance { get { searchTextField.keyboardAppearance } set { searchTextField.keyboardAppearance = newValue } }
    open var returnKeyType: UIReturnKeyType { get { searchTextField.returnKeyType } set { searchTextField.returnKeyType = newValue } }
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType } set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType { get { searchTextField.autocorrectionType } set { searchTextField.autocorrectionType = newValue } }
    open var spellCheckingType: UITextSpellCheckingType { get { searchTextField.spellCheckingType } set { searchTextField.spellCheckingType = newValue } }
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically } set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    open var isSecureTextEntry: Bool { get { false } set {} }
    open var textContentType: UITextContentType! { get { searchTextField.textContentType } set { searchTextField.textContentType = newValue } }

    override func applyClassDefaults() {
        super.applyClassDefaults()
        searchTextField.delegate = relay
        searchTextField.addAction(UIAction { [weak self] _ in self?.textDidChange() }, for: .editingChanged)
        searchTextField.accessibilityIdentifier = "search field"
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.accessibilityIdentifier = "cancel search"
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelClicked() }, for: .touchUpInside)
        addSubview(cancelButton)
        applyStyle()
        if frame.height == 0 { frame.size.height = Self.barHeight }
    }

    // MARK: Size and layout

    var preferredHeight: CGFloat { Self.barHeight + (isScopeBarShown ? Self.scopeBarHeight : 0) }
    private var isScopeBarShown: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: preferredHeight) }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = 8
        var trailing = bounds.maxX - margin
        cancelButton.isHidden = !showsCancelButton
        if showsCancelButton {
            let width = cancelButton.intrinsicContentSize.width + 8
            cancelButton.frame = CGRect(x: trailing - width, y: 10, width: width, height: 36)
            trailing -= width + 4
        }
        searchTextField.frame = CGRect(x: bounds.minX + margin, y: 10, width: max(0, trailing - bounds.minX - margin), height: 36)
        if let scopeBar {
            scopeBar.isHidden = !isScopeBarShown
            scopeBar.frame = CGRect(x: bounds.minX + margin, y: Self.barHeight + 2, width: max(0, bounds.width - 2 * margin), height: 32)
        }
    }

    private func applyStyle() {
        switch searchBarStyle {
        case .minimal: backgroundColor = nil
        default: backgroundColor = isInNavigationBar ? nil : (barTintColor ?? .systemBackground)
        }
    }

    // MARK: Scope bar

    private func scopeTitlesDidChange() {
        scopeBar?.removeFromSuperview()
        scopeBar = nil
        if let titles = scopeButtonTitles, !titles.isEmpty {
            let bar = UISegmentedControl(items: titles)
            bar.selectedSegmentIndex = min(max(0, selectedScopeButtonIndex), titles.count - 1)
            bar.addAction(UIAction { [weak self, weak bar] _ in
                guard let self, let bar else { return }
                self.scopeClicked(bar.selectedSegmentIndex)
            }, for: .valueChanged)
            addSubview(bar)
            scopeBar = bar
        }
        scopeVisibilityDidChange()
    }

    private func scopeVisibilityDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        searchController?.searchBarHeightDidChange()
    }

    // MARK: What the user did

    private func textDidChange() {
        delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        searchController?.searchTextDidChange()
    }

    private func cancelClicked() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.cancelClicked()
    }

    private func scopeClicked(_ index: Int) {
        guard index != selectedScopeButtonIndex else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        searchController?.scopeDidChange()
    }

    /// The field began editing (after the delegate allowed it).
    fileprivate func editingDidBegin() {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarDidBeginEditing()
    }

    // MARK: First responder: the field's

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    /// Answers the field's delegate questions with the bar's delegate's answers.
    @MainActor
    private final class SearchFieldRelay: UITextFieldDelegate {
        unowned let bar: UISearchBar
        init(bar: UISearchBar) { self.bar = bar }

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { bar.delegate?.searchBarShouldBeginEditing(bar) ?? true }
        func textFieldDidBeginEditing(_ textField: UITextField) { bar.editingDidBegin() }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { bar.delegate?.searchBarShouldEndEditing(bar) ?? true }
        func textFieldDidEndEditing(_ textField: UITextField) { bar.delegate?.searchBarTextDidEndEditing(bar) }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            bar.delegate?.searchBarSearchButtonClicked(bar)
            return true
        }
    }
}
