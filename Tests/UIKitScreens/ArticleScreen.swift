import XResponder

// A reading screen that honours the reader's text size, as iOS developers write one (R-BR3):
// text styles and a custom face scaled with UIFontMetrics, labels that adjust, a byline row that
// stacks vertically at accessibility sizes, and a size read from the notification. Swift 5 mode,
// UIKit's idiom unchanged.

class ArticleViewController: UIViewController {
    let titleLabel = UILabel()
    let bylineStack = UIStackView()
    let authorLabel = UILabel()
    let dateLabel = UILabel()
    let bodyLabel = UILabel()
    let sizeLabel = UILabel()
    private(set) var sizeChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.text = "Tides of the North Sea"
        titleLabel.font = UIFont.preferredFont(forTextStyle: .title1)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0

        authorLabel.text = "By Ingrid Halvorsen"
        authorLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        authorLabel.adjustsFontForContentSizeCategory = true
        dateLabel.text = "12 March"
        dateLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        dateLabel.textColor = .secondaryLabel
        dateLabel.adjustsFontForContentSizeCategory = true
        bylineStack.addArrangedSubview(authorLabel)
        bylineStack.addArrangedSubview(dateLabel)
        bylineStack.spacing = 8

        let georgia = UIFont(name: "Georgia", size: 18) ?? UIFont.systemFont(ofSize: 18)
        bodyLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: georgia, maximumPointSize: 40)
        bodyLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.numberOfLines = 0
        bodyLabel.text = "Twice a day the sea draws back from the flats, and twice a day it returns."

        sizeLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        sizeLabel.adjustsFontForContentSizeCategory = true

        let stack = UIStackView(arrangedSubviews: [titleLabel, bylineStack, bodyLabel, sizeLabel])
        stack.axis = .vertical
        stack.spacing = UIFontMetrics.default.scaledValue(for: 12)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])

        // `#selector(contentSizeDidChange(_:))` after xrport: Linux has no Objective-C runtime.
        NotificationCenter.default.addObserver(self, selector: Selector("contentSizeDidChange:", ArticleViewController.contentSizeDidChange),
                                               name: UIContentSizeCategory.didChangeNotification, object: nil)
        updateForContentSize()
        sizeLabel.text = describe(traitCollection.preferredContentSizeCategory)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory {
            updateForContentSize()
        }
    }

    private func updateForContentSize() {
        bylineStack.axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    func contentSizeDidChange(_ notification: Notification) {
        sizeChanges += 1
        if let category = notification.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory {
            sizeLabel.text = describe(category)
        }
    }

    private func describe(_ category: UIContentSizeCategory) -> String {
        if category >= .accessibilityMedium { return "Text size: accessibility" }
        return category > .large ? "Text size: larger" : "Text size: default"
    }
}
