import Foundation
import Testing
@testable import XResponder

@Suite("UIDatePicker: wheels for dates, times and countdowns (R-BR1)", .tearsDownTestTrees)
@MainActor
struct DatePickerTests {
    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    static func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0) -> Date {
        utc.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
    }

    /// The day wheel's title for `date` in en_US.
    static func dayTitle(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
        return formatter.string(from: date)
    }

    /// A picker in a window, in UTC, in `mode`, for `locale`.
    @MainActor final class Scene {
        let h = Harness()
        let picker = UIDatePicker()
        var changes: [Date] = []
        init(mode: UIDatePicker.Mode, locale: String = "en_US") {
            let window = h.makeWindow()
            picker.calendar = DatePickerTests.utc
            picker.timeZone = TimeZone(identifier: "UTC")
            picker.locale = Locale(identifier: locale)
            picker.datePickerMode = mode
            picker.preferredDatePickerStyle = .wheels
            picker.frame = CGRect(x: 0, y: 0, width: 400, height: 216)
            window.addSubview(picker)
            window.layoutIfNeeded()
            picker.addAction(UIAction { [unowned self] _ in changes.append(picker.date) }, for: .valueChanged)
        }
        var titles: [String] {
            (0..<picker.pickerView.numberOfComponents).map { c in
                let row = picker.pickerView.selectedRow(inComponent: c)
                return picker.pickerView.delegate?.pickerView(picker.pickerView, titleForRow: row, forComponent: c) ?? "?"
            }
        }
        /// The user turns `component` to `row` and lets go.
        func turn(_ component: Int, to row: Int) {
            picker.pickerView.selectRow(row, inComponent: component, animated: false)
            picker.wheelsDidSettle()
        }
    }

    @Test("R-BR1: date mode shows month, day and year in the locale's order and names; a turn sends valueChanged, setting date does not")
    func dateWheels() {
        let us = Scene(mode: .date)
        us.picker.date = Self.date(2024, 1, 31)
        #expect(us.titles == ["January", "31", "2024"])
        #expect(us.changes.isEmpty)
        us.turn(0, to: 1)                          // February 31st rolls back to the 29th (2024 is a leap year)
        #expect(us.picker.date == Self.date(2024, 2, 29))
        #expect(us.changes == [Self.date(2024, 2, 29)])
        let german = Scene(mode: .date, locale: "de_DE")
        german.picker.date = Self.date(2024, 3, 5)
        #expect(german.titles == ["5", "März", "2024"])
    }

    @Test("R-BR1: time mode has a 12-hour clock in en_US and a 24-hour one in de_DE; minutes step by minuteInterval")
    func timeWheels() {
        let us = Scene(mode: .time)
        us.picker.minuteInterval = 15
        us.picker.date = Self.date(2024, 5, 1, 14, 37)
        #expect(us.titles == ["2", "30", "PM"])
        #expect(us.picker.date == Self.date(2024, 5, 1, 14, 30))   // rounded down to the interval
        us.turn(2, to: 0)                                          // PM → AM
        #expect(us.picker.date == Self.date(2024, 5, 1, 2, 30))
        let german = Scene(mode: .time, locale: "de_DE")
        german.picker.date = Self.date(2024, 5, 1, 14, 7)
        #expect(german.titles == ["14", "07"])
        us.picker.minuteInterval = 7                               // not a divisor of 60: taken as 1
        #expect(us.picker.minuteInterval == 1)
    }

    @Test("R-BR1: date and time mode has a day wheel with Today; bounds hold the date, a turn past them rolls back")
    func boundsAndToday() {
        let scene = Scene(mode: .dateAndTime)
        let now = Date()
        scene.picker.date = now
        #expect(scene.titles.first == "Today")
        let minimum = Self.date(2030, 6, 10, 9, 0), maximum = Self.date(2030, 6, 20, 18, 0)
        scene.picker.minimumDate = minimum
        scene.picker.maximumDate = maximum
        #expect(scene.picker.date == minimum)                     // clamped into the bounds
        scene.picker.date = Self.date(2031, 1, 1)
        #expect(scene.picker.date == maximum)
        scene.picker.setDate(Self.date(2030, 6, 12, 10, 0), animated: true)   // inside the day wheel: no rebuild
        for _ in 0..<30 { scene.h.input.advance(by: 1.0 / 60) }
        #expect(scene.titles.first == DatePickerTests.dayTitle(Self.date(2030, 6, 12)))
        scene.picker.date = maximum
        scene.turn(1, to: 11)                                      // 11 PM on the last day: past the maximum
        #expect(scene.picker.date == maximum)
        #expect(scene.changes == [maximum])
        scene.picker.maximumDate = Self.date(2000, 1, 1)          // below the minimum: ignored when clamping
        scene.picker.date = Self.date(2030, 6, 15)
        #expect(scene.picker.date == Self.date(2030, 6, 15))
    }

    @Test("R-BR1: countdown mode shows hours and minutes and reports countDownDuration, at least a minute")
    func countdown() {
        let scene = Scene(mode: .countDownTimer)
        scene.picker.countDownDuration = 5400
        #expect(scene.titles == ["1 hour", "30 min"])
        scene.turn(0, to: 0)
        scene.turn(1, to: 0)
        #expect(scene.picker.countDownDuration == 60)
        scene.picker.countDownDuration = .nan
        #expect(scene.picker.countDownDuration == 0)
        scene.picker.countDownDuration = 1e9
        #expect(scene.picker.countDownDuration == 86_399)
        #expect(scene.titles == ["23 hours", "59 min"])          // the wheels show the clamped value
    }

    @Test("R-BR1: a click on the row below the middle turns the wheel and changes the date")
    func clickTurns() throws {
        let scene = Scene(mode: .date)
        scene.picker.date = Self.date(2024, 1, 10)
        let row = try #require(scene.picker.pickerView.view(forRow: 10, forComponent: 1))
        let frame = row.convert(row.bounds, to: nil)
        scene.h.input.tap(at: CGPoint(x: frame.midX, y: frame.midY), type: .indirectPointer)
        for _ in 0..<60 { scene.h.input.advance(by: 1.0 / 60) }
        #expect(scene.picker.date == Self.date(2024, 1, 11))
        #expect(scene.changes == [Self.date(2024, 1, 11)])
    }

    @Test("R-IB1 R-BR1 a storyboard's date picker takes its mode, interval, style, locale, bounds and date")
    func datePickerFromStoryboard() throws {
        let text = StoryboardFixtures.header.replacingOccurrences(of: "initialViewController=\"nav-root\"", with: "initialViewController=\"vc\"") + """
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" minuteInterval="5" style="wheels" id="dp">
                                        <rect key="frame" x="0.0" y="100" width="393" height="216"/>
                                        <date key="date" timeIntervalSinceReferenceDate="628560000">
                                            <!--2020-12-02 00:00:00 +0000-->
                                        </date>
                                        <date key="minimumDate" timeIntervalSinceReferenceDate="631152000">
                                            <!--2021-01-01 00:00:00 +0000-->
                                        </date>
                                        <locale key="locale" localeIdentifier="de_DE"/>
                                    </datePicker>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let (h, _, controller) = try StoryboardFixtures.show(text, name: "DatePicker", as: UIViewController.self)
        defer { withExtendedLifetime(h) {} }
        let picker = try #require(controller.view.subviews.first as? UIDatePicker)
        #expect(picker.datePickerMode == .date && picker.minuteInterval == 5 && picker.preferredDatePickerStyle == .wheels)
        #expect(picker.locale?.identifier == "de_DE")
        #expect(picker.minimumDate == Date(timeIntervalSinceReferenceDate: 631_152_000))
        #expect(picker.date == Date(timeIntervalSinceReferenceDate: 631_152_000))   // the date was before the minimum
        #expect(picker.frame.height == 216)
    }
}
