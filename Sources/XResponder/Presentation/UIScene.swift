import Foundation

/// One instance of the app's interface (R-AS4). On X11 a window scene's windows are top-level X
/// windows; the scene is active while one of them has the keyboard focus, inactive while none has,
/// and in the background while all of them are iconified or hidden.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Whether a scene is on screen and taking events, on screen but not, in the background, or unattached.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What a scene was connected with: the activity that asked for it, if any.
    @MainActor
    open class ConnectionOptions {
        public let userActivities: Set<NSUserActivity>
        public let sourceApplication: String? = nil
        init(userActivity: NSUserActivity?) {
            userActivities = userActivity.map { [$0] } ?? []
        }
    }

    /// Options for `requestSceneSessionActivation`; the requesting scene is remembered.
    @MainActor
    open class ActivationRequestOptions {
        open var requestingScene: UIScene?
        public init() {}
    }

    public let session: UISceneSession
    /// Kept strongly, as in UIKit: the scene owns its delegate.
    open var delegate: UISceneDelegate?
    public internal(set) var activationState: ActivationState = .unattached
    open var title: String! = "" { didSet { titleDidChange() } }

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The application comes next in the chain, as in UIKit.
    open override var next: UIResponder? { UIApplication.shared }

    func titleDidChange() {}

    // MARK: Activation

    /// Moves to `state`, telling the delegate each step between (UIKit's order: enter foreground
    /// before becoming active; resign active before entering the background).
    func transition(to state: ActivationState) {
        guard state != activationState, activationState != .unattached || state != .background else { return }
        let delegate = self.delegate
        let application = UIApplication.shared
        switch (activationState, state) {
        case (.background, _), (.unattached, _):
            delegate?.sceneWillEnterForeground(self)
            NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: self)
            activationState = .foregroundInactive
            if state == .foregroundActive { transition(to: .foregroundActive) }
        case (.foregroundInactive, .foregroundActive):
            activationState = .foregroundActive
            delegate?.sceneDidBecomeActive(self)
            NotificationCenter.default.post(name: UIScene.didActivateNotification, object: self)
        case (.foregroundActive, _):
            delegate?.sceneWillResignActive(self)
            NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: self)
            activationState = .foregroundInactive
            if state == .background { transition(to: .background) }
        case (.foregroundInactive, .background):
            activationState = .background
            delegate?.sceneDidEnterBackground(self)
            NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: self)
            application.defaultsFlusher.flushNow()   // what the delegate saved reaches the disk
            application.saveSceneSessions()          // and what the scene shows (R-DA2)
        default:
            activationState = state
        }
        application.sceneActivationDidChange()
    }

    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}
