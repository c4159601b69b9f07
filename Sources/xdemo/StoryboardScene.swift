import XResponder

/// Scene 25: a screen built in Interface Builder (R-IB1 … R-IB3). `Shelf.storyboard`, as Xcode
/// writes it, is read at run time: a navigation controller whose root counts books with a stepper
/// (outlets and actions connected through GeneratedInterfaceBuilderConnections.swift, the table
/// xrport writes), a "Details" bar item whose show segue passes the count in
/// `prepare(for:sender:)`, and a "Back to the shelf" button that unwinds and clears the shelf.
final class StoryboardScene: SceneController {
    /// The storyboard's initial controller (nil, reported, if the file could not be read).
    let navigation = UIStoryboard(name: "Shelf", bundle: .module).instantiateInitialViewController() as? UINavigationController

    override var sceneTitle: String { "25 · A storyboard: outlets, a segue and an unwind" }
    override var summary: String {
        "Shelf.storyboard read at run time: the stepper's action updates an outlet, Details performs a segue, Back to the shelf unwinds."
    }

    override func buildScene() {
        guard let navigation else { return }
        addChild(navigation)
        navigation.view.frame = CGRect(x: 0, y: 84, width: 720, height: 446)
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
    }

    override func tour(_ driver: TourDriver) {
        guard let navigation, let shelf = navigation.viewControllers.first as? ShelfViewController else { return }
        let stepper = shelf.stepper!
        driver.click(CGPoint(x: stepper.bounds.width * 0.75, y: stepper.bounds.midY), in: stepper)   // +
        driver.click(CGPoint(x: stepper.bounds.width * 0.75, y: stepper.bounds.midY), in: stepper)   // +
        driver.wait(0.3)
        driver.screenshot("25-storyboard-shelf")
        shelf.performSegue(withIdentifier: "ShowDetails", sender: nil)
        driver.wait(0.5)
        driver.screenshot("25-storyboard-details")
        if let details = navigation.topViewController as? ShelfSummaryViewController, let back = details.backButton {
            driver.click(CGPoint(x: back.bounds.midX, y: back.bounds.midY), in: back)               // unwind
            driver.wait(0.5)
        }
    }
}

/// The storyboard's root: the number of books, changed by the stepper.
final class ShelfViewController: UIViewController {
    weak var countLabel: UILabel!
    weak var stepper: UIStepper!

    var count = 0 {
        didSet { countLabel.text = "\(count)" }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        count = Int(stepper.value)
    }

    @IBAction func stepperChanged(_ sender: UIStepper) {
        count = Int(sender.value)
    }

    @IBAction func resetTapped(_ sender: UIButton) {
        stepper.value = 0
        count = 0
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "ShowDetails", let details = segue.destination as? ShelfSummaryViewController {
            details.total = count
        }
    }

    @IBAction func unwindToShelf(_ segue: UIStoryboardSegue) {
        resetTapped(UIButton())
    }
}

/// The details the segue shows; its button unwinds to the shelf.
final class ShelfSummaryViewController: UIViewController {
    weak var summaryLabel: UILabel!
    var total = 0

    /// The "Back to the shelf" button (for the tour), found among the storyboard's views.
    var backButton: UIButton? { view.subviews.lazy.compactMap { $0 as? UIButton }.first }

    override func viewDidLoad() {
        super.viewDidLoad()
        summaryLabel.text = total == 1 ? "1 book on the shelf." : "\(total) books on the shelf."
    }
}
