//
//  AppDelegate.swift
//  Notes
//
//  Xcode's iOS App template (UIKit, scenes), as the porting tool leaves it: `import UIKit` became
//  `import XResponder`, nothing else (R-BR4; see docs/porting-from-uikit.md). Compiled in
//  the Swift 5 language mode; the X11 tests launch it and close its window (R-AS4, R-AS5).
//

import XResponder

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Override point for customization after application launch.
        print("didFinishLaunching")
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        // Called when a new scene session is being created.
        // Use this method to select a configuration to create the new scene with.
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        // Called when the user discards a scene session.
        print("didDiscardSceneSessions \(sceneSessions.count)")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print("willTerminate")
    }
}
