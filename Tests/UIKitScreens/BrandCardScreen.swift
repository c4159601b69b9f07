import XResponder

// A card styled with Xcode's colour and image literals, as the colour well and the image thumbnail
// write them into code (R-IB4). Swift 5 mode, UIKit's idiom unchanged.

class BrandCardViewController: UIViewController {
    let card = UIView()
    let logo = UIImageView(image: #imageLiteral(resourceName: "brand-logo"))
    let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = #colorLiteral(red: 0.9490196078, green: 0.9490196078, blue: 0.968627451, alpha: 1)
        card.backgroundColor = #colorLiteral(red: 0.2392156869, green: 0.6745098233, blue: 0.9686274529, alpha: 1)
        card.layer.cornerRadius = 12
        titleLabel.text = "Brand"
        titleLabel.textColor = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)
        card.frame = CGRect(x: 20, y: 40, width: 200, height: 120)
        titleLabel.frame = CGRect(x: 16, y: 16, width: 160, height: 24)
        logo.frame = CGRect(x: 150, y: 70, width: 32, height: 32)
        card.addSubview(titleLabel)
        card.addSubview(logo)
        view.addSubview(card)
    }
}
