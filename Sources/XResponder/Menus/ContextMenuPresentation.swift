import Foundation

/// A context menu on screen (R-DT1): its popups (the root and each open submenu), the highlighted
/// rows, the keyboard, and how it ends. The application owns it (`activePopup`) while it shows; it
/// owns its popup windows; closing hides them and lets them go (X11 destroys them, ungrabbing).
///
/// The pointer: hovering highlights a row and, after a short pause, opens the submenu under it;
/// a click chooses; a click outside every popup closes the menu and goes no further. The keyboard
/// (the root popup is the key window, and on X11 holds the keyboard grab): Up/Down move, Home/End
/// jump, Right or Return opens a submenu, Left closes one, Return or Space chooses, Escape closes
/// the menu, letters jump to the next row whose title starts with what was typed in the last second.
@MainActor
final class ContextMenuPresentation: ModalPopup {
    /// The menu showing now, if any.
    static var current: ContextMenuPresentation? {
        UIApplication.sharedIfExists?.activePopup as? ContextMenuPresentation
    }
    /// How long the pointer rests on a submenu's row before it opens (GTK waits about as long).
    static let submenuDelay: TimeInterval = 0.2

    /// One popup: the menu it shows, as given (`source`) and with its deferred elements resolved.
    private struct Level {
        let window: MenuWindow
        let source: UIMenu
        var menu: UIMenu
    }

    private(set) weak var interaction: UIContextMenuInteraction?
    let configuration: UIContextMenuConfiguration?
    private(set) var rootMenu: UIMenu
    private weak var sourceWindow: UIWindow?
    private weak var previousKeyWindow: UIWindow?
    private var levels: [Level] = []
    private var submenuTimer: ScheduledTimer?
    private var typeSelect = TypeSelect()
    private(set) var isDismissed = false
    /// Runs once the menu has closed (a button showing its menu clears its highlight).
    var didDismiss: (() -> Void)?
    /// The actions' `sender` while their handlers run: the control whose menu this is.
    weak var actionSender: AnyObject?
    /// Told of the chosen action before its handler runs (a pop-up button retitles itself).
    var didChoose: ((UIAction) -> Void)?
    /// Where a chosen command (a main-menu row, R-DA1) starts up the responder chain: the first
    /// responder of the window whose menu bar opened the menu.
    weak var commandResponder: UIResponder?
    /// A menu of the menu bar (R-DA1): told when Left is pressed in the root popup (-1) or Right
    /// on a row without a submenu (+1), to open the neighbouring menu.
    var moveToNeighbourMenu: ((Int) -> Void)?
    /// A menu of the menu bar: told where the pointer is, on the screen, while it is over none of
    /// the popups (the bar opens the menu whose title it passes over).
    var pointerOutsidePopups: ((CGPoint) -> Void)?

    init(menu: UIMenu, configuration: UIContextMenuConfiguration?, interaction: UIContextMenuInteraction?,
         sourceWindow: UIWindow) {
        rootMenu = menu
        self.configuration = configuration
        self.interaction = interaction
        self.sourceWindow = sourceWindow
    }

    /// The popups' windows, root first (for tests and the accessibility tree).
    var windows: [UIWindow] { levels.map(\.window) }

    /// Shows the root popup with its corner at `screenPoint` (moved to stay on screen). Returns false
    /// when the menu has nothing to show.
    func show(at screenPoint: CGPoint, selectingFirstRow: Bool) -> Bool {
        guard !isDismissed, !MenuRows.rows(of: rootMenu, showsTitle: true).isEmpty else { return false }
        let application = UIApplication.shared
        if let other = application.activePopup as? ContextMenuPresentation { other.dismiss(reason: "another menu opened") }
        previousKeyWindow = application.keyWindow
        application.activePopup = self
        openLevel(rootMenu, opener: sourceWindow) { size in Self.frame(of: size, at: screenPoint) }
        guard let root = levels.first?.window else { return false }
        root.makeKey()
        _ = root.list.becomeFirstResponder()
        if selectingFirstRow { root.list.highlight(root.list.firstSelectableRow) }
        EventTrace.log("context menu opened at \(screenPoint)")
        return true
    }

