import CCairo
import Foundation

/// A view that draws text with Pango, vertically centered like UIKit's label.
@MainActor
open class UILabel: UIView {
    public var text: String? {
        didSet {
            setNeedsDisplay()
            if text != oldValue { textMetricsDidChange() }
        }
    }
    public var font: UIFont = .systemFont(ofSize: 17) {
        didSet {
            setNeedsDisplay()
            textMetricsDidChange()
        }
    }
    public var textColor: UIColor = .label { didSet { setNeedsDisplay() } }
    public var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// 1 by default; 0 means as many lines as the text needs.
    public var numberOfLines = 1 {
        didSet {
            setNeedsDisplay()
            textMetricsDidChange()
        }
    }

    /// The one-line size of the text, measured once per text and font: a stack of 1,000 labels
    /// asks for it on every layout pass, and Pango measurement is the expensive part.
    private var measuredLineSize: CGSize?

    private func textMetricsDidChange() {
        measuredLineSize = nil
        invalidateIntrinsicContentSize()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false   // as in UIKit
        isOpaque = false
    }

    open override func draw(_ rect: CGRect) {
        guard let text, !text.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        let cr = context.cairo
        let layout = makeLayout(cr, text: text, width: bounds.width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var inkWidth: Int32 = 0, height: Int32 = 0
        pango_layout_get_size(layout, &inkWidth, &height)
        let textHeight = CGFloat(height) / CGFloat(PANGO_SCALE)
        cairo_save(cr)
        context.clip(to: bounds)
        cairo_move_to(cr, Double(bounds.minX), Double(bounds.minY + max(0, (bounds.height - textHeight) / 2)))
        let color = textColor.cgColor
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let layout = makeLayout(Self.measuringContext, text: text, width: numberOfLines == 1 ? nil : size.width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_size(layout, &width, &height)
        return CGSize(width: (CGFloat(width) / CGFloat(PANGO_SCALE)).rounded(.up),
                      height: (CGFloat(height) / CGFloat(PANGO_SCALE)).rounded(.up))
    }

    /// A Cairo context on a 1×1 surface, kept for measuring text (nothing is drawn into it).
    private static let measuringContext: OpaquePointer = {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
        defer { cairo_surface_destroy(surface) }   // the context keeps its own reference
        return cairo_create(surface)!
    }()

    /// A Pango layout for `text` in this label's font; `width` nil means unbounded.
    private func makeLayout(_ cr: OpaquePointer, text: String, width: CGFloat?) -> OpaquePointer {
        let layout = pango_cairo_create_layout(cr)!
        let description = font.makePangoDescription()
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        if let width, width.isFinite, width > 0 {
            pango_layout_set_width(layout, Int32(clamping: Int(width * CGFloat(PANGO_SCALE))))
        }
        if numberOfLines == 1 {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_single_paragraph_mode(layout, 1)
        } else {
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            if numberOfLines > 1 { pango_layout_set_height(layout, Int32(-numberOfLines)) }
        }
        switch textAlignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_justify(layout, 1)
        case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        return layout
    }

    /// The text's size on one line (or wrapped at the current width when `numberOfLines != 1`).
    open override var intrinsicContentSize: CGSize {
        guard numberOfLines == 1 else {
            return sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
        }
        if let measuredLineSize { return measuredLineSize }
        let size = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        measuredLineSize = size
        return size
    }
}
