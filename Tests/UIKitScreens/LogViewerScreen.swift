import Foundation
import XResponder

// A log viewer as iOS developers write one (issue #35): a read-only, monospaced UITextView pinned
// to the safe area with Auto Layout, find turned on (iOS 16's UIFindInteraction), a button that
// jumps to the end and one that searches for errors. Swift 5 mode, unchanged from UIKit.

class LogViewController: UIViewController {
    let textView = UITextView()
    var log = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        textView.translatesAutoresizingMaskIntoConstraints = false
        textView.isEditable = false
        textView.font = UIFont.monospacedSystemFont(ofSize: 12, weight: .regular)
        textView.isFindInteractionEnabled = true
        view.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            textView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            textView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        ])
        textView.text = log
    }

    func jumpToEnd() {
        let length = textView.text.utf16.count
        guard length > 0 else { return }
        textView.scrollRangeToVisible(NSRange(location: length - 1, length: 1))
    }

    func findErrors() {
        guard let find = textView.findInteraction else { return }
        find.searchText = "ERROR"
        find.presentFindNavigator(showingReplace: false)
    }
}
