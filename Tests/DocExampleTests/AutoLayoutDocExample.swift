import Foundation
import Testing
import XResponder

/// docs/auto-layout.md's first sample, compiled and run.
@MainActor
final class AutoLayoutDocController: UIViewController {
    var titleLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        let title = UILabel()
        title.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        title.text = "Settings"
        titleLabel = title
    }
}

@Suite("docs/auto-layout.md")
@MainActor
struct AutoLayoutDocExampleTests {
    @Test("R-AL1: the page's first sample pins a label to the safe area and the margins")
    func firstSample() {
        let controller = AutoLayoutDocController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        controller.view.layoutIfNeeded()
        let label: UILabel = controller.titleLabel
        // A controller's root view keeps UIKit's system minimum margins: 16 points when compact.
        #expect(label.frame.origin == CGPoint(x: 16, y: 20))
        #expect(label.frame.size == label.intrinsicContentSize)
    }
}
