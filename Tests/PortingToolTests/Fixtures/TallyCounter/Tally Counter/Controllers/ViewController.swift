//
//  ViewController.swift
//  Tally Counter
//

import UIKit

class ViewController: UIViewController {

    @IBOutlet weak var countLabel: UILabel!
    @IBOutlet weak var stepper: UIStepper!

    var limit = 99

    override func viewDidLoad() {
        super.viewDidLoad()
        if let path = Bundle.main.path(forResource: "limits", ofType: "json"),
           let data = FileManager.default.contents(atPath: path),
           let limits = try? JSONDecoder().decode([String: Int].self, from: data) {
            limit = limits["maximum"] ?? limit
        }
        stepper.maximumValue = Double(limit)
        countLabel.text = "0"
    }

    @IBAction func stepperChanged(_ sender: UIStepper) {
        countLabel.text = String(Int(sender.value))
    }
}
