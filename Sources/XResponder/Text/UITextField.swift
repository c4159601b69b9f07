import Foundation

/// A single line of editable text (R-TX1), with UIKit's properties, delegate and control events.
///
/// A click focuses it and places the caret (double-click: a word, triple-click: everything), keys
/// edit it as on a Linux desktop (see `TextKeyCommand`), Ctrl+C/X/V go through the standard edit
/// actions to the X clipboard, and Ctrl+Z undoes through the window's `UndoManager`.
///
/// Control events: `editingDidBegin`, `editingChanged` (every edit by the user, not a `text`
/// assignment), `editingDidEnd`, and on Return `editingDidEndOnExit` then `primaryActionTriggered`;
/// when something is registered for `editingDidEndOnExit` the field then resigns, as in UIKit.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, TextEditingView, UIResponderStandardEditActions {
    // Accessibility (R-A11Y1): a field reads its text as its value (bullets when secure) and its
    // placeholder as its label; activation starts editing.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { placeholder }
    override var defaultAccessibilityValue: String? { readableText }

    /// The text as assistive technology may read it: bullets for a secure field.
    var readableText: String {
        let text = self.text ?? ""
        return isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    }
    override func defaultAccessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        return isFirstResponder || becomeFirstResponder()
    }

    /// How a text field's border is drawn: none, a line, a bezel, or a rounded rectangle.
    public enum BorderStyle: Int, Sendable { case none = 0, line, bezel, roundedRect }
    /// When a text field's clear button or side views are shown, relative to editing.
    public enum ViewMode: Int, Sendable { case never = 0, whileEditing, unlessEditing, always }

    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

    public weak var delegate: UITextFieldDelegate?

    lazy var editor = TextEditor(host: self)
    let caretBlinker = CaretBlinker()
    var cachedLayout: TextLayout?
    /// How far the text is scrolled left to keep the caret in view.
    private var scrollX: CGFloat = 0
    /// True while `text` is assigned: no `editingChanged` for that, as in UIKit.
    var isAssigningText = false

    override func applyClassDefaults() {
        super.applyClassDefaults()
        isOpaque = false
        caretBlinker.redraw = { [weak self] in self?.setNeedsDisplay() }
        addGestureRecognizer(TextInteraction())
    }

    // MARK: Properties

    /// The text; never nil when read (UIKit returns "" for an empty field).
    open var text: String? {
        get { editor.text }
        set { assignText(newValue ?? "") }
    }

    /// The text with its attributes (R-AP3): runs of fonts, colours, underline, strikethrough, kern
    /// and baseline offset are drawn, and follow edits (typed text takes the attributes before it).
    open var attributedText: NSAttributedString? {
        get { attributedTextValue }
        set { assignAttributedText(newValue) }
    }
    var attributes = AttributedRuns()
    func attributedTextDidChange() { cachedLayout = nil; setNeedsDisplay() }

    open var placeholder: String? {
        didSet {
            if !isSettingAttributedPlaceholder { placeholderRuns = nil }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// The placeholder with attributes (a colour, a font) drawn as given; setting it sets
    /// `placeholder` to its string, and setting `placeholder` drops the attributes.
    open var attributedPlaceholder: NSAttributedString? {
        get {
            guard let placeholder else { return nil }
            return placeholderRuns?.string ?? NSAttributedString(string: placeholder, attributes: [.foregroundColor: UIColor.placeholderText])
        }
        set {
            isSettingAttributedPlaceholder = true
            defer { isSettingAttributedPlaceholder = false }
            placeholderRuns = newValue.map { ($0, TextRun.runs(of: $0).runs) }
            placeholder = newValue?.string
        }
    }
    private var placeholderRuns: (string: NSAttributedString, runs: [TextRun])?
    private var isSettingAttributedPlaceholder = false
    /// Whether the text shrinks to fit the field: kept; the field scrolls its text instead.
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { textStyleDidChange() } }
    /// Whether a Dynamic Type font follows the reader's text size while the field lives (R-BR3).
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { contentSizeCategoryDidChange() } }
    }
    open var textColor: UIColor? = .label { didSet { setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { textStyleDidChange() } }
    /// Shows one bullet per character; copy and cut are refused, and the text never reaches PRIMARY.
    open var isSecureTextEntry = false { didSet { textStyleDidChange() } }

    /// Why editing ended: always `.committed` on a desktop (UIKit's `.cancelled` is tvOS's).
    public enum DidEndEditingReason: Int, Sendable { case committed = 0, cancelled = 1 }

    // MARK: UITextInputTraits (kept for source compatibility; see UITextInputTraits.swift)

    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Return does nothing while the text is empty.
    open var enablesReturnKeyAutomatically = false
    open var textContentType: UITextContentType!
    open var borderStyle: BorderStyle = .none { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsDisplay() } }
    open var clearsOnBeginEditing = false
    /// The caret's colour, and the focus ring's: the view's `tintColor`.
    var caretColor: UIColor { tintColor }
    public private(set) var isEditing = false { didSet { if isEditing != oldValue, leftView != nil || rightView != nil { setNeedsLayout() } } }

    /// A view at the leading edge (a search field's magnifying glass), shown as `leftViewMode` says.
    open var leftView: UIView? { didSet { sideViewDidChange(from: oldValue, to: leftView) } }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// A view at the trailing edge, beside the clear button, shown as `rightViewMode` says.
    open var rightView: UIView? { didSet { sideViewDidChange(from: oldValue, to: rightView) } }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout(); setNeedsDisplay() } }

    private func sideViewDidChange(from old: UIView?, to new: UIView?) {
        guard old !== new else { return }
        if old?.superview === self { old?.removeFromSuperview() }
        if let new { addSubview(new) }
        cachedLayout = nil
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Whether a side view with `mode` shows now.
    private func shows(_ view: UIView?, mode: ViewMode) -> Bool {
        guard view != nil else { return false }
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    private func textStyleDidChange() {
        cachedLayout = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: Geometry (UIKit's overridable rectangles)

    private var borderPadding: CGFloat {
        switch borderStyle {
        case .none: return 0
        case .line, .bezel: return 4
        case .roundedRect: return 7
        }
    }

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: borderPadding, dy: borderStyle == .none ? 0 : 2)
        if isClearButtonShown { rect.size.width -= clearButtonRect(forBounds: bounds).width + 4 }
        if shows(leftView, mode: leftViewMode) {
            let left = leftViewRect(forBounds: bounds).maxX + 4
            rect.size.width -= max(0, left - rect.minX)
            rect.origin.x = max(rect.minX, left)
        }
        if shows(rightView, mode: rightViewMode) { rect.size.width = max(0, min(rect.maxX, rightViewRect(forBounds: bounds).minX - 4) - rect.minX) }
        return rect
    }

    /// At the leading edge, the left view's own size (its frame, else its fitting size), centred.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = sideViewSize(leftView, bounds: bounds)
        return CGRect(x: bounds.minX + borderPadding, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// At the trailing edge, left of the clear button when that shows.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = sideViewSize(rightView, bounds: bounds)
        let trailing = isClearButtonShown ? clearButtonRect(forBounds: bounds).minX - 4 : bounds.maxX - borderPadding
        return CGRect(x: trailing - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    private func sideViewSize(_ view: UIView?, bounds: CGRect) -> CGSize {
        guard let view else { return .zero }
        var size = view.frame.size
        if size.width <= 0 || size.height <= 0 { size = view.sizeThatFits(bounds.size) }
        return CGSize(width: min(max(0, size.width), bounds.width / 2), height: min(max(0, size.height), bounds.height))
    }

    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side: CGFloat = 19
        return CGRect(x: bounds.maxX - borderPadding - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    private var isClearButtonShown: Bool {
        guard editor.length > 0 else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    open override var intrinsicContentSize: CGSize {
        // The text's own cached layout; the placeholder (or a space) is measured in the same style.
        let sample = placeholder.flatMap { $0.isEmpty ? nil : $0 } ?? " "
        let layout = editor.length > 0 ? editorLayout : TextLayout(text: sample, style: layoutStyle)
        return CGSize(width: (layout.size.width + 2 * borderPadding).rounded(.up),
                      height: (layout.size.height + 2 * (borderStyle == .roundedRect ? 7 : borderStyle == .none ? 0 : 4)).rounded(.up))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private var layoutStyle: TextLayout.Style {
        TextLayout.Style(font: font ?? .systemFont(ofSize: 17), alignment: textAlignment, wrapWidth: nil,
                         masked: isSecureTextEntry, markedRange: editor.markedRange, singleParagraph: true,
                         runs: attributes.runs)
    }

    // MARK: TextEditingView

    /// How many layouts of the text were made: a burst of keys makes one (R-U8, tested).
    private(set) var textLayoutsMade = 0

    /// A text longer than this (UTF-16 units) is laid out a stretch at a time: `layoutReach` on
    /// each side of the caret (R-U7: a 10 MB paste laid out as one Pango line took 6 s and 800 MB).
    /// A field shows a few dozen characters, and Pango's visual caret moves cost more than the
    /// length of the line (a move in a 2,048-character line took 35 ms in a debug build).
    static let longTextLength = 2_048
    static let layoutReach = 256
    /// Where the caret was on screen when the stretch laid out was dropped for another: the new
    /// one is scrolled so that the caret stays there.
    private var caretScreenX: CGFloat?

    var editorLayout: TextLayout {
        if let cachedLayout { return cachedLayout }
        textLayoutsMade += 1
        let length = editor.length
        let layout: TextLayout
        if length > Self.longTextLength {
            let active = editor.active
            let window = editor.boundary(atOrBefore: active - Self.layoutReach)..<editor.boundary(atOrBefore: active + Self.layoutReach)
            layout = TextLayout(storage: editor.storage, style: layoutStyle, window: window)
            if let caretScreenX {
                scrollX = max(0, layout.caretRect(at: active).minX - caretScreenX)
                self.caretScreenX = nil
            }
        } else {
            layout = TextLayout(storage: editor.storage, style: layoutStyle, reusing: nil, change: nil)
        }
        cachedLayout = layout
        return layout
    }

    /// Whether the caret has come near an end of the stretch laid out, short of the text's ends:
    /// the next layout is made around it.
    private func caretLeavesLaidOutStretch() -> Bool {
        guard let window = cachedLayout?.window else { return false }
        let active = editor.active, margin = Self.layoutReach / 4
        return (window.lowerBound > 0 && active - window.lowerBound < margin)
            || (window.upperBound < editor.length && window.upperBound - active < margin)
    }

    var layoutOrigin: CGPoint {
        let rect = editingRect(forBounds: bounds)
        let layout = editorLayout
        var x = rect.minX - scrollX
        // Alignment inside the field: Pango aligns within its own width, which is the text's.
        if layout.size.width < rect.width {
            switch textAlignment {
            case .center: x = rect.minX + (rect.width - layout.size.width) / 2
            case .right: x = rect.maxX - layout.size.width
            case .natural where layout.caretRect(at: 0).minX > layout.caretRect(at: editor.length).minX:
                x = rect.maxX - layout.size.width   // right-to-left text starts at the right
            default: x = rect.minX
            }
        }
        return CGPoint(x: x, y: rect.midY - layout.size.height / 2)
    }

    var isTextSelectable: Bool { true }
    var isMultiline: Bool { false }
    var isSecure: Bool { isSecureTextEntry }
    var editorPageLines: Int { 0 }
    var editorIsEditable: Bool { isEnabled }
    var editorUndoManager: UndoManager? { undoManager }

    func isTextInteractionPoint(_ point: CGPoint) -> Bool {
        !(isClearButtonShown && clearButtonRect(forBounds: bounds).insetBy(dx: -3, dy: -3).contains(point))
    }

    func editorShouldReplace(_ range: NSRange, with replacement: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
    }

    func editorTextDidChange() {
        if let edit = editor.lastEdit, !attributes.isEmpty { attributes.replace(edit.range, withLength: edit.insertedLength) }
        cachedLayout = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        guard !isAssigningText else { return }
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    func editorSelectionDidChange() {
        if cachedLayout?.style.markedRange != editor.markedRange { cachedLayout = nil }   // marked text is drawn underlined
        if let layout = cachedLayout, caretLeavesLaidOutStretch() {
            caretScreenX = layout.caretRect(at: editor.active).minX - scrollX
            cachedLayout = nil
        }
        // Scrolled into view at the next layout (layoutSubviews), once per burst of keys (R-U8).
        setNeedsLayout()
        caretBlinker.restart()
        setNeedsDisplay()
        delegate?.textFieldDidChangeSelection(self)
    }

    func scrollCaretToVisible() {
        let rect = editingRect(forBounds: bounds)
        let layout = editorLayout
        guard layout.size.width > rect.width else {
            scrollX = 0
            return
        }
        let caret = layout.caretRect(at: editor.active).minX
        if caret - scrollX > rect.width - 2 { scrollX = caret - rect.width + 2 }
        if caret - scrollX < 0 { scrollX = caret }
        scrollX = min(max(0, scrollX), layout.size.width - rect.width + 2)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let leftView {
            leftView.isHidden = !shows(leftView, mode: leftViewMode)
            if !leftView.isHidden { leftView.frame = leftViewRect(forBounds: bounds) }
        }
        if let rightView {
            rightView.isHidden = !shows(rightView, mode: rightViewMode)
            if !rightView.isHidden { rightView.frame = rightViewRect(forBounds: bounds) }
        }
        scrollCaretToVisible()
    }

    // MARK: First responder and editing

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        if window == nil { DeferredFirstResponder.request(self); return false }
        guard isEnabled, delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing, editor.length > 0 {
            editor.replace(NSRange(location: 0, length: editor.length), with: "", asksDelegate: false)
        }
        caretBlinker.start()
        setNeedsDisplay()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        DeferredFirstResponder.cancel(self)
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        finishEditing()
        return true
    }

    /// Ends editing without asking (the field left the window, or `endEditing(true)`).
    func finishEditing() {
        guard isEditing else { return }
        editor.unmarkText()
        isEditing = false
        caretBlinker.stop()
        editor.breakUndoCoalescing()
        editorUndoManager?.removeAllActions(withTarget: editor)
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    // MARK: Keys

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = pressesToForward(presses, phase: .began) {
            handleReturn()
            return true
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    private func handleReturn() {
        editor.unmarkText()
        if enablesReturnKeyAutomatically, (text ?? "").isEmpty { return }
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let hasExitTargets = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        if hasExitTargets { resignFirstResponder() }
    }

    override var sendsPrimaryActionOnTouchUp: Bool { false }

    // MARK: Clear button

    private weak var clearButtonTouch: UITouch?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first, !isTextInteractionPoint(touch.location(in: self)) { clearButtonTouch = touch }
        super.touchesBegan(touches, with: event)
    }

    /// The clear button clears on a click that starts and ends on it, like a button.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = clearButtonTouch, touches.contains(touch) {
            clearButtonTouch = nil
            if !isTextInteractionPoint(touch.location(in: self)) { clearFromButton() }
        }
        super.touchesEnded(touches, with: event)
    }

    private func clearFromButton() {
        guard isEnabled, delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isFirstResponder { becomeFirstResponder() }
        editor.breakUndoCoalescing()
        editor.replace(NSRange(location: 0, length: editor.length), with: "", asksDelegate: false)
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
        isEnabled && isTextInteractionPoint(point) ? UIPointerStyle(shape: .verticalBeam(length: (font ?? .systemFont(ofSize: 17)).pointSize)) : nil
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
        sharedCanPerform(action) ?? super.canPerformAction(action, withSender: sender)
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawBorder(in: context)
        context.saveGState()
        context.clip(to: textRect(forBounds: bounds).insetBy(dx: -1, dy: 0))
        if editor.length == 0, editor.markedRange == nil, let placeholder, !placeholder.isEmpty {
            let area = placeholderRect(forBounds: bounds)
            let layout = TextLayout(text: placeholder, style: TextLayout.Style(
                font: font ?? .systemFont(ofSize: 17), alignment: textAlignment, wrapWidth: area.width,
                lineBreakMode: .byTruncatingTail, maximumLines: 1, singleParagraph: true, runs: placeholderRuns?.runs ?? []))
            layout.draw(in: context, at: CGPoint(x: area.minX, y: area.midY - layout.size.height / 2),
                        color: .placeholderText)
        }
        drawEditingText(in: context, color: isEnabled ? (textColor ?? .label) : .systemGray)
        context.restoreGState()
        if isClearButtonShown { drawClearButton(in: context) }
    }

    private func drawBorder(in context: CGContext) {
        let frame = borderRect(forBounds: bounds)
        switch borderStyle {
        case .none:
            return
        case .line:
            context.setStrokeColor(isEditing ? caretColor : .label)
            context.setLineWidth(1)
            context.stroke(frame.insetBy(dx: 0.5, dy: 0.5))
        case .bezel:
            context.setFillColor(UIColor.systemBackground)
            context.fill(frame)
            context.setStrokeColor(isEditing ? caretColor : UIColor.systemGray)
            context.setLineWidth(isEditing ? 2 : 1)
            context.stroke(frame.insetBy(dx: 1, dy: 1))
        case .roundedRect:
            context.setFillColor(UIColor.systemBackground)
            context.beginPath()
            context.addRoundedRect(frame.insetBy(dx: 1, dy: 1), cornerRadius: 5)
            context.fillPath()
            context.setStrokeColor(isEditing ? caretColor : UIColor.systemGray3)
            context.setLineWidth(isEditing ? 2 : 1)
            context.beginPath()
            context.addRoundedRect(frame.insetBy(dx: 1, dy: 1), cornerRadius: 5)
            context.strokePath()
        }
    }

    private func drawClearButton(in context: CGContext) {
        let rect = clearButtonRect(forBounds: bounds).insetBy(dx: 2, dy: 2)
        context.setFillColor(UIColor(white: 0.7, alpha: 1))
        context.fillEllipse(in: rect)
        context.setStrokeColor(UIColor.white)
        context.setLineWidth(1.5)
        let inset = rect.insetBy(dx: rect.width * 0.3, dy: rect.height * 0.3)
        context.beginPath()
        context.move(to: CGPoint(x: inset.minX, y: inset.minY))
        context.addLine(to: CGPoint(x: inset.maxX, y: inset.maxY))
        context.move(to: CGPoint(x: inset.maxX, y: inset.minY))
        context.addLine(to: CGPoint(x: inset.minX, y: inset.maxY))
        context.strokePath()
    }
}
