import XResponder

// Colour choices as iOS developers write them (iOS 14+): a theme editor with a UIColorWell for the
// accent colour wired with addTarget-free UIAction, and a "Background…" button that presents
// UIColorPickerViewController itself, the screen being its delegate. A preview card shows both.
// Swift 5 mode; unchanged from what compiles for iOS.

class ThemeEditorViewController: UIViewController, UIColorPickerViewControllerDelegate {
    let accentWell = UIColorWell()
    let backgroundButton = UIButton(type: .system)
    let previewCard = UIView()
    let previewLabel = UILabel()
    private(set) var finishedPickers = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        accentWell.title = "Accent Color"
        accentWell.supportsAlpha = false
        accentWell.selectedColor = .systemBlue
        accentWell.addAction(UIAction { [weak self] _ in self?.applyTheme() }, for: .valueChanged)
        backgroundButton.setTitle("Background…", for: .normal)
        backgroundButton.addAction(UIAction { [weak self] _ in self?.pickBackground() }, for: .touchUpInside)
        previewCard.layer.cornerRadius = 12
        previewCard.backgroundColor = .secondarySystemBackground
        previewLabel.text = "Preview"
        previewLabel.font = .boldSystemFont(ofSize: 20)
        previewCard.addSubview(previewLabel)
        let controls = UIStackView(arrangedSubviews: [accentWell, backgroundButton])
        controls.spacing = 16
        for subview in [controls, previewCard] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        previewLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            controls.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            controls.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            previewCard.topAnchor.constraint(equalTo: controls.bottomAnchor, constant: 20),
            previewCard.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            previewCard.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            previewCard.heightAnchor.constraint(equalToConstant: 120),
            previewLabel.centerXAnchor.constraint(equalTo: previewCard.centerXAnchor),
            previewLabel.centerYAnchor.constraint(equalTo: previewCard.centerYAnchor),
        ])
        applyTheme()
    }

    func applyTheme() {
        previewLabel.textColor = accentWell.selectedColor ?? .label
    }

    func pickBackground() {
        let picker = UIColorPickerViewController()
        picker.title = "Card Background"
        picker.selectedColor = previewCard.backgroundColor ?? .white
        picker.delegate = self
        picker.popoverPresentationController?.sourceView = backgroundButton
        present(picker, animated: true)
    }

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        previewCard.backgroundColor = color
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        finishedPickers += 1
    }
}
