import Foundation

/// The picture that follows a drag (R-DT2): the first item's preview — what its `previewProvider`
/// gives, else what lifted (by default the drag interaction's view) — cut out by its parameters'
/// visible shape, over their background, with a lifted shadow and, for several items, a count.
///
/// It is drawn inside the window the pointer is over, above everything there (a view the hit
/// test passes through), keeping the place where the pointer took it. Outside this application's
/// windows only the cursor shows (X11 drag icons are not made); while a list carries its own row
/// (a reorder) the list's floating row is the picture, and this one hides. A drop removes it; a
/// cancelled drag flies it back to where it lifted from.
@MainActor
final class DragPreviewOverlay {
    /// How long a cancelled drag's picture takes to fly back.
    static let returnDuration: TimeInterval = 0.3
    let imageView: DragImageView
    /// From the pointer to the picture's top-left corner, in points.
    private let grabOffset: CGPoint
    private let size: CGSize
    /// Whether a list shows the dragged row itself just now.
    var isCarried = false {
        didSet { if isCarried != oldValue { imageView.isHidden = isCarried } }
    }

    /// A picture for `preview`, standing at `frameOnScreen`, taken with the pointer at `grab`
    /// (screen points); nil when the preview has nothing to show.
    init?(preview: UIDragPreview, at frameOnScreen: CGRect, grabbedAt grab: CGPoint, itemCount: Int) {
        guard let image = Self.image(of: preview.view, parameters: preview.parameters) else { return nil }
        imageView = DragImageView(image: image, count: itemCount, shadowPath: Self.shadowPath(for: preview))
        size = frameOnScreen.size
        grabOffset = CGPoint(x: frameOnScreen.minX - grab.x, y: frameOnScreen.minY - grab.y)
    }

    /// The drag is at `point` (screen), over `window` (nil: outside this application).
    func follow(to point: CGPoint, over window: UIWindow?) {
        guard let window else {
            imageView.removeFromSuperview()
            return
        }
        if imageView.superview !== window {
            imageView.removeFromSuperview()
            window.addSubview(imageView)
        } else if window.subviews.last !== imageView {
            window.bringSubviewToFront(imageView)
        }
        let origin = window.convertFromScreen(CGPoint(x: point.x + grabOffset.x, y: point.y + grabOffset.y))
        imageView.frame = CGRect(origin: origin, size: size)
    }

    /// The drop was taken: the picture goes (the drop's own animation shows the item landing).
    func remove() {
        imageView.removeFromSuperview()
    }

    /// The drag was cancelled: the picture flies back to `home` (screen points; by default where
    /// it lifted from), then goes; at once when there is no home, it is not shown, or animations
    /// are off.
    func returnHome(to home: CGRect?) {
        guard let home, let window = imageView.superview as? UIWindow, !imageView.isHidden, UIView.areAnimationsEnabled else {
            remove()
            return
        }
        let frame = CGRect(origin: window.convertFromScreen(home.origin), size: home.size)
        let picture = imageView
        UIView.animate(withDuration: Self.returnDuration, delay: 0, options: [.curveEaseInOut],
                       animations: { picture.frame = frame },
                       completion: { _ in picture.removeFromSuperview() })
    }

    /// The shadow's shape in the picture's coordinates: the parameters' shadow path, else the
    /// visible shape (nil: the picture's rectangle).
    static func shadowPath(for preview: UIDragPreview) -> CGPath? {
        let parameters = preview.parameters
        guard let shape = parameters.shadowPath ?? parameters.visiblePath, !shape.isEmpty else { return nil }
        let area = parameters.visibleArea(of: preview.view)
        let moved = UIBezierPath(cgPath: shape.cgPath)
        moved.apply(CGAffineTransform(translationX: -area.minX, y: -area.minY))
        return moved.cgPath
    }

    /// `view` drawn as a preview: only what `parameters.visiblePath` holds (its bounds otherwise),
    /// over the background colour. Nil for an empty view.
    static func image(of view: UIView, parameters: UIPreviewParameters) -> UIImage? {
        let shape = parameters.visibleShape
        let area = parameters.visibleArea(of: view)
        guard area.width >= 1, area.height >= 1, area.isFiniteRect else { return nil }
        let renderer = UIGraphicsImageRenderer(bounds: area)
        return renderer.image { context in
            let cg = context.cgContext
            if let shape {
                cg.addPath(shape.cgPath)
                cg.clip()
            }
            cg.setFillColor(parameters.backgroundColor.cgColor)
            cg.fill(area)
            view.layer.render(in: cg)
        }
    }
}

/// The drag's picture in a window: passes every touch through, is no accessibility element, and
/// casts the lifted shadow; several items get a count in a badge at the top-right corner.
@MainActor
final class DragImageView: UIImageView {
    /// The number badge's diameter.
    static let badgeSize: CGFloat = 22

    /// Never in a storyboard or nib: this view is the library's own.
    required init?(coder: NSCoder) { return nil }

    init(image: UIImage, count: Int, shadowPath: CGPath?) {
        super.init(image: image)
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 10
        layer.shadowOffset = CGSize(width: 0, height: 6)
        layer.shadowPath = shadowPath
        guard count > 1 else { return }
        let badge = UILabel()
        badge.text = "\(count)"
        badge.font = .systemFont(ofSize: 13, weight: .semibold)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.backgroundColor = .systemBlue
        badge.layer.cornerRadius = Self.badgeSize / 2
        badge.clipsToBounds = true
        badge.isAccessibilityElement = false
        let width = max(Self.badgeSize, badge.intrinsicContentSize.width + 10)
        badge.frame = CGRect(x: image.size.width - width / 2 - 4, y: -Self.badgeSize / 2 + 4, width: width, height: Self.badgeSize)
        badge.autoresizingMask = [.flexibleLeftMargin]
        addSubview(badge)
    }
}
