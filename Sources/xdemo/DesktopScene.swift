import XResponder

/// Scene 29: the desktop application (issue #51, R-DA2, R-DA3). "New Window" opens another scene —
/// a second X window with a note of its own, through `requestSceneSessionActivation` — and
/// "Notify" posts a local notification through the desktop's notification server; a click on it
/// comes back to the delegate and is reported on the status line.
final class DesktopScene: SceneController, UNUserNotificationCenterDelegate {
    let newWindow = makeFilledButton(frame: CGRect(x: 20, y: 100, width: 200, height: 36))
    let notify = makeFilledButton(frame: CGRect(x: 240, y: 100, width: 200, height: 36))
    var notes = 0

    override var sceneTitle: String { "29 · Desktop: windows and notifications" }
    override var summary: String {
"New Window opens another scene: its own X window, as iPadOS and Mac Catalyst apps open one. Notify posts a notification through the desktop's server; clicking it comes back to the app."
    }

    override func buildScene() {
        newWindow.setTitle("New Window", for: .normal)
        newWindow.addAction(UIAction { [unowned self] _ in openWindow() }, for: .touchUpInside)
        notify.setTitle("Notify", for: .normal)
        notify.addAction(UIAction { [unowned self] _ in postNotification() }, for: .touchUpInside)
        for button in [newWindow, notify] { view.addSubview(button) }
        let hint = makeLabel("The second window closes with its close button; the notification leaves with a click.",
                             frame: CGRect(x: 20, y: 150, width: 680, height: 20))
        view.addSubview(hint)
    }

    /// Another scene, asked for as an app asks for one; its delegate makes the window.
    func openWindow() {
        if UIApplication.shared.delegate == nil { UIApplication.shared.delegate = DemoAppDelegate.shared }
        notes += 1
        let activity = NSUserActivity(activityType: "xdemo.note")
        activity.userInfo = ["number": notes]
        let options = UIScene.ActivationRequestOptions()
        options.requestingScene = view.window?.windowScene
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: options) { error in
            Status.report("New Window: \(error)")
        }
        Status.report("opened note window \(notes) (\(UIApplication.shared.openSessions.count) scene sessions open)")
    }

    func postNotification() {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.requestAuthorization(options: [.alert, .sound]) { granted, _ in
            guard granted else { return }
            // The answer comes on the main thread (a later turn), where the center lives.
            MainActor.assumeIsolated {
                let content = UNMutableNotificationContent()
                content.title = "xdemo"
                content.body = "A notification from a UIKit app, through the desktop's notification server."
                center.add(UNNotificationRequest(identifier: "xdemo.hello", content: content, trigger: nil))
            }
        }
        Status.report("notification posted")
    }

    // The app is in front: the notification is shown anyway (as iOS asks the delegate).
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .sound])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        Status.report("notification answered: \(response.actionIdentifier)")
        completionHandler()
    }

    override func tour(_ driver: TourDriver) {
        driver.click(CGPoint(x: 100, y: 18), in: newWindow)
        driver.wait(0.3)
        driver.screenshot("29-second-window")
        for scene in UIApplication.shared.connectedScenes where (scene.delegate as? NoteSceneDelegate) != nil {
            UIApplication.shared.requestSceneSessionDestruction(scene.session, options: nil)
        }
        driver.wait(0.2)
        if let desktop = driver as? NotificationShooting, desktop.startNotificationServer() {
            driver.click(CGPoint(x: 100, y: 18), in: notify)
            desktop.waitForNotification()
            driver.screenshot("29-notification")
            desktop.stopNotificationServer()
        }
    }
}

/// xdemo's application delegate, set when a scene first asks for another window: it names the
/// note window's scene delegate (xdemo itself starts without scenes).
final class DemoAppDelegate: UIResponder, UIApplicationDelegate {
    static let shared = DemoAppDelegate()

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Note", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = NoteSceneDelegate.self
        return configuration
    }
}

/// The second window: a note, titled after its number.
final class NoteSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let number = connectionOptions.userActivities.first?.userInfo?["number"] as? Int ?? 1
        windowScene.title = "Note \(number)"
        let window = UIWindow(frame: CGRect(x: 420, y: 200, width: 420, height: 300))
        window.windowScene = windowScene
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 420, height: 272)   // the label below follows its width
        controller.view.backgroundColor = .systemBackground
        let text = UILabel(frame: CGRect(x: 16, y: 16, width: 388, height: 120))
        text.autoresizingMask = [.flexibleWidth]
        text.numberOfLines = 0
        text.font = .systemFont(ofSize: 15)
        text.text = "Note \(number)\n\nA second scene: its own X window, its own menu bar, and its own session."
        controller.view.addSubview(text)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
    }
}

/// What the tour's driver offers for a notification shot: a notification server on a private
/// session bus while the scene posts (headless `make demo` has no desktop).
@MainActor
protocol NotificationShooting {
    func startNotificationServer() -> Bool
    func waitForNotification()
    func stopNotificationServer()
}
