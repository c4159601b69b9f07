import Foundation

/// The wheels of a `UIDatePicker` in wheels style: the data source and delegate of the picker view
/// inside it. Which wheels there are follows the mode and the locale (the order of day, month and
/// year; a 12- or 24-hour clock), as UIKit's do.
@MainActor
final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    enum Column: Equatable { case month, day, year, dayOfRange, hour12, hour24, minute, meridiem, countdownHours, countdownMinutes }

    unowned let owner: UIDatePicker
    private(set) var columns: [Column] = []
    /// The first day of the day-of-range wheel (date and time mode) and how many days it holds.
    private var rangeStart = Date()
    private var rangeDays = 0
    private var monthNames: [String] = []
    private var meridiemSymbols = ["AM", "PM"]
    private var dayFormatter = DateFormatter()

    init(owner: UIDatePicker) { self.owner = owner }

    var calendar: Calendar { owner.effectiveCalendar }
    var minuteStep: Int { max(1, min(owner.minuteInterval, 30)) }
    static let years = 1...9999

    /// Works out the wheels for the picker's mode, locale and bounds.
    func rebuild() {
        let locale = owner.locale ?? .current
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        monthNames = formatter.standaloneMonthSymbols
        meridiemSymbols = [formatter.amSymbol, formatter.pmSymbol]
        // The locale's preferred hour ("j"): a 12-hour clock has an "h" or "K" field (or a day
        // period); quoted text ("HH 'Uhr'") is not a field.
        let clock = (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a")
            .split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 0 }
            .map(\.element).joined()
        let twelveHour = clock.contains("a") || clock.contains("h") || clock.contains("K")
        let time: [Column] = twelveHour ? [.hour12, .minute, .meridiem] : [.hour24, .minute]
        switch owner.datePickerMode {
        case .date:
            let pattern = DateFormatter.dateFormat(fromTemplate: "MMMMdy", options: 0, locale: locale) ?? "MMMM d y"
            let order: [(Character, Column)] = [("M", .month), ("d", .day), ("y", .year)]
            columns = order.sorted { (pattern.firstIndex(of: $0.0) ?? pattern.endIndex) < (pattern.firstIndex(of: $1.0) ?? pattern.endIndex) }
                .map(\.1)
        case .time:
            columns = time
        case .dateAndTime:
            dayFormatter = DateFormatter()
            dayFormatter.locale = locale
            dayFormatter.calendar = calendar
            dayFormatter.timeZone = calendar.timeZone
            dayFormatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
            // Ten years either side of the date, narrowed to the bounds.
            let day = calendar.startOfDay(for: owner.date)
            var start = calendar.date(byAdding: .day, value: -3650, to: day) ?? day
            var end = calendar.date(byAdding: .day, value: 3650, to: day) ?? day
            if let minimum = owner.minimumDate { start = max(start, calendar.startOfDay(for: minimum)) }
            if let maximum = owner.maximumDate { end = min(end, calendar.startOfDay(for: maximum)) }
            if end < start { end = start }
            rangeStart = start
            rangeDays = (calendar.dateComponents([.day], from: start, to: end).day ?? 0) + 1
            columns = [.dayOfRange] + time
        case .countDownTimer:
            columns = [.countdownHours, .countdownMinutes]
        }
    }

    /// Whether the day wheel has a row for `date`'s day.
    func dayRangeContains(_ date: Date) -> Bool {
        guard rangeDays > 0 else { return false }
        let days = calendar.dateComponents([.day], from: rangeStart, to: calendar.startOfDay(for: date)).day ?? -1
        return days >= 0 && days < rangeDays
    }

    // MARK: Data source and delegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        guard columns.indices.contains(component) else { return 0 }
        switch columns[component] {
        case .month: return 12
        case .day: return 31
        case .year: return Self.years.count
        case .dayOfRange: return rangeDays
        case .hour12: return 12
        case .hour24, .countdownHours: return 24
        case .minute, .countdownMinutes: return 60 / minuteStep
        case .meridiem: return 2
        }
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        guard columns.indices.contains(component) else { return 0 }
        switch columns[component] {
        case .month, .dayOfRange: return 0          // the rest of the width
        case .countdownHours, .countdownMinutes: return 0
        case .year: return 80
        default: return 56
        }
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard columns.indices.contains(component) else { return nil }
        switch columns[component] {
        case .month: return monthNames.indices.contains(row) ? monthNames[row] : "\(row + 1)"
        case .day: return "\(row + 1)"
        case .year: return "\(Self.years.lowerBound + row)"
        case .dayOfRange:
            guard let day = calendar.date(byAdding: .day, value: row, to: rangeStart) else { return nil }
            return calendar.isDateInToday(day) ? Self.todayTitle(owner.locale) : dayFormatter.string(from: day)
        case .hour12: return "\(row == 0 ? 12 : row)"
        case .hour24: return String(format: "%02d", row)
        case .minute: return String(format: "%02d", row * minuteStep)
        case .meridiem: return meridiemSymbols[min(row, 1)]
        case .countdownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countdownMinutes: return "\(row * minuteStep) min"
        }
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        owner.wheelsDidSettle()
    }

    /// UIKit's word for today in the day wheel (English unless the locale is German or French;
    /// other languages show the date).
    private static func todayTitle(_ locale: Locale?) -> String {
        switch (locale ?? .current).language.languageCode?.identifier {
        case "de": return "Heute"
        case "fr": return "Aujourd’hui"
        default: return "Today"
        }
    }

    // MARK: Wheels and dates

    /// The rows that show `date` (or, counting down, `duration`).
    func rows(for date: Date, duration: TimeInterval) -> [Int] {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = parts.hour ?? 0, minute = (parts.minute ?? 0) / minuteStep
        return columns.map { column in
            switch column {
            case .month: return (parts.month ?? 1) - 1
            case .day: return (parts.day ?? 1) - 1
            case .year: return min(max((parts.year ?? 2000) - Self.years.lowerBound, 0), Self.years.count - 1)
            case .dayOfRange:
                let days = calendar.dateComponents([.day], from: rangeStart, to: calendar.startOfDay(for: date)).day ?? 0
                return min(max(days, 0), max(rangeDays - 1, 0))
            case .hour12: return hour % 12
            case .hour24: return hour
            case .minute: return minute
            case .meridiem: return hour >= 12 ? 1 : 0
            case .countdownHours: return min(Int(duration) / 3600, 23)
            case .countdownMinutes: return (Int(duration) % 3600) / 60 / minuteStep
            }
        }
    }

    /// The date the wheels show, from `base` (what they do not show is kept); a day past the end
    /// of its month becomes the month's last day, as UIKit rolls it back.
    func date(fromRows rows: [Int], base: Date) -> Date {
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: base)
        var hour12: Int?, pm: Bool?
        for (column, row) in zip(columns, rows) where row >= 0 {
            switch column {
            case .month: parts.month = row + 1
            case .day: parts.day = row + 1
            case .year: parts.year = Self.years.lowerBound + row
            case .dayOfRange:
                if let day = calendar.date(byAdding: .day, value: row, to: rangeStart) {
                    let d = calendar.dateComponents([.era, .year, .month, .day], from: day)
                    parts.era = d.era; parts.year = d.year; parts.month = d.month; parts.day = d.day
                }
            case .hour12: hour12 = row
            case .hour24: parts.hour = row
            case .minute: parts.minute = row * minuteStep
            case .meridiem: pm = row == 1
            case .countdownHours, .countdownMinutes: break
            }
        }
        if let hour12 { parts.hour = hour12 + ((pm ?? ((parts.hour ?? 0) >= 12)) ? 12 : 0) }
        parts.second = 0
        if let year = parts.year, let month = parts.month, let day = parts.day,
           let first = calendar.date(from: DateComponents(era: parts.era, year: year, month: month, day: 1)),
           let days = calendar.range(of: .day, in: .month, for: first) {
            parts.day = min(day, days.count)
        }
        return calendar.date(from: parts) ?? base
    }

    /// The countdown the wheels show, in seconds (at least one minute, as UIKit's).
    func duration(fromRows rows: [Int]) -> TimeInterval {
        var seconds = 0
        for (column, row) in zip(columns, rows) {
            if column == .countdownHours { seconds += row * 3600 }
            if column == .countdownMinutes { seconds += row * minuteStep * 60 }
        }
        return TimeInterval(max(seconds, 60))
    }
}
