import XResponder

// An accessible custom control as iOS developers write one (issue #33): a star rating drawn in
// one view, made adjustable for VoiceOver (label, value, increment, decrement), a photo strip whose
// parts are UIAccessibilityElements, and an announcement when the rating is saved. Swift 5 mode,
// UIKit's idiom unchanged.

class StarRatingView: UIView {
    var rating = 3 {
        didSet { setNeedsDisplay() }
    }
    let maximum = 5

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityLabel = "Rating"
        accessibilityTraits = .adjustable
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var accessibilityValue: String? {
        get { return "\(rating) of \(maximum) stars" }
        set { }
    }

    override func accessibilityIncrement() {
        rating = min(rating + 1, maximum)
    }

    override func accessibilityDecrement() {
        rating = max(rating - 1, 1)
    }
}

class PhotoStripView: UIView {
    let names = ["Beach", "Harbour", "Sunset"]
    private var elements: [UIAccessibilityElement]?

    override var accessibilityElements: [Any]? {
        get {
            if let elements = elements { return elements }
            let width = bounds.width / CGFloat(names.count)
            elements = names.enumerated().map { index, name in
                let element = UIAccessibilityElement(accessibilityContainer: self)
                element.accessibilityLabel = name
                element.accessibilityTraits = .image
                element.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
                return element
            }
            return elements
        }
        set { }
    }
}

class RatingViewController: UIViewController {
    let stars = StarRatingView(frame: CGRect(x: 20, y: 20, width: 200, height: 44))
    let photos = PhotoStripView(frame: CGRect(x: 20, y: 80, width: 300, height: 100))
    let saveButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(stars)
        view.addSubview(photos)
        saveButton.setTitle("Save", for: .normal)
        saveButton.accessibilityHint = "Saves your rating"
        saveButton.frame = CGRect(x: 20, y: 200, width: 100, height: 44)
        saveButton.addTarget(self, action: Selector("save", RatingViewController.save), for: .touchUpInside)
        view.addSubview(saveButton)
    }

    func save() {
        UIAccessibility.post(notification: .announcement, argument: "Rating saved")
    }
}
