import Foundation

// Scenes and application state (R-AS4). The app delegate's
// `application(_:configurationForConnecting:options:)` names the scene delegate (or the
// `SceneDelegate` class of its module is taken, as the template's Info.plist says); the application
// makes the scene and its delegate and calls `scene(_:willConnectTo:options:)`, where the
// template creates its window. A scene is active while one of its windows has the keyboard focus.

extension UIApplication {
    /// Whether the application is in the foreground and taking events (`.active`), in the foreground but not (`.inactive`), or in the background.
    public enum State: Int, Sendable {
        case active = 0, inactive = 1, background = 2
    }

    public var applicationState: State { sceneRegistry.applicationState }
    public var connectedScenes: Set<UIScene> { Set(sceneRegistry.scenes) }
    public var openSessions: Set<UISceneSession> { Set(sceneRegistry.sessions) }
    /// Whether the app may open more scenes (each another X window): as its Info.plist's scene
    /// manifest says (`UIApplicationSupportsMultipleScenes`, false when left out, as in UIKit);
    /// an app without a scene manifest — written in code, no Info.plist — may.
    public var supportsMultipleScenes: Bool {
        guard let manifest = AppBundle.info["UIApplicationSceneManifest"] as? [String: Any] else { return true }
        return manifest["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
    }

    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// Opens a new scene (another X window) when `sceneSession` is nil, or brings an open session's
    /// scene to the front.
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                              options: UIScene.ActivationRequestOptions?,
                                              errorHandler: ((any Error) -> Void)? = nil) {
        if let sceneSession, let scene = sceneSession.scene as? UIWindowScene {
            scene.windows.first?.makeKeyAndVisible()
            return
        }
        guard supportsMultipleScenes || sceneRegistry.scenes.isEmpty else {
            errorHandler?(SceneError.multipleScenesNotSupported)
            return
        }
        guard connectScene(role: .windowApplication, userActivity: userActivity) != nil else {
            errorHandler?(SceneError.noSceneDelegate)
            return
        }
    }

