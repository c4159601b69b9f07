import Foundation

/// What a compact date picker opens at one of its buttons, as iOS 14 does: the inline calendar for
/// the date, time wheels for the time, as a popover at the button. Each pick becomes the owner's
/// date and the owner sends `.valueChanged`; it closes by a click outside or Escape, as a popover
/// does, and the button loses its tint then.
final class DatePickerPopoverController: UIViewController {
    weak var owner: UIDatePicker?
    let part: DatePickerPill.Part
    let picker = UIDatePicker()

    init(owner: UIDatePicker, part: DatePickerPill.Part) {
        self.owner = owner
        self.part = part
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
        picker.datePickerMode = part == .date ? .date : .time
        picker.preferredDatePickerStyle = part == .date ? .inline : .wheels
        picker.locale = owner.locale
        picker.calendar = owner.calendar
        picker.timeZone = owner.timeZone
        picker.minuteInterval = owner.minuteInterval
        picker.minimumDate = owner.minimumDate
        picker.maximumDate = owner.maximumDate
        picker.date = owner.date
        picker.tintColor = owner.tintColor
        let size = picker.intrinsicContentSize
        preferredContentSize = CGSize(width: size.width + 16, height: size.height + 16)
    }

    /// Never in a storyboard or nib: the picker makes it.
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        picker.frame = view.bounds.insetBy(dx: 8, dy: 8)
        picker.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        picker.addAction(UIAction { [weak self] _ in
            guard let self, let owner else { return }
            owner.userPicked(picker.date)
        }, for: .valueChanged)
        view.addSubview(picker)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        owner?.popoverDidClose(self)
    }
}
