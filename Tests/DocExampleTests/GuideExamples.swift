// docs/getting-started.md, docs/event-delivery.md and docs/porting-from-uikit.md, compiled.
import XResponder

final class ReportingView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let point = touches.first!.location(in: self)
        print("\(accessibilityIdentifier ?? "view") touched at \(point)")
        super.touchesBegan(touches, with: event)   // the superview hears about it too
    }
}

class HelloDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 100, y: 100, width: 400, height: 300))
        window.title = "Hello"
        window.backgroundColor = .white
        let outer = ReportingView(frame: CGRect(x: 20, y: 20, width: 360, height: 260))
        outer.accessibilityIdentifier = "outer"
        outer.backgroundColor = .systemBlue
        let inner = ReportingView(frame: CGRect(x: 40, y: 40, width: 120, height: 80))
        inner.accessibilityIdentifier = "inner"
        inner.backgroundColor = .systemOrange
        window.addSubview(outer)
        outer.addSubview(inner)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor
func gettingStartedMain() -> Never {
    exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, HelloDelegate.self))
}

// docs/event-delivery.md

final class TopView: UIView {
    weak var underButton: UIView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let result = super.hitTest(point, with: event)
        if let underButton {
            let buttonPoint = underButton.convert(point, from: self)
            if underButton.point(inside: buttonPoint, with: event) {
                return underButton
            }
        }
        return result
    }
}

final class DragView: UIView {
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let touch = touches.first!
        let curP = touch.location(in: self)
        let preP = touch.previousLocation(in: self)
        transform = transform.translatedBy(x: curP.x - preP.x, y: curP.y - preP.y)
    }
}

let notiScreenTouch = Notification.Name("notiScreenTouch")

final class ScreenTouchApplication: UIApplication {
    override func sendEvent(_ event: UIEvent) {
        if event.type == .touches, event.allTouches?.first?.phase == .began {
            NotificationCenter.default.post(name: notiScreenTouch, object: nil, userInfo: ["data": event])
        }
        super.sendEvent(event)
    }
}

final class EditorController: UIViewController {
    func save(_ sender: Any?) { print("saved") }
}

@MainActor func wireSave(_ button: UIButton) {
    button.addTarget(nil, action: Selector("save:", EditorController.save), for: .touchUpInside)
}

final class FeedController: UIViewController {
    override func routerEvent(name: String, userInfo: [String: Any]?) {
        if name == "likeTapped" { print("like for", userInfo?["post"] ?? "?") }
    }
}

// docs/porting-from-uikit.md

final class LoggingView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("touchesBegan \(accessibilityIdentifier ?? "?")")
        super.touchesBegan(touches, with: event)   // [super touchesBegan:touches withEvent:event];
    }
}
