import XResponder

// xdemo: the seeds' ideas, live, one scene each.
//
//   swift run xdemo            on $DISPLAY: a UIKit catalog — pick (or search for) a scene in the
//                              sidebar; "i" toggles the inspector, Tab goes to the next scene;
//                              close the window to quit
//   swift run xdemo --into XID inside another program's window (hex 0x… or decimal), like
//                              `xterm -into`: Tk's `frame -container 1`, a GtkSocket, a QWidget's winId()
//   swift run xdemo --window-id the same scene in a top-level window whose id it prints ("xdemo: window
//                              0x…"), for hosts that adopt a window (Qt's QWindow::fromWinId)
//   swift run xdemo --tour     plays a scripted tour with real X input (XTest), writes screenshots of
//                              each scene to demo-output/ and the trace to demo-output/trace.log,
//                              prints one line a scene, exits (what `make demo` runs under Xvfb when
//                              there is no display)
//   swift run xdemo --idle-check  shows each scene, leaves it alone a second and reports the
//                              loop's wake-ups and frames (R-U10: an idle scene makes none)

let touring = CommandLine.arguments.dropFirst().contains("--tour")
/// Where the tour writes the trace and the status lines: demo-output/trace.log (its own output is
/// one line a scene).
let tourTrace: FileHandle? = touring ? TourOutput.openTrace() : nil

/// Writes a line straight to standard output (unbuffered, even into a pipe): a host program or a
/// test reads the trace as it happens. On the tour, to its trace file instead.
func say(_ line: String) {
    (tourTrace ?? FileHandle.standardOutput).write(Data((line + "\n").utf8))
}

let application = UIApplication.launch(DemoApplication.self) as! DemoApplication
let backend: X11Backend
do {
    backend = try X11Backend.install(on: application)
} catch {
    print("xdemo: \(error). Run it on a desktop, or headless with `make demo`.")
    exit(1)
}

EventTrace.shared.isEnabled = true
EventTrace.shared.sink = { say("trace: \($0)") }

if let index = CommandLine.arguments.firstIndex(of: "--into") {
    let argument = CommandLine.arguments.dropFirst(index + 1).first ?? ""
    let hostID = argument.hasPrefix("0x") ? UInt(argument.dropFirst(2), radix: 16) : UInt(argument)
    guard let hostID else {
        print("xdemo: --into needs a window id, like 0x1a00003 or 27262979")
        exit(2)
    }
    exit(runEmbedded(in: hostID))
}

if CommandLine.arguments.contains("--window-id") {
    exit(runAdoptable())
}

/// `--window-id`: the embed scene in a top-level window another program can take in.
@MainActor func runAdoptable() -> Int32 {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 320))
    window.rootViewController = EmbedController()
    window.makeKeyAndVisible()
    do {
        guard try backend.processEvents(timeout: 5, until: { backend.isMapped(window) }),
              let id = backend.windowID(of: window) else {
            print("xdemo: the window was not mapped")
            return 1
        }
        say("xdemo: window 0x\(String(id, radix: 16))")
        try application.run()
    } catch {
        print("xdemo: \(error)")
        return 1
    }
    return 0
}

/// `--into`: the embed scene inside the host's window, until the host goes away.
@MainActor func runEmbedded(in hostID: UInt) -> Int32 {
    let window = UIWindow(frame: .zero)
    do {
        try backend.embed(window, into: hostID)
    } catch {
        print("xdemo: \(error)")
        return 1
    }
    window.rootViewController = EmbedController()
    window.isHidden = false
    say("xdemo: embedded in 0x\(String(hostID, radix: 16)); closes with its host")
    do {
        try application.run()   // ends when the host goes away: the last window closed
    } catch {
        print("xdemo: \(error)")
        return 1
    }
    return 0
}

// 600 points for the shell, and 28 above them for the menu bar the window carries on X11.
let window = DemoWindow(frame: CGRect(x: 0, y: 0, width: 960, height: 628))
let shell = ShellController()
window.rootViewController = shell
window.onKey = { shell.key($0) }
application.onTouchInspected = { if !shell.inspector.isHidden { shell.inspector.refresh() } }
window.makeKeyAndVisible()

if touring {
    exit(runTour())
}
if CommandLine.arguments.contains("--idle-check") {
    EventTrace.shared.isEnabled = false
    exit(runIdleCheck())
}
do {
    try application.run()
} catch {
    print("xdemo: \(error)")
    exit(1)
}
