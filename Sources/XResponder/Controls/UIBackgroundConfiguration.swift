import Foundation

/// The background of a button configuration or of a cell (iOS 14): a fill, a corner radius and an
/// outline. Nil colours mean "the style's own" (a filled button's tint, say; a cell's list
/// colour); a `backgroundColorTransformer` changes the colour drawn.
public struct UIBackgroundConfiguration: Equatable, Sendable {
    public var backgroundColor: UIColor?
    /// Used when the button's `cornerStyle` is `.fixed`.
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The state's look for list backgrounds: a selected or pressed list cell is grey.
    var listSelectionColor: UIColor?

    public init() {}

    /// The colour drawn: the background colour (or `tintColor` when there is none), through the
    /// transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(color) } ?? color
    }

    /// The set colour through the transformer; nil when none is set (the view's own stands).
    var drawnBackgroundColor: UIColor? {
        backgroundColor.map { color in backgroundColorTransformer.map { $0(color) } ?? color }
    }

    /// The configuration for a cell's state: a list background turns grey while selected or
    /// pressed, as UIKit's list cells do.
    @MainActor public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard let cellState = state as? UICellConfigurationState, let listSelectionColor else { return self }
        var updated = self
        if cellState.isSelected || cellState.isHighlighted { updated.backgroundColor = listSelectionColor }
        return updated
    }

    /// A plain list cell's background.
    @MainActor public static func listPlainCell() -> UIBackgroundConfiguration { list(.systemBackground) }
    /// A grouped list cell's background.
    @MainActor public static func listGroupedCell() -> UIBackgroundConfiguration { list(.secondarySystemGroupedBackground) }
    /// A sidebar cell's background: none until selected.
    @MainActor public static func listSidebarCell() -> UIBackgroundConfiguration { list(.clear) }
    /// A plain list header's or footer's background.
    @MainActor public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration()
        background.backgroundColor = .systemBackground
        return background
    }
    /// A grouped list header's or footer's background: none.
    @MainActor public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { clear() }

    @MainActor private static func list(_ color: UIColor) -> UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration()
        background.backgroundColor = color
        background.listSelectionColor = .systemGray4
        return background
    }

    /// No fill, no outline.
    public static func clear() -> UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration()
        background.backgroundColor = .clear
        return background
    }
}
