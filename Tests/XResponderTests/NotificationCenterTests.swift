import Foundation
import Testing
@testable import XResponder

/// A notification server that records what it is sent and answers as the test says.
@MainActor
final class RecordingNotificationServer: NotificationServer {
    var onEvent: ((NotificationServerEvent) -> Void)?
    var shown: [DesktopNotification] = []
    var closed: [UInt32] = []
    private var nextID: UInt32 = 100
    /// nil: the server refuses every notification (as when none runs).
    var refuses = false
    /// Answers kept back until `answerHeld()` (a slow server).
    var holdsAnswers = false
    private var held: [() -> Void] = []
    private(set) var ids: [UInt32] = []

    func show(_ notification: DesktopNotification, shown answer: @escaping (UInt32?) -> Void) {
        shown.append(notification)
        nextID += 1
        let id = refuses ? nil : (notification.replacesID != 0 ? notification.replacesID : nextID)
        if let id { ids.append(id) }
        if holdsAnswers { held.append { answer(id) } } else { answer(id) }
    }

    func close(id: UInt32) { closed.append(id) }

    func answerHeld() {
        let answers = held
        held = []
        for answer in answers { answer() }
    }
}

/// Records the delegate's calls and answers `willPresent` with `presentation`.
@MainActor
final class RecordingNotificationDelegate: UNUserNotificationCenterDelegate {
    var presentation: UNNotificationPresentationOptions = [.banner, .sound]
    var willPresent: [String] = []
    var responses: [(identifier: String, action: String, text: String?)] = []

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        willPresent.append(notification.request.identifier)
        completionHandler(presentation)
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        responses.append((response.notification.request.identifier, response.actionIdentifier,
                          (response as? UNTextInputNotificationResponse)?.userText))
        completionHandler()
    }
}

@Suite("Notifications (R-DA3)", .tearsDownTestTrees)
@MainActor
struct NotificationCenterTests {
    let h = Harness()
    let server = RecordingNotificationServer()
    let center: UNUserNotificationCenter
    let suite = "xr-notifications-\(UUID().uuidString)"

    init() {
        center = UNUserNotificationCenter(server: server)
        center.defaults = UserDefaults(suiteName: suite)!
    }

    /// A window that is shown but not focused: the app is inactive, so notifications go straight out.
    func appInBackgroundOfDesktop() -> UIWindow {
        let window = h.makeWindow()
        h.input.setFocus(false, of: window)
        return window
    }

    func authorize(_ options: UNAuthorizationOptions = [.alert, .sound]) {
        center.requestAuthorization(options: options) { _, _ in }
        h.input.runUntilIdle()
    }

