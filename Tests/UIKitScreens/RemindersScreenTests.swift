import Foundation
import Testing
import XResponder
import XResponderTesting

/// The reminders screen, driven as a user would: the button, the clock passing the trigger, and
/// the notification answered through the headless notification server (issue #51, R-DA3).
@Suite("UIKit screens in Swift 5 mode: local notifications with UserNotifications (R-DA3)")
@MainActor
struct RemindersScreenTests {
    @Test("R-DA3: the reminder appears five seconds after the button with its two actions; Snooze schedules another, Mark as Done and a dismissal reach the controller")
    func reminders() throws {
        let clock = ManualClock()
        let application = UIApplication.launch(clock: clock)
        let notifications = HeadlessNotificationServer()
        notifications.install()
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        let reminders = RemindersViewController()
        window.rootViewController = UINavigationController(rootViewController: reminders)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        input.runUntilIdle()
        let settings = SettingsProbe()
        UNUserNotificationCenter.current().getNotificationSettings { settings.record($0.authorizationStatus) }
        input.runUntilIdle()
        #expect(settings.status == .authorized)

        let button = reminders.remindButton
        input.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window), in: window)
        #expect(reminders.remindersScheduled == 1 && reminders.statusLabel.text == "Reminder in 5 seconds")
        input.advance(by: 4.9)
        #expect(notifications.displayed.isEmpty)
        input.advance(by: 0.2)
        let first = try #require(notifications.displayed.first)
        #expect(first.summary == "Water the plants" && first.body == "The fern by the window is thirsty.")
        #expect(first.actionTitles == ["Snooze", "Mark as Done"])

        notifications.choose("Snooze", in: first)
        #expect(reminders.statusLabel.text == "Snoozed: fern" && reminders.remindersScheduled == 2)
        #expect(notifications.displayed.isEmpty, "an answered notification leaves the desktop")
        input.advance(by: 5.1)
        let second = try #require(notifications.displayed.first)
        notifications.choose("Mark as Done", in: second)
        #expect(reminders.statusLabel.text == "Watered: fern")

        reminders.scheduleReminder()
        input.advance(by: 5.1)
        notifications.dismiss(try #require(notifications.displayed.first))
        #expect(reminders.statusLabel.text == "Dismissed: fern")
        reminders.scheduleReminder()
        input.advance(by: 5.1)
        notifications.click(try #require(notifications.displayed.first))
        #expect(reminders.statusLabel.text == "Opened: fern")
        #expect(notifications.shown.count == 4)
        _ = application
    }
}

/// Holds what a `@Sendable` settings callback saw.
final class SettingsProbe: @unchecked Sendable {
    private(set) var status: UNAuthorizationStatus?
    func record(_ status: UNAuthorizationStatus) { self.status = status }
}
