import XResponder

// A theme through appearance proxies, as iOS developers set one in
// application(_:didFinishLaunchingWithOptions:) (R-BR3), scoped to the shop's own navigation
// controller and card view: navigation bar colours and title attributes, bar button tints, a switch
// and labels inside the card, and the shop's table separators. The screen itself sets nothing; one
// label opts out by setting its own colour. Swift 5 mode, UIKit's idiom unchanged.

enum ShopTheme {
    static let brand = UIColor(red: 0.55, green: 0.20, blue: 0.45, alpha: 1)

    static func apply() {
        let shop = UINavigationBar.appearance(whenContainedInInstancesOf: [ShopNavigationController.self])
        shop.barTintColor = brand
        shop.titleTextAttributes = [.foregroundColor: UIColor.white]
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [ShopNavigationController.self]).tintColor = .white
        UISwitch.appearance(whenContainedInInstancesOf: [ProductCardView.self]).onTintColor = brand
        UILabel.appearance(whenContainedInInstancesOf: [ProductCardView.self]).textColor = brand
        UITableView.appearance(whenContainedInInstancesOf: [ShopNavigationController.self]).separatorColor = brand.withAlphaComponent(0.3)
    }
}

class ShopNavigationController: UINavigationController {}

class ProductCardView: UIView {
    let nameLabel = UILabel()
    let priceLabel = UILabel()
    let giftSwitch = UISwitch()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        nameLabel.text = "Linen apron"
        priceLabel.text = "€ 24"
        priceLabel.textColor = .secondaryLabel   // its own colour: the theme does not touch it
        let stack = UIStackView(arrangedSubviews: [nameLabel, priceLabel, giftSwitch])
        stack.spacing = 12
        stack.alignment = .center
        stack.frame = bounds.insetBy(dx: 16, dy: 12)
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

class ShopViewController: UIViewController {
    let card = ProductCardView(frame: CGRect(x: 16, y: 80, width: 340, height: 64))
    let footnote = UILabel(frame: CGRect(x: 16, y: 160, width: 340, height: 20))
    let list = UITableView(frame: CGRect(x: 0, y: 200, width: 390, height: 300), style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shop"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        footnote.text = "Free delivery over € 50"
        view.addSubview(card)
        view.addSubview(footnote)
        view.addSubview(list)
    }
}
