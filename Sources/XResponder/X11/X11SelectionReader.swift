import CX11
import Foundation

/// Reads X selections as a requestor (ICCCM §2.4, INCR §2.7.2), with limits no owner can get past
/// (R-U6, R-U7): an owner is another program, and it may never answer, drip a transfer a byte at a
/// time, announce gigabytes or offer a hundred thousand bogus targets.
///
/// - **Blocking reads** (`UIPasteboard`'s synchronous API) have one overall deadline,
///   `blockingBudget` (≤ 1 s), shared by every target tried and every INCR chunk: progress does
///   not extend it. They wait on the display's descriptor, answering requests for our own
///   selections meanwhile.
/// - **Reads that do not block** (a text view's paste) are a state machine the main loop drives:
///   the request goes out, the loop keeps turning, and the SelectionNotify and INCR chunks are
///   handled as events (`handle(_:)`) until the answer is whole, refused, or `asyncBudget` has
///   passed; then the completion runs. GTK pastes the same way.
/// - Both stop at `maximumBytes`, announced (INCR's size) or received, with `lastFailure` saying so.
///
/// Asynchronous reads are made from a window of their own, so that no answer meant for one kind
/// of read (a late one included) is taken by the other.
@MainActor
final class X11SelectionReader {
    /// What a read gives: the property's type, its format (8, 16, 32) and its bytes.
    typealias Reply = (type: Atom, format: Int32, data: Data)

    private let display: X11Display
    private var dpy: OpaquePointer { display.display }
    /// The window blocking reads are made from (the selections' own, which also owns what we copy).
    private let window: Window
    /// The window asynchronous reads are made from.
    private let asyncWindow: Window
    private let clock: ApplicationClock
    private let incr: Atom
    /// The property blocking reads use, and the one asynchronous reads use.
    private let blockingProperty, asyncProperty: Atom

    /// How long a blocking read may take in all.
    var blockingBudget: TimeInterval = 1
    /// How long an asynchronous read may take in all (the loop turns meanwhile).
    var asyncBudget: TimeInterval = 5
    /// The most a read accepts; a larger answer is refused with `lastFailure` set.
    var maximumBytes = 64 << 20
    /// Why the last read that failed failed (no owner and a refusal are not failures).
    private(set) var lastFailure: X11Error?

    init(display: X11Display, window: Window, clock: ApplicationClock, incr: Atom) {
        self.display = display
        self.window = window
        self.clock = clock
        self.incr = incr
        blockingProperty = XInternAtom(display.display, "XRESPONDER_SELECTION", 0)
        asyncProperty = XInternAtom(display.display, "XRESPONDER_PASTE", 0)
        var attributes = XSetWindowAttributes()
        attributes.event_mask = PropertyChangeMask
        asyncWindow = XCreateWindow(display.display, display.root, -10, -10, 1, 1, 0, 0, UInt32(InputOnly), nil,
                                    UInt(CWEventMask), &attributes)
    }

    func close() {
        if let read = pending {
            pending = nil
            for completion in read.completions { completion(nil) }
        }
        if !display.isLost { XDestroyWindow(dpy, asyncWindow) }
    }

    // MARK: Blocking

    /// Asks the owner of `selection` for each of `targets` in turn until one answers, all within
    /// one deadline. Nil when there is no owner, every target is refused, or a limit is reached.
    /// `answerRequests` answers requests for our own selections while we wait.
    func read(_ selection: Atom, targets: [Atom], answerRequests: (XSelectionRequestEvent) -> Void) -> Reply? {
        let deadline = Date(timeIntervalSinceNow: blockingBudget)
        for target in targets {
            switch convert(selection, to: target, until: deadline, answerRequests: answerRequests) {
            case .data(let reply): return reply
            case .refused: continue
            case .failed(let error):
                fail(error)
                return nil
            }
        }
        return nil
    }

    private enum Outcome {
        case data(Reply)
        case refused
        case failed(X11Error)
    }

