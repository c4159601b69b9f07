import XResponder

/// A square that follows the finger, as in the seeds.
final class DraggableView: UIView {
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let current = touch.location(in: self)
        let previous = touch.previousLocation(in: self)
        transform = transform.translatedBy(x: current.x - previous.x, y: current.y - previous.y)
    }
}

/// Seed 000's DPApplication: sees every touch before any window does.
final class DPApplication: UIApplication {
    override func sendEvent(_ event: UIEvent) {
        if event.type == .touches, event.allTouches?.first?.phase == .began {
            NotificationCenter.default.post(name: Notification.Name("notiScreenTouch"), object: nil)
        }
        super.sendEvent(event)
    }
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 320))
        window.title = "Hello, XResponder"
        let box = DraggableView(frame: CGRect(x: 40, y: 40, width: 120, height: 120))
        box.backgroundColor = .systemBlue
        window.addSubview(box)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// The README's `main.swift`, compiled here (not run: it would not return).
@MainActor
func readmeMain() -> Never {
    exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, DPApplication.self, AppDelegate.self))
}