    /// Closes every popup and tells the interaction's delegate.
    func dismiss(reason: String) {
        guard !isDismissed else { return }
        isDismissed = true
        submenuTimer?.invalidate()
        EventTrace.log("context menu closed: \(reason)")
        closeLevels(above: -1)
        let application = UIApplication.shared
        if application.activePopup === self { application.activePopup = nil }
        if application.keyWindow == nil, let previous = previousKeyWindow, !previous.isHidden { previous.makeKey() }
        if let configuration { interaction?.menuDidEnd(configuration) }
        didDismiss?()
        didDismiss = nil
    }

    /// Shows `menu` in place of the root menu (`updateVisibleMenu`).
    func replaceRootMenu(_ menu: UIMenu) {
        guard !isDismissed, !levels.isEmpty else { return }
        rootMenu = menu
        closeLevels(above: 0)
        levels[0] = Level(window: levels[0].window, source: menu, menu: resolved(menu, level: 0))
        refresh(level: 0)
    }

    // MARK: Levels

    private func openLevel(_ menu: UIMenu, opener: UIWindow?, frame: (CGSize) -> CGRect) {
        let index = levels.count
        let window = MenuWindow(level: index, presentation: self, opener: opener)
        window.windowScene = sourceWindow?.windowScene
        levels.append(Level(window: window, source: menu, menu: menu))
        levels[index].menu = resolved(menu, level: index)
        let size = window.list.show(MenuRows.rows(of: levels[index].menu, showsTitle: index == 0))
        window.frame = frame(size)
        window.isHidden = false
    }

    /// `menu` with its deferred elements that answer at once loaded; the others load into the
    /// popup at `level` when they answer, if it is still open.
    private func resolved(_ menu: UIMenu, level: Int) -> UIMenu {
        let source = menu
        let children = MenuRows.resolvingDeferred(menu.children) { [weak self] deferred, loaded in
            self?.deferredElementAnswered(deferred, with: loaded, level: level, source: source)
        }
        return menu.replacingChildren(children)
    }

    private func deferredElementAnswered(_ deferred: UIDeferredMenuElement, with loaded: [UIMenuElement], level: Int,
                                         source: UIMenu) {
        guard !isDismissed, levels.indices.contains(level), levels[level].source === source else { return }
        let elements = MenuRows.resolvingDeferred(loaded) { [weak self] inner, innerLoaded in
            self?.deferredElementAnswered(inner, with: innerLoaded, level: level, source: source)
        }
        levels[level].menu = levels[level].menu.replacingChildren(
            MenuRows.replacing(deferred, with: elements, in: levels[level].menu.children))
        refresh(level: level)
    }

    /// Rebuilds a popup's rows after its elements changed, keeping its corner and highlight.
    private func refresh(level: Int) {
        let window = levels[level].window
        let highlighted = window.list.highlightedRow
        let size = window.list.show(MenuRows.rows(of: levels[level].menu, showsTitle: level == 0))
        window.list.highlight(highlighted)
        window.place(Self.frame(of: size, at: window.frame.origin))
    }

    /// Closes the popups deeper than `level` (-1: all of them).
    private func closeLevels(above level: Int) {
        while levels.count > max(0, level + 1) {
            let window = levels.removeLast().window
            window.isHidden = true
            window.windowScene = nil
        }
    }

    private func openSubmenu(of level: Int, row: Int, selectingFirstRow: Bool) {
        submenuTimer?.invalidate()
        guard levels.indices.contains(level) else { return }
        let parent = levels[level].window
        guard parent.list.rows.indices.contains(row), case .submenu(let menu) = parent.list.rows[row] else { return }
        if levels.count > level + 1, levels[level + 1].source === menu {
            if selectingFirstRow { levels[level + 1].window.list.highlight(levels[level + 1].window.list.firstSelectableRow) }
            return
        }
        closeLevels(above: level)
        let rowFrame = parent.list.rowFrames[row]
        let parentFrame = parent.frame
        openLevel(menu, opener: parent) { size in
            Self.frame(of: size, besideRowAt: parentFrame.minY + rowFrame.minY - MenuListView.Metrics.verticalPadding,
                       of: parentFrame)
        }
        if selectingFirstRow, let list = levels.last?.window.list { list.highlight(list.firstSelectableRow) }
    }

