import Foundation

/// The find actions of UIKit's standard edit actions (iOS 16): `find(_:)` (Ctrl+F) opens the find
/// navigator, `findNext(_:)` and `findPrevious(_:)` (Ctrl+G, Shift+Ctrl+G) go from result to
/// result. Like the other standard actions they travel the responder chain to whoever adopts them
/// (UIResponderStandardEditActions.swift explains why each is a protocol).
@preconcurrency @MainActor
public protocol UIFindActions: AnyObject {
    func find(_ sender: Any?)
    func findNext(_ sender: Any?)
    func findPrevious(_ sender: Any?)
}

extension Selector {
    public static let find = Selector("find:", perform: { (r: any UIFindActions, sender: Any?) in r.find(sender) })
    public static let findNext = Selector("findNext:", perform: { (r: any UIFindActions, sender: Any?) in r.findNext(sender) })
    public static let findPrevious = Selector("findPrevious:", perform: { (r: any UIFindActions, sender: Any?) in
        r.findPrevious(sender)
    })
}
