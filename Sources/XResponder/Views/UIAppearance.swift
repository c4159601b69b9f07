import Foundation

/// Appearance proxies (R-BR3): `UINavigationBar.appearance().barTintColor = .systemGreen` styles
/// every navigation bar made afterwards; `UITextField.appearance(whenContainedInInstancesOf:
/// [UISearchBar.self]).tintColor = …` those inside a search bar.
///
/// The proxy is an instance of the class (a view made through `init?(coder:)`, never shown);
/// the properties set on it that differ from a fresh instance's are the rule (`AppearanceProxies`).
/// A new view takes the rules of its class and superclasses when it is made, after the class's own
/// defaults and before the app's initializer goes on, so a value the app sets on the view wins, as
/// in UIKit. When a view enters a window, rules made after it was (a storyboard's views exist before
/// `didFinishLaunching` sets them) and contained rules whose containers are around it apply to the
/// properties it still has at their default.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {
    static func appearance() -> Self
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

extension UIView: UIAppearance {
    public static func appearance() -> Self { AppearanceProxies.proxy(for: self, containers: []) }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.proxy(for: self, containers: containerTypes.map { $0 as AnyObject.Type })
    }
}

extension UIBarButtonItem {
    /// The rule for bar button items (`tintColor`, title text attributes), applied by the bar that
    /// shows an item to what the item does not set itself. A class value cannot make `Self` here
    /// without a required initializer UIKit does not have, so this answers a `UIBarButtonItem`.
    public static func appearance() -> UIBarButtonItem { AppearanceProxies.itemProxy(containers: []) }

    /// The rule for items in bars of the given classes (`[UINavigationBar.self]`, `[UIToolbar.self]`).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIBarButtonItem {
        AppearanceProxies.itemProxy(containers: containerTypes.map { $0 as AnyObject.Type })
    }
}