    private func convert(_ selection: Atom, to target: Atom, until deadline: Date,
                         answerRequests: (XSelectionRequestEvent) -> Void) -> Outcome {
        guard !display.isLost, XGetSelectionOwner(dpy, selection) != 0 else { return .refused }
        XDeleteProperty(dpy, window, blockingProperty)
        XConvertSelection(dpy, selection, target, blockingProperty, window, Time(CurrentTime))
        XFlush(dpy)
        guard let notify = waitForEvent(SelectionNotify, until: deadline, answerRequests: answerRequests, where: {
            $0.xselection.selection == selection
        }) else { return .failed(timedOut()) }
        guard notify.xselection.property != 0 else { return .refused }
        guard let first = readProperty(blockingProperty) else { return .refused }
        guard first.type == incr else {
            return first.data.count > maximumBytes ? .failed(tooLarge()) : .data(first)
        }
        // INCR: the first item is a lower bound on the size; deleting the property (readProperty
        // does) asks for the next chunk, and an empty chunk ends the transfer.
        if announcedSize(first) > maximumBytes { return .failed(tooLarge()) }
        var data = Data()
        var format: Int32 = 8, type: Atom = 0
        while true {
            guard waitForEvent(PropertyNotify, until: deadline, answerRequests: answerRequests, where: {
                $0.xproperty.atom == self.blockingProperty && $0.xproperty.state == PropertyNewValue
            }) != nil else { return .failed(timedOut(after: data.count)) }
            // X11 quirk: a NewValue can be stale (the owner's INCR announcement, queued behind the
            // SelectionNotify we took first); the property is then already gone. Keep waiting.
            guard let chunk = readProperty(blockingProperty) else { continue }
            if chunk.data.isEmpty { break }
            data.append(chunk.data)
            if data.count > maximumBytes { return .failed(tooLarge()) }
            format = chunk.format
            type = chunk.type
        }
        return .data((type, format, data))
    }

    /// Waits until `deadline` for an event of `type` on our window that `matches`. Requests for
    /// our own selections are answered meanwhile (the owner may be waiting on us); other events
    /// of that type for the window are late answers to reads given up, and dropped; every other
    /// event stays queued, in order, for the main loop.
    func waitForEvent(_ type: Int32, until deadline: Date, answerRequests: (XSelectionRequestEvent) -> Void,
                              where matches: (XEvent) -> Bool) -> XEvent? {
        var event = XEvent()
        while !display.isLost {
            while XCheckTypedWindowEvent(dpy, window, SelectionRequest, &event) != 0 {
                answerRequests(event.xselectionrequest)
            }
            if XCheckTypedWindowEvent(dpy, window, type, &event) != 0 {
                if matches(event) { return event }
                continue
            }
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { return nil }
            var descriptor = pollfd(fd: display.connectionNumber, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32(min(20, max(1, left * 1000))))
            XEventsQueued(dpy, QueuedAfterReading)
        }
        return nil
    }

    // MARK: Without blocking

    private struct PendingRead {
        let selection: Atom
        var targets: ArraySlice<Atom>
        var target: Atom
        /// Non-nil once the owner chose INCR: the chunks so far.
        var chunks: Data?
        var completions: [@MainActor (Reply?) -> Void]
        let number: Int
        let time: Time
    }

    private var pending: PendingRead?
    private var reads = 0
    /// The target the last read without blocking was answered for (nil when it was not), read
    /// by its completion: owners may label the data with another type than the one asked.
    private(set) var answeredTarget: Atom?

    /// Whether a read that does not block is under way.
    var isReadingWithoutBlocking: Bool { pending != nil }

    /// Asks the owner of `selection` for the first of `targets` it offers and returns at once;
    /// `completion` runs on a later turn with the answer, or nil. A read of the same selection
    /// already under way is shared; one of another selection is answered nil first.
    /// `time`: the event that asked for the data (XDND's drop), as ICCCM wants; CurrentTime otherwise.
    func readWithoutBlocking(_ selection: Atom, targets: [Atom], time: Time = Time(CurrentTime),
                             completion: @escaping @MainActor (Reply?) -> Void) {
        if let current = pending {
            if current.selection == selection {
                pending?.completions.append(completion)
                return
            }
            finish(with: nil)
        }
        guard !display.isLost, let first = targets.first, XGetSelectionOwner(dpy, selection) != 0 else {
            clock.schedule(after: 0) { completion(nil) }
            return
        }
        reads += 1
        let number = reads
        pending = PendingRead(selection: selection, targets: targets.dropFirst(), target: first, chunks: nil,
                              completions: [completion], number: number, time: time)
        request(first, of: selection, time: time)
        clock.schedule(after: asyncBudget) { [weak self] in
            guard let self, self.pending?.number == number else { return }
            self.fail(self.timedOut(after: self.pending?.chunks?.count ?? 0, budget: self.asyncBudget))
            self.finish(with: nil)
        }
    }

