import CX11
import Foundation

// The language floor of the start-up benchmark (issue #50, R-P3): a Swift program that loads
// Foundation and opens an Xlib window the way Tests/Benchmarks/latency/xlib_client.c does — a
// 400 × 300 window with a white background, mapped, "ready <id>" once the server says it is —
// and then waits in XNextEvent. What it costs over the C client is what Swift and Foundation cost;
// what XResponder costs over it is the library's.

guard let display = XOpenDisplay(nil) else {
    FileHandle.standardError.write(Data("xrstartfloor: no display\n".utf8))
    exit(1)
}
let screen = XDefaultScreen(display)
let window = XCreateSimpleWindow(display, XRootWindow(display, screen), 0, 0, 400, 300, 0, 0, XWhitePixel(display, screen))
XSelectInput(display, window, StructureNotifyMask | ButtonPressMask)
XMapWindow(display, window)
var event = XEvent()
repeat { XNextEvent(display, &event) } while event.type != MapNotify
// Foundation does the reporting, so the program pays for loading it as an app does.
FileHandle.standardOutput.write(Data("ready \(window)\n".utf8))
while true { XNextEvent(display, &event) }
