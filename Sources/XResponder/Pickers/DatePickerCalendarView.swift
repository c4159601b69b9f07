import Foundation

/// The month calendar of a `UIDatePicker` in the inline style (and in the compact style's
/// popover), as iOS 14 draws it: the month and year with previous and next chevrons, the
/// locale's weekday initials from its first weekday, and the month's days; the chosen day in a
/// tinted circle, today in the tint colour, days outside the bounds dimmed and not pickable.
///
/// A click on a day picks it; the chevrons (or Page Up/Down) turn the month; the title opens
/// month and year wheels in place of the days (`MonthYearWheels`). Once clicked, the arrow keys
/// move the chosen day by a day or a week. Each day is an accessibility element (a button,
/// selected when chosen) named as VoiceOver names it: "Monday, 30 November".
final class DatePickerCalendarView: UIView {
    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 22
    static let rowHeight: CGFloat = 44
    /// Six weeks always fit: a month touches at most six.
    static let height: CGFloat = headerHeight + weekdayHeight + rowHeight * 6 + 8
    static let width: CGFloat = 320

    var calendar = Calendar.current { didSet { showMonth(of: shownMonth) } }
    var locale = Locale.current { didSet { showMonth(of: shownMonth) } }
    var minimumDate: Date? { didSet { setNeedsDisplay() } }
    var maximumDate: Date? { didSet { setNeedsDisplay() } }
    /// The chosen date (its day is circled); setting it shows its month.
    var selectedDate = Date() {
        didSet {
            if !calendar.isDate(selectedDate, equalTo: shownMonth, toGranularity: .month) { showMonth(of: selectedDate) }
            accessibilityElementsStorage = nil
            setNeedsDisplay()
        }
    }
    /// Told of the day the user picked (at the start of that day).
    var onPick: (Date) -> Void = { _ in }

    /// The first day of the month shown.
    private(set) var shownMonth = Date()
    private var dayCount = 30
    /// Empty cells before the first day, in the locale's week.
    private var leadingBlanks = 0
    private var title = ""
    private var weekdaySymbols: [String] = []
    private let previousButton = UIButton(type: .system)
    private let nextButton = UIButton(type: .system)
    private let titleButton = UIButton(type: .system)
    private lazy var monthYear = MonthYearWheels(owner: self)

