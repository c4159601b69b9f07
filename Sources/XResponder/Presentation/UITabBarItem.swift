import Foundation

/// A tab in a tab bar: a title, an image (and a selected image), a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// UIKit's system tab items, drawn with their English title and symbol.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed
    }

    open var selectedImage: UIImage? { didSet { barItemDidChange() } }
    open var badgeValue: String? { didSet { barItemDidChange() } }
    open var badgeColor: UIColor? { didSet { barItemDidChange() } }

    public override init() { super.init() }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        let (title, symbol): (String, String) = switch systemItem {
        case .more: ("More", "ellipsis")
        case .favorites: ("Favorites", "star.fill")
        case .featured: ("Featured", "star")
        case .topRated: ("Top Rated", "star")
        case .recents, .mostRecent: (systemItem == .recents ? "Recents" : "Most Recent", "clock")
        case .contacts: ("Contacts", "person.crop.circle")
        case .history: ("History", "clock")
        case .bookmarks: ("Bookmarks", "bookmark")
        case .search: ("Search", "magnifyingglass")
        case .downloads: ("Downloads", "arrow.down.circle")
        case .mostViewed: ("Most Viewed", "list.bullet")
        }
        self.title = title
        image = UIImage(systemName: symbol)
        self.tag = tag
    }
}
