import Foundation

/// What a view or a layout guide carries once Auto Layout knows it: its four variables (the frame
/// in the superview's coordinates, or a guide's frame in its owning view's), the engine it is in,
/// the system constraints made for it, and the constraints that name it.
///
/// Owned by its item (`UIView.layoutItemStorage`, `UILayoutGuide.state`), never the reverse: the
/// item pointer is unowned, and the item's deinit tells the state (`itemWillDie`) so that nothing
/// reads it afterwards.
@MainActor
final class LayoutItemState {
    unowned(unsafe) let item: AnyObject
    /// The item when it is a view, set once and not retained: the engine reaches the views it
    /// moved through their states, and a cast and a retain per moved view (a side-table count:
    /// views are weakly referenced) cost more than the move.
    private let viewItem: Unmanaged<UIView>?
    /// False once the item began to die (`itemWillDie`): lists that hold the state past that
    /// (a superview's moved subviews) must not reach the item.
    private(set) var itemIsAlive = true
    /// For a view: its superview, not retained, and its `translatesAutoresizingMaskIntoConstraints`,
    /// kept equal to the view's by the view's setters: the engine queues the views a solve moved
    /// in their superviews without touching the views (an edit can move five hundred).
    var hostReference: Unmanaged<UIView>?
    var translatesAutoresizingMask = true
    let minX: LayoutVariable
    let minY: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable
    /// The engine the item's system constraints are in (nil: not registered anywhere).
    weak var engine: LayoutEngine?
    /// The constraints that name this item, not retained; each leaves when it is deactivated.
    var referencing: [UnownedConstraint] = []
    /// A view with `translatesAutoresizingMaskIntoConstraints`: its frame as four constraints.
    var frameConstraints: [NSLayoutConstraint] = []
    /// A view without it: hugging, compression resistance and a floor at zero per axis with an
    /// intrinsic length (≤ 6).
    var contentSizeConstraints: [NSLayoutConstraint] = []
    /// The intrinsic size the content constraints were made for.
    var appliedIntrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    /// A wrapping label's width the last time its intrinsic height was measured for the engine.
    var wrapWidth: CGFloat?
    /// Waiting in the engine's list of items whose intrinsic size must be read again.
    var needsContentSizeUpdate = false
    /// In the engine's list of multi-line labels.
    var isWrappingLabel = false
    /// The superview queue it waits in, unretained (`ViewAutoLayoutStorage.pendingEngineFrames`,
    /// which does not retain it either): nil when not queued.
    var queuedIn: Unmanaged<ViewAutoLayoutStorage>?
    /// Waiting in a superview's list of subviews whose engine frame changed.
    var framePending: Bool { queuedIn != nil }
    /// The item died while the state was queued: the state holds itself (one retain) until the
    /// queue lets it go (`takePendingEngineFrames`), since the queue does not retain it.
    var heldWhileQueued = false

    init(item: AnyObject) {
        self.item = item
        viewItem = (item as? UIView).map { Unmanaged.passUnretained($0) }
        let name = LayoutLog.name(item)
        minX = LayoutVariable("\(name).minX")
        minY = LayoutVariable("\(name).minY")
        width = LayoutVariable("\(name).width")
        height = LayoutVariable("\(name).height")
        for variable in [minX, minY, width, height] { variable.owner = Unmanaged.passUnretained(self) }
    }

    var view: UIView? { itemIsAlive ? viewItem?.takeUnretainedValue() : nil }

    /// Whether the item is a view (alive or not).
    var isView: Bool { viewItem != nil }

    var guide: UILayoutGuide? { item as? UILayoutGuide }

    /// The solved frame, in the superview's (or owning view's) coordinates.
    var solvedFrame: CGRect { CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value) }

    /// The view an item lays out in: itself, or a guide's owning view.
    static func view(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// Called for the first and then the second item of a constraint being installed: the one
    /// case of a constraint naming an item twice (`a.height == a.width`) finds it last in the list.
    /// (A search of the whole list made installing a form quadratic: every row names the container.)
    func addReference(_ constraint: NSLayoutConstraint) {
        guard referencing.last?.constraint !== constraint else { return }
        referencing.append(UnownedConstraint(constraint))
    }

    func removeReference(_ constraint: NSLayoutConstraint) {
        if let index = referencing.indexOfIdentical(constraint) { referencing.remove(at: index) }
    }

    /// The item is being deallocated: constraints that name it are deactivated and forget it, and
    /// its system constraints leave the engine.
    func itemWillDie() {
        itemIsAlive = false
        if queuedIn != nil, !heldWhileQueued {
            _ = Unmanaged.passUnretained(self).retain()
            heldWhileQueued = true
        }
        // Strong references for the walk: uninstalling may release a constraint.
        let constraints = referencing.map(\.constraint)
        for constraint in constraints {
            constraint.container?.uninstall(constraint)
            if constraint.firstItemStorage === item { constraint.firstItemStorage = nil }
            if constraint.secondItemStorage === item { constraint.secondItemStorage = nil }
        }
        referencing = []
        engine?.unregister(self)
        for variable in [minX, minY, width, height] { variable.owner = nil }
    }
}

/// A constraint held without retaining it (items list the constraints that name them).
struct UnownedConstraint: ReferencesObject {
    unowned(unsafe) let constraint: NSLayoutConstraint
    init(_ constraint: NSLayoutConstraint) { self.constraint = constraint }
    var referencedObject: AnyObject { constraint }
}

/// A view's installed constraints are searched by identity too (`UIView.uninstall`).
extension NSLayoutConstraint: ReferencesObject {
    nonisolated var referencedObject: AnyObject { self }
}

/// Auto Layout's messages, in UIKit's words, to standard error (R-AL5). Tests read `messages`.
@MainActor
enum LayoutLog {
    /// Every message logged, newest last (bounded); tests and `EventTrace` read it.
    static var messages: [String] = []

    static func error(_ message: String) { emit("[LayoutConstraints] " + message) }
    static func warn(_ message: String) { emit("[LayoutConstraints] " + message) }

    private static func emit(_ message: String) {
        if messages.count >= 200 { messages.removeFirst(messages.count - 199) }
        messages.append(message)
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// `UILabel:0x600000c04000`, or a guide's identifier, as UIKit names objects in its logs.
    static func name(_ object: AnyObject) -> String {
        if let guide = object as? UILayoutGuide, !guide.identifier.isEmpty {
            return "'\(guide.identifier)'"
        }
        if let view = object as? UIView, let identifier = view.accessibilityIdentifier {
            return "\(type(of: view)):\(address(of: object)) '\(identifier)'"
        }
        return "\(type(of: object)):\(address(of: object))"
    }

    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%g", Double(value))
    }
}
