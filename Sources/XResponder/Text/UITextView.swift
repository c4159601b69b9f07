import Foundation

/// Multi-line editable text in a scroll view (R-TX1), as UIKit's: it scrolls with the wheel and
/// with a finger, and a mouse drag selects (the scroll view's pan ignores the mouse here). Return
/// types a line break and Tab a tab; Ctrl+Tab moves the focus on.
///
/// The text is drawn by a content view as tall as the text, and only the lines on screen are drawn,
/// so a long document costs what is visible. Its delegate is the scroll view's `delegate`, set to a
/// `UITextViewDelegate` (Swift cannot narrow an inherited property's type as Objective-C did).
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, TextEditingView, UIResponderStandardEditActions, UIFindActions {
    // Accessibility (R-A11Y1): a text view reads its text as its value; static when not editable.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityValue: String? { text }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isEditable ? .none : .staticText }
    override func defaultAccessibilityActivate() -> Bool {
        guard isEditable else { return false }
        return isFirstResponder || becomeFirstResponder()
    }

    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")

    lazy var editor = TextEditor(host: self)
    let caretBlinker = CaretBlinker()
    private let textContent = TextContentView()
    var cachedLayout: TextLayout?
    /// The last layout made, kept after an edit makes it stale: the next layout takes every
    /// paragraph the edit did not touch from it, and its arrays (TextLayout.init).
    private var lastLayout: TextLayout?
    var isAssigningText = false
    /// Room between the text container's edge and the text (UIKit's `lineFragmentPadding`).
    private var lineFragmentPadding: CGFloat { textContainer.lineFragmentPadding }
    /// The region the text is laid out in (`NSTextContainer`): its padding and line limit.
    open var textContainer: NSTextContainer { textContainerStorage }
    private lazy var textContainerStorage: NSTextContainer = {
        let container = NSTextContainer(size: .zero)
        container.textView = self
        return container
    }()

    override func applyClassDefaults() {
        super.applyClassDefaults()
        backgroundColor = .systemBackground   // UIKit's default since iOS 13: white, or black in dark
        alwaysBounceVertical = true
        textContent.textView = self
        addSubview(textContent)
        // A mouse drag selects text; fingers and the wheel still scroll.
        panGestureRecognizer.allowedTouchTypes = [UITouch.TouchType.direct.rawValue, UITouch.TouchType.indirect.rawValue,
                                                  UITouch.TouchType.pencil.rawValue]
        caretBlinker.redraw = { [weak self] in self?.redrawCaret() }
        addGestureRecognizer(TextInteraction())
        updateContentSize()
    }

    private var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    // MARK: Properties

    open var text: String! {
        get { editor.text }
        set { assignText(newValue ?? "") }
    }

    /// The text with its attributes (R-AP3): runs of fonts, colours, underline, strikethrough, kern
    /// and baseline offset are drawn, and follow edits (typed text takes the attributes before it).
    open var attributedText: NSAttributedString! {
        get { attributedTextValue }
        set { assignAttributedText(newValue) }
    }
    var attributes = AttributedRuns()
    func attributedTextDidChange() { cachedLayout = nil; setNeedsDisplay() }

    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { textStyleDidChange() } }
    /// Whether a Dynamic Type font follows the reader's text size while the view lives (R-BR3).
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { contentSizeCategoryDidChange() } }
    }
    open var textColor: UIColor? = .label { didSet { textContent.setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { textStyleDidChange() } }
    open var isEditable = true {
        didSet { if !isEditable, !isSelectable, isFirstResponder { resignFirstResponder() } }
    }
    open var isSelectable = true {
        didSet { if !isEditable, !isSelectable, isFirstResponder { resignFirstResponder() } }
    }
    // MARK: UITextInputTraits (kept for source compatibility; see UITextInputTraits.swift)

    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Kept: Return makes a line break in a text view.
    open var enablesReturnKeyAutomatically = false
    open var textContentType: UITextContentType!
    open var isSecureTextEntry = false

    // MARK: Find (UIFindInteraction, issue #35)

    /// Whether Ctrl+F (`find(_:)`) opens a find bar over the text (UIKit's, off by default).
    open var isFindInteractionEnabled = false {
        didSet {
            guard isFindInteractionEnabled != oldValue else { return }
            if isFindInteractionEnabled {
                let provider = TextViewFindProvider(textView: self)
                let interaction = UIFindInteraction(sessionDelegate: provider)
                findProvider = provider
                findInteractionStorage = interaction
                addInteraction(interaction)
            } else if let interaction = findInteractionStorage {
                removeInteraction(interaction)
                findInteractionStorage = nil
                findProvider = nil
            }
        }
    }
    /// The text view's find interaction while `isFindInteractionEnabled`.
    open var findInteraction: UIFindInteraction? { findInteractionStorage }
    private var findInteractionStorage: UIFindInteraction?
    private var findProvider: TextViewFindProvider?

    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textStyleDidChange() } }
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        textContent.setNeedsDisplay()
    }
    var caretColor: UIColor { tintColor }

    /// The selection, in UTF-16 offsets.
    open var selectedRange: NSRange {
        get { editor.selectedRange }
        set { editor.select(newValue) }
    }

    /// Scrolls until `range` is visible.
    open func scrollRangeToVisible(_ range: NSRange) {
        scrollRectToVisible(sharedFirstRect(for: UITextRange(editor.clamp(range))).insetBy(dx: -2, dy: -2), animated: false)
    }

    private func textStyleDidChange() {
        cachedLayout = nil
        updateContentSize()
        textContent.setNeedsDisplay()
    }

    // MARK: Layout

    private var wrapWidth: CGFloat {
        max(1, bounds.width - textContainerInset.left - textContainerInset.right - 2 * lineFragmentPadding)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let cachedLayout, cachedLayout.style.wrapWidth != wrapWidth { self.cachedLayout = nil }
        updateContentSize()
        if caretNeedsScroll {
            caretNeedsScroll = false
            scrollCaretToVisible()
        }
    }

    /// The text changed since `contentSize` was last computed (R-U8): a burst of keys lays the
    /// text out once, before the next frame, not once a key. Reading `contentSize` brings it up
    /// to date at once, so an app that reads it in `textViewDidChange` gets the current size.
    private var contentSizeIsStale = false
    /// The caret moved while editing: scrolled into view at the next layout, once per burst.
    private var caretNeedsScroll = false

    open override var contentSize: CGSize {
        get {
            if contentSizeIsStale { updateContentSize() }
            return super.contentSize
        }
        set { super.contentSize = newValue }
    }

    /// The container's padding, line limit or size changed: lay the text out again.
    func textContainerDidChange() {
        textStyleDidChange()
    }

    /// How tall `textContainer.maximumNumberOfLines` lines are (nil: no limit): lines of the
    /// font's height, with the paragraph's line spacing between them.
    private var linesLimitHeight: CGFloat? {
        let lines = textContainer.maximumNumberOfLines
        guard lines > 0 else { return nil }
        let spacing = attributes.paragraph?.lineSpacing ?? 0
        return ((font ?? .systemFont(ofSize: 17)).lineHeight + spacing) * CGFloat(lines) - spacing
    }

    private func updateContentSize() {
        contentSizeIsStale = false
        let laidOut = editorLayout.size.height
        let height = min(laidOut, linesLimitHeight ?? laidOut) + textContainerInset.top + textContainerInset.bottom
        let size = CGSize(width: bounds.width, height: height.rounded(.up))
        if contentSize != size { contentSize = size }
        let contentFrame = CGRect(origin: .zero, size: CGSize(width: size.width, height: max(size.height, bounds.height)))
        if textContent.frame != contentFrame { textContent.frame = contentFrame }
    }

    private func redrawCaret() {
        textContent.setNeedsDisplay(sharedCaretRect(for: UITextPosition(offset: editor.active)).insetBy(dx: -2, dy: -1))
    }

    // MARK: TextEditingView

    /// How many layouts of the text were made: a burst of keys makes one (R-U8, tested).
    private(set) var textLayoutsMade = 0

    var editorLayout: TextLayout {
        if let cachedLayout { return cachedLayout }
        textLayoutsMade += 1
        let layout = TextLayout(storage: editor.storage, style: TextLayout.Style(
            font: font ?? .systemFont(ofSize: 17), alignment: textAlignment, wrapWidth: wrapWidth,
            masked: false, markedRange: editor.markedRange, runs: attributes.runs,
            lineSpacing: attributes.paragraph?.lineSpacing ?? 0),
            reusing: lastLayout.take(), change: editor.takeChange())   // handed over: edited in place
        cachedLayout = layout
        lastLayout = layout
        scheduleMeasuring()
        return layout
    }

    // MARK: Idle-time measuring (issue #35)

    /// The next slice of measuring a long text's estimated paragraphs.
    private var measuringTimer: ScheduledTimer?
    /// How long a slice measures at most: a key that arrives meanwhile waits no longer (and the
    /// slice stops sooner when the platform says input has arrived).
    static let measuringSlice: TimeInterval = 0.001
    /// The pause between slices: the loop reads input and draws between them.
    static let measuringPause: TimeInterval = 0.000_1

    /// Measures a long text's paragraphs whose heights are estimates, a slice per run-loop turn,
    /// until all are measured: the content size and the scroll indicator become exact, and what
    /// is on screen stays where it is while the heights above it change.
    private func scheduleMeasuring() {
        guard measuringTimer == nil, window != nil, cachedLayout?.hasEstimatedParagraphs == true else { return }
        measuringTimer = UIApplication.shared.clock.schedule(after: Self.measuringPause) { [weak self] in self?.measureSlice() }
    }

    private func measureSlice() {
        measuringTimer = nil
        guard window != nil else { return }   // off screen it waits (didMoveToWindow)
        let layout = editorLayout
        let application = UIApplication.shared
        guard !application.isInputWaiting else { return scheduleMeasuring() }
        let anchor = layout.paragraphAnchor(atY: contentOffset.y - textContainerInset.top)
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(Self.measuringSlice * 1e9)
        let more = layout.measureEstimatedParagraphs(until: deadline) { application.isInputWaiting }
        let moved = layout.paragraphTop(anchor.index) - anchor.top
        updateContentSize()
        if moved != 0, contentOffset.y > -adjustedContentInset.top {
            contentOffset.y += moved   // the text on screen stays put
        }
        if more { scheduleMeasuring() }
    }

    /// Off screen, a long text's measuring waits — an app that shows no text has no heights to
    /// learn (R-U10: an idle app does no work); back on screen it goes on where it stopped.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        scheduleMeasuring()
    }

    var layoutOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + lineFragmentPadding, y: textContainerInset.top)
    }

    var isTextSelectable: Bool { isSelectable }
    var isMultiline: Bool { true }
    var isSecure: Bool { false }
    var editorIsEditable: Bool { isEditable }
    var editorUndoManager: UndoManager? { undoManager }

    var editorPageLines: Int {
        let lineHeight = max(1, editorLayout.caretRect(at: 0).height)
        return max(1, Int((bounds.height - textContainerInset.top - textContainerInset.bottom) / lineHeight) - 1)
    }

    /// Not the strip a long text's scroll indicator is dragged in.
    func isTextInteractionPoint(_ point: CGPoint) -> Bool { !indicatorDrag.grabs(point) }

    func editorShouldReplace(_ range: NSRange, with replacement: String) -> Bool {
        textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }

    func editorTextDidChange() {
        if let edit = editor.lastEdit, !attributes.isEmpty { attributes.replace(edit.range, withLength: edit.insertedLength) }
        findProvider?.session?.invalidateFoundResults()
        cachedLayout = nil
        contentSizeIsStale = true
        setNeedsLayout()
        // The delegate first: what it does to the text is drawn by the same frame, and a key's
        // way to it does not pay for the damage bookkeeping (issue #35's key → handler).
        defer { textContent.setNeedsDisplay() }
        guard !isAssigningText else { return }
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    func editorSelectionDidChange() {
        if cachedLayout?.style.markedRange != editor.markedRange { cachedLayout = nil }   // marked text is drawn underlined
        caretBlinker.restart()
        textContent.setNeedsDisplay()
        if isFirstResponder {
            caretNeedsScroll = true
            setNeedsLayout()
        }
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    func scrollCaretToVisible() {
        let layout = editorLayout
        if layout.hasEstimatedParagraphs {
            layout.layOutParagraphs(endingAt: editor.active, height: bounds.height)
            updateContentSize()
        }
        scrollRectToVisible(sharedCaretRect(for: UITextPosition(offset: editor.active)).insetBy(dx: -2, dy: -2), animated: false)
    }

    // MARK: First responder and editing

    private var isEditingText = false

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        if window == nil { DeferredFirstResponder.request(self); return false }
        if isEditable, !(textViewDelegate?.textViewShouldBeginEditing(self) ?? true) { return false }
        guard super.becomeFirstResponder() else { return false }
        caretBlinker.start()
        textContent.setNeedsDisplay()
        if isEditable {
            isEditingText = true
            textViewDelegate?.textViewDidBeginEditing(self)
            NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        }
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        DeferredFirstResponder.cancel(self)
        guard isFirstResponder else { return super.resignFirstResponder() }
        if isEditingText, !(textViewDelegate?.textViewShouldEndEditing(self) ?? true) { return false }
        guard super.resignFirstResponder() else { return false }
        finishEditing()
        return true
    }

    func finishEditing() {
        editor.unmarkText()
        caretBlinker.stop()
        editor.breakUndoCoalescing()
        editorUndoManager?.removeAllActions(withTarget: editor)
        textContent.setNeedsDisplay()
        guard isEditingText else { return }
        isEditingText = false
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    // MARK: Keys

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = pressesToForward(presses, phase: .began) {
            guard isEditable else { return false }
            insertText("\n")
            return true
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    /// The ends of keys this view handled stop here too, as their begins did.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = pressesToForward(presses, phase: .ended) { true }
        if !unhandled.isEmpty { super.pressesEnded(unhandled, with: event) }
    }

    /// A held key repeats: Backspace keeps deleting, a letter keeps typing (not Return).
    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = pressesToForward(presses, phase: .changed) { true }
        if !unhandled.isEmpty { super.pressesChanged(unhandled, with: event) }
    }

    /// The I-beam over the text (R-TX5), as UIKit's built-in pointer interaction shows.
    override func ownPointerStyle(at point: CGPoint, modifiers: UIKeyModifierFlags) -> UIPointerStyle? {
        isEditable || isSelectable ? UIPointerStyle(shape: .verticalBeam(length: (font ?? .systemFont(ofSize: 17)).pointSize)) : nil
    }

    // MARK: UIKeyInput and UITextInput

    open var hasText: Bool { editor.length > 0 }
    open func insertText(_ text: String) { editor.insertText(text) }
    open func deleteBackward() { editor.deleteBackward() }

    open var selectedTextRange: UITextRange? {
        get { sharedSelectedTextRange }
        set { setSharedSelectedTextRange(newValue) }
    }
    open var markedTextRange: UITextRange? { sharedMarkedTextRange }
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        editor.setMarkedText(markedText, selectedRange: selectedRange)
    }
    open func unmarkText() { editor.unmarkText() }
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    open var endOfDocument: UITextPosition { UITextPosition(offset: editor.length) }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        sharedTextRange(from: fromPosition, to: toPosition)
    }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        sharedPosition(from: position, offset: offset)
    }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position.offset < other.offset ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }
    open func text(in range: UITextRange) -> String? { sharedText(in: range) }
    open func replace(_ range: UITextRange, withText text: String) {
        editor.replace(range.nsRange, with: text)
    }
    open func caretRect(for position: UITextPosition) -> CGRect { sharedCaretRect(for: position) }
    open func firstRect(for range: UITextRange) -> CGRect { sharedFirstRect(for: range) }
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { sharedSelectionRects(for: range) }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { sharedClosestPosition(to: point) }

    // MARK: Standard edit actions

    open func cut(_ sender: Any?) { sharedCut() }
    open func copy(_ sender: Any?) { sharedCopy() }
    open func paste(_ sender: Any?) { sharedPaste() }
    open func selectAll(_ sender: Any?) { editor.selectAll(); TextPrimarySelection.offer(from: self) }
    open func delete(_ sender: Any?) {
        if editor.selectedRange.length > 0 { editor.replace(editor.selectedRange, with: "") }
    }

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == .find || action == .findNext || action == .findPrevious { return isFindInteractionEnabled }
        return sharedCanPerform(action) ?? super.canPerformAction(action, withSender: sender)
    }

    // MARK: Find actions

    /// Ctrl+F: the find bar, holding the selection when there is a short one (as desktop editors do).
    open func find(_ sender: Any?) {
        guard let findInteraction else { return }
        let selection = editor.selectedRange
        if selection.length > 0, selection.length < 200 { findInteraction.searchText = editor.substring(selection) }
        findInteraction.presentFindNavigator(showingReplace: false)
    }
    open func findNext(_ sender: Any?) { findInteraction?.findNext() }
    open func findPrevious(_ sender: Any?) { findInteraction?.findPrevious() }

    /// Called by the content view: draws the visible part of the text.
    func drawText(in context: CGContext, rect: CGRect) {
        guard let limit = linesLimitHeight else {
            return drawEditingText(in: context, color: textColor ?? .label, visibleRect: rect)
        }
        // The lines past the limit are not shown, as a container of that many lines shows none.
        let shown = CGRect(x: 0, y: 0, width: textContent.bounds.width, height: textContainerInset.top + limit)
        context.saveGState()
        context.clip(to: shown)
        drawEditingText(in: context, color: textColor ?? .label, visibleRect: rect.intersection(shown))
        context.restoreGState()
    }
}

/// The view a text view's text is drawn in: as large as the content, at the content's origin, so
/// its coordinates are the text view's and scrolling moves it like any content.
@MainActor
final class TextContentView: UIView {
    weak var textView: UITextView?

    /// Never in a storyboard or nib: this view is the library's own.
    required init?(coder: NSCoder) { return nil }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false   // clicks belong to the text view's TextInteraction
    }

    /// The renderer passes the whole bounds, which for a long text is every line; the clip is what
    /// this frame shows (the scroll view's visible part, cut to the damage), so only its lines are
    /// drawn (R-S5).
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        textView?.drawText(in: context, rect: rect.intersection(context.boundingBoxOfClipPath))
    }
}
