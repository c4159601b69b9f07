import CCairo
import CX11
import Foundation

/// A window's pixels in System V shared memory that the X server reads itself (MIT-SHM).
///
/// Presenting a frame through Cairo's xlib surface copied the damaged pixels from the compositor's
/// surface into Cairo's own shared-memory buffer before sending them: for a press that recolours a
/// 400×300 window, 105,000 of the 234,000 instructions the client spent per press and release (issue #9:
/// CPU spent per press delays the wake-up for the next, see docs/benchmarks-history.md). Here the compositor
/// draws straight into the shared segment and `XShmPutImage` sends its rectangles: no copy.
///
/// The one rule of shared pixels: the server reads them when it executes the put, later than the
/// call. Before drawing again the storage makes sure the server has got that far: any event read
/// since the put carries the number of the last request processed; only when the server is still
/// behind does it wait with `XSync`. A frame drawn with no input coming in (an animation, a caret's
/// blink) asks for a completion event with its last put, so that the next such frame has something
/// to read; a frame answering input does not, because more input (the release, the next move)
/// brings the number anyway, and the completion event woke the loop once more after every frame
/// (issue #9: 3.3 wake-ups per press and release instead of 2.4). A frame whose rectangles are
/// small (a caret's blink: 7×24 pixels) is copied through the socket with `XPutImage` instead: the
/// server has nothing left to read, so no completion event wakes the loop a second time for each
/// blink (issue #50, R-U10: 1.55 wake-ups a blink before, the event mostly arriving once the loop
/// slept).
///
/// Used when the server has MIT-SHM and shares our memory (a local server; a remote one refuses
/// the attach), and the window's visual stores pixels as Cairo's ARGB32 does (24-bit TrueColor,
/// 32 bits a pixel, in this machine's byte order). Otherwise, or when a segment cannot be had (a
/// window larger than the system's segment limit), the window presents through Cairo as before.
@MainActor
final class X11SharedImage: WindowPixelStorage {
    private let display: X11Display
    private let visual: UnsafeMutablePointer<Visual>

    /// One segment: the kernel's, the server's attachment of it, and the image and surface over it.
    private struct Segment {
        let info: UnsafeMutablePointer<XShmSegmentInfo>
        let image: UnsafeMutablePointer<XImage>
        let surface: OpaquePointer
    }
    private var segment: Segment?
    /// The request number of the last put: the server has read the pixels once it is processed.
    private var lastPutRequest: UInt = 0
    /// How many times drawing had to wait for the server with a round trip (tests: frames with no
    /// input between them should not).
    private(set) var roundTripWaits = 0
    /// How many puts asked for a completion event (tests: frames answering input should not).
    private(set) var completionRequests = 0
    /// How many frames were copied through the socket because they were small (tests: a blink is).
    private(set) var copiedFrames = 0

    /// The most pixels a frame may have to be copied rather than shared: 16 KiB, a copy of a few
    /// microseconds — less than the wake-up a completion event costs, and no later round trip.
    static let largestCopiedFrame = 4096

    init(display: X11Display, visual: UnsafeMutablePointer<Visual>) {
        self.display = display
        self.visual = visual
    }

    /// Xlib may be called: the display is neither closed nor lost.
    private var isConnected: Bool { !display.isClosed && !display.isLost }

    /// Whether `surface` is this storage's: only then can `put` send it.
    func owns(_ surface: OpaquePointer) -> Bool { segment?.surface == surface }

    /// Gives `bytes` of fresh memory at `address` its pages now, in one call, instead of one page
    /// fault per 4 KB when the first frame is drawn into it (issue #50): for a 400 × 300 window,
    /// 118 faults took 450 µs on the benchmark's virtual machine and one populate call 290 µs,
    /// measured in a C program (the kernel zeroes the pages either way). Called while the server
    /// attaches the segment, so the attach's round trip overlaps it. A kernel older than 5.14
    /// answers EINVAL, and the pages come one fault at a time, as before.
    private static func populate(_ address: UnsafeMutableRawPointer, bytes: Int) {
        _ = madvise(address, bytes, MADV_POPULATE_WRITE)
    }

    // MARK: WindowPixelStorage

