import Foundation

/// The main menu as a bar across the top of a window (R-DA1), as GTK and Qt apps show theirs: the
/// titles of `UIMenuSystem.main`'s top-level menus that have something to show. A click on a title
/// opens its menu below it in the context menus' popups (`ContextMenuPresentation`), validated
/// against the window's first responder as it opens; while one is open, passing over another
/// title opens that one, Left and Right move between them, Escape closes. F10 opens the first
/// menu and Alt with a title's underlined letter (its mnemonic) opens that menu, from the keyboard
/// (`UIWindow+MenuBar`), their first row lit.
///
/// The window owns the bar (`UIWindow.menuBarView`) and keeps it frontmost. The bar is chrome: the
/// root view and presentations take the window's `contentBounds` below it (`UIWindow+MenuBar`).
@MainActor
final class MenuBarView: UIView {
    enum Metrics {
        static let height: CGFloat = 28
        static let titleInset: CGFloat = 9
        static let leadingInset: CGFloat = 4
        static let titleFont = UIFont.systemFont(ofSize: 14)
    }

    /// The top-level menus shown, as the app built them (validated only when one opens).
    private(set) var menus: [UIMenu] = []
    /// Where each menu's title is, in this view's coordinates.
    private(set) var titleFrames: [CGRect] = []
    /// Each menu's mnemonic: the first letter of its title no title before it took (lower case).
    private(set) var mnemonics: [Character?] = []
    private var titleLabels: [UILabel] = []
    /// The menu open now, if any.
    private(set) var openIndex: Int?
    private weak var presentation: ContextMenuPresentation?
    /// Mnemonics are underlined while a menu was opened from the keyboard, as GTK shows them.
    private(set) var showsMnemonics = false
    /// The `UIMenuSystem.main` generation the titles were made from.
    private var shownGeneration = -1

