import Foundation
import XResponder

/// Drives the demo with real X input and waits for the application to handle it.
@MainActor
struct XTestTour: TourDriver {
    let injector: X11InputInjector

    func pixel(_ point: CGPoint, in view: UIView) -> CGPoint {
        let p = view.convert(point, to: nil)
        return CGPoint(x: (window.frame.minX + p.x) * backend.scale, y: (window.frame.minY + p.y) * backend.scale)
    }

    func settle(_ seconds: Double = 0.15) {
        _ = try? backend.processEvents(timeout: seconds) { false }
    }

    func click(_ point: CGPoint, in view: UIView) {
        injector.click(at: pixel(point, in: view))
        settle()
    }

    func rightClick(_ point: CGPoint, in view: UIView) {
        injector.click(at: pixel(point, in: view), button: 3)
        settle()
    }

    func doubleClick(_ point: CGPoint, in view: UIView) {
        injector.click(at: pixel(point, in: view))
        injector.click(at: pixel(point, in: view))
        settle()
    }

    func press(_ point: CGPoint, in view: UIView, hold seconds: Double) {
        injector.movePointer(to: pixel(point, in: view))
        injector.button(1, isDown: true)
        settle(seconds)
        injector.button(1, isDown: false)
        settle()
    }

    func dragScreen(from start: CGPoint, to end: CGPoint) {
        injector.movePointer(to: start)
        injector.button(1, isDown: true)
        settle(0.05)
        for step in 1...24 {
            let t = CGFloat(step) / 24
            injector.movePointer(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            settle(0.03)
        }
        settle(0.2)
        injector.button(1, isDown: false)
        settle()
    }

    func drag(from start: CGPoint, to end: CGPoint, in view: UIView) {
        injector.movePointer(to: pixel(start, in: view))
        injector.button(1, isDown: true)
        settle(0.05)
        for step in 1...10 {
            let t = CGFloat(step) / 10
            injector.movePointer(to: pixel(CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t), in: view))
            settle(0.02)
        }
        injector.button(1, isDown: false)
        settle()
    }

    func type(_ text: String) {
        injector.type(text)
        settle()
    }

    func keys(_ keysyms: [UInt], holding modifiers: [UInt]) {
        for modifier in modifiers { injector.key(keysym: modifier, isDown: true) }
        injector.tap(keysyms: keysyms)
        for modifier in modifiers.reversed() { injector.key(keysym: modifier, isDown: false) }
        settle()
    }

    func mediaKey(_ keysym: UInt) {
        injector.key(keysym: keysym, isDown: true)
        injector.key(keysym: keysym, isDown: false)
        settle()
    }

    func wait(_ seconds: Double) { settle(seconds) }

    func flick(from start: CGPoint, to end: CGPoint, in view: UIView) {
        injector.movePointer(to: pixel(start, in: view))
        injector.button(1, isDown: true)
        settle(0.2)   // past the scroll view's content delay: the drag starts as the content's
        for step in 1...5 {
            let t = CGFloat(step) / 5
            injector.movePointer(to: pixel(CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t), in: view))
            settle(0.01)
        }
        injector.button(1, isDown: false)
        settle(0.01)
    }

    func wheel(down: Bool, clicks: Int, at point: CGPoint, in view: UIView) {
        injector.movePointer(to: pixel(point, in: view))
        for _ in 0..<clicks {
            injector.button(down ? 5 : 4, isDown: true)
            injector.button(down ? 5 : 4, isDown: false)
        }
        settle()
    }

    func resizeWindow(to size: CGSize) {
        guard let xid = backend.windowID(of: window) else { return }
        injector.resize(windowID: xid, width: Int(size.width * backend.scale), height: Int(size.height * backend.scale))
        _ = try? backend.processEvents(timeout: 2) { window.bounds.size == size }
        settle()
    }

    func screenshot(_ name: String) {
        guard let image = backend.screenshot(of: window, includingWindowsAbove: true) else { return }
        TourOutput.write(image, as: name)
    }

    func pinch(center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, in view: UIView) {
        let c = view.convert(center, to: nil)
        func record(_ id: Int, _ phase: InputRecord.Phase, _ half: CGFloat) -> InputRecord {
            let x = c.x + (id == 1 ? -half : half)
            return InputRecord(.touch(.init(identifier: .direct(100 + id), phase: phase, location: CGPoint(x: x, y: c.y), type: .direct)),
                               timestamp: application.clock.now, windowNumber: window.windowNumber)
        }
        let steps: [(InputRecord.Phase, CGFloat)] = [(.began, 0), (.moved, 0.5), (.moved, 1), (.ended, 1)]
        for (phase, progress) in steps {
            let half = (startDistance + (endDistance - startDistance) * progress) / 2
            application.enqueue(record(1, phase, half))
            application.enqueue(record(2, phase, half))
            settle(0.05)
        }
    }
}

