import Foundation
import XResponder

/// Keys an XCUITest types as characters: `element.typeText(XCUIKeyboardKey.delete.rawValue)`, as
/// XCTest spells them. The X11 driver presses each one's key (X11InputInjector maps the control
/// characters to their keysyms); in process, `UIKey.forCharacter` does.
public struct XCUIKeyboardKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let delete = XCUIKeyboardKey(rawValue: "\u{8}")
    public static let `return` = XCUIKeyboardKey(rawValue: "\r")
    public static let tab = XCUIKeyboardKey(rawValue: "\t")
    public static let space = XCUIKeyboardKey(rawValue: " ")
    public static let escape = XCUIKeyboardKey(rawValue: "\u{1B}")
    public static let forwardDelete = XCUIKeyboardKey(rawValue: "\u{7F}")
}