    /// Never in a storyboard or nib: this view is the library's own.
    required init?(coder: NSCoder) { return nil }

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Metrics.height))
        backgroundColor = .secondarySystemBackground
        reloadIfNeeded()
    }

    /// The open menu's popups (tests and the accessibility tree).
    var openPresentation: ContextMenuPresentation? { presentation }

    // MARK: Titles

    /// Makes the titles again when the main menu was rebuilt since they were made.
    func reloadIfNeeded() {
        let system = UIMenuSystem.main
        guard shownGeneration != system.generation || titleLabels.isEmpty && menus.isEmpty else { return }
        shownGeneration = system.generation
        menus = system.rootMenu.children.compactMap { $0 as? UIMenu }.filter { !$0.title.isEmpty && MenuRows.hasContent($0) }
        mnemonics = Self.mnemonics(for: menus.map(\.title))
        for label in titleLabels { label.removeFromSuperview() }
        titleLabels = menus.map { menu in
            let label = UILabel()
            label.text = menu.title
            label.font = Metrics.titleFont
            label.textColor = .label
            label.textAlignment = .center
            addSubview(label)
            return label
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// One letter per title: its first letter that no title before it took, else none.
    static func mnemonics(for titles: [String]) -> [Character?] {
        var taken = Set<Character>()
        return titles.map { title in
            let letter = title.lowercased().first { $0.isLetter && !taken.contains($0) }
            if let letter { taken.insert(letter) }
            return letter
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var x = Metrics.leadingInset
        titleFrames = titleLabels.map { label in
            let width = label.intrinsicContentSize.width.rounded(.up) + 2 * Metrics.titleInset
            defer { x += width }
            return CGRect(x: x, y: 2, width: width, height: bounds.height - 4)
        }
        for (label, frame) in zip(titleLabels, titleFrames) { label.frame = frame }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.separator)
        context.fill(CGRect(x: 0, y: bounds.maxY - 1, width: bounds.width, height: 1))
        if let openIndex, titleFrames.indices.contains(openIndex) {
            context.setFillColor(UIColor.systemFill)
            UIBezierPath(roundedRect: titleFrames[openIndex], cornerRadius: 5).fill()
        }
        guard showsMnemonics else { return }
        context.setFillColor(UIColor.label)
        for (index, label) in titleLabels.enumerated() {
            guard let letter = mnemonics[index], let text = label.text,
                  let position = text.lowercased().firstIndex(of: letter) else { continue }
            let before = String(text[..<position]).size(withAttributes: [.font: Metrics.titleFont]).width
            let width = String(text[position]).size(withAttributes: [.font: Metrics.titleFont]).width
            let textStart = titleFrames[index].midX - label.intrinsicContentSize.width / 2
            context.fill(CGRect(x: (textStart + before).rounded(), y: titleFrames[index].midY + 8, width: width.rounded(.up), height: 1))
        }
    }

    /// The title at `point` (this view's coordinates).
    func titleIndex(at point: CGPoint) -> Int? {
        titleFrames.firstIndex { $0.contains(point) }
    }

    // MARK: Opening

    /// Opens menu `index` below its title, validated against the window's first responder; with
    /// `byKeyboard` its first row is lit and the mnemonics show. Returns false when it has nothing.
    @discardableResult
    func open(_ index: Int, byKeyboard: Bool) -> Bool {
        reloadIfNeeded()
        layoutIfNeeded()
        guard let window, menus.indices.contains(index), titleFrames.indices.contains(index) else { return false }
        if openIndex == index, presentation?.isDismissed == false { return true }
        // Asked before the popup opens: while it shows, the popup is the key window.
        let responder = presentation?.commandResponder ?? window.firstResponderStorage ?? KeyCommandDispatch.start(for: window)
        let validated = MenuValidation.validated(menus[index], from: responder)
        let menu = UIMenu(title: "", identifier: validated.identifier, options: validated.options, children: validated.children)
        let popup = ContextMenuPresentation(menu: menu, configuration: nil, interaction: nil, sourceWindow: window)
        popup.commandResponder = responder
        popup.moveToNeighbourMenu = { [weak self] step in self?.openNeighbour(step) }
        popup.pointerOutsidePopups = { [weak self] point in self?.pointerPassed(screenPoint: point) }
        popup.didDismiss = { [weak self, weak popup] in
            guard let self, self.presentation === popup || self.presentation == nil else { return }
            self.openIndex = nil
            self.showsMnemonics = false
            self.setNeedsDisplay()
        }
        let frame = titleFrames[index]
        let corner = window.convertToScreen(convert(CGPoint(x: frame.minX, y: bounds.maxY), to: window))
        let keepsMnemonics = byKeyboard || (showsMnemonics && presentation?.isDismissed == false)
        guard popup.show(at: corner, selectingFirstRow: byKeyboard) else { return false }
        presentation = popup
        openIndex = index
        showsMnemonics = keepsMnemonics
        setNeedsDisplay()
        EventTrace.log("menu bar: \(menus[index].title) opened")
        return true
    }

    /// Lays out the first menu's popup once, off screen, so that the first F10 or click finds warm
    /// what the first popup of a process otherwise pays for in its own turn: the row and shortcut
    /// fonts matched by fontconfig and measured by Pango, and the Swift runtime's first casts of
    /// the menu's classes (each a scan of every conformance record). Run once, after the first
    /// frame is on the screen (issue #50: off start-up's path). Measured (`xrbench --only
    /// menu-bar`, one run each): F10 → popup mapped 1.43 ms without it, 1.17 ms with this layout,
    /// 1.20 ms when the rows were drawn as well — so they are not; resident memory the same.
    /// The menu is not validated here: that would call the app's `validate(_:)` at a moment UIKit
    /// never does; it is validated when it opens, as always.
    func prepareFirstMenu() {
        reloadIfNeeded()
        layoutIfNeeded()
        guard let first = menus.first else { return }
        let list = MenuListView(level: 0)
        list.frame = CGRect(origin: .zero, size: list.show(MenuRows.rows(of: first, showsTitle: false)))
        list.layoutIfNeeded()
    }

    /// Closes the open menu, if any.
    func close() {
        presentation?.dismiss(reason: "the menu bar closed it")
    }

    /// Left or Right in an open menu: the menu beside it, round the ends.
    private func openNeighbour(_ step: Int) {
        guard let openIndex, !menus.isEmpty else { return }
        let count = menus.count
        open(((openIndex + step) % count + count) % count, byKeyboard: true)
    }

    /// The pointer, outside the open menu's popups, passed over another title: that menu opens.
    private func pointerPassed(screenPoint: CGPoint) {
        guard let window, openIndex != nil else { return }
        let point = convert(window.convertFromScreen(screenPoint), from: window)
        if let index = titleIndex(at: point), index != openIndex { open(index, byKeyboard: false) }
    }

    /// Opens the menu whose mnemonic is `letter`; false when none has it.
    func openMenu(mnemonic letter: Character) -> Bool {
        reloadIfNeeded()
        guard let index = mnemonics.firstIndex(of: Character(letter.lowercased())) else { return false }
        return open(index, byKeyboard: true)
    }

    // MARK: Pointer

    // A press on a title opens its menu; with the button held, the pointer moving over the menu
    // lights its rows (and over another title opens that menu), and the release on a row chooses
    // it — GTK's and the Mac's press-drag-release. A release on a title (a click) leaves the
    // menu open; a release elsewhere after dragging closes it.

    /// Whether the press that opened the menu has left its title.
    private var pressLeftTitle = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let index = titleIndex(at: touch.location(in: self)) else { return }
        pressLeftTitle = false
        open(index, byKeyboard: false)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let window else { return }
        let screenPoint = window.convertToScreen(touch.location(in: window))
        if presentation?.pressMoved(to: screenPoint) == true {
            pressLeftTitle = true
            return
        }
        let point = touch.location(in: self)
        if let index = titleIndex(at: point) {
            if index != openIndex { open(index, byKeyboard: false) }
        } else {
            pressLeftTitle = true
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let window else { return }
        let screenPoint = window.convertToScreen(touch.location(in: window))
        if presentation?.pressEnded(at: screenPoint) == true { return }
        if titleIndex(at: touch.location(in: self)) == nil, pressLeftTitle { close() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    // Accessibility (R-A11Y1): the bar is a container; each title reads as a button.
    override var defaultIsAccessibilityElement: Bool { false }
}
