import Foundation

/// Foundation's undo manager, which swift-corelibs-foundation does not provide on Linux. Same names
/// and the same stack rules, so UIKit code that registers undo actions ports unchanged:
///
/// - an action registered while undoing goes on the redo stack, and while redoing on the undo stack;
/// - an action registered by anything else clears the redo stack;
/// - actions registered between `beginUndoGrouping()` and `endUndoGrouping()` undo together.
///
/// One difference, written down: Foundation's `groupsByEvent` closes an implicit group at the end of
/// each run-loop turn. Here an action registered outside an explicit group is a group of its own;
/// text views open explicit groups for edits made of several steps.
@preconcurrency @MainActor
open class UndoManager {
    /// One undoable step: every action registered in one group, undone last-registered first.
    private struct Group {
        var actions: [(target: Weak<AnyObject>, perform: @MainActor () -> Void)] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroups: [Group] = []
    private var disableCount = 0

    public private(set) var isUndoing = false
    public private(set) var isRedoing = false
    /// How many groups are kept; 0 means no limit.
    open var levelsOfUndo = 0 { didSet { trim() } }
    /// Kept for source compatibility; see the type's documentation.
    open var groupsByEvent = true

    public init() {}

    open var canUndo: Bool { !undoStack.isEmpty }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var groupingLevel: Int { openGroups.count }
    open var isUndoRegistrationEnabled: Bool { disableCount == 0 }
    open var undoActionName: String { undoStack.last?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }

    open func disableUndoRegistration() { disableCount += 1 }
    open func enableUndoRegistration() { disableCount = max(0, disableCount - 1) }

    /// Records `handler` to be called with `target` on undo. The target is held weakly: an action
    /// whose target died is skipped.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType,
                                                   handler: @escaping @MainActor (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let perform: @MainActor () -> Void = { [weak target] in
            if let target { handler(target) }
        }
        let action = (target: Weak<AnyObject>(target), perform: perform)
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actions.append(action)
        } else {
            var group = Group()
            group.actions.append(action)
            push(group)
        }
    }

    open func beginUndoGrouping() {
        openGroups.append(Group())
    }

    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else { return }
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actions += group.actions
            if openGroups[openGroups.count - 1].name.isEmpty { openGroups[openGroups.count - 1].name = group.name }
        } else if !group.actions.isEmpty {
            push(group)
        }
    }

    /// Names the group being registered (or the last one registered).
    open func setActionName(_ actionName: String) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].name = actionName
        } else if isUndoing, !redoStack.isEmpty {
            redoStack[redoStack.count - 1].name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// Undoes the last group; what its actions register becomes the redo step.
    open func undo() {
        while !openGroups.isEmpty { endUndoGrouping() }
        guard !isUndoing, !isRedoing, let group = undoStack.popLast() else { return }
        isUndoing = true
        replay(group, into: &redoStack)
        isUndoing = false
        NotificationCenter.default.post(name: .NSUndoManagerDidUndoChange, object: self)
    }

    /// Redoes the last undone group.
    open func redo() {
        guard !isUndoing, !isRedoing, let group = redoStack.popLast() else { return }
        isRedoing = true
        replay(group, into: &undoStack)
        isRedoing = false
        NotificationCenter.default.post(name: .NSUndoManagerDidRedoChange, object: self)
    }

    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
    }

    /// Removes every action whose target is `target` (and groups left empty).
    open func removeAllActions(withTarget target: AnyObject) {
        func strip(_ groups: inout [Group]) {
            for index in groups.indices { groups[index].actions.removeAll { $0.target.object === target || $0.target.object == nil } }
            groups.removeAll { $0.actions.isEmpty }
        }
        strip(&undoStack)
        strip(&redoStack)
        for index in openGroups.indices { openGroups[index].actions.removeAll { $0.target.object === target } }
    }

    /// Runs a group's actions newest first; the actions they register form one group on `stack`.
    private func replay(_ group: Group, into stack: inout [Group]) {
        openGroups.append(Group(name: group.name))
        for action in group.actions.reversed() { action.perform() }
        let inverse = openGroups.removeLast()
        if !inverse.actions.isEmpty { stack.append(inverse) }
    }

    private func push(_ group: Group) {
        if isUndoing {
            redoStack.append(group)
        } else if isRedoing {
            undoStack.append(group)
        } else {
            undoStack.append(group)
            redoStack.removeAll()
            // A new step (not one undo or redo made): what UIDocument counts as a change.
            NotificationCenter.default.post(name: .NSUndoManagerDidCloseUndoGroup, object: self)
        }
        trim()
    }

    private func trim() {
        guard levelsOfUndo > 0, undoStack.count > levelsOfUndo else { return }
        undoStack.removeFirst(undoStack.count - levelsOfUndo)
    }
}

/// Foundation's undo notifications (posted with the undo manager as the object), which Linux's
/// Foundation lacks with the undo manager itself: a new step closed, a step undone, a step redone.
extension Notification.Name {
    public static let NSUndoManagerDidCloseUndoGroup = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
}
