import CX11
import Foundation
import Testing
@testable import XResponder

/// `xclip`, another X client, run while the application's loop keeps answering the server.
@MainActor
struct Xclip {
    let harness: XServerHarness

    /// Runs `xclip arguments`, pumping the application until it exits; returns its output.
    @discardableResult
    func run(_ arguments: [String], timeout: TimeInterval = 30) throws -> Data {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("xclip-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        let finished = try harness.backend.processEvents(timeout: timeout) { !process.isRunning }
        #expect(finished, "xclip \(arguments) did not finish")
        if !finished { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return try Data(contentsOf: output)
    }

    /// Stops a serving xclip. SIGKILL: the child may inherit a mask that blocks SIGTERM.
    static func stop(_ process: Process) {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Starts `xclip -i` owning `selection` with `data` as `target`; it serves until stopped.
    func own(_ data: Data, selection: String = "clipboard", target: String? = nil) throws -> Process {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("xclip-in-\(UUID().uuidString)")
        try data.write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
        process.arguments = ["-selection", selection, "-quiet", "-i"] + (target.map { ["-t", $0] } ?? []) + [input.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }
}

@Suite("X11 clipboard and PRIMARY against xclip (R-TX3)", .serialized)
@MainActor
struct X11ClipboardTests {
    static let sample = "Grüße, мир, שלום, 日本語 ✓ 👩‍👩‍👧"

    /// Waits until another client owns `selection` (xclip has started serving).
    func waitForOwner(_ harness: XServerHarness, _ selection: String, not window: Window) throws {
        let atom = XInternAtom(harness.backend.display.display, selection, 0)
        try harness.waitUntil("xclip to own \(selection)", timeout: 10) {
            let owner = XGetSelectionOwner(harness.backend.display.display, atom)
            return owner != 0 && owner != window
        }
    }

    @Test("R-TX3: xclip reads what the application copied (UTF-8, TARGETS), and changeCount counts")
    func applicationToXclip() throws {
        let harness = try XServerHarness()
        defer { harness.tearDown() }
        let xclip = Xclip(harness: harness)
        let before = UIPasteboard.general.changeCount
        UIPasteboard.general.string = Self.sample
        #expect(UIPasteboard.general.changeCount == before + 1)
        let text = try xclip.run(["-selection", "clipboard", "-o"])
        #expect(String(decoding: text, as: UTF8.self) == Self.sample)
        let offered = String(decoding: try xclip.run(["-selection", "clipboard", "-o", "-t", "TARGETS"]), as: UTF8.self)
        for target in ["TARGETS", "UTF8_STRING", "text/plain;charset=utf-8", "STRING"] {
            #expect(offered.split(separator: "\n").contains(Substring(target)), "\(offered)")
        }
        let plain = try xclip.run(["-selection", "clipboard", "-o", "-t", "text/plain;charset=utf-8"])
        #expect(String(decoding: plain, as: UTF8.self) == Self.sample)
    }

    @Test("R-TX3: the application pastes what xclip owns, and sees the owner change")
    func xclipToApplication() throws {
        let harness = try XServerHarness()
        defer { harness.tearDown() }
        let xclip = Xclip(harness: harness)
        let before = UIPasteboard.general.changeCount
        let owner = try xclip.own(Data(Self.sample.utf8))
        defer { Xclip.stop(owner) }
        try waitForOwner(harness, "CLIPBOARD", not: harness.backend.selections.window)
        try harness.waitUntil("changeCount to move") { UIPasteboard.general.changeCount > before }
        #expect(UIPasteboard.general.hasStrings)
        #expect(UIPasteboard.general.string == Self.sample)
        #expect(UIPasteboard.general.strings == [Self.sample])
    }

    @Test("R-TX3: 5 MB each way, in INCR chunks")
    func largeTransfers() throws {
        let harness = try XServerHarness()
        defer { harness.tearDown() }
        let xclip = Xclip(harness: harness)
        let line = "0123456789 abcdefghij ÄÖÜ ✓\n"
        let big = String(repeating: line, count: 5 * 1024 * 1024 / line.utf8.count + 1)
        #expect(big.utf8.count > 5 * 1024 * 1024)
        #expect(big.utf8.count > harness.backend.selections.incrementalThreshold)
        UIPasteboard.general.string = big
        let out = try xclip.run(["-selection", "clipboard", "-o"], timeout: 60)
        #expect(out.count == big.utf8.count)
        #expect(out == Data(big.utf8))

        let reversed = String(big.reversed())
        let owner = try xclip.own(Data(reversed.utf8))
        defer { Xclip.stop(owner) }
        try waitForOwner(harness, "CLIPBOARD", not: harness.backend.selections.window)
        let pasted = UIPasteboard.general.string
        #expect(pasted?.utf8.count == reversed.utf8.count)
        #expect(pasted == reversed)
    }

    @Test("R-TX3 R-U7 X11: a 50 MB document selected whole and copied reaches xclip, in INCR chunks, byte for byte")
    func fiftyMegabyteCopy() throws {
        let harness = try XServerHarness()
        defer { harness.tearDown() }
        let line = "Line of a long log: the quick brown fox jumps over the lazy dog — ÄÖÜ ✓ 👍🏽\n"
        let document = String(repeating: line, count: 50 * 1024 * 1024 / line.utf8.count + 1)
        let window = try harness.showWindow(frame: CGRect(x: 40, y: 40, width: 400, height: 300))
        let notes = UITextView(frame: window.bounds)
        window.addSubview(notes)
        notes.text = document
        #expect(notes.becomeFirstResponder())
        try harness.backend.processEvents(timeout: 0.1) { false }
        notes.selectAll(nil)
        notes.copy(nil)
        #expect(document.utf8.count > harness.backend.selections.incrementalThreshold)
        let out = try Xclip(harness: harness).run(["-selection", "clipboard", "-o"], timeout: 120)
        #expect(out.count == document.utf8.count)
        #expect(out == Data(document.utf8))
    }

    @Test("R-U7 X11: 10 MB pasted from xclip reach a text view and a field on a later turn, laid out only where shown")
    func tenMegabytePaste() throws {
        let harness = try XServerHarness()
        defer { harness.tearDown() }
        let text = LongPasteTests.tenMegabytes
        let xclip = Xclip(harness: harness)
        let owner = try xclip.own(Data(text.utf8))
        defer { Xclip.stop(owner) }
        try waitForOwner(harness, "CLIPBOARD", not: harness.backend.selections.window)
        let window = try harness.showWindow(frame: CGRect(x: 40, y: 40, width: 400, height: 360))
        let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let field = UITextField(frame: CGRect(x: 10, y: 316, width: 300, height: 34))
        window.addSubview(notes)
        window.addSubview(field)
        #expect(notes.becomeFirstResponder())
        notes.paste(nil)
        #expect(notes.text.isEmpty, "the paste arrives on a later turn")
        try harness.waitUntil("10 MB in the text view", timeout: 30) { notes.text.utf8.count == text.utf8.count }
        try harness.backend.processEvents(timeout: 0.1) { false }
        #expect(notes.editorLayout.laidOutParagraphCount < 100)
        #expect(field.becomeFirstResponder())
        field.paste(nil)
        try harness.waitUntil("10 MB in the field", timeout: 30) { field.text?.utf8.count == text.utf8.count }
        try harness.backend.processEvents(timeout: 0.1) { false }
        #expect((field.editorLayout.window?.count ?? .max) <= 2 * UITextField.layoutReach)
        #expect(harness.backend.lastPasteboardFailure == nil)
    }

    @Test("R-TX3: images travel as image/png both ways")
    func images() throws {
        let harness = try XServerHarness()
        defer { harness.tearDown() }
        let xclip = Xclip(harness: harness)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 6)).image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 6))
        }
        UIPasteboard.general.image = image
        let png = try xclip.run(["-selection", "clipboard", "-o", "-t", "image/png"])
        let decoded = try #require(UIImage(data: png))
        #expect(decoded.size == CGSize(width: 8, height: 6))
        #expect(decoded.pixel(x: 3, y: 3)?.red == 255)