    func request(_ identifier: String, title: String = "Title", body: String = "Body", category: String = "",
                 after seconds: TimeInterval? = 5, repeats: Bool = false) -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = title
        content.body = body
        content.categoryIdentifier = category
        content.sound = .default
        let trigger = seconds.map { UNTimeIntervalNotificationTrigger(timeInterval: $0, repeats: repeats) }
        return UNNotificationRequest(identifier: identifier, content: content, trigger: trigger)
    }

    @Test("R-DA3: a time-interval request is shown when its trigger fires, with its category's actions as buttons")
    func timeIntervalRequestIsShown() {
        let window = appInBackgroundOfDesktop()
        authorize()
        center.setNotificationCategories([UNNotificationCategory(identifier: "INVITE", actions: [
            UNNotificationAction(identifier: "ACCEPT", title: "Accept"),
            UNNotificationAction(identifier: "DECLINE", title: "Decline", options: [.destructive]),
        ], intentIdentifiers: [])])
        let added = SendableBox<Bool>(false)
        center.add(request("meeting", title: "Meeting", body: "at <noon> & after", category: "INVITE")) { error in
            MainActor.assumeIsolated { added.value = error == nil }
        }
        h.input.runUntilIdle()
        #expect(added.value)
        h.input.advance(by: 4.9)
        #expect(server.shown.isEmpty, "not before its trigger")
        h.input.advance(by: 0.2)
        let shown = server.shown.first
        #expect(shown != nil)
        #expect(shown?.summary == "Meeting" && shown?.body == "at <noon> & after")
        #expect(shown?.actions.map(\.key) == ["default", "ACCEPT", "DECLINE"])
        #expect(shown?.actions.map(\.label) == ["Open", "Accept", "Decline"])
        #expect(shown?.soundName == "message-new-instant" && shown?.category == "INVITE" && shown?.urgency == 1)
        #expect(FreedesktopNotificationServer.bodyMarkupEscaped("at <noon> & after") == "at &lt;noon&gt; &amp; after")
        #expect(center.delivered.map(\.notification.request.identifier) == ["meeting"])
        #expect(center.pending.isEmpty)
        _ = window
    }

    @Test("R-DA3: nothing is shown before requestAuthorization; the settings go from notDetermined to authorized")
    func authorizationIsRequired() {
        _ = appInBackgroundOfDesktop()
        #expect(center.currentSettings.authorizationStatus == .notDetermined)
        center.add(request("early", after: nil))
        h.input.advance(by: 0.1)
        #expect(server.shown.isEmpty)
        authorize([.alert, .badge])
        let settings = center.currentSettings
        #expect(settings.authorizationStatus == .authorized && settings.alertSetting == .enabled && settings.soundSetting == .disabled)
        center.add(request("later", after: nil))
        h.input.advance(by: 0.1)
        #expect(server.shown.map(\.summary) == ["Title"])
        #expect(server.shown.first?.soundName == nil, "sound was not granted")
    }

    @Test("R-DA3: in front, the delegate's willPresent decides; with no delegate the notification is not shown")
    func inFrontTheDelegateDecides() {
        let window = h.makeWindow()
        authorize()
        #expect(h.app.applicationState == .active)
        center.add(request("no-delegate", after: 1))
        h.input.advance(by: 1)
        #expect(server.shown.isEmpty)

        let delegate = RecordingNotificationDelegate()
        center.delegate = delegate
        center.add(request("shown", after: 1))
        h.input.advance(by: 1)
        #expect(delegate.willPresent == ["shown"] && server.shown.count == 1)
        delegate.presentation = [.sound]
        center.add(request("sound-only", after: 1))
        h.input.advance(by: 1)
        #expect(delegate.willPresent == ["shown", "sound-only"] && server.shown.count == 1, "a sound alone shows nothing")
        _ = window
    }

    @Test("R-DA3: a click, an action and a dismissal come back to didReceive with UIKit's action identifiers")
    func responsesReachTheDelegate() throws {
        _ = appInBackgroundOfDesktop()
        authorize()
        let delegate = RecordingNotificationDelegate()
        center.delegate = delegate
        center.setNotificationCategories([
            UNNotificationCategory(identifier: "MESSAGE", actions: [
                UNTextInputNotificationAction(identifier: "REPLY", title: "Reply", textInputButtonTitle: "Send", textInputPlaceholder: ""),
            ], intentIdentifiers: [], options: [.customDismissAction]),
            UNNotificationCategory(identifier: "PLAIN", actions: [], intentIdentifiers: []),
        ])
        for (identifier, category) in [("clicked", "MESSAGE"), ("replied", "MESSAGE"), ("dismissed", "MESSAGE"), ("quiet", "PLAIN")] {
            center.add(request(identifier, category: category, after: nil))
        }
        h.input.advance(by: 0.1)
        let ids = server.ids
        try #require(ids.count == 4)
        server.onEvent?(.actionInvoked(id: ids[0], key: "default"))
        server.onEvent?(.closed(id: ids[0], reason: 2))
        server.onEvent?(.actionInvoked(id: ids[1], key: "REPLY"))
        server.onEvent?(.closed(id: ids[2], reason: 2))
        server.onEvent?(.closed(id: ids[3], reason: 2))
        server.onEvent?(.actionInvoked(id: 9999, key: "default"))
        #expect(delegate.responses.map(\.identifier) == ["clicked", "replied", "dismissed"])
        #expect(delegate.responses.map(\.action) == [UNNotificationDefaultActionIdentifier, "REPLY", UNNotificationDismissActionIdentifier])
        #expect(delegate.responses.map(\.text) == [nil, "", nil])
        #expect(center.delivered.isEmpty, "each was answered or dismissed")
    }

    @Test("R-DA3: pending requests are removed and replaced by identifier; delivered ones are closed on the desktop")
    func pendingAndDeliveredAreManaged() {
        _ = appInBackgroundOfDesktop()
        authorize()
        center.add(request("a", after: 10))
        center.add(request("b", after: 10))
        center.add(request("a", title: "A again", after: 20))
        #expect(center.pending.map(\.request.identifier) == ["b", "a"])
        center.removePendingNotificationRequests(withIdentifiers: ["b"])
        h.input.advance(by: 15)
        #expect(server.shown.isEmpty, "b was removed and a was replaced by a later one")
        h.input.advance(by: 5)
        #expect(server.shown.map(\.summary) == ["A again"])

        center.add(request("a", title: "A updated", after: nil))
        h.input.advance(by: 0.1)
        #expect(server.shown.last?.replacesID == server.ids.first, "the shown notification is updated in place")
        #expect(center.delivered.count == 1)
        center.removeAllDeliveredNotifications()
        #expect(server.closed == [server.ids.first!] && center.delivered.isEmpty)

        // Withdrawn before a slow server answered: closed as soon as it does.
        server.holdsAnswers = true
        center.add(request("slow", after: nil))
        h.input.advance(by: 0.1)
        center.removeDeliveredNotifications(withIdentifiers: ["slow"])
        #expect(server.closed.count == 1, "no id to close yet")
        server.answerHeld()
        #expect(server.closed.count == 2 && server.closed.last == server.ids.last && center.delivered.isEmpty)
    }

    @Test("R-DA3: calendar triggers fire at the next matching date and again when they repeat")
    func calendarTriggers() throws {
        _ = appInBackgroundOfDesktop()
        authorize()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = try #require(calendar.date(from: DateComponents(year: 2026, month: 12, day: 1, hour: 7, minute: 0)))
        var now = start
        center.currentDate = { now }
        var components = DateComponents(hour: 8, minute: 30)
        components.calendar = calendar
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        #expect(trigger.nextFireDate(after: start) == start.addingTimeInterval(90 * 60))
        let content = UNMutableNotificationContent()
        content.title = "Stand-up"
        center.add(UNNotificationRequest(identifier: "daily", content: content, trigger: trigger))
        now = start.addingTimeInterval(90 * 60 - 1)
        h.input.advance(by: 90 * 60 - 1)
        #expect(server.shown.isEmpty)
        now = start.addingTimeInterval(90 * 60)
        h.input.advance(by: 1)
        #expect(server.shown.count == 1 && center.pending.count == 1, "a repeating trigger stays pending")
        now = now.addingTimeInterval(86_400)
        h.input.advance(by: 86_400)
        #expect(server.shown.count == 2)

        // A date in the past never matches again: accepted, never delivered.
        let past = UNCalendarNotificationTrigger(dateMatching: DateComponents(calendar: calendar, year: 2001, month: 1, day: 1), repeats: false)
        #expect(past.nextFireDate(after: start) == nil)
        center.add(UNNotificationRequest(identifier: "past", content: content, trigger: past))
        #expect(!center.pending.contains { $0.request.identifier == "past" })
        #expect(UNCalendarNotificationTrigger(dateMatching: DateComponents(), repeats: false).nextFireDate(after: start) == nil)
    }

    @Test("R-DA3: bad input is survived: intervals out of range, a server that refuses, events for ids not ours")
    func badInputIsSurvived() {
        _ = appInBackgroundOfDesktop()
        authorize()
        #expect(UNTimeIntervalNotificationTrigger(timeInterval: -5, repeats: false).timeInterval == 0)
        #expect(UNTimeIntervalNotificationTrigger(timeInterval: .nan, repeats: false).timeInterval == 0)
        #expect(UNTimeIntervalNotificationTrigger(timeInterval: 1, repeats: true).timeInterval == 60)
        center.add(request("now", after: -5))
        h.input.advance(by: 0)
        #expect(server.shown.count == 1)

        server.refuses = true
        center.add(request("refused", after: nil))
        h.input.advance(by: 0.1)
        #expect(server.shown.count == 2)
        server.onEvent?(.closed(id: 0, reason: 2))
        server.onEvent?(.actionInvoked(id: 0, key: ""))
        // The refused one is kept as delivered with no id; the center goes on.
        server.refuses = false
        center.add(request("after", after: nil))
        h.input.advance(by: 0.1)
        #expect(server.shown.count == 3)
        #expect(throws: UNError.self) { try UNNotificationAttachment(identifier: "x", url: URL(fileURLWithPath: "/nonexistent/x.png")) }
    }

    @Test("R-DA3: registering for remote notifications fails at the next turn with a reason, as in iOS's simulator")
    func remoteNotificationsFail() {
        let delegate = PushAppDelegate()
        h.app.delegate = delegate
        h.app.registerForRemoteNotifications()
        #expect(delegate.failures.isEmpty, "not in the calling turn")
        h.input.runUntilIdle()
        #expect(delegate.failures == [3010] && !h.app.isRegisteredForRemoteNotifications)
    }

    @Test("R-DA3: content is copied into the request; mutable copies keep every field")
    func contentIsCopied() {
        let content = UNMutableNotificationContent()
        content.title = "One"
        content.userInfo = ["id": 7]
        content.threadIdentifier = "thread"
        let request = UNNotificationRequest(identifier: "r", content: content, trigger: nil)
        content.title = "Two"
        #expect(request.content.title == "One" && !(request.content is UNMutableNotificationContent))
        let copy = request.content.mutableCopy() as? UNMutableNotificationContent
        #expect(copy?.title == "One" && copy?.userInfo["id"] as? Int == 7 && copy?.threadIdentifier == "thread")
    }
}

/// An app delegate that registers for push notifications, as Xcode's tutorials write it.
final class PushAppDelegate: UIResponder, UIApplicationDelegate {
    var failures: [Int] = []
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
        failures.append((error as NSError).code)
    }
}

/// A value a `@Sendable` completion handler can set on the main actor.
final class SendableBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
