import CX11
import Foundation
import Testing
@testable import XResponder

/// The menu bar on a real X server (R-DA1): keys and clicks through XTest, the popup's X window as
/// another client sees it, and the pointer grab the open menu holds while the pointer moves along
/// the bar.
@Suite("The menu bar under X11 (R-DA1)", .serialized)
@MainActor
struct X11MenuBarTests {
    /// A window of the app's screens (it has a root view controller, so it carries the bar) with
    /// a first-responder text field holding "hello", and the X keyboard focus.
    func barWindow(_ x: XServerHarness) throws -> (UIWindow, MenuBarView, UITextField) {
        UIMenuSystem.main.setNeedsRebuild()
        let window = try x.showWindow(frame: CGRect(x: 80, y: 60, width: 480, height: 300))
        window.rootViewController = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        field.text = "hello"
        window.rootViewController?.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        x.injector.focus(windowID: try #require(x.backend.windowID(of: window)))
        try x.waitUntil("the key window") { window.isKeyWindow }
        let bar = try #require(window.menuBarView)
        window.layoutIfNeeded()
        return (window, bar, field)
    }

    var presentation: ContextMenuPresentation? { ContextMenuPresentation.current }

    func titleCenter(_ title: String, of bar: MenuBarView, in window: UIWindow, _ x: XServerHarness) throws -> CGPoint {
        let index = try #require(bar.menus.firstIndex { $0.title == title })
        let frame = bar.convert(bar.titleFrames[index], to: window)
        return x.screenPoint(CGPoint(x: frame.midX, y: frame.midY), in: window)
    }

    func openTitle(_ bar: MenuBarView) -> String? { bar.openIndex.map { bar.menus[$0].title } }

    /// Whether the open menu's popup is mapped on the server and holds the pointer grab.
    func popupIsUp(_ x: XServerHarness) -> Bool {
        presentation.flatMap { $0.windows.first }.map { x.backend.isMapped($0) } == true && x.backend.translator.ownsGrab
    }

    @Test("R-DA1 X11: F10 opens the first menu as a popup below its title, holding the grab; Right moves to the next menu; Escape closes and gives the grab back")
    func keyboardOpens() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (window, bar, _) = try barWindow(x)
        x.injector.tap(keysyms: [UInt(XK_F10)])
        try x.waitUntil("F10 opens the first menu") { popupIsUp(x) && bar.openIndex == 0 }
        let popup = try #require(presentation?.windows.first)
        var attributes = XWindowAttributes()
        XGetWindowAttributes(x.injector.display, Window(try #require(x.backend.windowID(of: popup))), &attributes)
        let below = x.screenPoint(CGPoint(x: bar.titleFrames[0].minX, y: bar.frame.maxY), in: window)
        #expect(abs(CGFloat(attributes.y) - below.y) <= 2 * x.backend.scale, "the popup hangs from the bar")
        #expect(attributes.override_redirect != 0)

        x.injector.tap(keysyms: [UInt(XK_Right)])
        try x.waitUntil("Right opens the next menu") { popupIsUp(x) && openTitle(bar) == "File" }
        x.injector.tap(keysyms: [UInt(XK_Escape)])
        try x.waitUntil("Escape closes it and gives the grab back") { presentation == nil && x.pointerIsFree() }
        #expect(bar.openIndex == nil && window.isKeyWindow)
    }

    @Test("R-DA1 X11: a click on Edit opens it; the pointer moving onto File under the grab opens File; back on Edit, a click on Select All selects the field's text")
    func pointerAlongTheBar() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (window, bar, field) = try barWindow(x)
        let edit = try titleCenter("Edit", of: bar, in: window, x)
        x.injector.click(at: edit)
        try x.waitUntil("Edit opens") { popupIsUp(x) && openTitle(bar) == "Edit" }
        x.injector.movePointer(to: try titleCenter("File", of: bar, in: window, x))
        try x.waitUntil("the pointer over File opens File") { popupIsUp(x) && openTitle(bar) == "File" }
        x.injector.movePointer(to: edit)
        try x.waitUntil("and back over Edit, Edit") { popupIsUp(x) && openTitle(bar) == "Edit" }

        let menuWindow = try #require(presentation?.windows.first as? MenuWindow)
        let row = try #require(menuWindow.list.rows.firstIndex { $0.title == "Select All" })
        #expect(menuWindow.list.rows[row].isSelectable, "validated against the field, which has text")
        let frame = menuWindow.list.rowFrames[row]
        x.injector.click(at: x.screenPoint(CGPoint(x: frame.midX, y: frame.midY), in: menuWindow))
        try x.waitUntil("Select All reaches the field") {
            field.selectedTextRange.map { field.offset(from: $0.start, to: $0.end) } == 5
        }
        try x.waitUntil("the grab is given back") { presentation == nil && x.pointerIsFree() }
    }

    @Test("R-DA1 X11: press on Edit and, with the button held, drag down to Select All and release there: the row is chosen in one gesture, through the popup's grab")
    func pressDragRelease() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (window, bar, field) = try barWindow(x)
        x.injector.movePointer(to: try titleCenter("Edit", of: bar, in: window, x))
        x.injector.button(1, isDown: true)
        try x.waitUntil("the press opens Edit") { popupIsUp(x) && openTitle(bar) == "Edit" }
        let menuWindow = try #require(presentation?.windows.first as? MenuWindow)
        let row = try #require(menuWindow.list.rows.firstIndex { $0.title == "Select All" })
        let frame = menuWindow.list.rowFrames[row]
        let target = x.screenPoint(CGPoint(x: frame.midX, y: frame.midY), in: menuWindow)
        x.injector.movePointer(to: target)
        try x.waitUntil("the held pointer lights Select All") { menuWindow.list.highlightedRow == row }
        x.injector.button(1, isDown: false)
        try x.waitUntil("the release chose Select All") {
            field.selectedTextRange.map { field.offset(from: $0.start, to: $0.end) } == 5
        }
        try x.waitUntil("the grab is given back") { presentation == nil && x.pointerIsFree() }
    }
}
