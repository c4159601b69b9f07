import Foundation

// Auto Layout in a scroll view (R-AL1): `contentLayoutGuide` is the content area, its origin at the
// content's origin; constraining its size (usually through subviews pinned to its edges) sets
// `contentSize` at each layout pass, as in UIKit. `frameLayoutGuide` is the scroll view's own
// rectangle, for sizes ("as wide as the scroll view"). Constraints to the scroll view's own edges
// are in content coordinates (0 to the bounds' size), so its position does not follow scrolling:
// use it for widths and heights, which is what UIKit code uses it for.

extension UIScrollView {
    public var contentLayoutGuide: UILayoutGuide {
        if let contentGuideStorage { return contentGuideStorage }
        let guide = addGuide("UIScrollView-contentLayoutGuide") { guide in
            [guide.leadingAnchor.constraint(equalTo: leadingAnchor), guide.topAnchor.constraint(equalTo: topAnchor)]
        }
        contentGuideStorage = guide
        return guide
    }

    public var frameLayoutGuide: UILayoutGuide {
        if let frameGuideStorage { return frameGuideStorage }
        let guide = addGuide("UIScrollView-frameLayoutGuide") { guide in
            [guide.leadingAnchor.constraint(equalTo: leadingAnchor), guide.trailingAnchor.constraint(equalTo: trailingAnchor),
             guide.topAnchor.constraint(equalTo: topAnchor), guide.bottomAnchor.constraint(equalTo: bottomAnchor)]
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

    /// After a layout pass: the content guide's solved size is the content size.
    func contentSizeFromLayoutGuide() {
        guard let guide = contentGuideStorage else { return }
        let size = guide.layoutFrame.size
        guard size.width.isFinite, size.height.isFinite, size != contentSize else { return }
        contentSize = CGSize(width: max(0, size.width), height: max(0, size.height))
    }
}
