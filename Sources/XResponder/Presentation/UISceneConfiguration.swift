import Foundation

/// Which delegate (and scene class) a new scene gets. An app returns one from
/// `application(_:configurationForConnecting:options:)`, as Xcode's template does:
/// `UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)`.
///
/// Linux has no Info.plist, so a configuration without a `delegateClass` takes the class named
/// `SceneDelegate` in the application delegate's module: what the template's Info.plist names
/// (`$(PRODUCT_MODULE_NAME).SceneDelegate`). Set `delegateClass` to choose another.
@preconcurrency @MainActor
open class UISceneConfiguration {
    public let name: String?
    public let role: UISceneSession.Role
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?
    /// Accepted for source compatibility; there are no storyboards.
    open var storyboard: AnyObject?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}
