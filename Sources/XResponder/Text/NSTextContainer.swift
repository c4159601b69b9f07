import Foundation

/// The region a text view lays its text out in (TextKit's `NSTextContainer`), as `UITextView`
/// exposes it: `textView.textContainer.lineFragmentPadding = 0` puts the text flush with the
/// insets, and `maximumNumberOfLines` shows at most that many lines (the content is as tall as
/// they are; the text beyond them stays in the view, unseen, as in UIKit).
///
/// Its size follows the text view (`widthTracksTextView`, true, and `heightTracksTextView`):
/// the view's size less `textContainerInset`. Written-down choices: the lines counted by
/// `maximumNumberOfLines` are the font's line height apart (mixed fonts in attributed text are
/// measured by the text view's font), the last is cut rather than ended with an ellipsis whatever
/// `lineBreakMode` says, and `exclusionPaths` are kept but the text does not flow around them.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// The text view whose container this is (nil for one made by the app).
    weak var textView: UITextView?
    private var sizeStorage: CGSize

    public init(size: CGSize) {
        sizeStorage = size
        super.init()
    }

    public override convenience init() {
        self.init(size: .zero)
    }

    /// The container's size; a dimension that tracks the text view is the view's, less the insets
    /// (a size set then stands for the other dimension only).
    open var size: CGSize {
        get {
            guard let textView else { return sizeStorage }
            let inset = textView.textContainerInset
            return CGSize(width: widthTracksTextView ? max(0, textView.bounds.width - inset.left - inset.right) : sizeStorage.width,
                          height: heightTracksTextView ? max(0, textView.bounds.height - inset.top - inset.bottom) : sizeStorage.height)
        }
        set {
            sizeStorage = newValue
            textView?.textContainerDidChange()
        }
    }

    /// Room between the container's edges and the text on each line: 5 points, as UIKit's.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet {
            if !(lineFragmentPadding.isFinite && lineFragmentPadding >= 0) { lineFragmentPadding = 0 }
            textView?.textContainerDidChange()
        }
    }

    /// At most this many lines are shown; 0 (the default) means no limit.
    open var maximumNumberOfLines = 0 {
        didSet {
            if maximumNumberOfLines < 0 { maximumNumberOfLines = 0 }
            textView?.textContainerDidChange()
        }
    }

    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var widthTracksTextView = true { didSet { textView?.textContainerDidChange() } }
    open var heightTracksTextView = false
    open var exclusionPaths: [UIBezierPath] = []
}
