import Foundation

/// A scene whose interface is windows (R-AS4). `UIWindow(windowScene:)` puts a window in it; each
/// window is its own X window. The scene's `title` names its windows on the desktop.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The windows in the scene; weak, whoever made a window keeps it (the template's delegate).
    private var windowReferences: [WeakWindow] = []

    public var windows: [UIWindow] { windowReferences.compactMap(\.window) }
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    public var screen: UIScreen { .main }
    public var traitCollection: UITraitCollection { UIApplication.systemTraitCollection }
    public var interfaceOrientation: UIInterfaceOrientation { .portrait }
    /// The frame the scene's window had when the app last quit, when the scene restores a
    /// remembered session (R-DA2): its windows open there (UIWindowScene+WindowPlacement).
    var rememberedFrame: CGRect?
    /// The smallest and largest sizes the scene's windows may take (told to the window manager).
    public private(set) lazy var sizeRestrictions: UISceneSizeRestrictions? = UISceneSizeRestrictions(scene: self)

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }

    func add(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
        windowReferences.append(WeakWindow(window: window))
        if window.title.isEmpty { window.title = windowTitle }
    }

    func remove(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
    }

    override func titleDidChange() {
        for window in windows { window.title = windowTitle }
    }

    /// The scene's state from its windows: active with the focused key window among them, in the
    /// background when none of them is on screen, inactive otherwise.
    func windowsDidChange() {
        guard activationState != .unattached else { return }
        let shown = windows.filter { !$0.isHidden && !$0.isIconified }
        if shown.isEmpty { transition(to: .background) }
        else if shown.contains(where: { $0.isKeyWindow && $0.hasPlatformFocus }) { transition(to: .foregroundActive) }
        else { transition(to: .foregroundInactive) }
    }
}
