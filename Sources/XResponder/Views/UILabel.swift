import Foundation

/// A view that draws text with Pango, vertically centered like UIKit's label (R-TX4): shaped,
/// bidirectional, with fallback fonts, wrapped to `numberOfLines` and cut per `lineBreakMode`.
@preconcurrency @MainActor
open class UILabel: UIView {
    // Accessibility (R-A11Y1): a label reads its text.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { text ?? attributedText?.string }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }

    open var text: String? {
        didSet {
            if !isSettingAttributedText, attributedRuns != nil {
                attributedRuns = nil
                return textMetricsDidChange()
            }
            guard text != oldValue else { return }
            textMetricsDidChange()
        }
    }
    /// Text with attributes per run (R-AP3): fonts, colours, underline, strikethrough, kern,
    /// baseline offset and a paragraph style. Setting it sets `text` to its string; setting
    /// `text` drops the attributes. Reading it without attributes gives the label's font and colour.
    open var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            if let attributedStorage { return attributedStorage }
            return NSAttributedString(string: text, attributes: [.font: font ?? fontStorage, .foregroundColor: textColorStorage])
        }
        set {
            isSettingAttributedText = true
            defer { isSettingAttributedText = false }
            attributedStorage = newValue
            let (runs, paragraph) = newValue.map(TextRun.runs(of:)) ?? ([], nil)
            attributedRuns = newValue == nil ? nil : (runs, paragraph)
            if let paragraph { textAlignment = paragraph.alignment; lineBreakMode = paragraph.lineBreakMode }
            text = newValue?.string
            textMetricsDidChange()
        }
    }
    private var attributedStorage: NSAttributedString?
    private var attributedRuns: (runs: [TextRun], paragraph: NSParagraphStyle?)? {
        didSet { if attributedRuns == nil { attributedStorage = nil } }
    }
    private var isSettingAttributedText = false
    /// The text's font. `UIFont!` as in UIKit, so `label.font = UIFont(name: "Avenir", size: 17)`
    /// builds; setting nil puts back the default, the system font at 17 points.
    open var font: UIFont! {
        get { fontStorage }
        set { fontStorage = newValue ?? Self.defaultFont; textMetricsDidChange() }
    }
    private var fontStorage: UIFont = UILabel.defaultFont
    private static let defaultFont = UIFont.systemFont(ofSize: 17)
    /// Whether a one-line label shrinks its font to fit its width, down to `minimumScaleFactor`
    /// of it (R-BR3). The intrinsic size stays the full size's, as in UIKit.
    open var adjustsFontSizeToFitWidth = false { didSet { textMetricsDidChange() } }
    /// Whether a Dynamic Type font (`preferredFont(forTextStyle:)`, `UIFontMetrics`) follows the
    /// reader's text size while the label lives (R-BR3); other fonts keep their size.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { contentSizeCategoryDidChange() } }
    }
    /// The smallest multiple of the font size the text may shrink to; 0 (the default) means it
    /// does not shrink, as in UIKit.
    open var minimumScaleFactor: CGFloat = 0 { didSet { textMetricsDidChange() } }
    /// Whether a one-line label that is a little too wide draws its letters closer (by up to a
    /// twentieth of the font size between letters) before it truncates, as UIKit's does.
    open var allowsDefaultTighteningForTruncation = false { didSet { textMetricsDidChange() } }
    /// `UIColor!` as in UIKit: apps assign optional colours (`UIColor(named:)`); nil restores the
    /// default, `.label`.
    open var textColor: UIColor! {
        get { textColorStorage }
        set { textColorStorage = newValue ?? .label; setNeedsDisplay() }
    }
    private var textColorStorage: UIColor = .label
    /// The colour of the text while the label is highlighted (a selected table row's labels are);
    /// nil: `textColor`.
    open var highlightedTextColor: UIColor? { didSet { if isHighlighted { setNeedsDisplay() } } }
    /// Whether the label draws in `highlightedTextColor`. A table cell sets it on its labels while
    /// its row is selected or pressed, as UIKit's does.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    open var textAlignment: NSTextAlignment = .natural { didSet { textMetricsDidChange() } }
    /// 1 by default; 0 means as many lines as the text needs.
    open var numberOfLines = 1 { didSet { textMetricsDidChange() } }
    /// How text that does not fit ends: an ellipsis at the tail by default, as in UIKit.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textMetricsDidChange() } }
    /// The width a multi-line label wraps at for its intrinsic size; 0 (the default) lets Auto
    /// Layout find it: the label is measured again at the width the engine gives it (R-AL3).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// A multi-line label's intrinsic height depends on its width (two-pass layout).
    var wrapsForAutoLayout: Bool { numberOfLines != 1 }

    /// The intrinsic size when wrapped at `width`.
    func intrinsicSize(wrappedAt width: CGFloat) -> CGSize {
        sizeThatFits(CGSize(width: max(width, 0), height: .greatestFiniteMagnitude))
    }

    /// Baselines for Auto Layout: the text is centered vertically, so at intrinsic height the
    /// first baseline is one ascent below the top and the last one descent above the bottom.
    override var firstBaselineOffsetFromTop: CGFloat? { font.ascender }
    override var lastBaselineOffsetFromBottom: CGFloat? { -font.descender }

    /// The one-line size of the text, measured once per text and font: a stack of 1,000 labels
    /// asks for it on every layout pass, and Pango measurement is the expensive part.
    private var measuredLineSize: CGSize?
    /// The layout last drawn, kept while the text, style and width stay the same.
    private var drawnLayout: TextLayout?

    private func textMetricsDidChange() {
        measuredLineSize = nil
        drawnLayout = nil
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    override func applyClassDefaults() {
        super.applyClassDefaults()
        isUserInteractionEnabled = false   // as in UIKit
        isOpaque = false
    }

    private func makeLayout(_ text: String, width: CGFloat?, font: UIFont? = nil, runs: [TextRun]? = nil) -> TextLayout {
        TextLayout(text: text, style: TextLayout.Style(
            font: font ?? fontStorage, alignment: textAlignment, wrapWidth: width, lineBreakMode: lineBreakMode,
            maximumLines: numberOfLines, singleParagraph: numberOfLines == 1, runs: runs ?? attributedRuns?.runs ?? [],
            lineSpacing: attributedRuns?.paragraph?.lineSpacing ?? 0))
    }

    /// With `allowsDefaultTighteningForTruncation`, a one-line plain text too wide for `width`
    /// laid out with its letters closer (at most a twentieth of the font size each); whatever
    /// still does not fit is cut as `lineBreakMode` says. Nil when the text fits or may not tighten.
    private func tightened(_ text: String, width: CGFloat) -> TextLayout? {
        guard allowsDefaultTighteningForTruncation, numberOfLines == 1, attributedRuns == nil, width.isFinite, width > 0 else { return nil }
        let full = TextLayout(text: text, style: TextLayout.Style(font: fontStorage))
        let gaps = CGFloat(max(1, (text as NSString).length - 1))
        guard full.size.width > width else { return nil }
        var run = TextRun(range: NSRange(location: 0, length: (text as NSString).length))
        run.kern = -min((full.size.width - width) / gaps, fontStorage.pointSize / 20)
        return makeLayout(text, width: width, runs: [run])
    }

    /// Attributed colours resolve when the layout is made: a new style makes it again.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if attributedRuns != nil { drawnLayout = nil }
    }

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text in `rect`, centred vertically, as UIKit's label does. Override it to inset
    /// the text (the padded-label idiom: `super.drawText(in: rect.inset(by: insets))`).
    open func drawText(in rect: CGRect) {
        guard let text, !text.isEmpty, rect.isFiniteRect, let context = UIGraphicsGetCurrentContext() else { return }
        if drawnLayout?.style.wrapWidth != rect.width { drawnLayout = nil }
        let layout = drawnLayout ?? shrunkToFit(text, width: rect.width) ?? tightened(text, width: rect.width)
            ?? makeLayout(text, width: rect.width)
        drawnLayout = layout
        context.saveGState()
        context.clip(to: rect)
        // One line is centred even in a rectangle shorter than the line, as UIKit centres it: a
        // 35-point digit in a 29-point-high label keeps its glyph, which lies within the line's
        // middle. Several lines start at the top, so that the first ones show.
        let offset = (rect.height - layout.size.height) / 2
        layout.draw(in: context, at: CGPoint(x: rect.minX, y: rect.minY + (layout.lineCount <= 1 ? offset : max(0, offset))),
                    color: isHighlighted ? highlightedTextColor ?? textColor : textColor)
        context.restoreGState()
    }

    /// With `adjustsFontSizeToFitWidth`, the layout at the largest size from the font's down to
    /// `minimumScaleFactor` of it at which one line fits `width`; nil when the text fits as it is
    /// or may not shrink. Width is nearly proportional to size, so one guess and a few small
    /// steps find it; past the minimum the text is cut as `lineBreakMode` says.
    private func shrunkToFit(_ text: String, width: CGFloat) -> TextLayout? {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, minimumScaleFactor < 1,
              width.isFinite, width > 0 else { return nil }
        let full = TextLayout(text: text, style: TextLayout.Style(font: fontStorage, runs: attributedRuns?.runs ?? []))
        guard full.size.width > width else { return nil }
        let smallest = fontStorage.pointSize * minimumScaleFactor
        var size = max(smallest, (fontStorage.pointSize * width / full.size.width * 4).rounded(.down) / 4)
        for _ in 0..<8 {
            let measured = TextLayout(text: text, style: TextLayout.Style(font: fontStorage.withSize(size), runs: attributedRuns?.runs ?? []))
            if measured.size.width <= width || size <= smallest { break }
            size = max(smallest, size - 0.5)
        }
        return makeLayout(text, width: width, font: fontStorage.withSize(size))
    }

    /// Where the text goes in `bounds`, on at most `numberOfLines` lines (0: as many as it needs).
    /// `sizeThatFits` and the intrinsic size ask it, so an override that insets it sizes the label.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text, !text.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        let layout = makeLayout(text, width: numberOfLines == 1 ? nil : bounds.width)
        return CGRect(origin: bounds.origin, size: CGSize(width: min(layout.size.width, bounds.width),
                                                          height: min(layout.size.height, bounds.height)))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        // As UIKit's: the height asked for does not limit the answer, nor the width a one-line label's.
        let limit = CGSize(width: numberOfLines == 1 ? .greatestFiniteMagnitude : size.width, height: .greatestFiniteMagnitude)
        let rect = textRect(forBounds: CGRect(origin: .zero, size: limit), limitedToNumberOfLines: numberOfLines)
        return CGSize(width: rect.width.rounded(.up), height: rect.height.rounded(.up))
    }

    /// The text's size on one line (or wrapped at the current width when `numberOfLines != 1`).
    open override var intrinsicContentSize: CGSize {
        guard numberOfLines == 1 else {
            let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
            return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        }
        if let measuredLineSize { return measuredLineSize }
        let size = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        measuredLineSize = size
        return size
    }
}
