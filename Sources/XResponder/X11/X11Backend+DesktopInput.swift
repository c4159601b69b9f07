import CX11
import Foundation

extension X11Backend {
    /// UIKit's double-click rule (R-T3) with the desktop's time and distance, pans that begin at
    /// the desktop's drag threshold, and the desktop's cursor theme and size (R-DT3); a setting the
    /// desktop drops goes back to its default.
    func applyDesktopInput(_ input: XSettingsParser.Input) {
        // The scale first: the distances below are in pixels, turned into points at the new scale.
        applyDesktopScale(dpi: input.interfaceDPI)
        application.textScaleDidChange(to: input.textScale)
        let dispatcher = application.dispatcher!
        dispatcher.doubleClickInterval = input.doubleClickTime ?? InputDispatcher.defaultDoubleClickInterval
        dispatcher.doubleClickDistance = input.doubleClickDistance.map { CGFloat($0) / max(display.scale, 0.01) }
            ?? InputDispatcher.defaultDoubleClickDistance
        UIPanGestureRecognizer.hysteresis = input.dragThreshold.map { CGFloat($0) / max(display.scale, 0.01) }
            ?? UIPanGestureRecognizer.defaultHysteresis
        let theme = input.cursorTheme ?? ProcessEnvironment.value("XCURSOR_THEME")
        let size = Int32(input.cursorSize ?? 0)
        // Nothing asked, nothing to change: libXcursor is not woken for it (its first call reads
        // the X resources, half a millisecond before the first frame, issue #50).
        guard theme != nil || size > 0 else { return }
        let currentTheme = XcursorGetTheme(display.display).map { String(cString: $0) }
        guard theme != currentTheme || (size > 0 && size != XcursorGetDefaultSize(display.display)) else { return }
        // X11 quirk: libXcursor reads its theme and size once per display; cursors loaded before
        // keep the old theme, so the cache is emptied and each window's cursor set again.
        if let theme { _ = XcursorSetTheme(display.display, theme) }
        if size > 0 { _ = XcursorSetDefaultSize(display.display, size) }
        display.forgetCursors()
        for window in windows.values { window.cursorThemeDidChange() }
        EventTrace.log("desktop settings: cursor theme \(theme ?? "default") at \(size > 0 ? String(size) : "default") pixels")
    }
}
