import CX11
import Foundation

/// Who the window belongs to, as the desktop asks (R-DA2): `WM_CLASS`, by which docks and
/// launchers match a window to the app's `.desktop` entry (`StartupWMClass`); `_NET_WM_PID` with
/// `WM_CLIENT_MACHINE` (EWMH wants both: a pid means nothing without the host), by which a
/// window manager offers to kill an app that stopped answering; and `_NET_STARTUP_ID`, the launch
/// the window completes (X11StartupNotification).
extension X11Window {
    func setIdentity() {
        let dpy = display.display
        let hint = Self.classHint(program: ImageFiles.programName,
                                  bundleIdentifier: AppBundle.info["CFBundleIdentifier"] as? String)
        if let classHint = XAllocClassHint() {
            let name = strdup(hint.name), className = strdup(hint.className)
            classHint.pointee.res_name = name
            classHint.pointee.res_class = className
            XSetClassHint(dpy, xid, classHint)
            free(name)
            free(className)
            XFree(classHint)
        }
        guard window?.isPopupMenu != true else { return }
        var pid = UInt(getpid())
        // X11 quirk: format-32 property data is handed to Xlib as C longs, whatever their size.
        _ = withUnsafeBytes(of: &pid) { raw in
            XChangeProperty(dpy, xid, display.netWMPid, XA_CARDINAL, 32, PropModeReplace,
                            raw.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        var host = [CChar](repeating: 0, count: 256)
        if gethostname(&host, host.count - 1) == 0 {
            let bytes = host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            XChangeProperty(dpy, xid, XA_WM_CLIENT_MACHINE, XA_STRING, 8, PropModeReplace, bytes, Int32(bytes.count))
        }
        backend.startupNotification?.windowCreated(xid)
    }

    /// `WM_CLASS`'s two strings: the program's name, and the app's bundle identifier when its
    /// Info.plist has one (the name its `.desktop` entry and AppStream id carry, as GTK and Qt
    /// apps give their application id), else the program's name capitalised (Xlib's convention).
    nonisolated static func classHint(program: String, bundleIdentifier: String?) -> (name: String, className: String) {
        let name = program.isEmpty ? "xresponder" : program
        if let bundleIdentifier, !bundleIdentifier.isEmpty { return (name, bundleIdentifier) }
        // Strings joined, not a String and a Substring: the generic `+` asks the Swift runtime a
        // conformance question on start-up's path, a scan of every record in the program (#50).
        return (name, String(name.prefix(1)).uppercased() + String(name.dropFirst()))
    }
}
