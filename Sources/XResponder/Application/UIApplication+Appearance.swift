import Foundation

/// The desktop's light or dark preference as the application sees it (R-AP3). The X11 platform
/// reads it from XSETTINGS (`Net/ThemeName` ending in "-dark", or `Gtk/ApplicationPreferDarkTheme`),
/// and the environment can force it (`XRESPONDER_APPEARANCE=dark|light`, or GTK's
/// `GTK_THEME=Name:dark`); while running, a change on the desktop reaches every window.
enum DesktopAppearance {
    // Main-thread state; unchecked so that dynamic colours (Sendable) can read it.
    nonisolated(unsafe) static var style: UIUserInterfaceStyle = environmentStyle ?? .light

    /// `XRESPONDER_APPEARANCE` first, then GTK's `GTK_THEME` variant suffix.
    static var environmentStyle: UIUserInterfaceStyle? {
        let environment = ProcessInfo.processInfo.environment
        switch environment["XRESPONDER_APPEARANCE"]?.lowercased() {
        case "dark": return .dark
        case "light": return .light
        default: break
        }
        if let theme = environment["GTK_THEME"]?.lowercased() {
            return theme.hasSuffix(":dark") || theme.hasSuffix("-dark") ? .dark : .light
        }
        return nil
    }

    private nonisolated(unsafe) static var shared: [UIUserInterfaceStyle: UITraitCollection] = [:]

    /// The collection of a window in `style` (one instance per style).
    static func traitCollection(style: UIUserInterfaceStyle) -> UITraitCollection {
        let resolved = style == .unspecified ? self.style : style
        if let cached = shared[resolved] { return cached }
        let traits = UITraitCollection(style: resolved, displayScale: 1, horizontal: .regular, vertical: .regular,
                                       direction: .leftToRight, contentSize: .large, idiom: .pad, contrast: .normal, level: .base)
        shared[resolved] = traits
        return traits
    }
}

extension UIApplication {
    /// The application's traits: the desktop's style, regular size classes (a desktop window is
    /// iPad-like, as Mac Catalyst reports), scale 1.
    nonisolated static var systemTraitCollection: UITraitCollection {
        DesktopAppearance.traitCollection(style: DesktopAppearance.style)
    }

    /// The desktop switched between light and dark: every window's views and controllers whose
    /// style follows it hear `traitCollectionDidChange(_:)`, and everything is redrawn.
    func desktopAppearanceDidChange(to style: UIUserInterfaceStyle) {
        let resolved: UIUserInterfaceStyle = style == .unspecified ? .light : style
        guard resolved != DesktopAppearance.style else { return }
        let previous = DesktopAppearance.traitCollection(style: DesktopAppearance.style)
        DesktopAppearance.style = resolved
        for window in windows {
            window.traitsDidChange(previous: previous)
        }
    }
}
