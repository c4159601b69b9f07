import CX11
import Foundation

/// Follows the desktop's XSETTINGS (R-AP3): which settings manager owns `_XSETTINGS_S<screen>`,
/// and its `_XSETTINGS_SETTINGS` property, whose theme says light or dark. The manager may start
/// after us (it announces itself with a MANAGER client message on the root window), change its
/// settings (PropertyNotify on its window) or go away (DestroyNotify); each is followed.
@MainActor
final class X11DesktopSettings {
    private let display: OpaquePointer
    private let root: Window
    private let selection: Atom
    private let settingsAtom: Atom
    private let managerAtom: Atom
    private(set) var owner: Window = 0
    /// What was wrong with the last blob read (said once per new problem).
    private var lastProblem: String?
    /// The last settings read (for tests and the inspector).
    private(set) var settings: [String: XSettingsParser.Value] = [:]
    /// Called with the style the settings ask for, when it may have changed.
    var styleDidChange: (UIUserInterfaceStyle) -> Void = { _ in }
    /// Called with what the settings say of input (double-click, cursor theme), when it may have
    /// changed (R-DT3).
    var inputDidChange: (XSettingsParser.Input) -> Void = { _ in }

    /// Interned with the display's (`X11Display.startupAtomNames`).
    static func atomNames(screen: Int32) -> [String] { ["_XSETTINGS_S\(screen)", "_XSETTINGS_SETTINGS", "MANAGER"] }

    init(display: OpaquePointer, root: Window, screen: Int32) {
        self.display = display
        self.root = root
        let atoms = X11AtomBatch.intern(display, Self.atomNames(screen: screen))
        selection = atoms[0]
        settingsAtom = atoms[1]
        managerAtom = atoms[2]
        // MANAGER announcements go to the root window with StructureNotifyMask, which X11Display
        // selects there with the rest of the root's mask.
    }

    /// The style the desktop asks for now (the manager's settings, light without a manager).
    var userInterfaceStyle: UIUserInterfaceStyle { XSettingsParser.userInterfaceStyle(of: settings) }

    /// Finds the manager and reads its settings; call once at start.
    func start() {
        findOwner()
    }

    /// Takes the events that concern the settings; true when the event was one of them.
    func handle(_ event: inout XEvent) -> Bool {
        switch event.type {
        case ClientMessage where event.xclient.window == root && event.xclient.message_type == managerAtom
            && Atom(event.xclient.data.l.1) == selection:
            findOwner()
            return true
        case PropertyNotify where owner != 0 && event.xproperty.window == owner:
            if event.xproperty.atom == settingsAtom { readSettings() }
            return true
        case DestroyNotify where owner != 0 && event.xdestroywindow.window == owner:
            owner = 0
            findOwner()
            return true
        default:
            return false
        }
    }

    private func findOwner() {
        XGrabServer(display)   // the owner cannot vanish between asking and selecting (the spec's advice)
        let candidate = XGetSelectionOwner(display, selection)
        // X11 quirk: the owner is another client's window; selecting input on it fails with
        // BadWindow if it went away meanwhile, which must not be logged as our error.
        let selected = candidate != 0 && X11ErrorTrap.succeeds(display) {
            XSelectInput(display, candidate, StructureNotifyMask | PropertyChangeMask)
        }
        XUngrabServer(display)
        // The ungrab must reach the server now: other clients (an XTest injector opening its
        // connection) block while it is grabbed, and no other request may flush it soon.
        XFlush(display)
        owner = selected ? candidate : 0
        readSettings()
    }

    private func readSettings() {
        settings = owner == 0 ? [:] : X11ErrorTrap.quietly(display) { readProperty() }
        styleDidChange(userInterfaceStyle)
        inputDidChange(XSettingsParser.input(of: settings))
    }

    private func readProperty() -> [String: XSettingsParser.Value] {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // At most 256 KiB: a manager's settings are a few kilobytes.
        guard XGetWindowProperty(display, owner, settingsAtom, 0, 65_536, 0, settingsAtom, &type, &format, &count,
                                 &remaining, &data) == Success, let data else { return [:] }
        defer { XFree(data) }
        guard format == 8, type == settingsAtom else { return [:] }
        let (settings, problem) = XSettingsParser.parseChecked(Array(UnsafeBufferPointer(start: data, count: Int(count))))
        if let problem, problem != lastProblem {
            FileHandle.standardError.write(Data("XResponder: \(problem)\n".utf8))
        }
        lastProblem = problem
        return settings
    }
}
