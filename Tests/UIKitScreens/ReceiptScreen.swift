import Foundation
import XResponder

/// A receipt screen as iOS developers write it (Swift 5 mode, issue #46, R-BR3): a custom view
/// that measures and draws its lines with `NSString` drawing, a "save as image" made with
/// `UIGraphicsBeginImageContextWithOptions`, a keyboard observer added with a selector (as xrport
/// leaves `#selector`), a support link opened with `UIApplication.shared.open`, the status bar
/// and orientation overrides, a total that shrinks to fit, and a note field with a coloured
/// placeholder.
final class ReceiptView: UIView {
    var lines: [(String, String)] = [] { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    let font = UIFont.systemFont(ofSize: 15)

    private var attributes: [NSAttributedString.Key: Any] {
        [.font: font, .foregroundColor: UIColor.label]
    }

    /// One row per line: as tall as its text is, measured the way iOS code measures it.
    var rowHeight: CGFloat {
        let rect = ("Xg" as NSString).boundingRect(with: CGSize(width: bounds.width, height: .greatestFiniteMagnitude),
                                                  options: [.usesLineFragmentOrigin, .usesFontLeading],
                                                  attributes: attributes, context: nil)
        return ceil(rect.height) + 6
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: rowHeight * CGFloat(lines.count))
    }

    override func draw(_ rect: CGRect) {
        for (index, line) in lines.enumerated() {
            let top = CGFloat(index) * rowHeight + 3
            line.0.draw(at: CGPoint(x: 0, y: top), withAttributes: attributes)
            let priceWidth = line.1.size(withAttributes: attributes).width
            line.1.draw(at: CGPoint(x: bounds.width - priceWidth, y: top), withAttributes: attributes)
        }
    }

    /// The receipt as a picture, the pre-renderer way.
    func snapshotImage() -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(bounds.size, false, 0)
        defer { UIGraphicsEndImageContext() }
        UIColor.white.setFill()
        UIRectFill(bounds)
        draw(bounds)
        return UIGraphicsGetImageFromCurrentImageContext()
    }
}

final class ReceiptViewController: UIViewController {
    let receipt = ReceiptView()
    let total = UILabel()
    let note = UITextField()
    let support = UIButton(type: .system)
    private(set) var keyboardHeight: CGFloat = 0
    private(set) var transitions: [CGSize] = []
    private(set) var openResult: Bool?

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        receipt.lines = [("Coffee", "3.20"), ("Croissant", "2.80"), ("Orange juice", "4.10")]
        receipt.backgroundColor = .systemBackground
        total.text = "Total: 10.10 EUR, paid by card ending 4242"
        total.font = .boldSystemFont(ofSize: 28)
        total.adjustsFontSizeToFitWidth = true
        total.minimumScaleFactor = 0.4
        note.attributedPlaceholder = NSAttributedString(string: "Add a note", attributes: [.foregroundColor: UIColor.systemRed])
        note.borderStyle = .roundedRect
        support.setTitle("Contact support", for: .normal)
        support.addTarget(self, action: Selector("contactSupport", ReceiptViewController.contactSupport), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [receipt, total, note, support])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        NotificationCenter.default.addObserver(self, selector: Selector("keyboardWillShow:", ReceiptViewController.keyboardWillShow),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        keyboardHeight = frame.height
    }

    func contactSupport() {
        guard let url = URL(string: UIApplication.openSettingsURLString), UIApplication.shared.canOpenURL(url) else {
            openResult = false
            return
        }
        UIApplication.shared.open(url, options: [:]) { [weak self] opened in self?.openResult = opened }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.transitions.append(self.view.bounds.size)
        })
    }
}