    /// Disconnects the session's scene: its delegate hears `sceneDidDisconnect`, its windows close,
    /// and the app delegate hears `application(_:didDiscardSceneSessions:)`.
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: AnyObject?,
                                               errorHandler: ((any Error) -> Void)? = nil) {
        disconnect(sceneSession)
    }

    /// Why a scene could not be opened.
    public enum SceneError: Error, CustomStringConvertible {
        case noSceneDelegate
        case multipleScenesNotSupported
        public var description: String {
            switch self {
            case .noSceneDelegate:
                "no scene delegate: return a UISceneConfiguration with a delegateClass, or name a class SceneDelegate"
            case .multipleScenesNotSupported:
                "the app does not support multiple scenes: set UIApplicationSupportsMultipleScenes in its Info.plist's scene manifest"
            }
        }
    }

    // MARK: Connecting

    /// Connects the first scene after launch when the app has a scene delegate. A classic app —
    /// one whose delegate already showed a window in `didFinishLaunching` — gets no scene (UIKit
    /// decides by the Info.plist's scene manifest, which Linux has not).
    func connectInitialSceneIfConfigured() {
        guard sceneRegistry.scenes.isEmpty, !windows.contains(where: { !$0.isHidden }) else { return }
        // R-DA2: the sessions open when the app last quit come back, else a new one.
        guard !restoreRememberedScenes() else { return }
        _ = connectScene(role: .windowApplication, userActivity: nil)
    }

    /// Makes a session (or, with `record`, the remembered one again), asks the app delegate for
    /// its configuration, makes the scene and its delegate and connects it. Nil when no scene
    /// delegate class can be found.
    func connectScene(role: UISceneSession.Role, userActivity: NSUserActivity?,
                      restoring record: SceneSessionStore.Record? = nil) -> UIScene? {
        let options = UIScene.ConnectionOptions(userActivity: userActivity)
        let session = UISceneSession(role: role, configuration: UISceneConfiguration(name: record?.configurationName, sessionRole: role),
                                     persistentIdentifier: record?.persistentIdentifier)
        if let record { restore(record, into: session) }
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options)
            ?? UISceneConfiguration(name: "Default Configuration", sessionRole: role)
        guard let delegateType = (configuration.delegateClass ?? defaultSceneDelegateClass()) as? UISceneDelegate.Type else {
            return nil
        }
        session.configuration = configuration
        let sceneType = (configuration.sceneClass as? UIScene.Type) ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        (scene as? UIWindowScene)?.rememberedFrame = record?.frame
        scene.delegate = InitializerCall.makeDelegate(of: delegateType, as: UISceneDelegate.self)
        session.scene = scene
        sceneRegistry.sessions.append(session)
        sceneRegistry.scenes.append(scene)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        // R-IB5: a scene of a storyboard app gets its window before its delegate hears of it.
        let windowScene = scene as? UIWindowScene
        let windowDelegate = scene.delegate as? UIWindowSceneDelegate
        let storyboardWindow = windowScene.flatMap { scene in windowDelegate.flatMap { MainStoryboard.loadForScene(scene, delegate: $0) } }
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        MainStoryboard.show(storyboardWindow, ifStillThe: windowDelegate?.window)
        windowScene?.restoreRememberedPlacement()
        scene.transition(to: .foregroundInactive)
        (scene as? UIWindowScene)?.windowsDidChange()
        return scene
    }

    /// Whether the app has a scene delegate to connect scenes with (a storyboard then starts each
    /// scene rather than the application).
    /// An Info.plist with a scene manifest says so; without one, a `SceneDelegate` class does (the
    /// delegate's configuration method is not asked early: UIKit asks it only when connecting).
    var hasSceneDelegate: Bool {
        if let info = MainStoryboard.info, !info.isEmpty { return info["UIApplicationSceneManifest"] != nil }
        return defaultSceneDelegateClass() is UISceneDelegate.Type
    }

    /// The class the template's Info.plist names: `SceneDelegate` in the app delegate's module.
    private func defaultSceneDelegateClass() -> AnyClass? {
        guard let delegate else { return nil }
        // `_typeName`, not `String(reflecting:)`: that asks for CustomDebugStringConvertible, and
        // a first conformance question scans every conformance of every image (issue #50).
        let qualified = _typeName(type(of: delegate), qualified: true)
        guard let module = qualified.split(separator: ".").first else { return nil }
        return _typeByName("\(module).SceneDelegate") as? AnyClass
    }

    func disconnect(_ session: UISceneSession) {
        guard let scene = session.scene, let index = sceneRegistry.scenes.firstIndex(where: { $0 === scene }) else { return }
        scene.transition(to: .background)
        scene.delegate?.sceneDidDisconnect(scene)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        for window in (scene as? UIWindowScene)?.windows ?? [] { window.isHidden = true }
        scene.activationState = .unattached
        sceneRegistry.scenes.remove(at: index)
        sceneRegistry.sessions.removeAll { $0 === session }
        session.scene = nil
        delegate?.application(self, didDiscardSceneSessions: [session])
        sceneActivationDidChange()
        saveSceneSessions()   // a closed window's session is not restored (R-DA2)
    }

    /// The user closed a window (X11: WM_DELETE_WINDOW), or another program destroyed it: a popup
    /// opened from it closes, and a scene left with no shown window is disconnected and its session
    /// discarded, as closing a scene's window does on iPadOS.
    func windowWasClosed(_ window: UIWindow) {
        // First, so that the menu's own windows are hidden before the scene is looked at.
        activePopup?.windowClosed(window)
        // R-DA2: the next new window opens at this one's size, as GTK apps remember theirs.
        if !window.isPopupMenu { sceneRegistry.store?.rememberClosedWindowSize(window.frame.size) }
        guard let scene = window.windowScene, !scene.windows.contains(where: { !$0.isHidden }) else { return }
        disconnect(scene.session)
    }

    // MARK: Application state

    /// Derives the application's state from its scenes (or, without scenes, from its windows) and
    /// tells the delegate and observers of each change, in UIKit's order.
    func sceneActivationDidChange() {
        guard !sceneRegistry.isLaunching else { return }
        let state: State
        let scenes = sceneRegistry.scenes
        if !scenes.isEmpty {
            if scenes.contains(where: { $0.activationState == .foregroundActive }) { state = .active }
            else if scenes.allSatisfy({ $0.activationState == .background }) { state = .background }
            else { state = .inactive }
        } else {
            let shown = windows.filter { !$0.isHidden && !$0.isIconified }
            if shown.isEmpty { state = .background }
            else if let key = keyWindow, !key.isHidden, key.hasPlatformFocus { state = .active }
            else { state = .inactive }
        }
        moveApplicationState(to: state)
    }

    private func moveApplicationState(to state: State) {
        let registry = sceneRegistry
        guard state != registry.applicationState else { return }
        // Only apps without scenes hear these from their app delegate, as in UIKit.
        let tellsDelegate = registry.scenes.isEmpty
        let center = NotificationCenter.default
        switch (registry.applicationState, state) {
        case (.background, _):
            if tellsDelegate { delegate?.applicationWillEnterForeground(self) }
            center.post(name: Self.willEnterForegroundNotification, object: self)
            registry.applicationState = .inactive
            if state == .active { moveApplicationState(to: .active) }
        case (.inactive, .active):
            registry.applicationState = .active
            if tellsDelegate { delegate?.applicationDidBecomeActive(self) }
            center.post(name: Self.didBecomeActiveNotification, object: self)
        case (.active, _):
            if tellsDelegate { delegate?.applicationWillResignActive(self) }
            center.post(name: Self.willResignActiveNotification, object: self)
            registry.applicationState = .inactive
            if state == .background { moveApplicationState(to: .background) }
        case (.inactive, .background):
            registry.applicationState = .background
            if tellsDelegate { delegate?.applicationDidEnterBackground(self) }
            center.post(name: Self.didEnterBackgroundNotification, object: self)
            defaultsFlusher.flushNow()
        default:
            registry.applicationState = state
        }
    }
}
