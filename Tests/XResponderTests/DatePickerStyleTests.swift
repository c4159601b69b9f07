import Foundation
import Testing
@testable import XResponder

/// `UIDatePicker`'s compact and inline styles (R-BR1): the buttons and their popovers, the
/// calendar.
extension DatePickerPill {
    /// The text with ICU's narrow no-break space before AM/PM as a plain space.
    var plainText: String { text.replacingOccurrences(of: "\u{202F}", with: " ") }
}

@Suite("UIDatePicker: compact buttons and the inline calendar (R-BR1)", .serialized, .tearsDownTestTrees)
@MainActor
struct DatePickerStyleTests {
    static func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0) -> Date {
        DatePickerTests.date(y, m, d, h, min)
    }

    @MainActor
    final class Scene {
        let h = Harness()
        let window: UIWindow
        let presenter = UIViewController()
        let picker = UIDatePicker()
        var changes: [Date] = []

        init(mode: UIDatePicker.Mode, style: UIDatePickerStyle, locale: String = "en_US", date: Date = DatePickerStyleTests.date(2026, 11, 30, 9, 41)) {
            window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 700))
            window.rootViewController = presenter
            picker.calendar = DatePickerTests.utc
            picker.timeZone = TimeZone(identifier: "UTC")
            picker.locale = Locale(identifier: locale)
            picker.datePickerMode = mode
            picker.preferredDatePickerStyle = style
            picker.date = date
            picker.frame = CGRect(origin: CGPoint(x: 40, y: 40), size: picker.intrinsicContentSize)
            presenter.view.addSubview(picker)
            window.layoutIfNeeded()
            picker.addAction(UIAction { [unowned self] _ in changes.append(picker.date) }, for: .valueChanged)
        }

        func click(_ view: UIView, at point: CGPoint? = nil) {
            let local = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
            h.input.tap(at: view.convert(local, to: window), in: window, type: .indirectPointer)
            h.input.advance(by: 0.5)
        }

        func clickDay(_ day: Int, in calendar: DatePickerCalendarView) {
            let frame = calendar.frame(ofDay: day)
            click(calendar, at: CGPoint(x: frame.midX, y: frame.midY))
        }
    }

    @Test("R-BR1 date picker styles: .automatic is compact as on iOS 14; a countdown is always wheels; each style has its size")
    func stylesResolve() {
        let picker = UIDatePicker()
        #expect(picker.preferredDatePickerStyle == .automatic && picker.datePickerStyle == .compact)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: DatePickerCalendarView.height + 50), "date and time: the calendar and a time row")
        picker.datePickerMode = .date
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: DatePickerCalendarView.height))
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels && picker.intrinsicContentSize.height == 216)
        picker.datePickerMode = .time
        picker.preferredDatePickerStyle = .compact
        #expect(picker.intrinsicContentSize.height == 34 && picker.calendarView == nil && picker.datePill == nil && picker.timePill != nil)
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.timePill == nil && !picker.pickerView.isHidden)
    }

    @Test("R-BR1 inline calendar: the date's month from the locale's first weekday; a click on a day picks it at the same time of day and sends valueChanged once")
    func inlinePicksADay() throws {
        let scene = Scene(mode: .dateAndTime, style: .inline)
        let calendar = try #require(scene.picker.calendarView)
        #expect(calendar.frame(ofDay: 1).minX == 0, "November 2026 begins on a Sunday, the first column in en_US")
        #expect(scene.picker.timePill?.plainText == "9:41 AM" && scene.picker.timeCaption?.text == "Time")
        scene.clickDay(12, in: calendar)
        #expect(scene.picker.date == Self.date(2026, 11, 12, 9, 41))
        #expect(scene.changes == [Self.date(2026, 11, 12, 9, 41)])
        scene.clickDay(12, in: calendar)
        #expect(scene.changes.count == 1, "the same day again is no change")
        // Monday first in Germany: the Sunday is the seventh column.
        let german = Scene(mode: .date, style: .inline, locale: "de_DE")
        let grid = try #require(german.picker.calendarView)
        #expect(grid.frame(ofDay: 1).minX == grid.bounds.width / 7 * 6)
    }

    @Test("R-BR1 inline calendar: chevrons and Page Down turn the month without changing the date; arrows move the chosen day; days outside the bounds are dimmed and not picked")
    func inlineNavigationAndBounds() throws {
        let scene = Scene(mode: .date, style: .inline)
        scene.picker.minimumDate = Self.date(2026, 11, 10)
        scene.picker.maximumDate = Self.date(2026, 12, 20)
        let calendar = try #require(scene.picker.calendarView)
        #expect(!calendar.isEnabled(day: 9) && calendar.isEnabled(day: 10))
        scene.clickDay(5, in: calendar)
        #expect(scene.changes.isEmpty && scene.picker.date == Self.date(2026, 11, 30, 9, 41))
        let next = try #require(calendar.accessibilityElements?.compactMap { $0 as? UIButton }.first { $0.accessibilityLabel == "Next Month" })
        scene.click(next)
        #expect(calendar.shownMonth == Self.date(2026, 12, 1) && scene.picker.date == Self.date(2026, 11, 30, 9, 41))
        #expect(!calendar.isEnabled(day: 21))
        scene.clickDay(2, in: calendar)
        #expect(scene.picker.date == Self.date(2026, 12, 2, 9, 41))
        // Once clicked, the keys: Left a day back, Up a week back (into November), Page Down a month on.
        scene.h.input.pressKey(UIKey(characters: "", modifierFlags: [], keyCode: .keyboardLeftArrow))
        #expect(scene.picker.date == Self.date(2026, 12, 1, 9, 41))
        scene.h.input.pressKey(UIKey(characters: "", modifierFlags: [], keyCode: .keyboardUpArrow))
        #expect(scene.picker.date == Self.date(2026, 11, 24, 9, 41) && calendar.shownMonth == Self.date(2026, 11, 1))
        scene.h.input.pressKey(UIKey(characters: "", modifierFlags: [], keyCode: .keyboardPageDown))
        #expect(calendar.shownMonth == Self.date(2026, 12, 1) && scene.changes.count == 3)
        // The days are buttons to assistive technology, the chosen one selected.
        let days = calendar.accessibilityElements?.compactMap { $0 as? UIAccessibilityElement } ?? []
        #expect(days.count == 31 && days.first?.accessibilityLabel == "Tuesday, December 1")
        #expect(days.filter { $0.accessibilityTraits.contains(.selected) }.isEmpty, "the chosen day is in November")
        #expect(days[20].accessibilityTraits.contains(.notEnabled))
    }

    @Test("R-BR1 inline calendar: the title opens month and year wheels; a month turned there is shown when the title is clicked again")
    func monthYearWheels() throws {
        let scene = Scene(mode: .date, style: .inline)
        let calendar = try #require(scene.picker.calendarView)
        calendar.toggleMonthYearWheels()
        let wheels = try #require(calendar.subviews.compactMap { $0 as? UIPickerView }.first)
        #expect(wheels.selectedRow(inComponent: 0) == 10 && wheels.selectedRow(inComponent: 1) == 2025)
        wheels.selectRow(2, inComponent: 0, animated: false)
        wheels.delegate?.pickerView(wheels, didSelectRow: 2, inComponent: 0)
        calendar.toggleMonthYearWheels()
        #expect(calendar.shownMonth == Self.date(2026, 3, 1) && scene.changes.isEmpty)
        #expect(wheels.superview == nil)
    }

    @Test("R-BR1 compact: the date and time buttons in the locale's words; the date's opens the calendar as a popover at it, a day picked there becomes the picker's and sends valueChanged; the button is tinted while open")
    func compactOpensCalendar() throws {
        let scene = Scene(mode: .dateAndTime, style: .automatic)
        let datePill = try #require(scene.picker.datePill), timePill = try #require(scene.picker.timePill)
        #expect(datePill.text == "Nov 30, 2026" && timePill.plainText == "9:41 AM")
        #expect(timePill.frame.minX == datePill.frame.maxX + 6)
        scene.click(datePill)
        let popover = try #require(scene.presenter.presentedViewController as? DatePickerPopoverController)
        #expect(popover.modalPresentationStyle == .popover && datePill.isOpen)
        #expect(popover.picker.datePickerStyle == .inline && popover.picker.datePickerMode == .date)
        let calendar = try #require(popover.picker.calendarView)
        scene.clickDay(3, in: calendar)
        #expect(scene.picker.date == Self.date(2026, 11, 3, 9, 41) && scene.changes.count == 1)
        #expect(datePill.text == "Nov 3, 2026")
        popover.dismiss(animated: false)
        scene.h.input.advance(by: 0.5)
        #expect(scene.presenter.presentedViewController == nil && !datePill.isOpen)
    }

    @Test("R-BR1 compact: the time button opens time wheels in the minute interval; a wheel turned there sets the time and keeps the day")
    func compactTimeWheels() throws {
        let scene = Scene(mode: .dateAndTime, style: .compact)
        scene.picker.minuteInterval = 15
        let timePill = try #require(scene.picker.timePill)
        #expect(timePill.plainText == "9:30 AM", "shown as the wheels show it")
        scene.click(timePill)
        let popover = try #require(scene.presenter.presentedViewController as? DatePickerPopoverController)
        #expect(popover.picker.datePickerStyle == .wheels && popover.picker.datePickerMode == .time)
        #expect(popover.picker.minuteInterval == 15)
        // The minute wheel (the second) to 45, the user letting go.
        popover.picker.pickerView.selectRow(3, inComponent: 1, animated: false)
        popover.picker.wheelsDidSettle()
        #expect(scene.picker.date == Self.date(2026, 11, 30, 9, 45) && scene.changes == [Self.date(2026, 11, 30, 9, 45)])
        #expect(timePill.plainText == "9:45 AM")
    }

    @Test("R-BR1 date picker styles, bad input: a date far outside any calendar, bounds the wrong way round, a picker in no window, a style changed while its popover is open — survived")
    func badInput() throws {
        let scene = Scene(mode: .dateAndTime, style: .inline)
        scene.picker.date = .distantFuture
        scene.picker.date = Date(timeIntervalSinceReferenceDate: -1e12)
        scene.picker.minimumDate = Self.date(2030, 1, 1)
        scene.picker.maximumDate = Self.date(2020, 1, 1)
        scene.window.layoutIfNeeded()
        #expect(scene.picker.calendarView != nil)
        let loose = UIDatePicker()
        loose.openPopover(for: try #require(loose.datePill))
        #expect(loose.openPopover == nil, "no controller to present from: nothing opens")
        let compact = Scene(mode: .date, style: .compact)
        compact.click(try #require(compact.picker.datePill))
        #expect(compact.presenter.presentedViewController is DatePickerPopoverController)
        compact.picker.preferredDatePickerStyle = .wheels
        compact.h.input.advance(by: 0.5)
        #expect(compact.presenter.presentedViewController == nil && compact.picker.datePill == nil)
    }

    @Test("R-BR1 compact: Escape closes the popover, and another control's popover opens after it")
    func escapeThenAnotherPopover() throws {
        let scene = Scene(mode: .dateAndTime, style: .compact)
        let well = UIColorWell(frame: CGRect(x: 400, y: 40, width: 28, height: 28))
        scene.presenter.view.addSubview(well)
        scene.click(try #require(scene.picker.timePill))
        #expect(scene.presenter.presentedViewController is DatePickerPopoverController)
        scene.h.input.pressKey(UIKey(characters: "\u{1B}", modifierFlags: [], keyCode: .keyboardEscape))
        scene.h.input.advance(by: 1)
        #expect(scene.presenter.presentedViewController == nil && scene.picker.openPopover == nil)
        #expect(scene.picker.timePill?.isOpen == false)
        scene.click(well)
        #expect(scene.presenter.presentedViewController is UIColorPickerViewController)
    }
}
