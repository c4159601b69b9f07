import Foundation

/// Reads the values Interface Builder writes as child elements and attributes — colours, fonts,
/// rectangles, insets, images and the enumerations' spellings — into UIKit's types (R-IB1). A value
/// that cannot be read is nil; the caller keeps the class's default.
@MainActor
enum NibValues {
    // MARK: Geometry

    static func rect(_ element: NibElement?) -> CGRect? {
        guard let element, let width = element.number("width"), let height = element.number("height") else { return nil }
        return CGRect(x: element.number("x") ?? 0, y: element.number("y") ?? 0, width: width, height: height)
    }

    static func size(_ element: NibElement?) -> CGSize? {
        guard let element, let width = element.number("width"), let height = element.number("height") else { return nil }
        return CGSize(width: width, height: height)
    }

    /// `<inset key="…" minX="" minY="" maxX="" maxY=""/>`: left, top, right, bottom.
    static func insets(_ element: NibElement?) -> UIEdgeInsets? {
        guard let element else { return nil }
        return UIEdgeInsets(top: element.number("minY") ?? 0, left: element.number("minX") ?? 0,
                            bottom: element.number("maxY") ?? 0, right: element.number("maxX") ?? 0)
    }

    /// `<directionalEdgeInsets key="…" top="" leading="" bottom="" trailing=""/>`.
    static func directionalInsets(_ element: NibElement?) -> NSDirectionalEdgeInsets? {
        guard let element else { return nil }
        return NSDirectionalEdgeInsets(top: element.number("top") ?? 0, leading: element.number("leading") ?? 0,
                                       bottom: element.number("bottom") ?? 0, trailing: element.number("trailing") ?? 0)
    }

    static func autoresizingMask(_ element: NibElement?) -> UIView.AutoresizingMask? {
        guard let element else { return nil }
        var mask: UIView.AutoresizingMask = []
        let flags: [(String, UIView.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (name, flag) in flags where element.flag(name) == true { mask.insert(flag) }
        return mask
    }

    // MARK: Colours

    /// `<color key="…" …/>` in any of the forms Xcode writes: a system colour (`systemColor`, or
    /// the older `cocoaTouchSystemColor`), a catalog colour (`name`), grey (`white`) or RGB
    /// components in sRGB, Display P3 or the calibrated and device spaces (taken as sRGB).
    static func color(_ element: NibElement?, in document: NibDocument?) -> UIColor? {
        guard let element else { return nil }
        if let system = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            if let known = AssetColor.systemColors[system] ?? AssetColor.systemColors[system + "Color"] ?? legacySystemColors[system] {
                return known
            }
            document?.report("unknown system colour \"\(system)\"; clear is used", at: element)
            return .clear
        }
        if let name = element["name"] {
            if let named = UIColor(named: name) { return named }
            document?.report("no colour set named \"\(name)\" in the asset catalogs; clear is used", at: element)
            return .clear
        }
        let alpha = element.number("alpha") ?? 1
        if let white = element.number("white") { return UIColor(white: white, alpha: alpha) }
        guard let red = element.number("red"), let green = element.number("green"), let blue = element.number("blue") else {
            document?.report("a colour without components", at: element)
            return nil
        }
        if element["customColorSpace"] == "displayP3" {
            let (r, g, b) = AssetColor.displayP3ToSRGB(red, green, blue)
            return UIColor(red: r, green: g, blue: b, alpha: alpha)
        }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colours older files name with `cocoaTouchSystemColor`.
    private static let legacySystemColors: [String: UIColor] = [
        "darkTextColor": .darkText, "lightTextColor": .lightText, "groupTableViewBackgroundColor": .systemGroupedBackground,
        "tableCellGroupedBackgroundColor": .secondarySystemGroupedBackground, "scrollViewTexturedBackgroundColor": .systemGroupedBackground,
        "viewFlipsideBackgroundColor": .secondarySystemBackground,
    ]

    // MARK: Fonts

    /// `<fontDescription key="fontDescription" …/>`: a system font (`type="system"`, `boldSystem`,
    /// `italicSystem`, with `weight`), a text style (`style="UICTFontTextStyleBody"`) or a named
    /// font (`name`, through fontconfig's families and stand-ins, as `UIFont(name:size:)`).
    static func font(_ element: NibElement?, in document: NibDocument?) -> UIFont? {
        guard let element else { return nil }
        let size = element.number("pointSize") ?? 17
        if let style = element["style"] { return .preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style)) }
        if let name = element["name"] {
            if let font = UIFont(name: name, size: size) { return font }
            document?.report("no font named \"\(name)\"; the system font is used", at: element)
            return .systemFont(ofSize: size)
        }
        switch element["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        default: return .systemFont(ofSize: size, weight: weight(element["weight"]))
        }
    }

