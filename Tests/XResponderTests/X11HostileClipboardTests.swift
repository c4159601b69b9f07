import CX11
import Foundation
import Testing
@testable import XResponder

/// Another program that owns CLIPBOARD and behaves badly, on a connection and a thread of its own:
/// it never answers, drips an INCR transfer, offers absurd target lists, or sends more than a paste
/// accepts. What a hostile or broken desktop peer does to an application reading the clipboard.
final class HostileSelectionOwner: @unchecked Sendable {
    enum Behaviour: Sendable {
        /// Takes the selection and never answers a request.
        case silent
        /// Answers text with INCR and sends one byte per chunk, every `interval` seconds, never ending.
        case drip(interval: TimeInterval)
        /// Answers TARGETS with `count` atoms that name nothing, and refuses everything else.
        case bogusTargets(count: Int)
        /// Answers text with `total` bytes of "x", in INCR chunks of `chunk` bytes.
        case incremental(total: Int, chunk: Int)
    }

    private let stopped = DispatchSemaphore(value: 0)
    private let owning = DispatchSemaphore(value: 0)
    private let state = NSLock()
    private var stopRequested = false

    init(displayName: String?, behaviour: Behaviour) throws {
        guard let opened = XOpenDisplay(displayName) else { throw X11Error.cannotOpenDisplay(displayName ?? "") }
        // The connection is used by the owner's thread alone from here on.
        nonisolated(unsafe) let display = opened
        let thread = Thread { [self] in
            serve(display, behaviour)
            XCloseDisplay(display)
            stopped.signal()
        }
        thread.start()
        owning.wait()
    }

    func stop() {
        state.withLock { stopRequested = true }
        stopped.wait()
    }

    private var shouldStop: Bool { state.withLock { stopRequested } }

    private func serve(_ display: OpaquePointer, _ behaviour: Behaviour) {
        let window = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
        let clipboard = XInternAtom(display, "CLIPBOARD", 0), targets = XInternAtom(display, "TARGETS", 0)
        let utf8 = XInternAtom(display, "UTF8_STRING", 0), incr = XInternAtom(display, "INCR", 0)
        XSetSelectionOwner(display, clipboard, window, Time(CurrentTime))
        XSync(display, 0)
        owning.signal()
        // One transfer at a time: where it goes, and what is left to send.
        var transfer: (requestor: Window, property: Atom, left: Int, chunk: Int, dueAt: Date?)?
        var event = XEvent()
        while !shouldStop {
            while XPending(display) > 0 {
                XNextEvent(display, &event)
                if event.type == SelectionRequest {
                    let request = event.xselectionrequest
                    var property = Atom(0)
                    switch behaviour {
                    case .silent:
                        continue
                    case .bogusTargets(let count) where request.target == targets:
                        var atoms = (0..<count).map { UInt(0x1000_0000 + $0) }
                        atoms.withUnsafeMutableBytes { bytes in
                            _ = XChangeProperty(display, request.requestor, request.property, XA_ATOM, 32, PropModeReplace,
                                                bytes.bindMemory(to: UInt8.self).baseAddress, Int32(count))
                        }
                        property = request.property
                    case .drip, .incremental:
                        guard request.target == utf8 else { break }
                        XSelectInput(display, request.requestor, PropertyChangeMask)
                        var size: [UInt] = [1_000_000]
                        var total = 1 << 30, chunk = 1
                        if case .incremental(let t, let c) = behaviour { total = t; chunk = c; size = [UInt(t)] }
                        size.withUnsafeMutableBytes { bytes in
                            _ = XChangeProperty(display, request.requestor, request.property, incr, 32, PropModeReplace,
                                                bytes.bindMemory(to: UInt8.self).baseAddress, 1)
                        }
                        transfer = (request.requestor, request.property, total, chunk, nil)
                        property = request.property
                    default:
                        break
                    }
                    var notify = XEvent()
                    notify.xselection.type = SelectionNotify
                    notify.xselection.requestor = request.requestor
                    notify.xselection.selection = request.selection
                    notify.xselection.target = request.target
                    notify.xselection.property = property
                    notify.xselection.time = request.time
                    XSendEvent(display, request.requestor, 0, 0, &notify)
                    XFlush(display)
                } else if event.type == PropertyNotify, event.xproperty.state == PropertyDelete,
                          let current = transfer, event.xproperty.window == current.requestor,
                          event.xproperty.atom == current.property {
                    // The requestor read a chunk: the next one, now or after the drip's pause.
                    if case .drip(let interval) = behaviour {
                        transfer?.dueAt = Date(timeIntervalSinceNow: interval)
                    } else {
                        transfer?.dueAt = Date()
                    }
                }
            }
            if let current = transfer, let due = current.dueAt, due <= Date() {
                let count = min(current.left, current.chunk)
                var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: count)
                XChangeProperty(display, current.requestor, current.property, utf8, 8, PropModeReplace, &bytes, Int32(count))
                XFlush(display)
                transfer = count == 0 ? nil : (current.requestor, current.property, current.left - count, current.chunk, nil)
            }
            var descriptor = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 5)
        }
    }
}

@Suite("X11 hostile clipboard owners (R-U6, R-U7)", .serialized)
@MainActor
struct X11HostileClipboardTests {
    /// Liveness bounds, not speed claims: without the deadline these reads took 6 s (three
    /// formats × 2 s), 30 s and more (a drip), 3.5 s (bogus targets). The deadline is 1 s.
    static let noFreeze: TimeInterval = 3

