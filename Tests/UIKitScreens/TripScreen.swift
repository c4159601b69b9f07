import XResponder

// Date pickers in iOS 14's styles as iOS developers write them: a compact check-in picker (date
// and time in half hours, from today on) and the return day on an inline calendar, each updating
// a summary through a DateFormatter. Swift 5 mode; after xrport (the #selector became
// Selector(name, Type.method)), nothing changed.

class TripViewController: UIViewController {
    let checkInPicker = UIDatePicker()
    let returnPicker = UIDatePicker()
    let summaryLabel = UILabel()
    let formatter = DateFormatter()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")

        checkInPicker.datePickerMode = .dateAndTime
        checkInPicker.preferredDatePickerStyle = .compact
        checkInPicker.minuteInterval = 30
        checkInPicker.locale = Locale(identifier: "en_US")
        checkInPicker.timeZone = TimeZone(identifier: "UTC")
        checkInPicker.addTarget(self, action: Selector("datesChanged:", TripViewController.datesChanged), for: .valueChanged)

        returnPicker.datePickerMode = .date
        returnPicker.preferredDatePickerStyle = .inline
        returnPicker.locale = Locale(identifier: "en_US")
        returnPicker.timeZone = TimeZone(identifier: "UTC")
        returnPicker.addTarget(self, action: Selector("datesChanged:", TripViewController.datesChanged), for: .valueChanged)

        let checkInRow = UIStackView(arrangedSubviews: [UILabel(), checkInPicker])
        (checkInRow.arrangedSubviews[0] as? UILabel)?.text = "Check-in"
        checkInRow.spacing = 12
        let stack = UIStackView(arrangedSubviews: [checkInRow, returnPicker, summaryLabel])
        stack.axis = .vertical
        stack.spacing = 16
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        ])
        datesChanged(checkInPicker)
    }

    func setDates(checkIn: Date, returning: Date) {
        checkInPicker.minimumDate = checkIn
        checkInPicker.date = checkIn
        returnPicker.minimumDate = checkIn
        returnPicker.date = returning
        datesChanged(returnPicker)
    }

    func datesChanged(_ sender: UIDatePicker) {
        let day = DateFormatter()
        day.dateStyle = .medium
        day.locale = formatter.locale
        day.timeZone = formatter.timeZone
        summaryLabel.text = "In " + formatter.string(from: checkInPicker.date) + ", back " + day.string(from: returnPicker.date)
    }
}