/// Plays every scene, saves what the X server shows to demo-output/, returns the exit status.
@MainActor
func runTour() -> Int32 {
    guard (try? backend.processEvents(timeout: 5, until: { backend.isMapped(window) })) == true,
          let injector = try? X11InputInjector() else {
        print("xdemo: the window was never mapped")
        return 1
    }
    defer { injector.close() }
    injector.focus(windowID: backend.windowID(of: window)!)
    let driver = XTestTour(injector: injector)
    func shoot(_ name: String) {
        driver.settle(0.1)
        guard let image = backend.screenshot(of: window) else { return }
        TourOutput.write(image, as: name)
    }
    // XDEMO_TOUR_ONLY=17 plays scene 17 alone (its screenshots, no shortcuts or inspector).
    let only = ProcessInfo.processInfo.environment["XDEMO_TOUR_ONLY"]
    for (index, scene) in shell.scenes.enumerated() {
        if let only, !scene.sceneTitle.hasPrefix(only + " ·") { continue }
        pick(index, with: driver)
        say("xdemo: === \(scene.sceneTitle) ===")
        scene.tour(driver)
        let slug = scene.sceneTitle.split(separator: "·").last!.trimmingCharacters(in: .whitespaces)
            .lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        shoot(String(format: "%02d-", index + 1) + String(String(slug).prefix(40)))
        TourOutput.sceneDone(scene.sceneTitle)
    }
    if only != nil { return 0 }
    // The shortcuts (R-DT1): F1 lists them on the status line, Ctrl+N moves on a scene. Scene 29
    // and its notification leave no key window (the X focus went to them and back, and Xvfb has
    // no window manager to move it at a click): the tour makes the main window key again, as a
    // click on it does under a window manager.
    window.makeKey()
    pick(0, with: driver)
    driver.keys([0xFFBE], holding: [])                 // F1
    driver.keys([0x006E], holding: [0xFFE3])           // Ctrl+N
    shoot(String(format: "%02d-shortcuts", shell.scenes.count + 1))
    TourOutput.sceneDone("the shortcuts (F1, Ctrl+N)")
    // The menu bar (R-DA1): Alt+S opens Scene, Down twice reaches Go To, Right opens its list.
    driver.keys([0x0073], holding: [0xFFE9])           // Alt+S
    driver.keys([0xFF54, 0xFF54, 0xFF53], holding: []) // Down, Down, Right
    driver.screenshot(String(format: "%02d-menu-bar", shell.scenes.count + 2))
    driver.keys([0xFF1B, 0xFF1B], holding: [])         // Escape closes the list, then the menu
    TourOutput.sceneDone("the menu bar (Alt+S)")
    // The inspector over scene 1 after pressing view E.
    pick(0, with: driver)
    shell.scenes[0].tour(driver)
    shell.key(UIKey(characters: "i", keyCode: .keyboardI))
    shoot(String(format: "%02d-inspector", shell.scenes.count + 3))
    TourOutput.sceneDone("the inspector (i)")
    print("xdemo: the tour is over; its trace is in demo-output/trace.log")
    return 0
}

/// Picks scene `index` as a user does: its row scrolled into view in the catalog's sidebar, then
/// clicked.
@MainActor
func pick(_ index: Int, with driver: XTestTour) {
    guard let path = shell.sidebar.indexPath(ofScene: index), let table = shell.sidebar.tableView else { return }
    table.scrollToRow(at: path, at: .middle, animated: false)
    driver.settle()
    let row = table.rectForRow(at: path)
    driver.click(CGPoint(x: row.midX, y: row.midY), in: table)
}
