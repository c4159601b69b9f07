import CX11
import Foundation

extension X11Backend {
    /// The desktop's Xft/DPI (XSETTINGS, R-DT3) sets the scale, fractional ones included (120 dpi is
    /// 1.25): layout stays in points and every window draws at the new scale, so text and lines
    /// are rendered for the screen's pixels rather than stretched. `XRESPONDER_SCALE` and
    /// `GDK_SCALE` outrank it; without it the Xft.dpi resource (or 1) applies again.
    func applyDesktopScale(dpi: Double?) {
        guard display.environmentScale == nil else { return }
        let wanted = dpi.map { CGFloat($0 / 96) } ?? display.resourceScale ?? 1
        guard abs(wanted - display.scale) > 0.001 else { return }
        setScale(wanted)
    }

    /// Every place that turns points into pixels follows the new scale; views and controllers hear
    /// `traitCollectionDidChange(_:)` (the display scale changed).
    private func setScale(_ scale: CGFloat) {
        display.scale = scale
        translator.scale = scale
        UIScreen.main.scale = scale
        UIScreen.main.bounds = display.screenBounds
        UIScreen.main.workArea = display.workArea
        for x11Window in windows.values { x11Window.scaleDidChange(to: scale) }
        application.displayScaleDidChange(to: scale)
        EventTrace.log("desktop settings: scale \(scale)")
    }
}
