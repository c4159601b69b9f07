import Foundation

/// UIKit's identifiers of the main menu's standard menus (R-DA1), with UIKit's raw values, so that
/// `builder.remove(menu: .format)` or `builder.insertChild(_, atStartOfMenu: .file)` find them.
extension UIMenu.Identifier {
    public static let root = Self("com.apple.menu.root")
    public static let application = Self("com.apple.menu.application")
    public static let file = Self("com.apple.menu.file")
    public static let edit = Self("com.apple.menu.edit")
    public static let format = Self("com.apple.menu.format")
    public static let view = Self("com.apple.menu.view")
    public static let window = Self("com.apple.menu.window")
    public static let help = Self("com.apple.menu.help")

    public static let about = Self("com.apple.menu.about")
    public static let preferences = Self("com.apple.menu.preferences")
    public static let services = Self("com.apple.menu.services")
    public static let hide = Self("com.apple.menu.hide")
    public static let quit = Self("com.apple.menu.quit")

    public static let newScene = Self("com.apple.menu.new-scene")
    public static let openRecent = Self("com.apple.menu.open-recent")
    public static let close = Self("com.apple.menu.close")
    public static let print = Self("com.apple.menu.print")
    public static let document = Self("com.apple.menu.document")

    public static let undoRedo = Self("com.apple.menu.undo-redo")
    public static let standardEdit = Self("com.apple.menu.standard-edit")
    public static let find = Self("com.apple.menu.find")
    public static let replace = Self("com.apple.menu.replace")
    public static let share = Self("com.apple.menu.share")
    public static let textStyle = Self("com.apple.menu.text-style")
    public static let spelling = Self("com.apple.menu.spelling")
    public static let spellingPanel = Self("com.apple.menu.spelling-panel")
    public static let spellingOptions = Self("com.apple.menu.spelling-options")
    public static let substitutions = Self("com.apple.menu.substitutions")
    public static let substitutionsPanel = Self("com.apple.menu.substitutions-panel")
    public static let substitutionOptions = Self("com.apple.menu.substitutions-options")
    public static let transformations = Self("com.apple.menu.transformations")
    public static let speech = Self("com.apple.menu.speech")
    public static let lookup = Self("com.apple.menu.lookup")
    public static let learn = Self("com.apple.menu.learn")

    public static let font = Self("com.apple.menu.font")
    public static let textSize = Self("com.apple.menu.text-size")
    public static let textColor = Self("com.apple.menu.text-color")
    public static let textStylePasteboard = Self("com.apple.menu.text-style-pasteboard")
    public static let text = Self("com.apple.menu.text")
    public static let writingDirection = Self("com.apple.menu.writing-direction")
    public static let alignment = Self("com.apple.menu.alignment")

    public static let toolbar = Self("com.apple.menu.toolbar")
    public static let sidebar = Self("com.apple.menu.sidebar")
    public static let fullscreen = Self("com.apple.menu.fullscreen")

    public static let minimizeAndZoom = Self("com.apple.menu.minimize-and-zoom")
    public static let bringAllToFront = Self("com.apple.menu.bring-all-to-front")
}
