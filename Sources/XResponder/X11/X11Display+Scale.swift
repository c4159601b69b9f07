import CX11
import Foundation

/// The display's scale: points to pixels (HiDPI), from the environment or the server's resources.
extension X11Display {
    /// The scale at start: `XRESPONDER_SCALE`, else `GDK_SCALE`, else `Xft.dpi` / 96, else 1 (the
    /// desktop's Xft/DPI setting, read once the backend runs, comes between the last two).
    static func detectScale(_ display: OpaquePointer) -> CGFloat {
        environmentScale() ?? resourceScale(display) ?? 1
    }

    /// HiDPI from the environment: `XRESPONDER_SCALE`, else `GDK_SCALE`.
    static func environmentScale() -> CGFloat? {
        for name in ["XRESPONDER_SCALE", "GDK_SCALE"] {
            if let text = ProcessEnvironment.value(name), let value = Double(text), value.isFinite, value > 0 { return CGFloat(value) }
        }
        return nil
    }

    /// HiDPI from the server's resources: `Xft.dpi` / 96.
    static func resourceScale(_ display: OpaquePointer) -> CGFloat? {
        guard let resources = XResourceManagerString(display) else { return nil }
        return parseXftDPI(String(cString: resources)).map { $0 / 96 }
    }

    /// The `Xft.dpi` value in an X resources string, when it is a sensible positive number.
    nonisolated static func parseXftDPI(_ resources: String) -> CGFloat? {
        for line in resources.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi",
                  let value = Double(parts[1].trimmingCharacters(in: .whitespaces)), value >= 24, value <= 960
            else { continue }
            return CGFloat(value)
        }
        return nil
    }
}
