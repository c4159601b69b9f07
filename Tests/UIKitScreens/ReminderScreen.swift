import XResponder

// A date picker as iOS developers write it: a reminder form whose picker (wheels style, dates from
// now on, times in five-minute steps) shows its choice in a label through a DateFormatter, and a
// countdown picker for a snooze. Swift 5 mode; after xrport (the #selector became
// Selector(name, Type.method)), nothing changed.

class ReminderViewController: UIViewController {
    let datePicker = UIDatePicker()
    let snoozePicker = UIDatePicker()
    let dueLabel = UILabel()
    let formatter = DateFormatter()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")

        datePicker.datePickerMode = .dateAndTime
        datePicker.preferredDatePickerStyle = .wheels
        datePicker.minuteInterval = 5
        datePicker.minimumDate = Date()
        datePicker.locale = Locale(identifier: "en_US")
        datePicker.timeZone = TimeZone(identifier: "UTC")
        datePicker.addTarget(self, action: Selector("dateChanged:", ReminderViewController.dateChanged), for: .valueChanged)

        snoozePicker.datePickerMode = .countDownTimer
        snoozePicker.countDownDuration = 10 * 60

        let stack = UIStackView(arrangedSubviews: [dueLabel, datePicker, snoozePicker])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        ])
        dueLabel.text = "Due " + formatter.string(from: datePicker.date)
    }

    func dateChanged(_ sender: UIDatePicker) {
        dueLabel.text = "Due " + formatter.string(from: sender.date)
    }
}
