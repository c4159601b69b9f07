/// Apple's app categories (`LSApplicationCategoryType`, Xcode's "App Category") as freedesktop
/// menu categories, for the `.desktop` entry's `Categories` (R-DA4). Each list starts with one of
/// the menu specification's main categories, and every additional category comes with a main
/// category the specification relates it to — desktop-file-validate rejects an entry otherwise (a
/// test validates every row). Where the menu has no such shelf (health, lifestyle, travel,
/// weather), the app goes to Utility, as GNOME Software files them.
enum AppCategories {
    static let table: [String: [String]] = [
        "business": ["Office"],
        "developer-tools": ["Development"],
        "education": ["Education"],
        "entertainment": ["AudioVideo"],
        "finance": ["Office", "Finance"],
        "games": ["Game"],
        "action-games": ["Game", "ActionGame"],
        "adventure-games": ["Game", "AdventureGame"],
        "arcade-games": ["Game", "ArcadeGame"],
        "board-games": ["Game", "BoardGame"],
        "card-games": ["Game", "CardGame"],
        "casino-games": ["Game", "CardGame"],
        "dice-games": ["Game", "BoardGame"],
        "educational-games": ["Game", "KidsGame"],
        "family-games": ["Game", "KidsGame"],
        "kids-games": ["Game", "KidsGame"],
        "music-games": ["Game"],
        "puzzle-games": ["Game", "LogicGame"],
        "racing-games": ["Game", "SportsGame"],
        "role-playing-games": ["Game", "RolePlaying"],
        "simulation-games": ["Game", "Simulation"],
        "sports-games": ["Game", "SportsGame"],
        "strategy-games": ["Game", "StrategyGame"],
        "trivia-games": ["Game", "LogicGame"],
        "word-games": ["Game", "LogicGame"],
        "graphics-design": ["Graphics"],
        "healthcare-fitness": ["Utility"],
        "lifestyle": ["Utility"],
        "medical": ["Science", "MedicalSoftware"],
        "music": ["AudioVideo", "Audio", "Music"],
        "news": ["Network", "News"],
        "photography": ["Graphics", "Photography"],
        "productivity": ["Office"],
        "reference": ["Education"],
        "social-networking": ["Network", "Chat"],
        "sports": ["Utility"],
        "travel": ["Utility"],
        "utilities": ["Utility"],
        "video": ["AudioVideo", "Video"],
        "weather": ["Utility"],
    ]

    /// The categories of `appleCategory` (`public.app-category.productivity`), Utility when it is
    /// absent or unknown.
    static func freedesktop(for appleCategory: String?) -> [String] {
        guard let appleCategory else { return ["Utility"] }
        let prefix = "public.app-category."
        let key = appleCategory.hasPrefix(prefix) ? String(appleCategory.dropFirst(prefix.count)) : appleCategory
        return table[key] ?? ["Utility"]
    }
}
