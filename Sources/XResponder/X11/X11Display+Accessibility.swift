import CX11
import Foundation

extension X11Display {
    /// The accessibility bus's address as the desktop publishes it on the root window (X11 quirk:
    /// at-spi-bus-launcher writes the `AT_SPI_BUS` property, a STRING, for clients without a
    /// session bus), or nil.
    func accessibilityBusAddress() -> String? {
        let property = XInternAtom(display, "AT_SPI_BUS", 1)
        guard property != 0 else { return nil }
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, XRootWindow(display, 0), property, 0, 1024, 0, XA_STRING,
                                 &type, &format, &count, &after, &data) == Success, let data else { return nil }
        defer { XFree(data) }
        guard type == XA_STRING, format == 8, count > 0 else { return nil }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
    }
}