    func elapsed(_ body: () -> Void) -> TimeInterval {
        let start = Date()
        body()
        return Date().timeIntervalSince(start)
    }

    @Test("R-U7 X11: an owner that never answers costs a blocking read one deadline across every format; a paste costs the loop nothing")
    func silentOwner() throws {
        let harness = try XServerHarness()
        defer { harness.tearDown() }
        let owner = try HostileSelectionOwner(displayName: nil, behaviour: .silent)
        defer { owner.stop() }
        var text: String? = "unread"
        let took = elapsed { text = UIPasteboard.general.string }
        #expect(text == nil)
        #expect(took < Self.noFreeze, "a blocking read held the loop \(took) s")
        #expect(took >= harness.backend.selections.reader.blockingBudget * 0.9, "it gave up before its deadline")
        #expect(harness.backend.lastPasteboardFailure != nil)
        #expect(elapsed { _ = UIPasteboard.general.types } < Self.noFreeze)

        // The paste goes out and the loop turns on: a click is handled while the owner says nothing.
        harness.backend.selections.reader.asyncBudget = 0.5
        let window = try harness.showWindow(frame: CGRect(x: 40, y: 40, width: 400, height: 200))
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        field.text = "kept"
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(field.canPerformAction(.paste, withSender: nil))   // an owner exists: asked no further
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 100, height: 40))
        window.addSubview(button)
        var clicks = 0
        button.addAction(UIAction { _ in clicks += 1 }, for: .touchUpInside)
        field.paste(nil)
        harness.injector.click(at: harness.screenPoint(CGPoint(x: 70, y: 120), in: window))
        try harness.waitUntil("a click handled while the paste waits") { clicks == 1 }
        let failuresBefore = harness.backend.lastPasteboardFailure
        try harness.waitUntil("the paste given up") { harness.backend.lastPasteboardFailure != failuresBefore }
        #expect(field.text == "kept")
    }

    @Test("R-U7 X11: an owner dripping an INCR transfer a byte every 100 ms is given up at the deadline, blocking or not")
    func drippingOwner() throws {
        let harness = try XServerHarness()
        defer { harness.tearDown() }
        let owner = try HostileSelectionOwner(displayName: nil, behaviour: .drip(interval: 0.1))
        defer { owner.stop() }
        var text: String? = "unread"
        let took = elapsed { text = UIPasteboard.general.string }
        #expect(text == nil)
        #expect(took < Self.noFreeze, "a drip held the loop \(took) s")
        #expect(harness.backend.lastPasteboardFailure.map { "\($0)".contains("did not finish") } == true)

        harness.backend.selections.reader.asyncBudget = 0.8
        let field = try harness.showFocusedField()
        field.text = "kept"
        field.paste(nil)
        var turns = 0
        try harness.waitUntil("the dripping paste given up") {
            turns += 1
            return "\(harness.backend.lastPasteboardFailure.map { "\($0)" } ?? "")".contains("0.8 s")
        }
        #expect(turns > 5, "the loop turned while the owner dripped")
        #expect(field.text == "kept")
    }

    @Test("R-U6 R-U7 X11: 100,000 bogus targets are named in one batch of requests, and log nothing")
    func bogusTargets() throws {
        let harness = try XServerHarness()
        defer { harness.tearDown() }
        let owner = try HostileSelectionOwner(displayName: nil, behaviour: .bogusTargets(count: 100_000))
        defer { owner.stop() }
        let errorsBefore = harness.backend.protocolErrors.count
        var types: [String] = ["unread"]
        let took = elapsed { types = UIPasteboard.general.types }
        #expect(types.isEmpty)   // none of them names anything
        #expect(took < Self.noFreeze, "naming the targets took \(took) s")
        #expect(harness.backend.protocolErrors.count == errorsBefore)
        #expect(!UIPasteboard.general.hasStrings)
    }

    @Test("R-U7 X11: a transfer larger than the cap is refused with a clear error, announced or received; below it, whole, blocking or pasted")
    func sizeCap() throws {
        let harness = try XServerHarness()
        defer { harness.tearDown() }
        let reader = harness.backend.selections.reader
        reader.maximumBytes = 100_000
        do {
            let owner = try HostileSelectionOwner(displayName: nil, behaviour: .incremental(total: 300_000, chunk: 30_000))
            defer { owner.stop() }
            #expect(UIPasteboard.general.string == nil)
            #expect(harness.backend.lastPasteboardFailure == .pasteboardReadFailed(
                "the owner offered more than 100000 bytes, the most a paste accepts"))
        }
        let owner = try HostileSelectionOwner(displayName: nil, behaviour: .incremental(total: 60_000, chunk: 7_000))
        defer { owner.stop() }
        #expect(UIPasteboard.general.string == String(repeating: "x", count: 60_000))

        let window = try harness.showWindow(frame: CGRect(x: 40, y: 40, width: 400, height: 300))
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.addSubview(textView)
        #expect(textView.becomeFirstResponder())
        textView.paste(nil)
        #expect(textView.text.isEmpty, "the paste arrives on a later turn")
        try harness.waitUntil("the pasted text") { textView.text.utf8.count == 60_000 }
    }
}
