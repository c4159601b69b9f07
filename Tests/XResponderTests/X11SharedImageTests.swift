import CCairo
import CX11
import Foundation
import Testing
@testable import XResponder

@Suite("X11: frames presented from memory shared with the server (R-R2, R-U2, issue #9)", .serialized)
@MainActor
struct X11SharedImageTests {
    /// A 200×150 window filled by one view, and the window's centre pixel (0xRRGGBB) as the server
    /// has it, asked on the injector's connection: a reply on ours would tell our connection that
    /// the server is done, and hide a missing completion event.
    static func windowFilledByOneView(_ x: XServerHarness) throws -> (RecordingView, X11Window, () -> UInt) {
        let window = try x.showWindow(frame: CGRect(x: 40, y: 30, width: 200, height: 150))
        let view = x.view("v", CGRect(x: 0, y: 0, width: 200, height: 150), in: window)
        let x11Window = try #require(window.platformWindow as? X11Window)
        let xid = try #require(x.backend.windowID(of: window))
        let serverPixel = { () -> UInt in
            guard let image = XGetImage(x.injector.display, Window(xid), 100, 75, 1, 1, xr_AllPlanes(), ZPixmap) else { return 0 }
            defer { xr_XDestroyImage(image) }
            return xr_XGetPixel(image, 0, 0) & 0xffffff
        }
        return (view, x11Window, serverPixel)
    }

    /// Clicks the window 100 times; each click recolours a view, and the server's pixels (read back
    /// with XGetImage) must show the new colour before the next click.
    func recolourAndCheck(_ x: XServerHarness, expectShared: Bool) throws {
        let window = try x.showWindow(frame: CGRect(x: 40, y: 30, width: 300, height: 200))
        let view = x.view("v", CGRect(x: 20, y: 20, width: 200, height: 120), in: window)
        let colours: [(UIColor, (UInt8, UInt8, UInt8))] = [(.red, (255, 0, 0)), (.blue, (0, 0, 255)), (.green, (0, 255, 0))]
        var presses = 0
        view.onBegan = { _, _ in
            presses += 1
            view.backgroundColor = colours[presses % colours.count].0
        }
        let x11Window = try #require(window.platformWindow as? X11Window)
        try x.waitUntil("the first frame") { x11Window.compositor.surface != nil }
        let completionsBefore = x11Window.sharedImage?.completionRequests ?? 0
        for round in 1...100 {
            x.injector.click(at: x.screenPoint(CGPoint(x: 100, y: 60), in: window))
            let want = colours[round % colours.count].1
            try x.waitUntil("colour \(round) on the server") {
                guard presses == round, let pixel = x.backend.screenshot(of: window)?.pixel(x: 120, y: 80) else { return false }
                return (pixel.red, pixel.green, pixel.blue) == want
            }
            // Outside the view: the window's white, untouched by the view's frames.
            let outside = x.backend.screenshot(of: window)?.pixel(x: 5, y: 5)
            #expect(outside.map { ($0.red, $0.green, $0.blue) == (255, 255, 255) } == true)
        }
        #expect(x11Window.presentsFromSharedMemory == expectShared)
        // Frames answering input ask for no completion event: the next input tells the same, and
        // the event's own wake-up after every frame slowed the next press (issue #9).
        let completions = (x11Window.sharedImage?.completionRequests ?? 0) - completionsBefore
        #expect(completions == 0, "\(completions) of 100 click frames asked for a completion event")
    }

