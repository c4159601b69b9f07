//
//  AppDelegate.swift
//  Notes
//
//  A UIKit app as Xcode makes it and an iOS developer fills it in, kept exactly in UIKit's idiom:
//  the porting tests run xrport on this folder and compile what comes out.
//

import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UINavigationBar.appearanceTint = .systemIndigo
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
    }
}

extension UINavigationBar {
    static var appearanceTint: UIColor = .systemBlue
}
