import Foundation

/// What the pointer looks like over a region (R-TX5). On X11 a style is a cursor from the desktop's
/// cursor theme (libXcursor, freedesktop cursor names): `.system()` is the arrow, a vertical beam
/// the I-beam text cursor, `.hidden()` no cursor at all. Effects that iPadOS animates (highlight,
/// lift, hover) have no desktop equivalent and show the arrow.
@preconcurrency @MainActor
public final class UIPointerStyle {
    /// The freedesktop cursor name ("default", "text", …); nil hides the pointer.
    public let cursorName: String?

    private init(cursorName: String?) {
        self.cursorName = cursorName
    }

    public convenience init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
        self.init(cursorName: shape.cursorName)
    }

    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(cursorName: shape?.cursorName ?? "default")
    }

    public static func system() -> UIPointerStyle { UIPointerStyle(cursorName: "default") }
    public static func hidden() -> UIPointerStyle { UIPointerStyle(cursorName: nil) }

    /// A cursor of the desktop's theme by its freedesktop (CSS) name: "pointer", "grab",
    /// "crosshair", "col-resize", … An XResponder addition for desktop tools.
    public static func cursor(named name: String) -> UIPointerStyle { UIPointerStyle(cursorName: name) }
}
