import Foundation

/// UIKit's string drawing and measuring (R-BR3): custom `draw(_:)` code and cell-height
/// calculations measure and draw strings with the same Pango layout labels use, so a size it
/// computes is the size a label with those attributes shows.
///
/// Without a `.font` attribute the text is Helvetica 12 as in UIKit (here the system face at 12
/// points); without a colour, black. Drawing goes to `UIGraphicsGetCurrentContext()` and does
/// nothing outside one.
enum StringDrawing {
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    @MainActor
    static func layout(_ string: NSAttributedString, width: CGFloat?, options: NSStringDrawingOptions,
                       maximumHeight: CGFloat? = nil) -> TextLayout {
        let (runs, paragraph) = TextRun.runs(of: string)
        let wraps = options.contains(.usesLineFragmentOrigin) && width.map { $0.isFinite && $0 > 0 } == true
        var lines = 0
        if let maximumHeight, options.contains(.truncatesLastVisibleLine), maximumHeight.isFinite {
            let lineHeight = (runs.compactMap(\.font).map(\.lineHeight).max() ?? defaultFont.lineHeight)
            lines = max(1, Int((maximumHeight / max(lineHeight, 1)).rounded(.down)))
        }
        let style = TextLayout.Style(
            font: defaultFont, alignment: paragraph?.alignment ?? .natural, wrapWidth: wraps ? width : nil,
            lineBreakMode: lines > 0 ? .byTruncatingTail : .byWordWrapping, maximumLines: lines,
            runs: runs, lineSpacing: paragraph?.lineSpacing ?? 0)
        return TextLayout(text: string.string, style: style)
    }

    @MainActor
    static func draw(_ string: NSAttributedString, in rect: CGRect, options: NSStringDrawingOptions, clips: Bool) {
        guard string.length > 0, rect.origin.x.isFinite, rect.origin.y.isFinite,
              let context = UIGraphicsGetCurrentContext() else { return }
        let layout = layout(string, width: rect.width, options: options, maximumHeight: rect.height)
        context.saveGState()
        if clips, rect.isFiniteRect { context.clip(to: rect) }
        layout.draw(in: context, at: rect.origin, color: .black)
        context.restoreGState()
    }

    static func attributed(_ string: String, _ attributes: [NSAttributedString.Key: Any]?) -> NSAttributedString {
        NSAttributedString(string: string, attributes: attributes ?? [:])
    }
}

extension NSAttributedString {
    /// The text's size on one line per line break, unwrapped (fractional, as UIKit's).
    @preconcurrency @MainActor public func size() -> CGSize {
        StringDrawing.layout(self, width: nil, options: []).size
    }

    /// Draws the text with its top-left at `point`, unwrapped.
    @preconcurrency @MainActor public func draw(at point: CGPoint) {
        StringDrawing.draw(self, in: CGRect(origin: point, size: CGSize(width: CGFloat.infinity, height: .infinity)),
                           options: [], clips: false)
    }

    /// Draws the text wrapped at the rect's width, from its top, clipped to it.
    @preconcurrency @MainActor public func draw(in rect: CGRect) {
        StringDrawing.draw(self, in: rect, options: .usesLineFragmentOrigin, clips: true)
    }

    @preconcurrency @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        StringDrawing.draw(self, in: rect, options: options, clips: false)
        context?.totalBounds = boundingRect(with: rect.size, options: options, context: nil)
    }

    /// The rect the text needs: wrapped at `size.width` with `.usesLineFragmentOrigin`, else one
    /// line. Its height is not limited by `size.height` (as UIKit's is not, except with
    /// `.truncatesLastVisibleLine`); round it up before sizing a view with it, as UIKit asks.
    @preconcurrency @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let layout = StringDrawing.layout(self, width: size.width, options: options, maximumHeight: size.height)
        let rect = CGRect(origin: .zero, size: layout.size)
        context?.totalBounds = rect
        return rect
    }
}

extension NSString {
    @preconcurrency @MainActor public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.attributed(String(self), attrs).size()
    }

    @preconcurrency @MainActor public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.attributed(String(self), attrs).draw(at: point)
    }

    @preconcurrency @MainActor public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.attributed(String(self), attrs).draw(in: rect)
    }

    @preconcurrency @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        StringDrawing.attributed(String(self), attributes).draw(with: rect, options: options, context: context)
    }

    @preconcurrency @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.attributed(String(self), attributes).boundingRect(with: size, options: options, context: context)
    }
}

/// The same on `String`, where UIKit code calls them without a cast.
extension String {
    @preconcurrency @MainActor public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.attributed(self, attrs).size()
    }

    @preconcurrency @MainActor public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.attributed(self, attrs).draw(at: point)
    }

    @preconcurrency @MainActor public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.attributed(self, attrs).draw(in: rect)
    }

    @preconcurrency @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        StringDrawing.attributed(self, attributes).draw(with: rect, options: options, context: context)
    }

    @preconcurrency @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.attributed(self, attributes).boundingRect(with: size, options: options, context: context)
    }
}
