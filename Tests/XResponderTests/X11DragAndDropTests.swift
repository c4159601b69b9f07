import CX11
import Foundation
import Testing
@testable import XResponder

/// Drag and drop with another X program (R-DT2): Tk with tkdnd (Tests/DragPeer/tk_dnd_peer.tcl)
/// as the source and the target, the mouse driven by XTest, and hand-made XDND messages for the
/// peers that misbehave.
@Suite("Drag and drop with other X programs: XDND v5 against Tk's tkdnd (R-DT2)", .serialized)
@MainActor
struct X11DragAndDropTests {
    /// Tk's window: the drop target's middle and the drag source's middle, in screen pixels.
    static let tkTarget = CGPoint(x: 775, y: 200)
    static let tkSource = CGPoint(x: 925, y: 200)

    func startPeer() throws -> EmbedHostProcess {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../DragPeer/tk_dnd_peer.tcl").standardized.path
        return try EmbedHostProcess(URL(fileURLWithPath: "/usr/bin/wish"), [script])
    }

    /// Our window at 60,60 (400×300): a drag source on the left, a drop target on the right.
    func ourWindow(_ x: XServerHarness) throws -> (UIWindow, DragSourceView, DropTargetView) {
        let window = try x.showWindow(frame: CGRect(x: 60, y: 60, width: 400, height: 300))
        let source = DragSourceView(frame: CGRect(x: 10, y: 10, width: 150, height: 280))
        let target = DropTargetView(frame: CGRect(x: 200, y: 10, width: 190, height: 280))
        window.addSubview(source)
        window.addSubview(target)
        source.addInteraction(UIDragInteraction(delegate: source))
        target.addInteraction(UIDropInteraction(delegate: target))
        return (window, source, target)
    }

    /// Tk with tkdnd, ready, and our window beside it.
    func tkScene(_ x: XServerHarness) throws -> (EmbedHostProcess, UIWindow, DragSourceView, DropTargetView) {
        let peer = try startPeer()
        try x.waitUntil("Tk is ready") { peer.value(after: "READY") != nil }
        let (window, source, target) = try ourWindow(x)
        return (peer, window, source, target)
    }

    /// A press at `start`, a walk of small moves to `end`, and a release (screen pixels), with our
    /// loop running between the moves so both sides answer.
    func drag(_ x: XServerHarness, from start: CGPoint, to end: CGPoint, steps: Int = 24) throws {
        x.injector.movePointer(to: start)
        x.injector.button(1, isDown: true)
        _ = try x.backend.processEvents(timeout: 0.05) { false }
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            x.injector.movePointer(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            _ = try x.backend.processEvents(timeout: 0.03) { false }
        }
        _ = try x.backend.processEvents(timeout: 0.2) { false }
        x.injector.button(1, isDown: false)
    }

