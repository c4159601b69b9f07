import Foundation

/// The standard edit actions (R-F4): cut, copy, paste, select all and delete.
///
/// In UIKit every method of this protocol is optional and a responder "implements" the ones it
/// defines. Swift protocols have no optional methods without Objective-C, so XResponder makes each
/// action its own small protocol and `UIResponderStandardEditActions` the union of them. Adopt only the
/// ones your responder supports (`UICopyAction`, `UIPasteAction`, …); the matching `Selector`
/// (`.copy`, `.paste`, …) finds them through the responder chain like any other nil-targeted action.
@preconcurrency @MainActor public protocol UICutAction: AnyObject { func cut(_ sender: Any?) }
@preconcurrency @MainActor public protocol UICopyAction: AnyObject { func copy(_ sender: Any?) }
@preconcurrency @MainActor public protocol UIPasteAction: AnyObject { func paste(_ sender: Any?) }
@preconcurrency @MainActor public protocol UISelectAllAction: AnyObject { func selectAll(_ sender: Any?) }
@preconcurrency @MainActor public protocol UIDeleteAction: AnyObject { func delete(_ sender: Any?) }

/// All five standard edit actions.
public typealias UIResponderStandardEditActions =
    UICutAction & UICopyAction & UIPasteAction & UISelectAllAction & UIDeleteAction

extension Selector {
    public static let cut = Selector("cut:") { (r: any UICutAction, sender: Any?) in r.cut(sender) }
    public static let copy = Selector("copy:") { (r: any UICopyAction, sender: Any?) in r.copy(sender) }
    public static let paste = Selector("paste:") { (r: any UIPasteAction, sender: Any?) in r.paste(sender) }
    public static let selectAll = Selector("selectAll:") { (r: any UISelectAllAction, sender: Any?) in
        r.selectAll(sender)
    }
    public static let delete = Selector("delete:") { (r: any UIDeleteAction, sender: Any?) in r.delete(sender) }
}