    @Test("R-R2 100 frames through shared memory: each click's colour is what the server shows")
    func sharedFrames() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        #expect(x.backend.display.sharesImageMemory, "Xvfb has MIT-SHM and a 24-bit TrueColor visual")
        try recolourAndCheck(x, expectShared: true)
    }

    @Test("R-R2 without shared memory (a remote server) the same 100 frames go through Cairo")
    func framesWithoutSharedMemory() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        x.backend.display.sharesImageMemory = false
        try recolourAndCheck(x, expectShared: false)
    }

    @Test("R-P3 a new segment has its pages before anything is drawn into it: given in one call while the server attaches it, not one fault a page in the first frame")
    func segmentPagesAreGivenAtOnce() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let visual = try #require(XDefaultVisual(x.backend.display.display, x.backend.display.screen))
        let storage = X11SharedImage(display: x.backend.display, visual: visual)
        let surface = try #require(storage.makeSurface(width: 400, height: 300))
        #expect(storage.owns(surface))
        let data = try #require(cairo_image_surface_get_data(surface))
        let bytes = Int(cairo_image_surface_get_stride(surface)) * 300
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let pages = (bytes + pageSize - 1) / pageSize
        var resident = [UInt8](repeating: 0, count: pages)
        // Nothing has written the segment: only the populate call can have given it pages (a shared
        // segment's page is resident once it exists).
        #expect(mincore(UnsafeMutableRawPointer(data), bytes, &resident) == 0)
        #expect(resident.filter { $0 & 1 == 1 }.count == pages, "\(resident.filter { $0 & 1 == 1 }.count) of \(pages) pages")
        cairo_surface_destroy(surface)
        storage.didDiscard(surface)
    }

    @Test("R-U2 windows resized and closed 100 times leave no shared segment on the server")
    func segmentsFreed() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        func segments(ownerOf xid: UInt) -> Int {
            X11ServerResources.counts(ownerOf: xid, on: x.injector.display)
                .filter { $0.key.uppercased().contains("SHM") }.values.reduce(0, +)
        }
        let probe = UInt(x.backend.selections.window)
        let before = segments(ownerOf: probe)
        func showResizeAndClose(_ round: Int) throws {
            let window = try x.showWindow(frame: CGRect(x: 10, y: 10, width: 120 + round, height: 90))
            let x11Window = try #require(window.platformWindow as? X11Window)
            try x.waitUntil("a frame") { x11Window.presentsFromSharedMemory }
            #expect(segments(ownerOf: probe) == before + 1)
            // A new size is a new segment; the old one goes.
            window.frame.size = CGSize(width: 200 + round, height: 150)
            try x.waitUntil("the resized frame") {
                x11Window.presentsFromSharedMemory && x11Window.compositor.pixelSize.width == Int32(200 + round)
            }
            #expect(segments(ownerOf: probe) == before + 1)
            window.isHidden = true
            try x.waitUntil("window unmapped") { !x.backend.isMapped(window) }
        }   // the UIWindow dies here; its X window and segment go at the next turn
        for round in 0..<100 { try showResizeAndClose(round) }
        let freed = try x.backend.processEvents(timeout: 5) { segments(ownerOf: probe) == before }
        #expect(freed, "\(segments(ownerOf: probe) - before) segments left")
    }

    @Test("R-R2 60 frames with no input between them (an animation) wait for no round trip; the server shows each")
    func framesWithoutInput() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (view, x11Window, serverPixel) = try Self.windowFilledByOneView(x)
        let colours: [(UIColor, UInt)] = [(.red, 0xff0000), (.blue, 0x0000ff)]
        try x.waitUntil("the first frame") { x11Window.presentsFromSharedMemory }
        let sharedImage = try #require(x11Window.sharedImage)
        let waitsBefore = sharedImage.roundTripWaits
        let completionsBefore = sharedImage.completionRequests
        for frame in 0..<60 {
            view.backgroundColor = colours[frame % 2].0
            try x.waitUntil("frame \(frame) on the server") { serverPixel() == colours[frame % 2].1 }
        }
        let waits = sharedImage.roundTripWaits - waitsBefore
        #expect(waits <= 2, "\(waits) round trips for 60 frames")
        #expect(sharedImage.completionRequests - completionsBefore == 60, "each input-less frame asks for its completion event")
    }

    @Test("R-U10 a caret-sized frame with no input is copied, not shared: no completion event wakes the loop after a blink")
    func smallFramesAreCopied() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (background, x11Window, serverPixel) = try Self.windowFilledByOneView(x)
        let window = try #require(background.window)
        // A caret's size (7×24 at 96 dpi), over the pixel the test reads.
        let caret = x.view("caret", CGRect(x: 97, y: 63, width: 7, height: 24), in: window)
        let colours: [(UIColor, UInt)] = [(.red, 0xff0000), (.blue, 0x0000ff)]
        try x.waitUntil("the first frame") { x11Window.presentsFromSharedMemory }
        let sharedImage = try #require(x11Window.sharedImage)
        let completionsBefore = sharedImage.completionRequests
        let copiedBefore = sharedImage.copiedFrames
        for frame in 0..<20 {
            caret.backgroundColor = colours[frame % 2].0
            try x.waitUntil("blink \(frame) on the server") { serverPixel() == colours[frame % 2].1 }
        }
        #expect(sharedImage.copiedFrames - copiedBefore == 20, "each blink's few pixels were copied through the socket")
        #expect(sharedImage.completionRequests == completionsBefore, "no blink asked for a completion event")
        #expect(x11Window.presentsFromSharedMemory, "larger frames still share the segment")
    }

    @Test("R-R2 a click, then frames with no input (the animation it started), 50 times: at most one round trip each time")
    func clickThenAnimation() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (view, x11Window, serverPixel) = try Self.windowFilledByOneView(x)
        let colours: [(UIColor, UInt)] = [(.red, 0xff0000), (.blue, 0x0000ff), (.green, 0x00ff00)]
        var presses = 0
        view.onBegan = { _, _ in
            presses += 1
            view.backgroundColor = .black
        }
        try x.waitUntil("the first frame") { x11Window.presentsFromSharedMemory }
        let sharedImage = try #require(x11Window.sharedImage)
        let waitsBefore = sharedImage.roundTripWaits
        for round in 1...50 {
            // The click's frame asks for no completion event…
            x.injector.click(at: x.screenPoint(CGPoint(x: 100, y: 75), in: try #require(view.window)))
            try x.waitUntil("click \(round) on the server") { presses == round && serverPixel() == 0 }
            // …so the first frame after it, with nothing read since, may have to ask the server;
            // the frames after that have their completion events.
            for frame in 0..<3 {
                view.backgroundColor = colours[frame].0
                try x.waitUntil("round \(round), frame \(frame) on the server") { serverPixel() == colours[frame].1 }
            }
        }
        let waits = sharedImage.roundTripWaits - waitsBefore
        #expect(waits <= 50 + 2, "\(waits) round trips for 50 clicks each followed by 3 input-less frames")
    }
}
