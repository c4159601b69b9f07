import CX11
import Foundation

extension X11Display {
    static let workAreaAtomNames = ["_NET_WORKAREA", "_NET_CURRENT_DESKTOP"]

    /// The part of the screen windows should open in, in points: the window manager's
    /// `_NET_WORKAREA` for the current desktop (the screen less panels and docks), or the whole
    /// screen when there is no window manager or it publishes none. X11 quirk: the property is
    /// CARDINAL/32, which Xlib hands back as C longs (64 bits here), four per desktop.
    var workArea: CGRect {
        let whole = screenBounds
        // Both names are interned with the display's (`startupAtomNames`): Xlib's cache answers.
        let workAreaAtom = XInternAtom(display, "_NET_WORKAREA", 0), currentAtom = XInternAtom(display, "_NET_CURRENT_DESKTOP", 0)
        let root = XRootWindow(display, screen)
        func cardinals(_ property: Atom, count limit: Int) -> [Int] {
            var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
            var data: UnsafeMutablePointer<UInt8>?
            guard property != 0, XGetWindowProperty(display, root, property, 0, limit, 0, XA_CARDINAL,
                                                    &type, &format, &count, &after, &data) == Success, let data else { return [] }
            defer { XFree(data) }
            guard type == XA_CARDINAL, format == 32 else { return [] }
            return data.withMemoryRebound(to: Int.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: Int(count))) }
        }
        let values = cardinals(workAreaAtom, count: 4 * 64)
        // The current desktop is asked only when there are several: one round trip less at start.
        let desktop = values.count > 4 ? cardinals(currentAtom, count: 1).first ?? 0 : 0
        let start = 4 * max(0, min(desktop, 63))
        guard values.count >= start + 4 else { return whole }
        let area = CGRect(x: CGFloat(values[start]) / scale, y: CGFloat(values[start + 1]) / scale,
                          width: CGFloat(values[start + 2]) / scale, height: CGFloat(values[start + 3]) / scale)
        // A window manager's bad value is survived: anything empty or outside the screen means the screen.
        let inside = area.intersection(whole)
        return inside.width >= 100 && inside.height >= 100 ? inside : whole
    }
}
