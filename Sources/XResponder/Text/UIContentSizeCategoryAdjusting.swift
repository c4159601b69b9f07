import Foundation

/// A view whose Dynamic Type font can follow the reader's text size (R-BR3): `UILabel`,
/// `UITextField` and `UITextView`, as in UIKit. With `adjustsFontForContentSizeCategory` set, a
/// font made by `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics.scaledFont(for:)` is made
/// again at the new category's size when the desktop's text scale changes; a font of a fixed size
/// (`systemFont(ofSize:)`) stays as it is, as on iOS.
@MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting, ContentSizeFollowing {
    func contentSizeCategoryDidChange() {
        guard adjustsFontForContentSizeCategory else { return }
        let adjusted = font.adjusted(to: traitCollection.preferredContentSizeCategory)
        if adjusted != font { font = adjusted }
    }
}

extension UITextField: UIContentSizeCategoryAdjusting, ContentSizeFollowing {
    func contentSizeCategoryDidChange() {
        guard adjustsFontForContentSizeCategory, let font else { return }
        let adjusted = font.adjusted(to: traitCollection.preferredContentSizeCategory)
        if adjusted != font { self.font = adjusted }
    }
}

extension UITextView: UIContentSizeCategoryAdjusting, ContentSizeFollowing {
    func contentSizeCategoryDidChange() {
        guard adjustsFontForContentSizeCategory, let font else { return }
        let adjusted = font.adjusted(to: traitCollection.preferredContentSizeCategory)
        if adjusted != font { self.font = adjusted }
    }
}
