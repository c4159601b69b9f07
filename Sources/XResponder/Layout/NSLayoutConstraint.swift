import Foundation

/// A relation between two layout attributes, UIKit's `NSLayoutConstraint` (R-AL1):
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// A constraint does nothing until it is active. Activating it installs it on the nearest common
/// ancestor of its items (that view's `constraints`) and adds it to the layout engine of that
/// view's hierarchy (`LayoutEngine`). Items are weak, as in UIKit; a view that dies deactivates the
/// constraints that name it (`UIView.deinit`).
@preconcurrency @MainActor
open class NSLayoutConstraint: @preconcurrency CustomStringConvertible {
    /// An axis of layout: what content hugging and compression resistance are set for.
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }

    /// How a constraint's two sides relate: less than or equal, equal, greater than or equal.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The edge, centre, size or baseline of an item that a constraint ties, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
        public static let baseline = Attribute.lastBaseline
    }

    /// Options of the visual format language: how the views of a format line up across it, and
    /// which way it reads.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    // MARK: Items (weak, as in UIKit: a constraint can outlive its views)

    weak var firstItemStorage: AnyObject?
    weak var secondItemStorage: AnyObject?

    public var firstItem: AnyObject? { firstItemStorage }
    public var secondItem: AnyObject? { secondItemStorage }
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    public var identifier: String?
    public var shouldBeArchived = false

    /// The constant, changeable while active: the engine moves it in place (R-AL6).
    public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            if !constant.isFinite {
                LayoutLog.warn("constant \(constant) ignored on \(self)")
                constant = oldValue
                return
            }
            engineRecord?.engine.constantDidChange(self)
        }
    }

    /// 1…1000. Changing it while active moves the constraint between required and optional in the
    /// engine (UIKit forbids going from required to optional while active; XResponder allows it).
    public var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            engineRecord?.engine.priorityDidChange(self)
        }
    }

    /// Active constraints take part in layout. Setting it is `activate([self])` / `deactivate`.
    public var isActive: Bool {
        get { container != nil }
        set { newValue ? NSLayoutConstraint.activate([self]) : NSLayoutConstraint.deactivate([self]) }
    }

    /// The view the constraint is installed on (the nearest common ancestor of its items).
    unowned(unsafe) var container: UIView?
    /// The solver's form of the constraint and the engine that holds it, while it is active.
    package var engineRecord: (engine: LayoutEngine, linear: LinearConstraint)?
    /// The engine found the constraint contradicting required ones and left it out (R-AL5).
    var isBroken = false
    /// The break was logged; a constraint still broken when tried again is not logged twice.
    var brokenWasReported = false

    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c)
    }

    init(first: AnyObject, _ firstAttribute: Attribute, _ relation: Relation, second: AnyObject?, _ secondAttribute: Attribute,
         multiplier: CGFloat, constant: CGFloat) {
        firstItemStorage = first
        secondItemStorage = second
        self.firstAttribute = firstAttribute
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.relation = relation
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.constant = constant.isFinite ? constant : 0
    }

    /// The anchors the constraint was made from (or would have been).
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: firstItemStorage, attribute: firstAttribute) }
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItemStorage.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    // MARK: Activation

    /// Activates every constraint: each is installed on the nearest common ancestor of its items.
    /// One whose items share no ancestor is refused with an error naming both, not a crash (R-AL2).
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where constraint.container == nil {
            guard let container = constraint.commonAncestor() else { continue }
            container.install(constraint)
        }
    }

    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints {
            constraint.container?.uninstall(constraint)
        }
    }

    /// The nearest common ancestor of the items' views (a guide counts as its owning view), or nil
    /// after logging why there is none.
    func commonAncestor() -> UIView? {
        guard let first = firstItemStorage else {
            LayoutLog.error("Unable to activate constraint \(self): its first item is gone.")
            return nil
        }
        guard let firstView = LayoutItemState.view(of: first) else {
            LayoutLog.error("Unable to activate constraint \(self): \(LayoutLog.name(first)) is a layout guide that is not in a view.")
            return nil
        }
        guard let second = secondItemStorage else { return firstView }
        guard let secondView = LayoutItemState.view(of: second) else {
            LayoutLog.error("Unable to activate constraint \(self): \(LayoutLog.name(second)) is a layout guide that is not in a view.")
            return nil
        }
        if let ancestor = UIView.nearestCommonAncestor(firstView, secondView) { return ancestor }
        LayoutLog.error("""
            Unable to activate constraint with anchors \(LayoutLog.name(first)).\(firstAttribute.name) and \
            \(LayoutLog.name(second)).\(secondAttribute.name) because they have no common ancestor. \
            Does the constraint or its anchors reference items in different view hierarchies? That's illegal.
            """)
        return nil
    }

    // MARK: Description

    /// UIKit's format: `<NSLayoutConstraint:0x… 'id' UILabel:0x….leading == UIView:0x….leading + 20   (active)>`.
    open var description: String {
        var text = "<\(LayoutLog.name(self))"
        if let identifier { text += " '\(identifier)'" }
        text += " " + equationDescription
        if priority != .required { text += "   (priority \(Int(priority.rawValue)))" }
        text += container != nil ? "   (active)" : "   (inactive)"
        if isBroken { text += "   (broken)" }
        return text + ">"
    }

    var equationDescription: String {
        let first = firstItemStorage.map { "\(LayoutLog.name($0)).\(firstAttribute.name)" } ?? "nil.\(firstAttribute.name)"
        var text = "\(first) \(relation.symbol) "
        if let second = secondItemStorage {
            if multiplier != 1 { text += "\(LayoutLog.number(multiplier))*" }
            text += "\(LayoutLog.name(second)).\(secondAttribute.name)"
            if constant != 0 { text += constant > 0 ? " + \(LayoutLog.number(constant))" : " - \(LayoutLog.number(-constant))" }
        } else {
            text += LayoutLog.number(constant)
        }
        return text
    }
}

/// The constraints the system makes for a view whose `translatesAutoresizingMaskIntoConstraints`
/// is true: its frame, as required constraints (R-AL2). Named as UIKit names them in logs.
@MainActor
final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {}

/// The constraints the system makes from a view's intrinsic content size: hugging (≤ at the
/// hugging priority) and compression resistance (≥ at the resistance priority) (R-AL3).
@MainActor
final class NSContentSizeLayoutConstraint: NSLayoutConstraint {}

/// The constraints that tie a layout guide to its view (margins, safe area) or a stack view's
/// arrangement to its views. Named after UIKit's private `_UILayoutSupportConstraint`.
@MainActor
final class UISystemLayoutConstraint: NSLayoutConstraint {}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }

    var linear: LinearConstraint.Relation {
        switch self {
        case .lessThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}

extension NSLayoutConstraint.Attribute {
    var name: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }

    var axis: NSLayoutConstraint.Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        default:
            return .vertical
        }
    }

    /// The attribute a margin attribute names on the margins guide.
    var withoutMargin: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }
}
