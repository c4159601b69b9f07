import Foundation

/// A section's header or footer view: a content configuration (the section's title) on a
/// background. Tables make one per section title; give your own from the delegate.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    public let contentView = UIView()
    private let content = UIListContentView()

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
    }

    /// UIKit's archive initializer: a nib gives the reuse identifier.
    public required init?(coder: NSCoder) {
        reuseIdentifier = NibCoder.attribute("reuseIdentifier", in: coder)
        super.init(coder: coder)
    }

    override func applyClassDefaults() {
        super.applyClassDefaults()
        addSubview(contentView)
        contentView.addSubview(content)
    }

    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How the table view makes a registered header or footer: through `init(reuseIdentifier:)`,
    /// which a subclass's override receives (a required convenience can be called on a class value;
    /// a subclass that overrides `init(reuseIdentifier:)` and `init?(coder:)` inherits it).
    public required convenience init(registeredWith reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Called before the table view hands the view out again: reset what the last section set.
    open func prepareForReuse() {}

    /// UIKit's older way to title a header: a label laid over the content (made on first use).
    open var textLabel: UILabel? {
        textLabelStorage ?? makeDefaultContentLabel(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel,
                                                    in: contentView) { textLabelStorage = $0 }
    }
    private var textLabelStorage: UILabel?

    /// A list content configuration titles the view; another kind shows the view it makes in the
    /// content view instead.
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            if let list = contentConfiguration as? UIListContentConfiguration {
                customContent = ContentConfigurationHost.show(nil, in: contentView, replacing: customContent)
                content.listConfiguration = list
                content.isHidden = false
            } else {
                customContent = ContentConfigurationHost.show(contentConfiguration, in: contentView, replacing: customContent)
                content.isHidden = customContent != nil
            }
            setNeedsLayout()
        }
    }
    private var customContent: (UIView & UIContentView)?

    open func defaultContentConfiguration() -> UIListContentConfiguration { .plainHeader() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        content.frame = contentView.bounds
        customContent?.frame = contentView.bounds
        // The margins UIKit's header text sits at: the readable inset, centred vertically.
        textLabelStorage?.frame = contentView.bounds.insetBy(dx: 20, dy: 0)
    }
}
