import Foundation

/// A section's header or footer view: a content configuration (the section's title) on a
/// background. Tables make one per section title; give your own from the delegate.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    public let contentView = UIView()
    private let content = ListContentView()

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        addSubview(contentView)
        contentView.addSubview(content)
    }

    open var contentConfiguration: UIListContentConfiguration? {
        didSet { if let contentConfiguration { content.configuration = contentConfiguration } }
    }

    open func defaultContentConfiguration() -> UIListContentConfiguration { .plainHeader() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        content.frame = contentView.bounds
    }
}
