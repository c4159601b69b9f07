import XResponder

// A tally counter built in Interface Builder (Tally.storyboard), written as an iOS developer
// writes it and as xrport leaves it: the `@IBOutlet`s lost their attribute (it cannot compile on
// Linux), the `@IBAction`s kept theirs, and GeneratedInterfaceBuilderConnections.swift is the
// table xrport writes (R-IB1, R-IB2, R-IB3). Swift 5 mode.

class TallyViewController: UIViewController {
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
        if segue.identifier == "ShowSummary", let summary = segue.destination as? TallySummaryViewController {
            summary.total = count
        }
    }

    @IBAction func unwindToTally(_ segue: UIStoryboardSegue) {
        resetTapped(UIButton())
    }
}

class TallySummaryViewController: UIViewController {
    weak var summaryLabel: UILabel!
    var total = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        summaryLabel.text = "You counted \(total)."
    }
}