    /// The root popup's frame: its top-left corner at the point, moved left or up to stay on screen.
    static func frame(of size: CGSize, at point: CGPoint) -> CGRect {
        let screen = UIScreen.main.bounds
        let height = min(size.height, screen.height)
        var x = point.x, y = point.y
        if x + size.width > screen.maxX { x = max(screen.minX, point.x - size.width) }
        if y + height > screen.maxY { y = max(screen.minY, screen.maxY - height) }
        return CGRect(x: x, y: y, width: size.width, height: height)
    }

    /// A submenu's frame: to the right of its parent (to the left when there is no room), its first
    /// row level with the row that opened it.
    static func frame(of size: CGSize, besideRowAt y: CGFloat, of parent: CGRect) -> CGRect {
        let screen = UIScreen.main.bounds
        let height = min(size.height, screen.height)
        var x = parent.maxX - 2
        if x + size.width > screen.maxX { x = max(screen.minX, parent.minX - size.width + 2) }
        let top = min(max(screen.minY, y), screen.maxY - height)
        return CGRect(x: x, y: top, width: size.width, height: height)
    }

    // MARK: Choosing

    /// The row `index` of the popup at `level` was clicked, or Return pressed on it.
    func choose(row index: Int, in level: Int, byKeyboard: Bool = false) {
        guard !isDismissed, levels.indices.contains(level) else { return }
        let list = levels[level].window.list
        guard list.rows.indices.contains(index), list.rows[index].isSelectable else { return }
        switch list.rows[index] {
        case .submenu:
            list.highlight(index)
            openSubmenu(of: level, row: index, selectingFirstRow: byKeyboard)
        case .action(let action, let group):
            MenuRows.select(action, in: group)
            didChoose?(action)
            let sender = actionSender
            if action.attributes.contains(.keepsMenuPresented) {
                action.perform(sender: sender)
                if !isDismissed, levels.indices.contains(level) { refresh(level: level) }
            } else {
                dismiss(reason: "\"\(action.title)\" chosen")
                action.perform(sender: sender)
            }
        case .command(let command):
            dismiss(reason: "\"\(command.title)\" chosen")
            guard let action = command.action else { return }
            let start = commandResponder ?? UIApplication.shared.keyWindow.map { $0.firstResponderStorage ?? $0 }
            UIApplication.shared.sendAlongChain(action, from: command, startingAt: start, for: nil)
        default:
            break
        }
    }

    // MARK: Pointer

    /// The pointer moved to `screenPoint`, over one of the app's windows that is not a popup of
    /// this menu, or off a popup: the opener (the menu bar) hears where, if it asked.
    func pointerMovedOutsidePopups(to screenPoint: CGPoint) {
        guard !isDismissed, let pointerOutsidePopups, !levels.contains(where: { $0.window.frame.contains(screenPoint) })
        else { return }
        pointerOutsidePopups(screenPoint)
    }

    /// The pointer is over `row` (nil: over no row) of the popup at `level`; `pressed`: a button is down.
    func pointerMoved(over row: Int?, in level: Int, pressed: Bool = false, screenPoint: CGPoint? = nil) {
        guard !isDismissed, levels.indices.contains(level) else { return }
        if row == nil, let screenPoint {
            pointerMovedOutsidePopups(to: screenPoint)
            if isDismissed { return }
        }
        let list = levels[level].window.list
        var opensSubmenu = false
        if let row, list.rows.indices.contains(row), list.rows[row].isSelectable, case .submenu = list.rows[row] {
            opensSubmenu = true
        }
        if row == nil, levels.count > level + 1 { return }   // keep the open submenu's row lit
        submenuTimer?.invalidate()
        // The pointer reached a submenu: its parent's pending change is off.
        if level > 0 { levels[level - 1].window.list.highlight(levelOpenerRow(of: level)) }
        list.highlight(row)
        guard row != nil || levels.count > level + 1 else { return }
        let change: @MainActor () -> Void = { [weak self] in
            guard let self, !self.isDismissed, self.levels.indices.contains(level) else { return }
            if let row, opensSubmenu { self.openSubmenu(of: level, row: row, selectingFirstRow: false) }
            else { self.closeLevels(above: level) }
        }
        if pressed { change() } else {
            submenuTimer = UIApplication.shared.clock.schedule(after: Self.submenuDelay, change)
        }
    }

