import Foundation

// Auto Layout in a scroll view (R-AL1): `contentLayoutGuide` is the content area, its origin at the
// content's origin; constraining its size (usually through subviews pinned to its edges) sets
// `contentSize` at each layout pass, as in UIKit. As in UIKit, constraints between the scroll
// view's own edges and its content attach to the content area (the pre-iOS 11 idiom: a content
// view pinned to the scroll view's four edges and as wide as it), while its width, height and
// centers are its frame's. `frameLayoutGuide` is the scroll view's own rectangle, for sizes ("as
// wide as the scroll view"); its position is in content coordinates and does not follow scrolling.

extension UIScrollView {
    public var contentLayoutGuide: UILayoutGuide {
        if let contentGuideStorage { return contentGuideStorage }
        let guide = addGuide("UIScrollView-contentLayoutGuide") { guide in
            // The content area starts at the content's origin, in either reading direction.
            [guide.leftAnchor.constraint(equalTo: leftAnchor), guide.topAnchor.constraint(equalTo: topAnchor)]
        }
        contentGuideStorage = guide
        return guide
    }

    public var frameLayoutGuide: UILayoutGuide {
        if let frameGuideStorage { return frameGuideStorage }
        let guide = addGuide("UIScrollView-frameLayoutGuide") { guide in
            [guide.leftAnchor.constraint(equalTo: leftAnchor), guide.widthAnchor.constraint(equalTo: widthAnchor),
             guide.topAnchor.constraint(equalTo: topAnchor), guide.heightAnchor.constraint(equalTo: heightAnchor)]
        }
        frameGuideStorage = guide
        return guide
    }

    /// A guide of the scroll view's own, tied to it by `constraints`.
    private func addGuide(_ identifier: String, constraints: (UILayoutGuide) -> [NSLayoutConstraint]) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        NSLayoutConstraint.activate(constraints(guide))
        return guide
    }

    /// After a layout pass: the content guide's solved size is the content size, on the pixel grid
    /// as the frames the engine sets are (a sum of solved lengths is not exact in floating point).
    func contentSizeFromLayoutGuide() {
        guard let guide = contentGuideStorage else { return }
        let solved = guide.layoutFrame.size
        guard solved.width.isFinite, solved.height.isFinite else { return }
        let size = CGSize(width: pixelRounded(max(0, solved.width)), height: pixelRounded(max(0, solved.height)))
        if size != contentSize { contentSize = size }
    }
}