    @Test("R-DT2 X11: text dragged from our view to Tk's drop target arrives there through XDND; the drag ends with copy")
    func dragOutToTk() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (peer, window, source, _) = try tkScene(x)
        defer { peer.kill() }
        source.text = "hello from XResponder"
        try drag(x, from: x.screenPoint(CGPoint(x: 80, y: 150), in: window), to: Self.tkTarget)
        try x.waitUntil("Tk gets the text") { peer.lines.contains { $0.hasPrefix("DROP") && $0.contains("hello from XResponder") } }
        try x.waitUntil("the drag ends with copy") { source.log.last == "did end copy" }
        #expect(x.app.currentDrag == nil)
    }

    @Test("R-DT2 X11: a file URL dragged from our view reaches Tk's drop target as a file (text/uri-list)")
    func fileOutToTk() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (peer, window, source, _) = try tkScene(x)
        defer { peer.kill() }
        source.url = URL(fileURLWithPath: "/tmp/report.pdf")
        try drag(x, from: x.screenPoint(CGPoint(x: 80, y: 150), in: window), to: Self.tkTarget)
        // tkdnd names the type it was given (text/uri-list) and hands the file's path to the script.
        try x.waitUntil("Tk gets the file") { peer.contains("DROP {text/uri-list} /tmp/report.pdf") }
        try x.waitUntil("the drag ends with copy") { source.log.last == "did end copy" }
    }

    @Test("R-DT2 X11: text dragged from Tk onto our drop target reaches performDrop; Tk hears the drop was done")
    func dropFromTk() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (peer, window, _, target) = try tkScene(x)
        defer { peer.kill() }
        try drag(x, from: Self.tkSource, to: x.screenPoint(CGPoint(x: 300, y: 150), in: window))
        try x.waitUntil("the text is dropped") { target.received == ["hello from tk"] }
        #expect(target.wasLocal == false)
        #expect(target.log.first == "enter" && target.log.last == "end")
        // tkdnd 2.6's source reads nothing from XdndFinished (its action is empty); it ends its drag on it.
        try x.waitUntil("Tk's drag ends") { peer.lines.contains { $0.hasPrefix("DRAGEND") } }
    }

    @Test("R-DT2 X11: a file dragged from Tk arrives as a file URL")
    func fileFromTk() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (peer, window, _, target) = try tkScene(x)
        defer { peer.kill() }
        let files = FileDropView(frame: target.frame)
        target.removeFromSuperview()
        window.addSubview(files)
        files.addInteraction(UIDropInteraction(delegate: files))
        peer.send("files /tmp/xresponder-drop-test.txt")
        try x.waitUntil("Tk offers a file") { peer.contains("FILES") }
        try drag(x, from: Self.tkSource, to: x.screenPoint(CGPoint(x: 300, y: 150), in: window))
        try x.waitUntil("the file is dropped") { !files.urls.isEmpty }
        #expect(files.urls.map(\.path) == ["/tmp/xresponder-drop-test.txt"])
        #expect(files.urls.first?.isFileURL == true)
    }
}

/// A drop target for files, as a photo or document app writes one.
@MainActor
final class FileDropView: UIView, UIDropInteractionDelegate {
    var urls: [URL] = []
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: URL.self)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        session.loadObjects(ofClass: URL.self) { [weak self] urls in self?.urls += urls }
    }
}

