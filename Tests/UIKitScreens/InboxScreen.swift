import Foundation
import XResponder

/// An inbox header localized as iOS apps localize: NSLocalizedString for the title, String(localized:)
/// for the greeting, a .stringsdict plural for the unread count (R-IB5). Swift 5, UIKit's idiom;
/// the tables are in Localization/en.lproj and de.lproj.
class InboxViewController: UIViewController {
    let greetingLabel = UILabel()
    let countLabel = UILabel()

    var unreadCount = 0 {
        didSet { updateCount() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("inbox.title", comment: "The inbox screen's title")
        view.backgroundColor = .systemBackground
        greetingLabel.text = String(localized: "Welcome back")
        greetingLabel.font = .preferredFont(forTextStyle: .title2)
        let stack = UIStackView(arrangedSubviews: [greetingLabel, countLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        updateCount()
    }

    private func updateCount() {
        let format = NSLocalizedString("%d unread messages", comment: "How many messages are unread")
        countLabel.text = String.localizedStringWithFormat(format, unreadCount)
    }
}
