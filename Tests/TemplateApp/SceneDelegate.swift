//
//  SceneDelegate.swift
//  Notes
//

import XResponder

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // Use this method to optionally configure and attach the UIWindow `window` to the provided UIWindowScene `scene`.
        guard let windowScene = (scene as? UIWindowScene) else { return }
        windowScene.title = "Notes"
        window = UIWindow(windowScene: windowScene)
        window?.frame = CGRect(x: 0, y: 0, width: 360, height: 480)
        window?.rootViewController = UINavigationController(rootViewController: ViewController())
        window?.makeKeyAndVisible()
        print("willConnect")
        // What "Restoring Your App's State" adds: the activity saved at the last quit comes back.
        if let activity = session.stateRestorationActivity {
            print("restored \(activity.activityType) \(activity.userInfo?["draft"] as? String ?? "-")")
        }
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: "org.example.notes.editing")
        activity.addUserInfoEntries(from: ["draft": "Groceries"])
        return activity
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        print("sceneDidDisconnect")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        print("sceneDidBecomeActive")
    }

    func sceneWillResignActive(_ scene: UIScene) {
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        print("sceneWillEnterForeground")
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
    }
}
