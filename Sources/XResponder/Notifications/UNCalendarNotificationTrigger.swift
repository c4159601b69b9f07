import Foundation

/// Delivers when the date matches `dateComponents` (in the current calendar), once or each time
/// it matches again — every day at 8:30 for `hour: 8, minute: 30`.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents

    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date the components match after now; nil when they never match again (a date in
    /// the past, with its year).
    open func nextTriggerDate() -> Date? { nextFireDate(after: Date()) }

    override func nextFireDate(after date: Date) -> Date? {
        let calendar = dateComponents.calendar ?? Calendar.current
        var components = dateComponents
        components.calendar = nil
        if components.timeZone == nil { components.timeZone = calendar.timeZone }
        // Components with no field at all match nothing (iOS never fires such a trigger).
        let fields: [Int?] = [components.era, components.year, components.month, components.day, components.hour,
                              components.minute, components.second, components.weekday, components.weekdayOrdinal,
                              components.weekOfMonth, components.weekOfYear, components.yearForWeekOfYear]
        guard fields.contains(where: { $0 != nil }) else { return nil }
        return calendar.nextDate(after: date, matching: components, matchingPolicy: .nextTime)
    }
}