    func makeSurface(width: Int32, height: Int32) -> OpaquePointer? {
        // One segment at a time: the compositor discards its surface (and so the segment) first.
        guard segment == nil, display.sharesImageMemory, isConnected else { return nil }
        let dpy = display.display
        let info = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        info.initialize(to: XShmSegmentInfo())
        guard let image = XShmCreateImage(dpy, visual, 24, ZPixmap, nil, info, UInt32(width), UInt32(height)) else {
            info.deallocate()
            return nil
        }
        let stride = Int(image.pointee.bytes_per_line)
        guard image.pointee.bits_per_pixel == 32, stride == Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width)),
              case let id = shmget(IPC_PRIVATE, stride * Int(height), IPC_CREAT | 0o600), id >= 0 else {
            free(info, image, detach: false)
            return nil
        }
        info.pointee.shmid = id
        let address = shmat(id, nil, 0)
        // The segment is marked for removal at once: the kernel frees it when the last of us and the
        // server lets go, so even a process that dies leaves none behind.
        defer { shmctl(id, IPC_RMID, nil) }
        guard let address, address != UnsafeMutableRawPointer(bitPattern: -1) else {
            free(info, image, detach: false)
            return nil
        }
        info.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        info.pointee.readOnly = 1
        image.pointee.data = info.pointee.shmaddr
        // X11 quirk: a server on another machine cannot attach our memory and answers BadAccess,
        // asynchronously. The attach is synced and its error caught, and such a display is not
        // asked again.
        let attached = X11ErrorTrap.succeeds(dpy) {
            _ = XShmAttach(dpy, info)
            // The attach's round trip is spent giving the segment its pages (issue #50).
            XFlush(dpy)
            Self.populate(address, bytes: stride * Int(height))
        }
        guard attached, let surface = cairo_image_surface_create_for_data(
            address.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, width, height, Int32(stride)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else {
            if !attached { display.sharesImageMemory = false }
            free(info, image, detach: attached)
            return nil
        }
        segment = Segment(info: info, image: image, surface: surface)
        lastPutRequest = 0
        return surface
    }

    func willDraw(on surface: OpaquePointer) {
        guard owns(surface), isConnected else { return }
        // Every event and reply carries the number of the last request the server processed: after
        // input that came in since the put, or the put's completion event, the answer is known.
        // Only if the server is still behind (or the event has not been read) is there a round trip.
        let dpy = display.display
        guard XLastKnownRequestProcessed(dpy) < lastPutRequest else { return }
        XEventsQueued(dpy, QueuedAfterReading)
        if XLastKnownRequestProcessed(dpy) < lastPutRequest {
            roundTripWaits += 1
            XSync(dpy, 0)
        }
    }

    func didDiscard(_ surface: OpaquePointer) {
        if owns(surface) { release() }
    }

    // MARK: Presenting

    /// Sends `rects` (pixels) of the segment to `drawable`; the server reads them when it gets there.
    /// `asksCompletion`: the last put asks the server for a completion event (see the type's comment).
    func put(_ rects: [CGRect], on drawable: Drawable, gc: GC, asksCompletion: Bool) {
        guard let segment, isConnected else { return }
        let dpy = display.display
        let bounds = CGRect(x: 0, y: 0, width: Int(segment.image.pointee.width), height: Int(segment.image.pointee.height))
        // Only what the image has: an Expose can name pixels of a size the window is only going to
        // have at the next frame (the server answers a put past the image BadValue, where Cairo
        // clipped). A loop, not `map`/`filter`: main-actor closures check their executor on every
        // call (architecture.md, "Performance choices"), and this runs for every frame.
        var parts: [CGRect] = []
        parts.reserveCapacity(rects.count)
        for rect in rects {
            let part = rect.integral.intersection(bounds)
            if !part.isNull && !part.isEmpty { parts.append(part) }
        }
        var area = 0
        for part in parts { area += Int(part.width) * Int(part.height) }
        if area <= Self.largestCopiedFrame {
            // Copied into the request now: the segment may be drawn over at once, nothing to wait for.
            if !parts.isEmpty { copiedFrames += 1 }
            for part in parts {
                let x = Int32(part.minX), y = Int32(part.minY)
                XPutImage(dpy, drawable, gc, segment.image, x, y, x, y, UInt32(part.width), UInt32(part.height))
            }
            XFlush(dpy)
            return
        }
        for (index, part) in parts.enumerated() {
            let x = Int32(part.minX), y = Int32(part.minY)
            lastPutRequest = XNextRequest(dpy)
            // Asked for, the last put's completion event is something to read when the next frame
            // wants to know the server is done, even if no input arrives meanwhile (an animation).
            let completion: Int32 = asksCompletion && index == parts.count - 1 ? 1 : 0
            if completion != 0 { completionRequests += 1 }
            XShmPutImage(dpy, drawable, gc, segment.image, x, y, x, y, UInt32(part.width), UInt32(part.height), completion)
        }
        XFlush(dpy)
    }

    /// Detaches and frees the segment, once the compositor has destroyed the surface over it
    /// (`WindowCompositor.discardSurface`, which calls `didDiscard`).
    private func release() {
        guard let segment else { return }
        self.segment = nil
        // The server detaches after the puts before it: requests are executed in order, so the
        // pixels it still has to read stay mapped on its side until then.
        free(segment.info, segment.image, detach: isConnected)
    }

    /// Undoes `makeSurface` as far as it got: the server's attachment (`detach`), our mapping of
    /// the segment (if it was mapped), the image and the segment's description.
    private func free(_ info: UnsafeMutablePointer<XShmSegmentInfo>, _ image: UnsafeMutablePointer<XImage>, detach: Bool) {
        if detach { XShmDetach(display.display, info) }
        if let address = info.pointee.shmaddr { shmdt(address) }
        image.pointee.data = nil   // the segment's or nothing, never malloc'd: XDestroyImage must not free it
        xr_XDestroyImage(image)
        info.deallocate()
    }
}
