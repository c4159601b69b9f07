import Foundation

extension X11Backend {
    /// An X11 desktop's windows carry the app's menu bar (R-DA1), as GTK and Qt apps' do.
    /// `XRESPONDER_MENU_BAR=0` leaves it out (a kiosk, or a screenshot that wants the bare screen).
    /// Exporting the menu to a desktop's global menu bar (dbusmenu), which would hide it, is not
    /// built yet (docs/desktop.md).
    public var showsMenuBarInWindows: Bool {
        ProcessEnvironment.value("XRESPONDER_MENU_BAR") != "0"
    }
}
