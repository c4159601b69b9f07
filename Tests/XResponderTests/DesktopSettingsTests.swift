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

    @Test("R-DT3: a settings blob cut short or announcing more than it holds is named in a clear line; what could be read stays")
    func truncatedBlob() {
        // Little-endian, serial 1, two settings announced: Net/DoubleClickTime 500, then a cut.
        var bytes: [UInt8] = [0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0]
        let name = Array("Net/DoubleClickTime".utf8)
        bytes += [0, 0, UInt8(name.count), 0] + name + [0]   // type integer, name, padding to 4
        bytes += [0, 0, 0, 0, 0xF4, 0x01, 0, 0]              // serial, value 500
        let (settings, problem) = XSettingsParser.parseChecked(bytes)
        #expect(XSettingsParser.input(of: settings).doubleClickTime == 0.5)
        #expect(problem == "the desktop's settings announce 2 and hold 1 readable ones; the rest keep their defaults")
        #expect(XSettingsParser.parseChecked(Array(bytes.prefix(6))).problem?.contains("too short") == true)
        #expect(XSettingsParser.parseChecked([]).problem == nil)
        bytes[8] = 1
        #expect(XSettingsParser.parseChecked(bytes).problem == nil)
    }
}
