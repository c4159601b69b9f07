import Foundation

// A date picker's three looks (R-BR1), as iOS 14 and later draw them:
// - compact (what `.automatic` is): a button with the date and one with the time, each opening a
//   popover — the inline calendar for the date, time wheels for the time;
// - inline: the month calendar in place, with a time button beneath in date-and-time mode (in
//   time mode the time button alone, as iOS shows it);
// - wheels: the picker view's wheels.
// A countdown is wheels whatever the style asks for, as in UIKit.

extension UIDatePicker {
    /// The style drawn (`datePickerStyle`).
    var resolvedStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        switch preferredDatePickerStyle {
        case .wheels: return .wheels
        case .inline: return .inline
        default: return .compact
        }
    }

    /// Whether the style shows a date button or calendar, and a time button.
    private var showsDate: Bool { datePickerMode == .date || datePickerMode == .dateAndTime }
    private var showsTime: Bool { datePickerMode == .time || datePickerMode == .dateAndTime }

    /// Makes (or removes) the views the style draws with, after the style, mode, locale, calendar
    /// or time zone changed. An open popover closes: it was made for the old look.
    func installStyleViews() {
        openPopover?.dismiss(animated: false)
        let style = resolvedStyle
        pickerView.isHidden = style != .wheels
        if style == .inline && showsDate {
            if calendarView == nil {
                let calendarView = DatePickerCalendarView(frame: .zero)
                calendarView.onPick = { [unowned self] day in pickedDay(day) }
                addSubview(calendarView)
                self.calendarView = calendarView
            }
        } else {
            calendarView?.removeFromSuperview()
            calendarView = nil
        }
        datePill = pill(.date, wanted: style == .compact && showsDate, current: datePill)
        timePill = pill(.time, wanted: style != .wheels && showsTime, current: timePill)
        if calendarView != nil, timePill != nil {
            if timeCaption == nil {
                let caption = UILabel()
                caption.text = "Time"
                caption.font = .systemFont(ofSize: 17, weight: .semibold)
                addSubview(caption)
                timeCaption = caption
            }
        } else {
            timeCaption?.removeFromSuperview()
            timeCaption = nil
        }
        updateStyleViews()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func pill(_ part: DatePickerPill.Part, wanted: Bool, current: DatePickerPill?) -> DatePickerPill? {
        guard wanted else {
            current?.removeFromSuperview()
            return nil
        }
        if let current { return current }
        let pill = DatePickerPill(part: part)
        pill.addAction(UIAction { [unowned self, unowned pill] _ in openPopover(for: pill) }, for: .touchUpInside)
        addSubview(pill)
        return pill
    }

    /// Shows the date in the calendar and on the buttons.
    func updateStyleViews() {
        guard calendarView != nil || datePill != nil || timePill != nil else { return }   // wheels: nothing to show
        var calendar = effectiveCalendar
        // The week starts on the locale's first weekday (Monday in Germany) unless the calendar
        // already has a locale of its own.
        if let locale { calendar.locale = locale } else if calendar.locale == nil { calendar.locale = .current }
        if let calendarView {
            if calendarView.calendar != calendar { calendarView.calendar = calendar }
            if calendarView.locale != (locale ?? .current) { calendarView.locale = locale ?? .current }
            calendarView.minimumDate = minimumDate
            calendarView.maximumDate = maximumDate
            calendarView.selectedDate = date
        }
        let formatter = DateFormatter()
        formatter.locale = locale ?? .current
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        if let datePill {
            formatter.dateStyle = .medium
            formatter.timeStyle = .none
            datePill.text = formatter.string(from: date)
        }
        if let timePill {
            formatter.dateStyle = .none
            formatter.timeStyle = .short
            timePill.text = formatter.string(from: rounded(date))   // as the wheels show it
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The size the style draws at.
    var styleContentSize: CGSize {
        switch resolvedStyle {
        case .wheels:
            return CGSize(width: 320, height: UIPickerView.defaultHeight)
        case .inline where showsDate:
            let timeRow: CGFloat = datePickerMode == .dateAndTime ? Self.timeRowHeight : 0
            return CGSize(width: DatePickerCalendarView.width, height: DatePickerCalendarView.height + timeRow)
        default:
            let pills = [datePill, timePill].compactMap { $0 }
            let width = pills.reduce(0) { $0 + $1.intrinsicContentSize.width } + CGFloat(max(0, pills.count - 1)) * Self.pillSpacing
            return CGSize(width: width, height: DatePickerPill.height)
        }
    }

    static let pillSpacing: CGFloat = 6
    static let timeRowHeight: CGFloat = 50

    /// Compact buttons from the leading edge, centred vertically; the inline calendar on top and
    /// its time row beneath ("Time" and the button at the trailing edge).
    func layoutStyleViews() {
        if let calendarView {
            calendarView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: DatePickerCalendarView.height)
            timeCaption?.frame = CGRect(x: 12, y: DatePickerCalendarView.height, width: 120, height: Self.timeRowHeight)
            if let timePill {
                let size = timePill.intrinsicContentSize
                timePill.frame = CGRect(x: bounds.width - size.width - 12,
                                        y: DatePickerCalendarView.height + (Self.timeRowHeight - size.height) / 2,
                                        width: size.width, height: size.height)
            }
            return
        }
        var x: CGFloat = 0
        for pill in [datePill, timePill].compactMap({ $0 }) {
            let size = pill.intrinsicContentSize
            pill.frame = CGRect(x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            x += size.width + Self.pillSpacing
        }
    }

    // MARK: Picks

    /// A day picked in the inline calendar: that day at the time of day already chosen.
    private func pickedDay(_ day: Date) {
        let calendar = effectiveCalendar
        let time = calendar.dateComponents([.hour, .minute, .second], from: date)
        var parts = calendar.dateComponents([.year, .month, .day], from: day)
        parts.hour = time.hour
        parts.minute = time.minute
        parts.second = time.second
        guard let picked = calendar.date(from: parts) else { return }
        userPicked(picked)
    }

    /// Opens the calendar or the time wheels at a button, from the controller the picker's view
    /// belongs to. Nothing when one is open or the picker is in no controller's view.
    func openPopover(for pill: DatePickerPill) {
        guard openPopover == nil, isEnabled, let presenter = popoverPresenter else { return }
        let popover = DatePickerPopoverController(owner: self, part: pill.part)
        popover.popoverPresentationController?.sourceView = pill
        openPopover = popover
        pill.isOpen = true
        presenter.present(popover, animated: true)
    }

    /// The popover closed: its button loses its tint.
    func popoverDidClose(_ popover: DatePickerPopoverController) {
        for pill in [datePill, timePill].compactMap({ $0 }) where pill.part == popover.part { pill.isOpen = false }
        if openPopover === popover { openPopover = nil }
    }
}
