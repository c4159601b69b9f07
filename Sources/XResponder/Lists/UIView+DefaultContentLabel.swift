import Foundation

extension UIView {
    /// A label of a list's default content (a cell's `textLabel`, a header's), made on first use:
    /// added to `contentView` and its owner laid out again. `store` keeps it for the next call.
    func makeDefaultContentLabel(font: UIFont, color: UIColor, in contentView: UIView, store: (UILabel) -> Void) -> UILabel {
        let label = UILabel()
        label.font = font
        label.adjustsFontForContentSizeCategory = true   // UIKit's default cell labels follow Dynamic Type
        label.textColor = color
        store(label)
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }
}
