import XResponder

// A guest list form as an iOS developer writes it: a scroll view whose content view is pinned to
// the scroll view's four edges and as wide as it (the pre-iOS 11 idiom), fields that grow the form,
// an "Add guest" button styled by a configuration after setTitle, and a tap anywhere that ends
// editing. Constraints are activated before translatesAutoresizingMaskIntoConstraints is turned
// off, as many apps do. Compiled in Swift 5 mode, as xrport leaves UIKit code.

class GuestFormViewController: UIViewController {
    let scrollView = UIScrollView()
    let contentView = UIView()
    let nameField = UITextField()
    let guestsStack = UIStackView()
    let addButton = UIButton()
    var guestFields: [UITextField] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)
        [nameField, guestsStack, addButton].forEach { contentView.addSubview($0) }

        nameField.placeholder = "Your name"
        nameField.borderStyle = .roundedRect
        guestsStack.axis = .vertical
        guestsStack.spacing = 12

        addButton.setTitle("Add guest", for: .normal)
        addButton.setImage(UIImage(systemName: "plus"), for: .normal)
        var configuration = UIButton.Configuration.bordered()
        configuration.imagePadding = 8
        addButton.configuration = configuration
        addButton.addTarget(self, action: Selector("addGuest", GuestFormViewController.addGuest), for: .touchUpInside)

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            contentView.topAnchor.constraint(equalTo: scrollView.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),

            nameField.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20),
            nameField.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            nameField.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
            nameField.heightAnchor.constraint(equalToConstant: 44),

            guestsStack.topAnchor.constraint(equalTo: nameField.bottomAnchor, constant: 20),
            guestsStack.leadingAnchor.constraint(equalTo: nameField.leadingAnchor),
            guestsStack.trailingAnchor.constraint(equalTo: nameField.trailingAnchor),

            addButton.topAnchor.constraint(equalTo: guestsStack.bottomAnchor, constant: 20),
            addButton.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            addButton.heightAnchor.constraint(equalToConstant: 44),
            addButton.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -20),
        ])
        [scrollView, contentView, nameField, guestsStack, addButton].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
        }

        let tap = UITapGestureRecognizer(target: self, action: Selector("dismissKeyboard", GuestFormViewController.dismissKeyboard))
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
    }

    func addGuest() {
        let field = UITextField()
        field.placeholder = "Guest \(guestFields.count + 1)"
        field.borderStyle = .roundedRect
        field.heightAnchor.constraint(equalToConstant: 44).isActive = true
        guestsStack.addArrangedSubview(field)
        guestFields.append(field)
    }

    func dismissKeyboard() {
        view.endEditing(true)
    }
}