    private static func weight(_ name: String?) -> UIFont.Weight {
        switch name {
        case "ultraLight": .ultraLight
        case "thin": .thin
        case "light": .light
        case "medium": .medium
        case "semibold": .semibold
        case "bold": .bold
        case "heavy": .heavy
        case "black": .black
        default: .regular
        }
    }

    // MARK: Images

    /// An image attribute's name (`image="star"`), from the asset catalogs and resources.
    static func image(named name: String?, in document: NibDocument?, at element: NibElement) -> UIImage? {
        guard let name, !name.isEmpty else { return nil }
        if let image = UIImage(named: name) ?? UIImage(systemName: name) { return image }
        document?.report("no image named \"\(name)\"", at: element)
        return nil
    }

    /// `<imageReference key="image" image="star.fill" catalog="system" symbolScale="large"/>`.
    static func image(_ reference: NibElement?, in document: NibDocument?) -> UIImage? {
        guard let reference, let name = reference["image"] else { return nil }
        if reference["catalog"] == "system", let symbol = UIImage(systemName: name) { return symbol }
        return image(named: name, in: document, at: reference)
    }

    // MARK: Enumerations, as Xcode spells them

    static func contentMode(_ name: String?) -> UIView.ContentMode? {
        switch name {
        case "scaleToFill": .scaleToFill
        case "scaleAspectFit": .scaleAspectFit
        case "scaleAspectFill": .scaleAspectFill
        case "redraw": .redraw
        case "center": .center
        case "top": .top
        case "bottom": .bottom
        case "left": .left
        case "right": .right
        case "topLeft": .topLeft
        case "topRight": .topRight
        case "bottomLeft": .bottomLeft
        case "bottomRight": .bottomRight
        default: nil
        }
    }

    static func textAlignment(_ name: String?) -> NSTextAlignment? {
        switch name {
        case "left": .left
        case "center": .center
        case "right": .right
        case "justified": .justified
        case "natural": .natural
        default: nil
        }
    }

    static func lineBreakMode(_ name: String?) -> NSLineBreakMode? {
        switch name {
        case "wordWrap": .byWordWrapping
        case "characterWrap": .byCharWrapping
        case "clip": .byClipping
        case "headTruncation": .byTruncatingHead
        case "tailTruncation": .byTruncatingTail
        case "middleTruncation": .byTruncatingMiddle
        default: nil
        }
    }

    static func horizontalAlignment(_ name: String?) -> UIControl.ContentHorizontalAlignment? {
        switch name {
        case "center": .center
        case "left": .left
        case "right": .right
        case "fill": .fill
        case "leading": .leading
        case "trailing": .trailing
        default: nil
        }
    }

    static func verticalAlignment(_ name: String?) -> UIControl.ContentVerticalAlignment? {
        switch name {
        case "center": .center
        case "top": .top
        case "bottom": .bottom
        case "fill": .fill
        default: nil
        }
    }

    /// A control event as an action connection names it (`eventType="touchUpInside"`).
    static func controlEvents(_ name: String?) -> UIControl.Event {
        switch name {
        case "touchDown": .touchDown
        case "touchDownRepeat": .touchDownRepeat
        case "touchDragInside": .touchDragInside
        case "touchDragOutside": .touchDragOutside
        case "touchDragEnter": .touchDragEnter
        case "touchDragExit": .touchDragExit
        case "touchUpOutside": .touchUpOutside
        case "touchCancel": .touchCancel
        case "valueChanged": .valueChanged
        case "primaryActionTriggered": .primaryActionTriggered
        case "editingDidBegin": .editingDidBegin
        case "editingChanged": .editingChanged
        case "editingDidEnd": .editingDidEnd
        case "editingDidEndOnExit": .editingDidEndOnExit
        default: .touchUpInside
        }
    }
}
