import Foundation

/// A cell's state for its configurations (iOS 14): the view's states, and whether the cell is
/// editing, expanded (an outline's parent), swiped, reordering, dragged or a drop target.
@dynamicMemberLookup
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// Whether a cell is being lifted or dragged, for its configuration's look.
    public enum DragState: Int, Sendable { case none = 0, lifting, dragging }
    /// Whether a drag hovers over a cell as a drop target, for its configuration's look.
    public enum DropState: Int, Sendable { case none = 0, notTargeted, targeted }

    var view: UIViewConfigurationState
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public var cellDragState: DragState = .none
    public var cellDropState: DropState = .none

    public init(traitCollection: UITraitCollection) {
        view = UIViewConfigurationState(traitCollection: traitCollection)
    }

    public var traitCollection: UITraitCollection {
        get { view.traitCollection }
        set { view.traitCollection = newValue }
    }

    /// The view's states (`isSelected`, `isHighlighted`, `isDisabled`, `isFocused`), as UIKit's
    /// subclass inherits them.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<UIViewConfigurationState, Value>) -> Value {
        get { view[keyPath: keyPath] }
        set { view[keyPath: keyPath] = newValue }
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { view[key] }
        set { view[key] = newValue }
    }
}

/// UIKit's names for the drag and drop states.
public typealias UICellConfigurationDragState = UICellConfigurationState.DragState
public typealias UICellConfigurationDropState = UICellConfigurationState.DropState
