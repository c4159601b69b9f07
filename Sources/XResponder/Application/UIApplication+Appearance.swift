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
        switch ProcessEnvironment.value("XRESPONDER_APPEARANCE")?.lowercased() {
        case "dark": return .dark
        case "light": return .light
        default: break
        }
        if let theme = ProcessEnvironment.value("GTK_THEME")?.lowercased() {
            return theme.hasSuffix(":dark") || theme.hasSuffix("-dark") ? .dark : .light
        }
        return nil
    }

    /// The screen's scale (pixels per point): the platform's, followed while running (R-DT3).
    nonisolated(unsafe) static var displayScale: CGFloat = 1

    /// The reader's text size (R-BR3): from `XRESPONDER_TEXT_SCALE` when set, else from the
    /// desktop's text scale, followed while running (`UIApplication.textScaleDidChange(to:)`).
    nonisolated(unsafe) static var contentSizeCategory: UIContentSizeCategory =
        environmentTextScale.map(UIContentSizeCategory.nearest(toTextScale:)) ?? .large

    /// `XRESPONDER_TEXT_SCALE` (1.25 is a quarter larger than the default), when it is a number
    /// from 0.5 to 4; it outranks the desktop's.
    static var environmentTextScale: Double? {
        guard let text = ProcessEnvironment.value("XRESPONDER_TEXT_SCALE"), let scale = Double(text),
              (0.5...4).contains(scale) else { return nil }
        return scale
    }

    private struct TraitsKey: Equatable {
        let style: UIUserInterfaceStyle
        let scale: CGFloat
        let contentSize: UIContentSizeCategory
        let horizontal: UIUserInterfaceSizeClass
        let vertical: UIUserInterfaceSizeClass
    }
    /// The collections made so far, one per combination (a handful in a process's life). A list
    /// searched in order, not a dictionary: the first dictionary keyed by `TraitsKey`, made for
    /// the first window before its first frame, asked the Swift runtime to search every
    /// conformance record in the program for its `Hashable` (issue #50).
    private nonisolated(unsafe) static var shared: [(key: TraitsKey, traits: UITraitCollection)] = []

    /// The collection of a window in `style` at the current scale, with size classes (one
    /// instance per combination).
    static func traitCollection(style: UIUserInterfaceStyle, horizontal: UIUserInterfaceSizeClass = .regular,
                                vertical: UIUserInterfaceSizeClass = .regular) -> UITraitCollection {
        let resolved = style == .unspecified ? self.style : style
        let key = TraitsKey(style: resolved, scale: displayScale, contentSize: contentSizeCategory,
                            horizontal: horizontal, vertical: vertical)
        if let cached = shared.first(where: { $0.key == key }) { return cached.traits }
        let traits = UITraitCollection(style: resolved, displayScale: displayScale, horizontal: horizontal, vertical: vertical,
                                       direction: .leftToRight, contentSize: contentSizeCategory, idiom: .pad,
                                       contrast: .normal, level: .base)
        shared.append((key, traits))
        return traits
    }

    /// Narrower than this a window is compact horizontally, as an iPad app in a narrow Split View
    /// or Slide Over is (an 11-inch iPad's half, 592 points, is compact; a 12.9-inch one's, 678
    /// points, regular); a phone-sized window is compact as the phone is.
    static let regularWidth: CGFloat = 640
    /// Lower than this a window is compact vertically, as a phone held sideways is.
    static let regularHeight: CGFloat = 500

    /// The size classes of a window of `size` points.
    static func sizeClasses(for size: CGSize) -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        (size.width < regularWidth ? .compact : .regular, size.height < regularHeight ? .compact : .regular)
    }
}

extension UIApplication {
    /// The application's traits: the desktop's style, regular size classes (a desktop is
    /// iPad-like; each window's own follow its size, `UIWindow.sizeClasses`), the screen's scale.
    nonisolated static var systemTraitCollection: UITraitCollection {
        DesktopAppearance.traitCollection(style: DesktopAppearance.style)
    }

    /// The screen's scale changed (the desktop's Xft/DPI): every window's views and controllers hear
    /// `traitCollectionDidChange(_:)` with the new `displayScale`, and everything is redrawn.
    func displayScaleDidChange(to scale: CGFloat) {
        guard scale != DesktopAppearance.displayScale, scale.isFinite, scale > 0 else { return }
        changeDesktopTraits { DesktopAppearance.displayScale = scale }
    }

    /// Makes one of the desktop's traits change (`change`), then tells every window's views and
    /// controllers, each with the traits it had before.
    private func changeDesktopTraits(_ change: () -> Void) {
        let all = windows
        let previous = all.map(\.traitCollection)
        change()
        for (window, previous) in zip(all, previous) {
            window.traitsDidChange(previous: previous)
        }
    }

    /// The reader's preferred text size: the desktop's text scale (or `XRESPONDER_TEXT_SCALE`)
    /// as a content size category (docs/appearance.md#dynamic-type-r-br3).
    public var preferredContentSizeCategory: UIContentSizeCategory { DesktopAppearance.contentSizeCategory }

    /// The desktop's text scale changed (nil: it says none, which is 1). Unless the environment
    /// fixes the size, a new category reaches every window: labels, fields and text views that
    /// adjust take their new fonts, then views and controllers hear `traitCollectionDidChange(_:)`,
    /// and `UIContentSizeCategory.didChangeNotification` is posted.
    package func textScaleDidChange(to textScale: Double?) {
        guard DesktopAppearance.environmentTextScale == nil else { return }
        contentSizeCategoryDidChange(to: .nearest(toTextScale: textScale ?? 1))
    }

    func contentSizeCategoryDidChange(to category: UIContentSizeCategory) {
        guard category.order >= 0, category != DesktopAppearance.contentSizeCategory else { return }
        changeDesktopTraits { DesktopAppearance.contentSizeCategory = category }
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: self,
                                        userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
    }

    /// The desktop switched between light and dark: every window's views and controllers whose
    /// style follows it hear `traitCollectionDidChange(_:)`, and everything is redrawn.
    func desktopAppearanceDidChange(to style: UIUserInterfaceStyle) {
        let resolved: UIUserInterfaceStyle = style == .unspecified ? .light : style
        guard resolved != DesktopAppearance.style else { return }
        changeDesktopTraits { DesktopAppearance.style = resolved }
    }
}
