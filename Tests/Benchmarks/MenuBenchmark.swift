import Foundation
import XResponder

// MARK: Context menus (issue #34, R-DT1)

/// Right click → the app's menu handler, and right click → the popup mapped on the server (seen
/// by a second connection), for the first menu of a fresh process (what a user opening a menu
/// meets; GTK 4's drawing area took no second right click after its popover closed under XTest,
/// so every client is measured the same way: one menu per process, many processes), for the
/// three latency clients: the raw Xlib
/// floor (an override-redirect window filled on ButtonPress), XResponder (`UIApplicationMain`, a
/// view with a `UIContextMenuInteraction`: five rows and a submenu) and GTK 4 (a GtkPopoverMenu
/// from a menu model, on GtkGestureClick of the secondary button). A click outside closes each menu.
@MainActor
func benchmarkContextMenus() {
    let clients: [LatencyClient] = [.rawXlib, .xresponder, .gtk4]
    guard let injector = try? X11InputInjector(), let watcher = try? X11PixelWatcher() else {
        print("  context menus: no X display")
        return
    }
    defer { injector.close() }
    var handler: [String: [Double]] = [:], mapped: [String: [Double]] = [:]
    let processes = quick ? 4 : 15
    for _ in 0..<processes {
        for client in clients {
            guard let result = measureMenus(client, samples: 1, injector: injector, watcher: watcher) else { continue }
            handler[client.name, default: []] += result.handler
            mapped[client.name, default: []] += result.pixels
        }
    }
    guard let ours = handler["XResponder"], let oursMapped = mapped["XResponder"] else { return }
    for (what, values, floorValues, peerValues) in [
        ("→ menu handler", ours, handler["raw Xlib"], handler["GTK 4"]),
        ("→ popup mapped", oursMapped, mapped["raw Xlib"], mapped["GTK 4"]),
    ] {
        for p in [0.5, 0.99] {
            let value = percentile(values, p)
            let floorValue = floorValues.map { percentile($0, p) }
            let peerValue = peerValues.map { percentile($0, p) }
            let isGoal = p == 0.5 && what == "→ popup mapped"
            add("right click \(what) p\(Int(p * 100)), UIApplicationMain process", "µs", value, floor: floorValue,
                peer: peerValue, goal: isGoal ? "≤ GTK 4's popover" : "report",
                met: isGoal ? peerValue.map { value <= $0 } : nil)
        }
    }
}

/// One client process: `samples` right clicks, each closed by a click outside the menu.
@MainActor
private func measureMenus(_ client: LatencyClient, samples: Int, injector: X11InputInjector,
                          watcher: X11PixelWatcher) -> LatencySamples? {
    guard let running = RunningClient.start(client, ["menu"]) else { return nil }
    defer { running.stop() }
    let reader = running.reader, id = running.windowID
    injector.focus(windowID: id)
    injector.movePointer(to: watcher.center(ofWindow: id))
    watcher.watchPopups()
    usleep(300_000)
    var result = LatencySamples()
    let warmUp = 0
    for index in 0..<(warmUp + samples) {
        let start = monotonicNanoseconds()
        // A whole click (GTK's gesture wants its release before the popover's grab takes the pointer).
        injector.button(3, isDown: true, sync: false)
        injector.button(3, isDown: false, sync: false)
        let popup = watcher.waitForPopup(mapped: true, timeout: 3)
        let shown = monotonicNanoseconds()
        guard popup != nil, let line = reader.line(timeout: 2), line.hasPrefix("h "), let stamp = Int64(line.dropFirst(2)) else {
            print("  \(client.name): no menu for right click \(index))")
            return nil
        }
        if index >= warmUp {
            result.handler.append(Double(stamp - start) / 1000)
            result.pixels.append(Double(shown - start) / 1000)
        }
        usleep(20_000)
        // Closed by a click outside it, in the window's corner (a menu's most common end).
        let center = watcher.center(ofWindow: id)
        injector.click(at: CGPoint(x: center.x - 190, y: center.y - 140))
        injector.movePointer(to: center)
        if watcher.waitForPopup(mapped: false, window: popup, timeout: 2) == nil {
            print("  \(client.name): the menu did not close")
            return nil
        }
        usleep(250_000)
    }
    return result
}

// MARK: The menu bar (issue #51, R-DA1)

/// F10 → the menu bar's first menu mapped on the server (seen by a second connection), one menu
/// per fresh process as for context menus, for the raw Xlib floor (an override-redirect window
/// mapped on F10), XResponder (`UIApplicationMain`, a window of the app's screens with the
/// standard main menu's bar) and GTK 4 (a GtkPopoverMenuBar of File and Edit; GtkWindow binds F10).
/// Goal: no later than GTK 4.
@MainActor
func benchmarkMenuBar() {
    let clients: [LatencyClient] = [.rawXlib, .xresponder, .gtk4]
    let injector: X11InputInjector, watcher: X11PixelWatcher
    do {
        injector = try X11InputInjector()
        watcher = try X11PixelWatcher()
    } catch {
        print("  menu bar: \(error)")
        return
    }
    defer { injector.close() }
    var mapped: [String: [Double]] = [:]
    for _ in 0..<(quick ? 4 : 15) {
        for client in clients {
            guard let running = RunningClient.start(client, ["menubar"]) else { continue }
            injector.focus(windowID: running.windowID)
            watcher.watchPopups()
            usleep(300_000)
            let start = monotonicNanoseconds()
            injector.key(keysym: 0xffc7, isDown: true)    // XK_F10
            injector.key(keysym: 0xffc7, isDown: false)
            if watcher.waitForPopup(mapped: true, timeout: 3) != nil {
                mapped[client.name, default: []].append(Double(monotonicNanoseconds() - start) / 1000)
            } else {
                print("  \(client.name): no menu for F10")
            }
            running.stop()
        }
    }
    guard let ours = mapped["XResponder"], !ours.isEmpty else { return }
    for p in [0.5, 0.99] {
        let value = percentile(ours, p)
        let floorValue = mapped["raw Xlib"].map { percentile($0, p) }
        let peerValue = mapped["GTK 4"].map { percentile($0, p) }
        add("F10 → menu bar popup mapped p\(Int(p * 100)), UIApplicationMain process", "µs", value, floor: floorValue,
            peer: peerValue, goal: p == 0.5 ? "≤ GTK 4's GtkPopoverMenuBar" : "report",
            met: p == 0.5 ? peerValue.map { value <= $0 } : nil)
    }
}