        let owner = try xclip.own(png, target: "image/png")
        defer { Xclip.stop(owner) }
        try waitForOwner(harness, "CLIPBOARD", not: harness.backend.selections.window)
        #expect(UIPasteboard.general.hasImages)
        #expect(UIPasteboard.general.image?.pixel(x: 1, y: 1)?.red == 255)
    }

    @Test("R-TX3: selecting text sets PRIMARY; Ctrl+C in a field reaches CLIPBOARD; a middle click pastes PRIMARY")
    func fieldsAndSelections() throws {
        let harness = try XServerHarness()
        defer { harness.tearDown() }
        let xclip = Xclip(harness: harness)
        let window = try harness.showWindow(frame: CGRect(x: 40, y: 40, width: 400, height: 200))
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        let other = UITextField(frame: CGRect(x: 20, y: 80, width: 300, height: 34))
        window.addSubview(field)
        window.addSubview(other)
        field.text = "alpha bravo charlie"
        try harness.waitUntil("a frame") { !window.damage.isEmpty == false }
        let bravo = field.convert(field.caretRect(for: UITextPosition(offset: 8)).origin, to: window)
        let point = harness.screenPoint(CGPoint(x: bravo.x, y: bravo.y + 8), in: window)
        harness.injector.click(at: point)
        harness.injector.click(at: point)
        try harness.waitUntil("a double-click selection") { field.selectedTextRange?.isEmpty == false }
        #expect(String(decoding: try xclip.run(["-o"]), as: UTF8.self) == "bravo")

        harness.injector.key(keysym: UInt(XK_Control_L), isDown: true)
        harness.injector.type("c")
        harness.injector.key(keysym: UInt(XK_Control_L), isDown: false)
        try harness.waitUntil("Ctrl+C") { UIPasteboard.general.changeCount > 0 && (try? xclip.run(["-selection", "clipboard", "-o"])) == Data("bravo".utf8) }

        let owner = try xclip.own(Data("from xclip".utf8), selection: "primary")
        defer { Xclip.stop(owner) }
        try waitForOwner(harness, "PRIMARY", not: harness.backend.selections.window)
        let target = harness.screenPoint(other.convert(CGPoint(x: 10, y: 17), to: window), in: window)
        harness.injector.click(at: target, button: 2)
        try harness.waitUntil("a middle-click paste") { other.text == "from xclip" }
        #expect(other.isFirstResponder)
    }

    @Test("R-TX3, R-U: copy and paste a hundred times with xclip in between")
    func repeatedRoundTrips() throws {
        let harness = try XServerHarness()
        defer { harness.tearDown() }
        let xclip = Xclip(harness: harness)
        for round in 0..<100 {
            let text = "round \(round) ✓"
            UIPasteboard.general.string = text
            #expect(UIPasteboard.general.string == text)   // from ourselves: no server round trip
            if round.isMultiple(of: 10) {
                #expect(String(decoding: try xclip.run(["-selection", "clipboard", "-o"]), as: UTF8.self) == text)
            }
        }
    }
}
