import Foundation
import Testing
@testable import XResponder

@Suite("Desktop input settings read from XSETTINGS values (R-DT3)")
@MainActor
struct DesktopSettingsTests {
    @Test("R-DT3: double-click time and distance, drag threshold and cursor theme and size are read; absurd or missing values are not")
    func inputSettings() {
        let input = XSettingsParser.input(of: [
            "Net/DoubleClickTime": .integer(650), "Net/DoubleClickDistance": .integer(12), "Net/DndDragThreshold": .integer(6),
            "Gtk/CursorThemeName": .string("DMZ-White"), "Gtk/CursorThemeSize": .integer(32),
        ])
        #expect(input == XSettingsParser.Input(doubleClickTime: 0.65, doubleClickDistance: 12, cursorTheme: "DMZ-White",
                                               cursorSize: 32, dragThreshold: 6))
        let odd = XSettingsParser.input(of: [
            "Net/DoubleClickTime": .integer(-5), "Net/DoubleClickDistance": .integer(1_000_000), "Net/DndDragThreshold": .string("8"),
            "Gtk/CursorThemeName": .string(""), "Gtk/CursorThemeSize": .integer(0),
        ])
        #expect(odd == XSettingsParser.Input(doubleClickTime: nil, doubleClickDistance: 200, cursorTheme: nil, cursorSize: nil, dragThreshold: nil))
        #expect(XSettingsParser.input(of: [:]) == XSettingsParser.Input())
    }
}
