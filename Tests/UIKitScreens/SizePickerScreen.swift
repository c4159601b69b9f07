import XResponder

// A picker as iOS developers write it: a view controller that is the picker's data source and
// delegate, showing the choice in a label. Swift 5 mode, UIKit's idiom unchanged.

class SizePickerViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let sizes = ["Small", "Medium", "Large", "Extra Large"]
    let pickerView = UIPickerView()
    let choiceLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        pickerView.dataSource = self
        pickerView.delegate = self
        pickerView.translatesAutoresizingMaskIntoConstraints = false
        choiceLabel.translatesAutoresizingMaskIntoConstraints = false
        choiceLabel.text = "Size: \(sizes[0])"
        view.addSubview(pickerView)
        view.addSubview(choiceLabel)
        NSLayoutConstraint.activate([
            pickerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pickerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pickerView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            choiceLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            choiceLabel.bottomAnchor.constraint(equalTo: pickerView.topAnchor, constant: -20),
        ])
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        return 1
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        return sizes.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        return sizes[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        choiceLabel.text = "Size: \(sizes[row])"
    }
}
