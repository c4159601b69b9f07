import Foundation

// The rest of UIKit's list content styles (R-LC2): footers, the iOS 15 header and footer, the
// prominent inset-grouped headers, and the sidebar's cells and header, with iOS's fonts, colours
// and margins. Written-down choice: `header()` and `footer()` take the grouped look (UIKit adapts
// them to the list they are in; the inset-grouped lists they are mostly used in look so).

extension UIListContentConfiguration {
    /// A plain list's section footer: footnote text in the secondary colour.
    public static func plainFooter() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(secondaryFont: .preferredFont(forTextStyle: .footnote), sideBySide: false)
        configuration.textProperties.font = .preferredFont(forTextStyle: .footnote)
        configuration.textProperties.color = .secondaryLabel
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        return configuration
    }

    /// A grouped list's section footer: footnote text under the group, in the secondary colour.
    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = plainFooter()
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16)
        return configuration
    }

    /// iOS 15's header for any list.
    public static func header() -> UIListContentConfiguration { groupedHeader() }

    /// iOS 15's footer for any list.
    public static func footer() -> UIListContentConfiguration { groupedFooter() }

    /// An inset-grouped list's large header: bold title text in the label colour.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.textProperties.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .title3).pointSize, weight: .bold)
        configuration.textProperties.color = .label
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 4, bottom: 10, trailing: 4)
        return configuration
    }

    /// An inset-grouped list's larger header still.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = prominentInsetGroupedHeader()
        configuration.textProperties.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .title2).pointSize, weight: .bold)
        return configuration
    }

    /// A sidebar's row: a cell whose image takes the tint colour.
    public static func sidebarCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.imageProperties.tintColor = .tintColor
        return configuration
    }

    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        var configuration = subtitleCell()
        configuration.imageProperties.tintColor = .tintColor
        return configuration
    }

    /// A sidebar row beside the content (iPad's accompanied sidebar): as a sidebar row here.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { sidebarCell() }

    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { sidebarSubtitleCell() }

    /// A sidebar's section header: headline text in the secondary colour.
    public static func sidebarHeader() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.textProperties.font = .preferredFont(forTextStyle: .headline)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 6, trailing: 16)
        return configuration
    }
}
