import Foundation

// UIKit's attribute names (Foundation on Linux declares the key type but not UIKit's keys), with
// UIKit's raw values so archived strings read the same.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let link = NSAttributedString.Key("NSLink")
    /// Kept for source compatibility; not drawn.
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
}
