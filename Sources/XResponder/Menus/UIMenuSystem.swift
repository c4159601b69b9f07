import Foundation

/// A menu system (R-DA1): `main`, the menu bar's one root menu, built by asking the app —
/// `UIApplication` first, then its delegate — to `buildMenu(with:)`; `context`, the system the
/// builder names while context menus are built. `setNeedsRebuild` builds the main menu again
/// before it is next shown; `setNeedsRevalidate` only asks the responders again which commands
/// they can perform. Both may be called any number of times a turn: the work is done once, when
/// the menu is next read.
@preconcurrency @MainActor
public final class UIMenuSystem: Equatable {
    /// The menu bar's system.
    public static let main = UIMenuSystem(isMain: true)
    /// Context menus' system.
    public static let context = UIMenuSystem(isMain: false)

    let isMain: Bool
    private var built: UIMenu?
    /// Bumped by every rebuild and revalidation: the menu bar redraws when it changes.
    private(set) var generation = 0
    /// Called when the menu changed or needs validating again (the menu bar listens).
    var didInvalidate: () -> Void = {}

    private init(isMain: Bool) { self.isMain = isMain }

    nonisolated public static func == (lhs: UIMenuSystem, rhs: UIMenuSystem) -> Bool { lhs === rhs }

    /// Builds the menu again before it is next shown (the app's `buildMenu(with:)` runs again).
    public func setNeedsRebuild() {
        built = nil
        invalidate()
    }

    /// Asks again, before the menu is next shown, which commands can be performed and how they
    /// look (`canPerformAction`, `validate`).
    public func setNeedsRevalidate() {
        invalidate()
    }

    /// The application whose next turn tells the listeners of a change (weak: an application
    /// that ends before its next turn — a test's — must not keep later changes from being told).
    private weak var listenersPendingOn: UIApplication?

    /// The listeners — the bars in the windows, the desktop's global menu — hear of changes once
    /// a turn, however many came: an app revalidating its menu a thousand times a second costs
    /// one refresh a turn, not a thousand (and the global menu one D-Bus signal, not a thousand).
    /// Without a running application they hear at once.
    private func invalidate() {
        generation += 1
        guard let application = UIApplication.sharedIfExists else { return tellListeners() }
        guard listenersPendingOn !== application else { return }
        listenersPendingOn = application
        application.performOnNextTurn { [weak self] in self?.tellListeners() }
    }

    private func tellListeners() {
        listenersPendingOn = nil
        didInvalidate()
        GlobalMenu.current?.menuDidChange()
    }

    /// The root menu as the app built it (UIKit's standard menus changed by `buildMenu(with:)`),
    /// built on first use and after `setNeedsRebuild`.
    var rootMenu: UIMenu {
        if let built { return built }
        let builder = MainMenuBuilder(system: self, root: StandardMainMenu.make())
        UIApplication.shared.buildMenu(with: builder)
        built = builder.root
        return builder.root
    }

    /// The root menu as it shows now, validated against the responder chain from `responder`
    /// (the key window's first responder).
    func validatedMenu(from responder: UIResponder?) -> UIMenu {
        MenuValidation.validated(rootMenu, from: responder)
    }
}
