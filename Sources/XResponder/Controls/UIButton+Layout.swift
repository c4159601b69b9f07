import Foundation

// Where a button's image and title go, and how big it wants to be. The image comes first in the
// reading direction (or where a configuration's `imagePlacement` says), the pair is placed by
// `contentHorizontalAlignment`/`contentVerticalAlignment` (centred by default) inside the content
// insets, and a classic button adds UIKit's 6 points above and below a title.
extension UIButton {
    /// Places the image view, title and subtitle labels (from `layoutSubviews`).
    func layOutContent() {
        let content = contentRect(forBounds: bounds)
        imageViewStorage?.frame = imageRect(forContentRect: content)
        let titleFrame = titleRect(forContentRect: content)
        if let subtitle = subtitleLabelStorage, !subtitle.isHidden, let configuration {
            let subtitleHeight = subtitle.sizeThatFits(CGSize(width: titleFrame.width, height: .greatestFiniteMagnitude)).height
            let titleHeight = titleFrame.height - subtitleHeight - configuration.titlePadding
            titleLabelStorage?.frame = CGRect(x: titleFrame.minX, y: titleFrame.minY, width: titleFrame.width, height: titleHeight)
            subtitle.frame = CGRect(x: titleFrame.minX, y: titleFrame.maxY - subtitleHeight, width: titleFrame.width,
                                    height: subtitleHeight)
        } else {
            titleLabelStorage?.frame = titleFrame
        }
    }

    func defaultTitleRect(_ contentRect: CGRect) -> CGRect {
        placement(in: contentRect).title.inset(by: configuration == nil ? titleEdgeInsets : .zero)
    }

    func defaultImageRect(_ contentRect: CGRect) -> CGRect {
        placement(in: contentRect).image.inset(by: configuration == nil ? imageEdgeInsets : .zero)
    }

    /// The content plus insets (and a classic title's 6 points above and below).
    func fittingSize(_ size: CGSize) -> CGSize {
        if buttonType.drawsGlyph, configuration == nil, currentTitle == nil {
            return buttonType == .close ? CGSize(width: 30, height: 30) : CGSize(width: 22, height: 22)
        }
        let insets = contentInsets
        // As UIKit's: a size too small for anything (`sizeToFit()` on a zero frame) asks for the
        // natural size.
        let width = size.width - insets.left - insets.right
        let content = contentSize(fitting: CGSize(width: width > 0 ? width : .greatestFiniteMagnitude,
                                                  height: size.height - insets.top - insets.bottom))
        var height = content.height + insets.top + insets.bottom
        if configuration == nil, content.title.height > 0 { height += 12 }
        return CGSize(width: (content.width + insets.left + insets.right).rounded(.up), height: height.rounded(.up))
    }

    /// The content and insets; an empty classic button is 30 points square, as UIKit's.
    var defaultIntrinsicContentSize: CGSize {
        let fitted = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        guard configuration == nil, currentTitle == nil, currentImage == nil, !buttonType.drawsGlyph else { return fitted }
        return CGSize(width: max(fitted.width, 30), height: max(fitted.height, 30))
    }

    /// Content insets in left/right terms (a configuration's leading/trailing flip right-to-left).
    var contentInsets: UIEdgeInsets {
        guard let configuration else { return contentEdgeInsets }
        let i = configuration.contentInsets
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(top: i.top, left: rtl ? i.trailing : i.leading, bottom: i.bottom, right: rtl ? i.leading : i.trailing)
    }

    private var imagePadding: CGFloat {
        guard currentImage != nil, !(titleLabelStorage?.isHidden ?? true) else { return 0 }
        return configuration?.imagePadding ?? 0
    }

    /// The title block's size (title and subtitle) within `width`.
    private func titleSize(width: CGFloat) -> CGSize {
        guard let label = titleLabelStorage, !label.isHidden else { return .zero }
        let limit = CGSize(width: max(0, width), height: .greatestFiniteMagnitude)
        var size = label.sizeThatFits(limit)
        if let subtitle = subtitleLabelStorage, !subtitle.isHidden, let configuration {
            let sub = subtitle.sizeThatFits(limit)
            size = CGSize(width: max(size.width, sub.width), height: size.height + configuration.titlePadding + sub.height)
        }
        return CGSize(width: min(size.width, max(0, width)), height: size.height)
    }

    private var imageSize: CGSize { imageViewStorage?.isHidden == false ? currentImage?.size ?? .zero : .zero }

    private var imageIsVertical: Bool {
        guard let placement = configuration?.imagePlacement else { return false }
        return placement == .top || placement == .bottom
    }

    private func contentSize(fitting size: CGSize) -> (width: CGFloat, height: CGFloat, title: CGSize) {
        let image = imageSize
        let title = titleSize(width: imageIsVertical ? size.width : size.width - image.width - imagePadding)
        if imageIsVertical {
            return (max(image.width, title.width), image.height + imagePadding + title.height, title)
        }
        return (image.width + imagePadding + title.width, max(image.height, title.height), title)
    }

    /// The image and title frames inside `content`.
    private func placement(in content: CGRect) -> (image: CGRect, title: CGRect) {
        let image = imageSize
        let fill = contentHorizontalAlignment == .fill
        var title = titleSize(width: imageIsVertical ? content.width : content.width - image.width - imagePadding)
        if fill { title.width = imageIsVertical ? content.width : max(0, content.width - image.width - imagePadding) }
        let total = imageIsVertical
            ? CGSize(width: max(image.width, title.width), height: image.height + imagePadding + title.height)
            : CGSize(width: image.width + imagePadding + title.width, height: max(image.height, title.height))
        let origin = CGPoint(x: horizontalOrigin(for: total.width, in: content),
                             y: verticalOrigin(for: total.height, in: content))
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let placementEdge = configuration?.imagePlacement ?? .leading
        let imageFirst = placementEdge == .top || (placementEdge == .leading && !rtl) || (placementEdge == .trailing && rtl)
        if imageIsVertical {
            let imageX = origin.x + (total.width - image.width) / 2, titleX = origin.x + (total.width - title.width) / 2
            let imageY = imageFirst ? origin.y : origin.y + title.height + imagePadding
            let titleY = imageFirst ? origin.y + image.height + imagePadding : origin.y
            return (CGRect(x: imageX, y: imageY, width: image.width, height: image.height),
                    CGRect(x: titleX, y: titleY, width: title.width, height: title.height))
        }
        let imageX = imageFirst ? origin.x : origin.x + title.width + imagePadding
        let titleX = imageFirst ? origin.x + image.width + imagePadding : origin.x
        let height = contentVerticalAlignment == .fill ? content.height : nil
        return (CGRect(x: imageX, y: origin.y + (total.height - image.height) / 2, width: image.width, height: image.height),
                CGRect(x: titleX, y: height == nil ? origin.y + (total.height - title.height) / 2 : content.minY,
                       width: title.width, height: height ?? title.height))
    }

    private func horizontalOrigin(for width: CGFloat, in content: CGRect) -> CGFloat {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .left: return content.minX
        case .right: return content.maxX - width
        case .leading: return rtl ? content.maxX - width : content.minX
        case .trailing: return rtl ? content.minX : content.maxX - width
        case .fill: return content.minX
        case .center: return content.minX + (content.width - width) / 2
        }
    }

    private func verticalOrigin(for height: CGFloat, in content: CGRect) -> CGFloat {
        switch contentVerticalAlignment {
        case .top, .fill: content.minY
        case .bottom: content.maxY - height
        case .center: content.minY + (content.height - height) / 2
        }
    }
}