/// A hand-made XDND peer on the injector's connection: a window of its own that sends what the
/// test says and reads what we answer — for peers that misbehave, and for 100 drops in a row.
@MainActor
final class HandMadeXdndPeer {
    let display: OpaquePointer
    let window: Window
    func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }

    /// An override-redirect window at `frame` (pixels), XdndAware when `aware`.
    init(display: OpaquePointer, frame: CGRect = CGRect(x: 900, y: 500, width: 200, height: 150), aware: Bool = false) {
        self.display = display
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = 1
        attributes.event_mask = PropertyChangeMask
        window = XCreateWindow(display, XDefaultRootWindow(display), Int32(frame.minX), Int32(frame.minY),
                               UInt32(frame.width), UInt32(frame.height), 0, Int32(CopyFromParent), UInt32(InputOutput), nil,
                               UInt(CWOverrideRedirect | CWEventMask), &attributes)
        if aware {
            var version: UInt = 5
            XChangeProperty(display, window, atom("XdndAware"), XA_ATOM, 32, PropModeReplace,
                            withUnsafeBytes(of: &version) { $0.baseAddress?.assumingMemoryBound(to: UInt8.self) }, 1)
        }
        XMapRaised(display, window)
        XSync(display, 0)
    }

    func destroy() {
        XDestroyWindow(display, window)
        XSync(display, 0)
    }

    /// Sends an XDND message named `type` to `target`; `format` other than 32 makes it malformed.
    func send(_ type: String, to target: UInt, _ values: [Int], format: Int32 = 32) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = Window(target)
        event.xclient.message_type = atom(type)
        event.xclient.format = format
        let v = values + Array(repeating: 0, count: max(0, 5 - values.count))
        event.xclient.data.l = (v[0], v[1], v[2], v[3], v[4])
        XSendEvent(display, Window(target), 0, NoEventMask, &event)
        XSync(display, 0)
    }

    func enter(_ target: UInt, types: [String]) {
        let atoms = types.map { Int(atom($0)) } + [0, 0, 0]
        send("XdndEnter", to: target, [Int(window), 5 << 24, atoms[0], atoms[1], atoms[2]])
    }

    func position(_ target: UInt, at pixel: CGPoint) {
        send("XdndPosition", to: target, [Int(window), 0, Int(pixel.x) << 16 | Int(pixel.y), 0, Int(atom("XdndActionCopy"))])
    }

    /// The next XDND message of `type` we sent to the peer's window, as its five longs.
    func received(_ type: String) -> [Int]? {
        var event = XEvent()
        while XCheckTypedWindowEvent(display, window, ClientMessage, &event) != 0 {
            if event.xclient.message_type == atom(type) {
                let l = event.xclient.data.l
                return [l.0, l.1, l.2, l.3, l.4]
            }
        }
        return nil
    }

    /// Asks for XdndSelection as `target` at `time` into a property of the peer's window; the bytes
    /// once the owner answered (`pump` runs the owner's loop meanwhile), or nil.
    func convertSelection(to target: String, time: Int, pump: () throws -> Void) rethrows -> Data? {
        let property = atom("XRESPONDER_TEST_DROP")
        XConvertSelection(display, atom("XdndSelection"), atom(target), property, window, Time(time))
        XSync(display, 0)
        var event = XEvent()
        for _ in 0..<200 {
            try pump()
            if XCheckTypedWindowEvent(display, window, SelectionNotify, &event) != 0 {
                guard event.xselection.property != 0 else { return nil }
                var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
                var bytes: UnsafeMutablePointer<UInt8>?
                XGetWindowProperty(display, window, property, 0, 1 << 20, 1, Atom(AnyPropertyType), &type, &format, &count,
                                   &after, &bytes)
                defer { if let bytes { XFree(bytes) } }
                return bytes.map { Data(bytes: $0, count: Int(count)) }
            }
        }
        return nil
    }

    /// Owns XdndSelection (and, with `answering`, serves `text` when asked).
    func ownSelection() {
        XSetSelectionOwner(display, atom("XdndSelection"), window, Time(CurrentTime))
        XSync(display, 0)
    }

    /// Answers one pending SelectionRequest with `text`; true when there was one.
    func answerRequest(with text: String) -> Bool {
        var event = XEvent()
        guard XCheckTypedEvent(display, SelectionRequest, &event) != 0 else { return false }
        let request = event.xselectionrequest
        let bytes = Array(text.utf8)
        XChangeProperty(display, request.requestor, request.property, atom("UTF8_STRING"), 8, PropModeReplace, bytes, Int32(bytes.count))
        var notify = XEvent()
        notify.xselection.type = SelectionNotify
        notify.xselection.requestor = request.requestor
        notify.xselection.selection = request.selection
        notify.xselection.target = request.target
        notify.xselection.property = request.property
        notify.xselection.time = request.time
        XSendEvent(display, request.requestor, 0, 0, &notify)
        XSync(display, 0)
        return true
    }
}

/// Our window with its drop target, a hand-made peer on the injector's connection, our window's id
/// and a point inside the target in screen pixels.
@MainActor
struct HandMadeDropScene {
    let window: UIWindow
    let target: DropTargetView
    let ours: UInt
    let peer: HandMadeXdndPeer
    let inside: CGPoint

    init(_ x: XServerHarness, _ tests: X11DragAndDropTests) throws {
        (window, _, target) = try tests.ourWindow(x)
        ours = try #require(x.backend.windowID(of: window))
        peer = HandMadeXdndPeer(display: x.injector.display)
        inside = x.screenPoint(CGPoint(x: 300, y: 150), in: window)
    }
}