    private func request(_ target: Atom, of selection: Atom, time: Time) {
        XDeleteProperty(dpy, asyncWindow, asyncProperty)
        XConvertSelection(dpy, selection, target, asyncProperty, asyncWindow, time)
        XFlush(dpy)
    }

    /// An event for an asynchronous read, from the main loop. True when it was one.
    func handle(_ event: inout XEvent) -> Bool {
        switch event.type {
        case SelectionNotify where event.xselection.requestor == asyncWindow:
            guard var read = pending, read.chunks == nil, event.xselection.selection == read.selection,
                  event.xselection.target == read.target else { return true }   // late, for a read given up
            guard event.xselection.property == asyncProperty, let first = readProperty(asyncProperty, of: asyncWindow) else {
                // Refused: the next target, if any.
                guard let next = read.targets.first else {
                    finish(with: nil)
                    return true
                }
                read.targets = read.targets.dropFirst()
                read.target = next
                pending = read
                request(next, of: read.selection, time: read.time)
                return true
            }
            if first.type == incr {
                guard announcedSize(first) <= maximumBytes else { return give(up: tooLarge()) }
                read.chunks = Data()
                pending = read
            } else if first.data.count > maximumBytes {
                return give(up: tooLarge())
            } else {
                finish(with: first)
            }
            return true
        case PropertyNotify where event.xproperty.window == asyncWindow:
            guard event.xproperty.atom == asyncProperty, event.xproperty.state == PropertyNewValue,
                  var read = pending, var chunks = read.chunks,
                  let chunk = readProperty(asyncProperty, of: asyncWindow) else { return true }
            if chunk.data.isEmpty {
                finish(with: (chunk.type, chunk.format, chunks))
                return true
            }
            chunks.append(chunk.data)
            guard chunks.count <= maximumBytes else { return give(up: tooLarge()) }
            read.chunks = chunks
            pending = read
            return true
        default:
            return false
        }
    }

    private func give(up error: X11Error) -> Bool {
        fail(error)
        finish(with: nil)
        return true
    }

    private func finish(with reply: Reply?) {
        guard let read = pending else { return }
        pending = nil
        answeredTarget = reply == nil ? nil : read.target
        if !display.isLost { XDeleteProperty(dpy, asyncWindow, asyncProperty) }
        for completion in read.completions { completion(reply) }
    }

    // MARK: Shared

    /// Reads (and deletes) one of our properties whole.
    private func readProperty(_ property: Atom, of window: Window? = nil) -> Reply? {
        let window = window ?? self.window
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var bytes: UnsafeMutablePointer<UInt8>?
        // A long length of "everything": the server caps it at the property's size.
        guard XGetWindowProperty(dpy, window, property, 0, Int(Int32.max / 4), 1, Atom(AnyPropertyType),
                                 &type, &format, &count, &remaining, &bytes) == Success else { return nil }
        defer { if let bytes { XFree(bytes) } }
        guard type != 0 else { return nil }
        // X11 quirk: 32-bit items come back as C longs (8 bytes on 64-bit machines), 16-bit as shorts.
        let itemSize = format == 32 ? MemoryLayout<UInt>.size : format == 16 ? MemoryLayout<Int16>.size : 1
        let data = bytes.map { Data(bytes: $0, count: Int(count) * itemSize) } ?? Data()
        return (type, format, data)
    }

    /// INCR's announcement: a 32-bit item, the lower bound of the size.
    private func announcedSize(_ reply: Reply) -> Int {
        guard reply.format == 32, reply.data.count >= MemoryLayout<UInt>.size else { return 0 }
        return Int(truncatingIfNeeded: reply.data.withUnsafeBytes { $0.load(as: UInt.self) })
    }

    private func timedOut(after bytes: Int = 0, budget: TimeInterval? = nil) -> X11Error {
        let seconds = budget ?? blockingBudget
        return .pasteboardReadFailed(bytes == 0
            ? "the owner did not answer within \(seconds) s"
            : "the owner sent \(bytes) bytes and did not finish within \(seconds) s")
    }

    private func tooLarge() -> X11Error {
        .pasteboardReadFailed("the owner offered more than \(maximumBytes) bytes, the most a paste accepts")
    }

    private func fail(_ error: X11Error) {
        lastFailure = error
        FileHandle.standardError.write(Data("XResponder: reading a selection: \(error)\n".utf8))
    }
}
