import Foundation

/// The application's delegate. `UIApplicationMain` creates it from its type, so the protocol asks
/// for `init()`: a `final class AppDelegate: UIResponder, UIApplicationDelegate` satisfies it with
/// the inherited initializer; a non-final class declares `required override init()`.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    init()
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    public func applicationWillTerminate(_ application: UIApplication) {}
}
