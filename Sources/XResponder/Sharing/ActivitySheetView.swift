import Foundation

/// What a `UIActivityViewController` shows, drawn as iOS's share sheet: a header naming the
/// items (a thumbnail when there is an image) with a close button, then the activities as one
/// rounded group of rows, each with its title and its symbol at the trailing edge.
final class ActivitySheetView: UIView {
    enum Metrics {
        static let width: CGFloat = 340
        static let headerHeight: CGFloat = 64
        static let rowHeight: CGFloat = 44
        static let margin: CGFloat = 16
    }

    let titleLabel = UILabel()
    let thumbnailView = UIImageView()
    let closeButton = UIButton(type: .system)
    let group = UIView()
    private(set) var rows: [ActivityRowView] = []
    /// Shown instead of the group when no activity takes the items.
    let emptyLabel = UILabel()

    /// Never in a storyboard or nib: this view is the library's own.
    required init?(coder: NSCoder) { return nil }

    init(summary: String, thumbnail: UIImage?, activities: [UIActivity], choose: @escaping (UIActivity) -> Void) {
        super.init(frame: .zero)
        backgroundColor = .systemGroupedBackground
        titleLabel.text = summary.isEmpty ? "Share" : summary
        titleLabel.font = .boldSystemFont(ofSize: 15)
        titleLabel.lineBreakMode = .byTruncatingTail
        thumbnailView.image = thumbnail
        thumbnailView.contentMode = .scaleAspectFill
        thumbnailView.clipsToBounds = true
        thumbnailView.layer.cornerRadius = 8
        thumbnailView.isHidden = thumbnail == nil
        closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
        closeButton.accessibilityLabel = "Close"
        group.backgroundColor = .secondarySystemGroupedBackground
        group.layer.cornerRadius = 10
        group.clipsToBounds = true
        emptyLabel.text = "No actions for these items"
        emptyLabel.textColor = .secondaryLabel
        emptyLabel.textAlignment = .center
        emptyLabel.isHidden = !activities.isEmpty
        group.isHidden = activities.isEmpty
        for subview in [titleLabel, thumbnailView, closeButton, group, emptyLabel] { addSubview(subview) }
        for (index, activity) in activities.enumerated() {
            let row = ActivityRowView(activity: activity, showsSeparator: index > 0)
            row.addAction(UIAction { _ in choose(activity) }, for: .primaryActionTriggered)
            group.addSubview(row)
            rows.append(row)
        }
    }

    /// The height the sheet needs for its rows.
    static func preferredHeight(rows: Int) -> CGFloat {
        Metrics.headerHeight + CGFloat(max(rows, 1)) * Metrics.rowHeight + Metrics.margin
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let m = Metrics.margin
        var textX = m
        if !thumbnailView.isHidden {
            thumbnailView.frame = CGRect(x: m, y: 12, width: 40, height: 40)
            textX = thumbnailView.frame.maxX + 12
        }
        closeButton.frame = CGRect(x: bounds.width - m - 30, y: 17, width: 30, height: 30)
        titleLabel.frame = CGRect(x: textX, y: 12, width: closeButton.frame.minX - 8 - textX, height: 40)
        let groupFrame = CGRect(x: m, y: Metrics.headerHeight, width: bounds.width - 2 * m,
                                height: CGFloat(rows.count) * Metrics.rowHeight)
        group.frame = groupFrame
        emptyLabel.frame = CGRect(x: m, y: Metrics.headerHeight, width: bounds.width - 2 * m, height: Metrics.rowHeight)
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * Metrics.rowHeight, width: groupFrame.width, height: Metrics.rowHeight)
        }
    }
}

/// One activity in the sheet: a control with the title leading and the symbol trailing, tinted
/// while pressed; a click sends `.primaryActionTriggered`.
final class ActivityRowView: UIControl {
    let activity: UIActivity
    let titleLabel = UILabel()
    let iconView = UIImageView()
    private let separator = UIView()

    /// Never in a storyboard or nib: this view is the library's own.
    required init?(coder: NSCoder) { return nil }

    init(activity: UIActivity, showsSeparator: Bool) {
        self.activity = activity
        super.init(frame: .zero)
        titleLabel.text = activity.activityTitle ?? activity.activityType?.rawValue ?? ""
        titleLabel.font = .systemFont(ofSize: 17)
        iconView.image = activity.activityImage?.withRenderingMode(.alwaysTemplate)
        iconView.tintColor = .label
        iconView.contentMode = .scaleAspectFit
        separator.backgroundColor = .separator
        separator.isHidden = !showsSeparator
        for subview in [titleLabel, iconView, separator] {
            subview.isUserInteractionEnabled = false
            addSubview(subview)
        }
        isAccessibilityElement = true
        accessibilityLabel = titleLabel.text
        accessibilityTraits = .button
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? .systemFill : .clear }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        iconView.frame = CGRect(x: bounds.width - 16 - 22, y: (bounds.height - 22) / 2, width: 22, height: 22)
        titleLabel.frame = CGRect(x: 16, y: 0, width: iconView.frame.minX - 24, height: bounds.height)
        separator.frame = CGRect(x: 16, y: 0, width: bounds.width - 16, height: 0.5)
    }
}
