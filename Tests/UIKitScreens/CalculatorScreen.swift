import Foundation
import XResponder

/// A calculator keypad as iOS developers write it (Swift 5 mode, issue #30): round keys from
/// `UIButton(type: .custom)` with layer corners, title colours per state and `titleLabel?.font`,
/// a display with attributed text, an operator row drawn by `UIButton.Configuration`, colour
/// swatches outlined with `layer.borderColor`, symbols, a dynamic colour that follows dark mode,
/// and a spring on every key press.
/// The padded label every iOS code base has: text inset inside its background.
final class PaddingLabel: UILabel {
    var insets = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: insets))
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }
}

final class CalculatorViewController: UIViewController {
    let display = PaddingLabel()
    var keys: [UIButton] = []
    let clearButton = UIButton(configuration: .tinted())
    let swatches: [UIView] = [UIView(), UIView(), UIView()]
    let deleteButton = UIButton(type: .system)
    private(set) var traitChanges = 0
    private(set) var typed = ""

    /// A key colour of one's own for light and dark.
    static let keyColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.2, alpha: 1) : UIColor(white: 0.85, alpha: 1)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        display.textAlignment = .right
        display.font = UIFont.monospacedDigitSystemFont(ofSize: 48, weight: .light)
        display.textColor = .label
        display.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(display)

        let grid = UIStackView()
        grid.axis = .vertical
        grid.spacing = 12
        grid.distribution = .fillEqually
        grid.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(grid)
        for row in [["7", "8", "9"], ["4", "5", "6"], ["1", "2", "3"]] {
            let line = UIStackView()
            line.spacing = 12
            line.distribution = .fillEqually
            for title in row {
                let key = UIButton(type: .custom)
                key.setTitle(title, for: .normal)
                key.setTitleColor(.label, for: .normal)
                key.setTitleColor(.secondaryLabel, for: .highlighted)
                key.titleLabel?.font = UIFont.systemFont(ofSize: 28, weight: .medium)
                key.backgroundColor = CalculatorViewController.keyColor
                key.layer.cornerRadius = 32
                key.layer.masksToBounds = true
                // `#selector` needs Objective-C: on Linux a Selector names the typed method (issue #31
                // brings the porting tool that rewrites `#selector(keyPressed(_:))` to this).
                key.addTarget(self, action: Selector("keyPressed:", CalculatorViewController.keyPressed), for: .touchUpInside)
                keys.append(key)
                line.addArrangedSubview(key)
            }
            grid.addArrangedSubview(line)
        }

        clearButton.setTitle("AC", for: .normal)
        clearButton.configuration?.cornerStyle = .capsule
        clearButton.configuration?.baseBackgroundColor = .systemOrange
        clearButton.addAction(UIAction { [weak self] _ in self?.clear() }, for: .touchUpInside)
        clearButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(clearButton)

        deleteButton.setImage(UIImage(systemName: "arrow.left"), for: .normal)
        deleteButton.tintColor = .systemRed
        deleteButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(deleteButton)

        for (index, swatch) in swatches.enumerated() {
            swatch.backgroundColor = [UIColor.systemRed, .systemGreen, .systemBlue][index]
            swatch.layer.cornerRadius = 12
            swatch.layer.borderWidth = 3
            swatch.layer.borderColor = UIColor.white.cgColor
            swatch.layer.shadowColor = UIColor.black.cgColor
            swatch.layer.shadowOpacity = 0.3
            swatch.layer.shadowOffset = CGSize(width: 0, height: 2)
            swatch.layer.shadowRadius = 4
            swatch.frame = CGRect(x: 20 + CGFloat(index) * 40, y: 20, width: 32, height: 32)
            view.addSubview(swatch)
        }

        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            display.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 60),
            display.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            display.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            grid.topAnchor.constraint(equalTo: display.bottomAnchor, constant: 20),
            grid.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            grid.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            grid.heightAnchor.constraint(equalToConstant: 3 * 64 + 2 * 12),
            clearButton.topAnchor.constraint(equalTo: grid.bottomAnchor, constant: 16),
            clearButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            deleteButton.centerYAnchor.constraint(equalTo: clearButton.centerYAnchor),
            deleteButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
        showDisplay()
    }

    func keyPressed(_ sender: Any?) {
        guard let sender = sender as? UIButton else { return }
        typed += sender.currentTitle ?? ""
        showDisplay()
        sender.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 2, options: [],
                       animations: { sender.transform = .identity }, completion: nil)
    }

    func clear() {
        typed = ""
        showDisplay()
        let fade = UIViewPropertyAnimator(duration: 0.2, curve: .easeOut) { self.display.alpha = 0.3 }
        fade.addCompletion { _ in self.display.alpha = 1 }
        fade.startAnimation()
    }

    private func showDisplay() {
        let text = NSMutableAttributedString(string: typed.isEmpty ? "0" : typed,
                                             attributes: [.font: UIFont.monospacedDigitSystemFont(ofSize: 48, weight: .light),
                                                          .foregroundColor: UIColor.label])
        if typed.count > 6 {
            text.addAttribute(.foregroundColor, value: UIColor.secondaryLabel, range: NSRange(location: 0, length: typed.count - 6))
        }
        display.attributedText = text
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { traitChanges += 1 }
    }
}