    /// Never in a storyboard or nib: this view is the date picker's own.
    required init?(coder: NSCoder) { return nil }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        previousButton.setImage(UIImage(systemName: "chevron.left"), for: .normal)
        nextButton.setImage(UIImage(systemName: "chevron.right"), for: .normal)
        previousButton.accessibilityLabel = "Previous Month"
        nextButton.accessibilityLabel = "Next Month"
        previousButton.addAction(UIAction { [unowned self] _ in turnMonth(by: -1) }, for: .touchUpInside)
        nextButton.addAction(UIAction { [unowned self] _ in turnMonth(by: 1) }, for: .touchUpInside)
        titleButton.contentHorizontalAlignment = .left
        titleButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        titleButton.setTitleColor(.label, for: .normal)
        titleButton.addAction(UIAction { [unowned self] _ in toggleMonthYearWheels() }, for: .touchUpInside)
        for button in [previousButton, nextButton, titleButton] { addSubview(button) }
        showMonth(of: selectedDate)
    }

    override var intrinsicContentSize: CGSize { CGSize(width: Self.width, height: Self.height) }

    // MARK: The month

    /// Shows the month holding `date`.
    func showMonth(of date: Date) {
        guard let interval = calendar.dateInterval(of: .month, for: date) else { return }
        shownMonth = interval.start
        dayCount = calendar.range(of: .day, in: .month, for: shownMonth)?.count ?? 30
        let weekday = calendar.component(.weekday, from: shownMonth)
        leadingBlanks = (weekday - calendar.firstWeekday + 7) % 7
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("MMMMy")
        title = formatter.string(from: shownMonth)
        titleButton.setTitle(title + (monthYear.isShown ? " ⌄" : " ›"), for: .normal)
        titleButton.accessibilityLabel = title
        // The locale's short standalone weekday names, from its first weekday, in capitals as iOS.
        let symbols = formatter.shortStandaloneWeekdaySymbols
        if symbols.count == 7 {
            weekdaySymbols = (0..<7).map { symbols[(calendar.firstWeekday - 1 + $0) % 7].uppercased(with: locale) }
        }
        accessibilityElementsStorage = nil
        setNeedsDisplay()
    }

    func turnMonth(by months: Int) {
        guard let date = calendar.date(byAdding: .month, value: months, to: shownMonth) else { return }
        showMonth(of: date)
    }

    /// The date of day `day` (1-based) of the month shown.
    func date(ofDay day: Int) -> Date? {
        calendar.date(byAdding: .day, value: day - 1, to: shownMonth)
    }

    /// Whether a day can be picked: the bounds hold some of it.
    func isEnabled(day: Int) -> Bool {
        guard let start = date(ofDay: day), let end = calendar.date(byAdding: .day, value: 1, to: start) else { return false }
        if let minimumDate, end <= minimumDate { return false }
        if let maximumDate, start > maximumDate { return false }
        return true
    }

    // MARK: Geometry

    private var cellWidth: CGFloat { bounds.width / 7 }

    /// Where day `day` is drawn.
    func frame(ofDay day: Int) -> CGRect {
        let index = leadingBlanks + day - 1
        return CGRect(x: CGFloat(index % 7) * cellWidth, y: Self.headerHeight + Self.weekdayHeight + CGFloat(index / 7) * Self.rowHeight,
                      width: cellWidth, height: Self.rowHeight)
    }

    /// The day under `point`, if any.
    func day(at point: CGPoint) -> Int? {
        let top = Self.headerHeight + Self.weekdayHeight
        guard point.y >= top, point.x >= 0, point.x < bounds.width, cellWidth > 0 else { return nil }
        let index = Int((point.y - top) / Self.rowHeight) * 7 + Int(point.x / cellWidth)
        let day = index - leadingBlanks + 1
        return (1...dayCount).contains(day) ? day : nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        nextButton.frame = CGRect(x: bounds.width - 44, y: 0, width: 44, height: Self.headerHeight)
        previousButton.frame = CGRect(x: bounds.width - 88, y: 0, width: 44, height: Self.headerHeight)
        titleButton.frame = CGRect(x: 12, y: 0, width: max(0, bounds.width - 112), height: Self.headerHeight)
        monthYear.picker.frame = CGRect(x: 0, y: Self.headerHeight, width: bounds.width,
                                        height: max(0, bounds.height - Self.headerHeight))
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), !monthYear.isShown else { return }
        let weekdayFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
        for (index, symbol) in weekdaySymbols.enumerated() {
            let size = (symbol as NSString).size(withAttributes: [.font: weekdayFont])
            (symbol as NSString).draw(at: CGPoint(x: CGFloat(index) * cellWidth + (cellWidth - size.width) / 2,
                                                  y: Self.headerHeight + (Self.weekdayHeight - size.height) / 2),
                                      withAttributes: [.font: weekdayFont, .foregroundColor: UIColor.tertiaryLabel])
        }
        let today = Date()
        let tint = tintColor ?? .systemBlue
        for day in 1...max(1, dayCount) {
            guard let date = date(ofDay: day) else { continue }
            let cell = frame(ofDay: day)
            let chosen = calendar.isDate(date, inSameDayAs: selectedDate)
            let isToday = calendar.isDate(date, inSameDayAs: today)
            let circle = CGRect(x: cell.midX - 20, y: cell.midY - 20, width: 40, height: 40)
            var color: UIColor = isEnabled(day: day) ? (isToday ? tint : .label) : .tertiaryLabel
            var font = UIFont.systemFont(ofSize: 20, weight: .regular)
            if chosen {
                // iOS: today chosen is white on a solid circle; another day tint on a pale one.
                context.setFillColor(isToday ? tint : tint.withAlphaComponent(0.15))
                context.fillEllipse(in: circle)
                color = isToday ? .white : tint
                font = .systemFont(ofSize: 22, weight: .semibold)
            }
            let text = String(day) as NSString
            let size = text.size(withAttributes: [.font: font])
            text.draw(at: CGPoint(x: cell.midX - size.width / 2, y: cell.midY - size.height / 2),
                      withAttributes: [.font: font, .foregroundColor: color])
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: Input

    override var canBecomeFirstResponder: Bool { true }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !monthYear.isShown else { return super.touchesEnded(touches, with: event) }
        becomeFirstResponder()
        if let day = day(at: touch.location(in: self)) { pick(day: day) }
    }

    /// Picks a day of the month shown, if the bounds allow it.
    func pick(day: Int) {
        guard isEnabled(day: day), let date = date(ofDay: day) else { return }
        selectedDate = date
        onPick(date)
    }

    /// Left/Right a day, Up/Down a week, Page Up/Down a month; other keys go up the chain.
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard presses.count == 1, let key = presses.first?.key, !monthYear.isShown else { return super.pressesBegan(presses, with: event) }
        let step: (Calendar.Component, Int)
        switch key.keyCode {
        case .keyboardLeftArrow: step = (.day, -1)
        case .keyboardRightArrow: step = (.day, 1)
        case .keyboardUpArrow: step = (.day, -7)
        case .keyboardDownArrow: step = (.day, 7)
        case .keyboardPageUp: return turnMonth(by: -1)
        case .keyboardPageDown: return turnMonth(by: 1)
        default: return super.pressesBegan(presses, with: event)
        }
        guard let target = calendar.date(byAdding: step.0, value: step.1, to: calendar.startOfDay(for: selectedDate)) else { return }
        if !calendar.isDate(target, equalTo: shownMonth, toGranularity: .month) { showMonth(of: target) }
        pick(day: calendar.component(.day, from: target))
    }

    // MARK: Month and year wheels

    /// Shows the month and year wheels in place of the days, or goes back to the days.
    func toggleMonthYearWheels() {
        monthYear.isShown.toggle()
        if monthYear.isShown {
            addSubview(monthYear.picker)
            monthYear.show(month: shownMonth)
            setNeedsLayout()
        } else {
            monthYear.picker.removeFromSuperview()
        }
        showMonth(of: shownMonth)
    }

    // MARK: Accessibility

    private var accessibilityElementsStorage: [Any]?

    override var accessibilityElements: [Any]? {
        get {
            if monthYear.isShown { return nil }
            if let accessibilityElementsStorage { return accessibilityElementsStorage }
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.setLocalizedDateFormatFromTemplate("EEEEdMMMM")
            var elements: [Any] = [titleButton, previousButton, nextButton]
            for day in 1...max(1, dayCount) {
                guard let date = date(ofDay: day) else { continue }
                let element = UIAccessibilityElement(accessibilityContainer: self)
                element.accessibilityLabel = formatter.string(from: date)
                var traits: UIAccessibilityTraits = isEnabled(day: day) ? .button : [.button, .notEnabled]
                if calendar.isDate(date, inSameDayAs: selectedDate) { traits.insert(.selected) }
                element.accessibilityTraits = traits
                element.accessibilityFrameInContainerSpace = frame(ofDay: day)
                elements.append(element)
            }
            accessibilityElementsStorage = elements
            return elements
        }
        set { }
    }
}
