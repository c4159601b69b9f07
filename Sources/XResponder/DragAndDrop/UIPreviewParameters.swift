import Foundation

/// How a preview of a view is cut out and backed (R-DT2): only what lies inside `visiblePath`
/// shows, over `backgroundColor`; `shadowPath` shapes the lifted shadow. UIKit's defaults: the
/// whole view, over white, the shadow following the visible shape.
@preconcurrency @MainActor
open class UIPreviewParameters {
    /// The part of the view the preview shows, in the view's coordinates; nil: all of its bounds.
    open var visiblePath: UIBezierPath?
    /// The shape of the preview's shadow; nil: the visible shape's.
    open var shadowPath: UIBezierPath?
    /// Drawn behind the view inside the visible shape. Setting nil restores white (UIKit's
    /// null-resettable default).
    open var backgroundColor: UIColor! {
        get { storedBackground }
        set { storedBackground = newValue ?? .white }
    }
    private var storedBackground: UIColor = .white

    public init() {}

    /// A preview of lines of text: the union of `textLineRects` (`CGRect`s in `NSValue`s), each
    /// rounded a little, as UIKit cuts out dragged text.
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let path = UIBezierPath()
        for value in textLineRects {
            let rect = value.rectValue
            guard rect.isFiniteRect else { continue }
            path.append(UIBezierPath(roundedRect: rect.insetBy(dx: -2, dy: -1), cornerRadius: 4))
        }
        visiblePath = path
    }
}

extension UIPreviewParameters {
    /// The visible shape when it cuts anything out: an empty path counts as none, as in UIKit.
    var visibleShape: UIBezierPath? {
        guard let path = visiblePath, !path.isEmpty else { return nil }
        return path
    }

    /// The rectangle a preview of `view` covers, in the view's coordinates: the visible shape's
    /// bounds, else the view's. The preview's size, its picture and its shadow all start here.
    func visibleArea(of view: UIView) -> CGRect {
        visibleShape?.bounds ?? view.bounds
    }
}
