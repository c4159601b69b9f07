import Foundation

/// The environment a view draws in (R-AP3): light or dark, the display scale, size classes and
/// layout direction. Every view, view controller and window has one (`traitCollection`); dynamic
/// colours resolve against it. The desktop's dark preference becomes the windows' style, and a
/// view or controller can override it (`overrideUserInterfaceStyle`).
public final class UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let displayScale: CGFloat
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let accessibilityContrast: UIAccessibilityContrast
    public let userInterfaceLevel: UIUserInterfaceLevel

    init(style: UIUserInterfaceStyle = .unspecified, displayScale: CGFloat = 0, horizontal: UIUserInterfaceSizeClass = .unspecified,
         vertical: UIUserInterfaceSizeClass = .unspecified, direction: UITraitEnvironmentLayoutDirection = .unspecified,
         contentSize: UIContentSizeCategory = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified,
         contrast: UIAccessibilityContrast = .unspecified, level: UIUserInterfaceLevel = .unspecified) {
        userInterfaceStyle = style
        self.displayScale = displayScale
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        layoutDirection = direction
        preferredContentSizeCategory = contentSize
        userInterfaceIdiom = idiom
        accessibilityContrast = contrast
        userInterfaceLevel = level
    }

    public convenience init() { self.init(style: .unspecified) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    public convenience init(displayScale: CGFloat) { self.init(style: .unspecified, displayScale: displayScale) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(contentSize: preferredContentSizeCategory) }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }

    /// One collection from several: each trait from the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ value: (UITraitCollection) -> T, unspecified: T) -> T {
            traitCollections.map(value).last { $0 != unspecified } ?? unspecified
        }
        self.init(style: last(\.userInterfaceStyle, unspecified: .unspecified),
                  displayScale: last(\.displayScale, unspecified: 0),
                  horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
                  vertical: last(\.verticalSizeClass, unspecified: .unspecified),
                  direction: last(\.layoutDirection, unspecified: .unspecified),
                  contentSize: last(\.preferredContentSizeCategory, unspecified: .unspecified),
                  idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
                  contrast: last(\.accessibilityContrast, unspecified: .unspecified),
                  level: last(\.userInterfaceLevel, unspecified: .unspecified))
    }

    /// The collection dynamic colours resolve against when none is given: the one of the view
    /// being drawn, of `performAsCurrent`, or else the application's (the desktop's style). Set and
    /// read it on the main thread, as in UIKit.
    public static var current: UITraitCollection {
        get { currentStack.last ?? UIApplication.systemTraitCollection }
        set {
            if currentStack.isEmpty { currentStack.append(newValue) } else { currentStack[currentStack.count - 1] = newValue }
        }
    }

    // Main-thread state (UIKit's rule); unchecked so that a `UIColor`, which is Sendable, can read it.
    nonisolated(unsafe) static var currentStack: [UITraitCollection] = []

    /// Runs `actions` with this collection as `current`.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        UITraitCollection.currentStack.append(self)
        defer { UITraitCollection.currentStack.removeLast() }
        try actions()
    }

    /// Makes `traits` current until the matching `popCurrent()` (the renderer's per-view scope).
    static func pushCurrent(_ traits: UITraitCollection) { currentStack.append(traits) }
    static func popCurrent() { _ = currentStack.popLast() }

    /// Whether colours may resolve differently in the two collections.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let other = traitCollection else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || accessibilityContrast != other.accessibilityContrast
            || userInterfaceLevel != other.userInterfaceLevel
    }

    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let t = trait else { return true }
        return (t.userInterfaceStyle == .unspecified || t.userInterfaceStyle == userInterfaceStyle)
            && (t.horizontalSizeClass == .unspecified || t.horizontalSizeClass == horizontalSizeClass)
            && (t.verticalSizeClass == .unspecified || t.verticalSizeClass == verticalSizeClass)
            && (t.displayScale == 0 || t.displayScale == displayScale)
    }

    /// A copy with the style changed.
    func with(style: UIUserInterfaceStyle) -> UITraitCollection {
        UITraitCollection(style: style, displayScale: displayScale, horizontal: horizontalSizeClass, vertical: verticalSizeClass,
                          direction: layoutDirection, contentSize: preferredContentSizeCategory, idiom: userInterfaceIdiom,
                          contrast: accessibilityContrast, level: userInterfaceLevel)
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.displayScale == rhs.displayScale
            && lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.layoutDirection == rhs.layoutDirection && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.accessibilityContrast == rhs.accessibilityContrast
            && lhs.userInterfaceLevel == rhs.userInterfaceLevel
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle); hasher.combine(displayScale); hasher.combine(horizontalSizeClass)
    }

    public var description: String {
        "UITraitCollection(style: \(userInterfaceStyle), scale: \(displayScale), h: \(horizontalSizeClass), v: \(verticalSizeClass))"
    }
}