    /// A press that opened the menu from elsewhere (a menu bar's title, R-DA1) moved to
    /// `screenPoint` with the button held: the row under it lights and its submenu opens at once,
    /// as when a button is down over the popup itself. False when no popup is under the point.
    @discardableResult
    func pressMoved(to screenPoint: CGPoint) -> Bool {
        guard let (level, row) = popupRow(at: screenPoint) else { return false }
        pointerMoved(over: row, in: level, pressed: true)
        return true
    }

    /// That press ended at `screenPoint`: the row under it is chosen (press, drag, release). False
    /// when no popup is under the point.
    @discardableResult
    func pressEnded(at screenPoint: CGPoint) -> Bool {
        guard let (level, row) = popupRow(at: screenPoint) else { return false }
        if let row { choose(row: row, in: level) }
        return true
    }

    /// The topmost popup under `screenPoint` and the row of it there (nil between rows).
    private func popupRow(at screenPoint: CGPoint) -> (level: Int, row: Int?)? {
        guard !isDismissed, let level = levels.indices.last(where: { !levels[$0].window.isHidden && levels[$0].window.frame.contains(screenPoint) })
        else { return nil }
        let window = levels[level].window
        let list = window.list
        return (level, list.row(at: list.convert(window.convertFromScreen(screenPoint), from: window)))
    }

    /// The row of the popup at `level - 1` whose submenu is the popup at `level`.
    private func levelOpenerRow(of level: Int) -> Int? {
        let parent = levels[level - 1].window.list
        return parent.rows.indices.first { index in
            if case .submenu(let menu) = parent.rows[index] { return menu === levels[level].source }
            return false
        }
    }

    // MARK: ModalPopup

    func closesForTouch(beganIn windowNumber: Int?, at location: CGPoint) -> Bool {
        let window = windowNumber.flatMap { UIApplication.shared.window(numbered: $0) }
        let screenPoint = window.map { $0.convertToScreen(location) } ?? location
        if levels.contains(where: { !$0.window.isHidden && $0.window.frame.contains(screenPoint) }) { return false }
        dismiss(reason: "a click outside the menu")
        return true
    }

    func windowClosed(_ window: UIWindow) {
        guard window === sourceWindow || levels.contains(where: { $0.window === window }) else { return }
        dismiss(reason: "its window closed")
    }

    // MARK: Keyboard

    /// A key pressed while the menu is open. Every key is the menu's while it shows.
    func handleKey(_ key: UIKey) -> Bool {
        guard !isDismissed, let active = levels.indices.last else { return false }
        let list = levels[active].window.list
        switch key.keyCode {
        case .keyboardEscape:
            dismiss(reason: "Escape")
        case .keyboardDownArrow:
            list.highlight(list.nextSelectableRow(backwards: false))
        case .keyboardUpArrow:
            list.highlight(list.nextSelectableRow(backwards: true))
        case .keyboardHome, .keyboardPageUp:
            list.highlight(list.firstSelectableRow)
        case .keyboardEnd, .keyboardPageDown:
            list.highlight(list.lastSelectableRow)
        case .keyboardRightArrow:
            if let row = list.highlightedRow, case .submenu = list.rows[row] {
                openSubmenu(of: active, row: row, selectingFirstRow: true)
            } else {
                moveToNeighbourMenu?(1)
            }
        case .keyboardLeftArrow:
            if active > 0 { closeLevels(above: active - 1) } else { moveToNeighbourMenu?(-1) }
        case .keyboardReturnOrEnter, .keypadEnter, .keyboardSpacebar:
            if let row = list.highlightedRow { choose(row: row, in: active, byKeyboard: true) }
        default:
            if let text = TypeSelect.typedText(of: key) { typeAhead(text, in: list) }
        }
        return true
    }

    /// Type-ahead (`TypeSelect`): the highlight moves to the next row whose title starts with the
    /// letters typed.
    private func typeAhead(_ text: String, in list: MenuListView) {
        guard let (prefix, pastCurrent) = typeSelect.type(text, at: UIApplication.shared.clock.now) else { return }
        let start = max(0, (list.highlightedRow ?? -1) + (pastCurrent ? 1 : 0))
        let rows = list.rows
        if let index = TypeSelect.find(prefix, count: rows.count, from: start, title: { rows[$0].isSelectable ? rows[$0].title : nil }) {
            list.highlight(index)
        }
    }
}
