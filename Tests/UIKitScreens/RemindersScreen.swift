import XResponder

// Local notifications as an iOS developer writes them with UserNotifications (issue #51, R-DA3),
// after Apple's "Scheduling a notification locally from your app" and "Declaring your actionable
// notification types": the controller asks for authorization, registers a category with two
// actions, schedules a reminder five seconds out, shows it while the app is in front and answers
// the user's choice. Swift 5 mode. The app's `import UIKit` and `import UserNotifications` are one
// `import XResponder` here (xrport makes both `import UIKit`, aliased to XResponder; this target
// has no alias).

class RemindersViewController: UIViewController, UNUserNotificationCenterDelegate {
    let statusLabel = UILabel()
    let remindButton = UIButton(type: .system)
    private(set) var remindersScheduled = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Reminders"

        statusLabel.text = "No reminder yet"
        statusLabel.textAlignment = .center
        statusLabel.translatesAutoresizingMaskIntoConstraints = false
        remindButton.setTitle("Remind Me in 5 Seconds", for: .normal)
        remindButton.translatesAutoresizingMaskIntoConstraints = false
        remindButton.addAction(UIAction { [weak self] _ in self?.scheduleReminder() }, for: .touchUpInside)
        view.addSubview(statusLabel)
        view.addSubview(remindButton)
        NSLayoutConstraint.activate([
            statusLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            statusLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor, constant: -30),
            remindButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            remindButton.topAnchor.constraint(equalTo: statusLabel.bottomAnchor, constant: 20),
        ])

        let center = UNUserNotificationCenter.current()
        center.delegate = self
        let snooze = UNNotificationAction(identifier: "SNOOZE_ACTION", title: "Snooze", options: [])
        let done = UNNotificationAction(identifier: "DONE_ACTION", title: "Mark as Done", options: [.destructive])
        let category = UNNotificationCategory(identifier: "REMINDER", actions: [snooze, done],
                                              intentIdentifiers: [], options: .customDismissAction)
        center.setNotificationCategories([category])
        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, error in
            if let error = error {
                print("Notifications unavailable: \(error.localizedDescription)")
            }
        }
    }

    func scheduleReminder() {
        let content = UNMutableNotificationContent()
        content.title = "Water the plants"
        content.body = "The fern by the window is thirsty."
        content.sound = UNNotificationSound.default
        content.categoryIdentifier = "REMINDER"
        content.userInfo = ["PLANT_ID": "fern"]

        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false)
        let request = UNNotificationRequest(identifier: UUID().uuidString, content: content, trigger: trigger)
        UNUserNotificationCenter.current().add(request) { error in
            if let error = error {
                print("Could not schedule the reminder: \(error)")
            }
        }
        remindersScheduled += 1
        statusLabel.text = "Reminder in 5 seconds"
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .sound])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        let plant = response.notification.request.content.userInfo["PLANT_ID"] as? String ?? "plant"
        switch response.actionIdentifier {
        case "SNOOZE_ACTION":
            scheduleReminder()
            statusLabel.text = "Snoozed: \(plant)"
        case "DONE_ACTION":
            statusLabel.text = "Watered: \(plant)"
        case UNNotificationDefaultActionIdentifier:
            statusLabel.text = "Opened: \(plant)"
        case UNNotificationDismissActionIdentifier:
            statusLabel.text = "Dismissed: \(plant)"
        default:
            break
        }
        completionHandler()
    }
}
