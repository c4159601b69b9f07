import Foundation
import Testing
import XResponder
import XResponderTesting

/// The reminder form runs as it would on iOS (R-BR1).
@Suite("UIKit screens in Swift 5 mode: a date picker (R-BR1)")
@MainActor
struct ReminderScreenTests {
    @Test("R-BR1: the wheels sit at their own size in the stack; a click on the next day's row moves the due date a day and the label follows")
    func reminder() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 700))
        let controller = ReminderViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.datePicker.frame.height == 216 && controller.snoozePicker.frame.height == 216)
        #expect(controller.snoozePicker.countDownDuration == 600)
        let before = controller.datePicker.date
        let wheel = controller.datePicker.subviews.first as? UIPickerView
        let dayRow = try #require(wheel?.view(forRow: (wheel?.selectedRow(inComponent: 0) ?? 0) + 1, forComponent: 0))
        let frame = dayRow.convert(dayRow.bounds, to: window)
        input.tap(at: CGPoint(x: frame.midX, y: frame.midY), type: .indirectPointer)
        for _ in 0..<60 { input.advance(by: 1.0 / 60) }
        let moved = controller.datePicker.date.timeIntervalSince(before)
        #expect(abs(moved - 86_400) < 300)            // a day later (the seconds dropped to the minute)
        #expect(controller.dueLabel.text == "Due " + controller.formatter.string(from: controller.datePicker.date))
    }
}
