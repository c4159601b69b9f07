import Foundation

/// The main menu in the desktop's global menu bar (R-DA1), where the desktop has one: KDE Plasma,
/// and Xfce, MATE and Budgie with the appmenu applet run `com.canonical.AppMenu.Registrar` on the
/// session bus. While a registrar owns that name, the app serves its menu (`DBusMenuExporter`),
/// registers each of its windows with it (`RegisterWindow(window id, menu path)`) and hides the
/// bar in its windows; when the registrar goes, the bars come back. Where there is no registrar
/// (GNOME, a plain window manager) nothing is exported and each window keeps its bar.
///
/// Started by the platform after the first frame, and only with a session bus to ask, so start-up
/// neither waits for the bus nor loads libdbus for it (issue #50). Only a registrar that runs
/// counts: a desktop that merely has one installed (activatable on demand) shows no menus, and
/// the app would hide its bar for nothing. `XRESPONDER_GLOBAL_MENU=0` keeps the bars.
/// Owned by the platform backend that started it; `current` is that one while it lives.
@MainActor
final class GlobalMenu {
    static let registrarName = "com.canonical.AppMenu.Registrar"
    static let registrarPath = "/com/canonical/AppMenu/Registrar"
    private static let busInterface = "org.freedesktop.DBus"

    /// The running app's global menu, while its backend lives.
    private(set) static weak var current: GlobalMenu?

    let bus: SessionBus
    private(set) var exporter: DBusMenuExporter?
    /// Whether a registrar runs: the desktop shows the menu, the windows show no bar.
    private(set) var isShownByDesktop = false
    /// The window ids registered with the running registrar.
    private(set) var registered: Set<UInt32> = []

    /// The global menu for this process, when it has a session bus and the user allows it.
    static func start() -> GlobalMenu? {
        guard SessionBus.address() != nil, ProcessEnvironment.value("XRESPONDER_GLOBAL_MENU") != "0" else { return nil }
        let menu = GlobalMenu(bus: .shared)
        current = menu
        return menu
    }

    init(bus: SessionBus) {
        self.bus = bus
        bus.subscribe(interface: Self.busInterface, member: "NameOwnerChanged", firstArgument: Self.registrarName) { [weak self] signal in
            let reader = signal.reader
            _ = reader.string()
            _ = reader.string()
            self?.registrarChanged(running: !(reader.string() ?? "").isEmpty)
        }
        bus.call(destination: Self.busInterface, path: "/org/freedesktop/DBus", interface: Self.busInterface, member: "NameHasOwner",
                 arguments: { $0.string(Self.registrarName) }) { [weak self] reply in
            self?.registrarChanged(running: reply?.reader.bool() == true)
        }
    }

    /// Ends the subscription (the backend ended); the bars stay as they are.
    func stop() {
        bus.unsubscribe(interface: Self.busInterface, member: "NameOwnerChanged", firstArgument: Self.registrarName)
        if Self.current === self { Self.current = nil }
    }

    private func registrarChanged(running: Bool) {
        guard running != isShownByDesktop || running && registered.isEmpty else { return }
        EventTrace.log("global menu: registrar \(running ? "running: menus shown by the desktop" : "gone: menus in the windows")")
        registered = []
        isShownByDesktop = running
        if running, exporter == nil { exporter = DBusMenuExporter(bus: bus) }
        // updateMenuBar registers each window that offers a menu while the registrar runs.
        for window in UIApplication.sharedIfExists?.windows ?? [] { window.updateMenuBar() }
    }

    /// Registers `window` (a window that would show a bar, now on screen) with the registrar.
    func register(_ window: UIWindow) {
        guard isShownByDesktop, let exporter, window.showsMainMenu, let id = window.platformWindow?.globalMenuWindowID,
              !registered.contains(id) else { return }
        registered.insert(id)
        bus.call(destination: Self.registrarName, path: Self.registrarPath, interface: Self.registrarName, member: "RegisterWindow",
                 arguments: { $0.uint32(id); $0.objectPath(exporter.path) })
    }

    /// The window is gone: the registrar forgets it.
    func unregister(windowID id: UInt32) {
        guard registered.remove(id) != nil else { return }
        bus.call(destination: Self.registrarName, path: Self.registrarPath, interface: Self.registrarName, member: "UnregisterWindow",
                 arguments: { $0.uint32(id) })
    }

    /// The main menu was rebuilt or asked to revalidate: the desktop hears of a new layout.
    func menuDidChange() {
        exporter?.refresh()
    }
}
