import Foundation

/// Picks a date, a time, both, or a countdown (R-BR1), as UIKit's `UIDatePicker`, in iOS 14's
/// three styles (`UIDatePicker+Styles.swift`): compact buttons that open a calendar or time wheels
/// in a popover (what `.automatic` is), the calendar inline, or wheels. In the wheels style: one
/// wheel per part, ordered and worded by `locale` (month names, a 12- or 24-hour
/// clock), minutes in steps of `minuteInterval`, kept between `minimumDate` and `maximumDate` (a
/// wheel turned past them rolls back), `.valueChanged` sent when the user settles a wheel — not
/// when code sets `date`. Built on `UIPickerView`: drags, the mouse wheel, clicks and arrow keys
/// turn the wheels.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What a date picker picks: a time, a date, both, or a countdown duration.
    public enum Mode: Int, Sendable {
        case time, date, dateAndTime, countDownTimer
    }

    let pickerView = UIPickerView()
    private lazy var wheels = DatePickerWheels(owner: self)
    private var storedDate = Date()
    /// The inline style's calendar (made when first needed).
    var calendarView: DatePickerCalendarView?
    /// The compact style's buttons (the date's, the time's), and the inline style's time button.
    var datePill: DatePickerPill?
    var timePill: DatePickerPill?
    /// The inline style's "Time" beside its time button (date-and-time mode).
    var timeCaption: UILabel?
    /// The popover a button opened, while it is open.
    weak var openPopover: DatePickerPopoverController?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        pickerView.dataSource = wheels
        pickerView.delegate = wheels
        addSubview(pickerView)
        rebuildWheels()
        installStyleViews()
    }

    // MARK: What it picks

    open var datePickerMode: Mode = .dateAndTime {
        didSet {
            guard datePickerMode != oldValue else { return }
            rebuildWheels()
            installStyleViews()
        }
    }

    /// The chosen date; setting it moves the wheels without an animation and sends no event.
    /// Outside the bounds it is clamped to them.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }

    open func setDate(_ date: Date, animated: Bool) {
        place(date, animated: animated)
    }

    /// The user picked `date` in the calendar or a popover: it becomes the date (within the
    /// bounds, rounded to the minute interval) and, when that changed it, the targets hear
    /// `.valueChanged`.
    func userPicked(_ date: Date) {
        let previous = storedDate
        place(date, animated: false)
        if storedDate != previous { sendActions(for: .valueChanged) }
    }

    private func place(_ date: Date, animated: Bool) {
        storedDate = clamped(rounded(date))
        // The day wheel holds ten years either side of the date it was made for: it is made again
        // only for a date outside them (turning through thousands of rows is no animation).
        if datePickerMode == .dateAndTime, !wheels.dayRangeContains(storedDate) {
            rebuildWheels(animated: false)
        } else {
            showDate(animated: animated)
        }
    }

    open var minimumDate: Date? { didSet { boundsDidChange() } }
    open var maximumDate: Date? { didSet { boundsDidChange() } }

    /// 1 to 30, and a divisor of 60 (anything else is taken as 1, as in UIKit).
    open var minuteInterval = 1 {
        didSet {
            if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = 1 }
            if minuteInterval != oldValue { rebuildWheels() }
        }
    }

    open var roundsToMinuteInterval = true

    /// In countdown mode: the seconds shown (a whole number of minutes, at least one, under 24 h).
    open var countDownDuration: TimeInterval = 0 {
        didSet {
            // Assigning inside didSet does not run it again: clean up, then show.
            let clean = countDownDuration.isFinite ? min(max(countDownDuration, 0), 86_399) : 0
            if !(clean == countDownDuration) { countDownDuration = clean }
            if datePickerMode == .countDownTimer { showDate(animated: false) }
        }
    }

    open var locale: Locale? { didSet { rebuildWheels(); installStyleViews() } }
    open var calendar: Calendar! { didSet { rebuildWheels(); installStyleViews() } }
    open var timeZone: TimeZone? { didSet { rebuildWheels(); installStyleViews() } }

    /// The style asked for; `.automatic` is compact, as on iOS 14 and later.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { if preferredDatePickerStyle != oldValue { installStyleViews() } }
    }
    /// The style drawn: the one asked for (`.automatic` as `.compact`), except that a countdown is
    /// always wheels, as in UIKit.
    open var datePickerStyle: UIDatePickerStyle { resolvedStyle }

    /// The calendar the wheels count in: `calendar` (or the current one) in `timeZone`.
    var effectiveCalendar: Calendar {
        var calendar = self.calendar ?? Calendar.current
        if let timeZone { calendar.timeZone = timeZone }
        return calendar
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        pickerView.frame = bounds
        layoutStyleViews()
    }

    // MARK: Size

    /// The wheels' 320 × 216, the compact buttons' size, or the inline calendar's (with its time
    /// row in date-and-time mode).
    open override var intrinsicContentSize: CGSize { styleContentSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        resolvedStyle == .wheels ? pickerView.sizeThatFits(size) : styleContentSize
    }

    // MARK: Wheels

    private func rebuildWheels(animated: Bool = false) {
        wheels.rebuild()
        pickerView.reloadAllComponents()
        showDate(animated: animated)
    }

    private func showDate(animated: Bool) {
        let rows = wheels.rows(for: storedDate, duration: countDownDuration)
        for (component, row) in rows.enumerated() where pickerView.selectedRow(inComponent: component) != row {
            pickerView.selectRow(row, inComponent: component, animated: animated)
        }
        updateStyleViews()
    }

    private func boundsDidChange() {
        storedDate = clamped(storedDate)
        rebuildWheels()
    }

    /// A wheel came to rest because of the user: read the wheels, keep within the bounds (rolling
    /// the wheels back when outside), and tell the targets.
    func wheelsDidSettle() {
        let rows = (0..<pickerView.numberOfComponents).map { pickerView.selectedRow(inComponent: $0) }
        if datePickerMode == .countDownTimer {
            countDownDuration = wheels.duration(fromRows: rows)
            showDate(animated: true)
        } else {
            let picked = wheels.date(fromRows: rows, base: storedDate)
            storedDate = clamped(picked)
            showDate(animated: true)
        }
        sendActions(for: .valueChanged)
    }

    func clamped(_ date: Date) -> Date {
        var date = date
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate, maximumDate >= (minimumDate ?? maximumDate) { date = maximumDate }
        return date
    }

    /// Minutes rounded down to the interval (what the minute wheel can show).
    func rounded(_ date: Date) -> Date {
        guard roundsToMinuteInterval, minuteInterval > 1, datePickerMode != .countDownTimer else { return date }
        let calendar = effectiveCalendar
        let minute = calendar.component(.minute, from: date)
        let down = minute % minuteInterval
        let second = calendar.component(.second, from: date)
        return date.addingTimeInterval(-TimeInterval(down * 60 + second))
    }
}