extension X11DragAndDropTests {
    @Test("R-DT2 X11: malformed and out-of-order XDND messages are ignored; a drop with nobody serving the data is answered XdndFinished, not accepted")
    func malformedPeer() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let scene = try HandMadeDropScene(x, self)
        let (target, ours, peer, inside) = (scene.target, scene.ours, scene.peer, scene.inside)
        defer { peer.destroy() }
        peer.position(ours, at: inside)                      // no enter first
        peer.send("XdndEnter", to: ours, [Int(peer.window), 5 << 24], format: 8)   // malformed
        _ = try x.backend.processEvents(timeout: 0.2) { false }
        #expect(peer.received("XdndStatus") == nil)
        #expect(target.log.isEmpty)
        peer.enter(ours, types: ["UTF8_STRING"])
        peer.position(ours, at: inside)
        var status: [Int]?
        try x.waitUntil("a status") { status = peer.received("XdndStatus"); return status != nil }
        #expect(status?[0] == Int(ours) && (status?[1] ?? 0) & 1 == 1, "accepted: the target proposes copy")
        peer.send("XdndDrop", to: ours, [Int(peer.window), 0, 0])
        var finished: [Int]?
        try x.waitUntil("a finished") { finished = peer.received("XdndFinished"); return finished != nil }
        #expect((finished?[1] ?? 1) & 1 == 0, "nobody served the data: not accepted")
        #expect(target.received.isEmpty && target.log.last == "end")
        // A drop from a window that never entered is answered too, refused.
        peer.send("XdndDrop", to: ours, [Int(peer.window), 0, 0])
        try x.waitUntil("a second finished") { peer.received("XdndFinished") != nil }
    }

    /// The fault drill of issue #49: a source sending 10,000 XdndPosition at once stalled the loop
    /// 1.6 s (release build), one proposal and one XdndStatus per message. Positions are now
    /// coalesced per read, as wheel clicks are: the drop interaction is asked about the last
    /// position of each read, and only that one is answered.
    @Test("R-U8 R-DT2 X11: 10,000 XdndPosition sent at once are coalesced: one proposal and one XdndStatus per read, the last answering the last position")
    func positionBurstCoalesced() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let scene = try HandMadeDropScene(x, self)
        let (window, ours, peer, inside) = (scene.window, scene.ours, scene.peer, scene.inside)
        defer { peer.destroy() }
        peer.enter(ours, types: ["UTF8_STRING"])
        peer.position(ours, at: inside)
        try x.waitUntil("the first status") { peer.received("XdndStatus") != nil }
        // 9,999 positions over the drop target, the last one over the drag source beside it
        // (no drop interaction there: not accepted), sent without waiting for any status.
        let overSource = x.screenPoint(CGPoint(x: 80, y: 150), in: window)
        let display = peer.display
        let burst = 10_000
        for index in 0..<burst {
            let pixel = index == burst - 1 ? overSource : inside
            var event = XEvent()
            event.xclient.type = ClientMessage
            event.xclient.window = Window(ours)
            event.xclient.message_type = peer.atom("XdndPosition")
            event.xclient.format = 32
            event.xclient.data.l = (Int(peer.window), 0, Int(pixel.x) << 16 | Int(pixel.y), 0, Int(peer.atom("XdndActionCopy")))
            XSendEvent(display, Window(ours), 0, NoEventMask, &event)
            if index % 256 == 255 { XFlush(display) }
        }
        XSync(display, 0)
        // Every position read and handled: a status answering the last one, not accepted. The
        // loop is run a turn at a time, timing each: how long the burst held it.
        var statuses: [[Int]] = []
        var longestTurn: TimeInterval = 0
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let start = Date()
            _ = try x.backend.dispatchPendingWork()
            longestTurn = max(longestTurn, Date().timeIntervalSince(start))
            while let status = peer.received("XdndStatus") { statuses.append(status) }
            if statuses.last.map({ $0[1] & 1 == 0 }) == true, !x.backend.hasUnreadInput { break }
            if !x.backend.hasUnreadInput { _ = try x.backend.processEvents(timeout: 0.05) { false } }
        }
        _ = try x.backend.processEvents(timeout: 0.2) { false }
        while let status = peer.received("XdndStatus") { statuses.append(status) }
        #expect(statuses.last?[1] == 2, "the last status answers the last position: not accepted, every position wanted")
        #expect(statuses.count < burst / 20, "one status per read, not per position: \(statuses.count) for \(burst)")
        #expect(statuses.dropLast().allSatisfy { $0[1] & 1 == 1 }, "the positions before the last were over the target")
        print("R-U8 XDND: \(burst) positions at once were answered by \(statuses.count) statuses; the longest turn held the loop \(Int(longestTurn * 1000)) ms")
    }

    @Test("R-DT2 X11: a source that owns the data and never sends it, or goes silent, never freezes us: the drop is refused in time and the loop goes on")
    func slowAndVanishedPeer() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let scene = try HandMadeDropScene(x, self)
        let (target, ours, peer, inside) = (scene.target, scene.ours, scene.peer, scene.inside)
        defer { peer.destroy() }
        x.backend.selections.reader.asyncBudget = 0.5
        X11XdndTarget.silenceLimit = 1
        defer { X11XdndTarget.silenceLimit = 10 }
        peer.ownSelection()
        peer.enter(ours, types: ["UTF8_STRING"])
        peer.position(ours, at: inside)
        try x.waitUntil("a status") { peer.received("XdndStatus") != nil }
        peer.send("XdndDrop", to: ours, [Int(peer.window), 0, 0])
        var finished: [Int]?
        try x.waitUntil("the refused drop's finished") { finished = peer.received("XdndFinished"); return finished != nil }
        #expect((finished?[1] ?? 1) & 1 == 0)
        #expect(target.received.isEmpty)
        // A source that enters and goes silent leaves after the silence limit.
        target.log.removeAll()
        peer.enter(ours, types: ["UTF8_STRING"])
        peer.position(ours, at: inside)
        try x.waitUntil("it entered") { target.log.contains("enter") }
        try x.waitUntil("the silent source left", timeout: 4) { target.log.contains("exit") && target.log.last == "end" }
    }

    @Test("R-DT2 X11: a target that accepts and never says XdndFinished ends our drag in time, cancelled")
    func targetNeverFinishes() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (window, source, _) = try ourWindow(x)
        X11XdndSource.finishTimeout = 0.5
        defer { X11XdndSource.finishTimeout = 5 }
        let peer = HandMadeXdndPeer(display: x.injector.display, aware: true)
        defer { peer.destroy() }
        x.injector.movePointer(to: x.screenPoint(CGPoint(x: 80, y: 150), in: window))
        x.injector.button(1, isDown: true)
        _ = try x.backend.processEvents(timeout: 0.05) { false }
        let destination = CGPoint(x: 1000, y: 575)
        for step in 1...12 {
            let start = x.screenPoint(CGPoint(x: 80, y: 150), in: window)
            let t = CGFloat(step) / 12
            x.injector.movePointer(to: CGPoint(x: start.x + (destination.x - start.x) * t, y: start.y + (destination.y - start.y) * t))
            _ = try x.backend.processEvents(timeout: 0.03) { false }
            if let position = peer.received("XdndPosition") {
                peer.send("XdndStatus", to: UInt(position[0]), [Int(peer.window), 1, 0, 0, Int(XInternAtom(peer.display, "XdndActionCopy", 0))])
            }
        }
        _ = try x.backend.processEvents(timeout: 0.1) { false }
        if let position = peer.received("XdndPosition") {
            peer.send("XdndStatus", to: UInt(position[0]), [Int(peer.window), 1, 0, 0, Int(XInternAtom(peer.display, "XdndActionCopy", 0))])
        }
        _ = try x.backend.processEvents(timeout: 0.1) { false }
        x.injector.button(1, isDown: false)
        try x.waitUntil("the drop is sent") { peer.received("XdndDrop") != nil }
        try x.waitUntil("the drag gives up waiting", timeout: 3) { source.log.last == "did end cancel" }
        #expect(x.app.currentDrag == nil)
    }

    @Test("R-DT2 X11: a picture dragged out is offered as image/png: the program it is dropped on reads a PNG, and the drag ends with copy")
    func imageOut() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (window, source, _) = try ourWindow(x)
        source.image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
            context.cgContext.setFillColor(UIColor.red.cgColor)
            context.cgContext.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        let peer = HandMadeXdndPeer(display: x.injector.display, aware: true)
        defer { peer.destroy() }
        let copy = Int(XInternAtom(peer.display, "XdndActionCopy", 0))
        func answerPositions() {
            while let position = peer.received("XdndPosition") {
                peer.send("XdndStatus", to: UInt(position[0]), [Int(peer.window), 1, 0, 0, copy])
            }
        }
        let start = x.screenPoint(CGPoint(x: 80, y: 150), in: window), destination = CGPoint(x: 1000, y: 575)
        x.injector.movePointer(to: start)
        x.injector.button(1, isDown: true)
        _ = try x.backend.processEvents(timeout: 0.05) { false }
        for step in 1...12 {
            let t = CGFloat(step) / 12
            x.injector.movePointer(to: CGPoint(x: start.x + (destination.x - start.x) * t, y: start.y + (destination.y - start.y) * t))
            _ = try x.backend.processEvents(timeout: 0.03) { false }
            answerPositions()
        }
        _ = try x.backend.processEvents(timeout: 0.1) { false }
        answerPositions()
        _ = try x.backend.processEvents(timeout: 0.1) { false }
        x.injector.button(1, isDown: false)
        var drop: [Int]?
        try x.waitUntil("the drop") { drop = peer.received("XdndDrop"); return drop != nil }
        let png = try peer.convertSelection(to: "image/png", time: drop?[2] ?? 0) {
            _ = try x.backend.processEvents(timeout: 0.01) { false }
        }
        #expect(png?.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]), "a PNG")
        #expect(png.flatMap { UIImage(data: $0) }?.size == CGSize(width: 8, height: 8))
        peer.send("XdndFinished", to: UInt(drop?[0] ?? 0), [Int(peer.window), 1, copy])
        try x.waitUntil("the drag ends with copy") { source.log.last == "did end copy" }
    }

    @Test("R-DT2 X11: a drag inside the application never touches the wire: no XdndSelection, nothing sent")
    func inAppDragStaysInProcess() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (window, source, target) = try ourWindow(x)
        try drag(x, from: x.screenPoint(CGPoint(x: 80, y: 150), in: window), to: x.screenPoint(CGPoint(x: 300, y: 150), in: window), steps: 8)
        try x.waitUntil("dropped in process") { target.received == ["hello"] }
        #expect(target.wasLocal == true && source.log.last == "did end copy")
        #expect(XGetSelectionOwner(x.injector.display, XInternAtom(x.injector.display, "XdndSelection", 0)) == 0)
    }

    @Test("R-DT2 X11: 100 drops in a row from another program all arrive, each answered XdndFinished, and leave nothing behind")
    func hundredDrops() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let scene = try HandMadeDropScene(x, self)
        let (target, ours, peer, inside) = (scene.target, scene.ours, scene.peer, scene.inside)
        defer { peer.destroy() }
        let before = residentKiB()
        for index in 0..<100 {
            peer.ownSelection()
            peer.enter(ours, types: ["UTF8_STRING", "text/plain"])
            peer.position(ours, at: CGPoint(x: inside.x + CGFloat(index % 5), y: inside.y))
            try x.waitUntil("status \(index)") { peer.received("XdndStatus") != nil }
            peer.send("XdndDrop", to: ours, [Int(peer.window), 0, 0])
            var finished: [Int]?
            try x.waitUntil("drop \(index) finishes") {
                _ = peer.answerRequest(with: "drop \(index)")
                finished = peer.received("XdndFinished")
                return finished != nil
            }
            #expect((finished?[1] ?? 0) & 1 == 1)
        }
        try x.waitUntil("every text arrived") { target.received.count == 100 }
        #expect(target.received.last == "drop 99")
        #expect(x.backend.xdnd.target.dropsInProgress == 0)
        if !isAddressSanitized { #expect(residentKiB() - before < 8_192, "resident memory grew by \(residentKiB() - before) KiB") }
    }
}
