import Foundation
import Testing
import XResponder
import XResponderTesting

/// The trip form's compact and inline date pickers work as on iOS 14 (R-BR1).
@Suite("UIKit screens in Swift 5 mode: compact and inline date pickers (R-BR1)")
@MainActor
struct TripScreenTests {
    static func utc(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
    }

    @Test("R-BR1: the compact picker's date button opens a calendar whose day picks the check-in; the inline calendar's day picks the return; days before the check-in are not enabled")
    func tripDates() {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 420, height: 640))
        let screen = TripViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        screen.setDates(checkIn: Self.utc(2026, 12, 4, 15), returning: Self.utc(2026, 12, 11))
        input.runUntilIdle()
        #expect(screen.checkInPicker.datePickerStyle == .compact && screen.returnPicker.datePickerStyle == .inline)
        #expect(screen.summaryLabel.text?.hasPrefix("In Dec 4, 2026 at 3:00") == true)
        let app = XCUIApplication(input: input)
        // The inline calendar: December 18 picks the return; the 2nd is before the check-in.
        app.buttons["Friday, December 18"].tap()
        #expect(screen.returnPicker.date == Self.utc(2026, 12, 18))
        #expect(screen.summaryLabel.text?.hasSuffix("back Dec 18, 2026") == true)
        #expect(!app.buttons["Wednesday, December 2"].isEnabled)
        // The compact picker: its date button opens the calendar in a popover.
        app.buttons["Date"].tap()
        input.advance(by: 0.5)
        #expect(screen.presentedViewController != nil)
        // The popover's calendar is the second with this day (the inline one is the first).
        let days = app.buttons.matching(identifier: "Monday, December 7")
        #expect(days.count == 2)
        days.element(boundBy: 1).tap()
        #expect(screen.checkInPicker.date == Self.utc(2026, 12, 7, 15))
        #expect(screen.summaryLabel.text?.hasPrefix("In Dec 7, 2026") == true)
    }
}
