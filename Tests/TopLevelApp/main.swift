// A classic UIKit entry point in top-level code, compiled in the Swift 5 language mode (R-AS5):
// the README's `main.swift` line. The X11 tests launch it and close its window.

import XResponder

class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        window?.title = "Top Level"
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        print("didFinishLaunching")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        print("applicationDidBecomeActive")
    }
}

exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self)))
