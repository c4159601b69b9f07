import XResponder

// Sharing as iOS developers write it: a recipe screen with a Share button in the navigation bar
// that opens UIActivityViewController on an item source (a subject for mail, a shorter text for
// copying), the recipe's web page, and the app's own "Add to Shopping List" activity. The result
// of the share shows in a status label. Swift 5 mode; unchanged from what compiles for iOS.

final class ShoppingListActivity: UIActivity {
    static var shoppingList: [String] = []
    private var ingredients: [String] = []

    override class var activityCategory: UIActivity.Category { .action }
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.recipes.shopping-list") }
    override var activityTitle: String? { "Add to Shopping List" }
    override var activityImage: UIImage? { UIImage(systemName: "cart") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { $0 is String }
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        ingredients = activityItems.compactMap { $0 as? String }
            .flatMap { $0.components(separatedBy: "\n").dropFirst() }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    override func perform() {
        ShoppingListActivity.shoppingList.append(contentsOf: ingredients)
        activityDidFinish(true)
    }
}

final class RecipeItem: NSObject, UIActivityItemSource {
    let title: String
    let ingredients: [String]

    init(title: String, ingredients: [String]) {
        self.title = title
        self.ingredients = ingredients
    }

    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        title
    }

    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        if activityType == .copyToPasteboard { return title }
        return ([title] + ingredients.map { "  \($0)" }).joined(separator: "\n")
    }

    func activityViewController(_ activityViewController: UIActivityViewController,
                                subjectForActivityType activityType: UIActivity.ActivityType?) -> String {
        "Recipe: \(title)"
    }
}

class RecipeViewController: UIViewController {
    let recipe = RecipeItem(title: "Tomato Soup", ingredients: ["4 tomatoes", "1 onion", "500 ml stock"])
    let statusLabel = UILabel()
    var lastActivity: UIActivity.ActivityType?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = recipe.title
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak self] _ in
            self?.share()
        })
        statusLabel.translatesAutoresizingMaskIntoConstraints = false
        statusLabel.textAlignment = .center
        statusLabel.textColor = .secondaryLabel
        view.addSubview(statusLabel)
        NSLayoutConstraint.activate([
            statusLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            statusLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    func share() {
        let page = URL(string: "https://recipes.example.com/tomato-soup")!
        let controller = UIActivityViewController(activityItems: [recipe, page],
                                                  applicationActivities: [ShoppingListActivity()])
        controller.excludedActivityTypes = [.assignToContact, .addToReadingList, .saveToCameraRoll]
        controller.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        controller.completionWithItemsHandler = { [weak self] activityType, completed, _, error in
            guard let self = self else { return }
            if let error = error {
                self.statusLabel.text = "Could not share: \(error.localizedDescription)"
            } else if completed {
                self.lastActivity = activityType
                self.statusLabel.text = activityType == .copyToPasteboard ? "Copied" : "Shared"
            } else {
                self.statusLabel.text = "Not shared"
            }
        }
        present(controller, animated: true)
    }
}
