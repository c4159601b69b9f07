import CX11
import Foundation

extension X11Window {
    /// `_NET_WM_ICON` from the app's `AppIcon` set (R-IB4): the icon task bars, switchers and title
    /// bars show, written on the turn after the first frame (reading the catalogs costs start-up
    /// milliseconds). Nothing is written when the app has no icon; a popup has none.
    func setIcon() {
        let cardinals = AppIcon.cardinals
        guard !cardinals.isEmpty else { return }
        let atom = XInternAtom(display.display, "_NET_WM_ICON", 0)
        // X11 quirk: Xlib takes format-32 property data as an array of C `long`s, 64 bits each
        // here, and sends their low 32 bits; `UInt` is that `long`.
        cardinals.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            base.withMemoryRebound(to: UInt8.self, capacity: buffer.count * MemoryLayout<UInt>.size) { bytes in
                _ = XChangeProperty(display.display, xid, atom, XA_CARDINAL, 32, PropModeReplace, bytes, Int32(buffer.count))
            }
        }
    }
}
