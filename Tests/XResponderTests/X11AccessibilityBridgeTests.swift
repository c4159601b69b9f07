import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

/// A client program whose stdout lines are read while the X11 loop runs.
@MainActor
final class LineClient {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    private var buffer = Data()

    init(_ executable: String, _ arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let descriptor = output.fileHandleForReading.fileDescriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    /// The complete lines that arrived.
    func lines() -> [String] {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(output.fileHandleForReading.fileDescriptor, &chunk, chunk.count)
            guard count > 0 else { break }
            buffer.append(contentsOf: chunk[0..<count])
        }
        var result: [String] = []
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            result.append(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
            buffer.removeSubrange(buffer.startIndex...newline)
        }
        return result
    }

    func send(_ line: String) { input.fileHandleForWriting.write(Data((line + "\n").utf8)) }

    func finish() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}

@Suite("The AT-SPI2 bridge under X11, read and driven by pyatspi (R-A11Y1)", .serialized)
@MainActor
struct X11AccessibilityBridgeTests {
    static let client = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AccessibilityClients/atspi_form.py").path

    @Test("R-A11Y1 X11: pyatspi finds the app, reads roles, names, states, values and text, acts, and follows 100 views added and removed")
    func pyatspiDrivesTheForm() throws {
        let bus = try PrivateSessionBus()
        let x = try XServerHarness()
        defer {
            x.tearDown()
            bus.stop()
        }
        // The bus is joined off the main thread (DBusConnector): the loop adopts it a turn later.
        try x.waitUntil("the bridge joined the accessibility bus", timeout: 30) { x.backend.accessibilityBridge?.isEmbedded == true }
        let window = try x.showWindow(frame: CGRect(x: 40, y: 30, width: 400, height: 520))
        let form = SignUpForm(in: window)
        let client = try LineClient("/usr/bin/python3", [Self.client, ATSPIBridge.applicationName])
        defer { client.finish() }
        var answers: [String: Any] = [:]
        var extras: [UIButton] = []
        let done = try x.backend.processEvents(timeout: 60) {
            for line in client.lines() {
                guard let pair = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], pair.count == 2,
                      let key = pair[0] as? String else { continue }
                answers[key] = pair[1]
                if key == "ready" {
                    for index in 0..<100 {
                        let button = UIButton(type: .system)
                        button.setTitle("Extra \(index)", for: .normal)
                        button.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
                        window.addSubview(button)
                        extras.append(button)
                    }
                    client.send("go")
                } else if key == "ready2" {
                    for button in extras { button.removeFromSuperview() }
                    extras = []
                    client.send("go")
                }
            }
            return !client.process.isRunning
        }
        #expect(done, "the client finished")
        #expect(answers["error"] == nil)
        #expect(answers["app"] as? [AnyHashable] == ["application", 1, "frame"])
        #expect(answers["heading"] as? String == "Sign up")
        let save = answers["save"] as? [Any]
        #expect(save?[0] as? String == "Save" && save?[2] as? String == "click")
        #expect((save?[1] as? [String]).map { Set($0).isSuperset(of: ["enabled", "sensitive", "showing", "visible", "focusable"]) } == true)
        // The Save button's frame in pixels on the screen: the window is at (40, 30).
        let expected = form.save.accessibilityFrame
        #expect(answers["save.extents"] as? [Int] == [Int(expected.minX), Int(expected.minY), Int(expected.width), Int(expected.height)])
        #expect(answers["name.text"] as? [AnyHashable] == ["Ada", 3] && form.name.text == "Ada")
        #expect(answers["password"] as? [AnyHashable] == ["Password", ""])
        #expect(answers["slider"] as? [Double] == [0, 1, 0])
        #expect(abs(form.volume.value - 0.6) < 0.001 && (answers["slider.after"] as? [Double])?.first == 0.6)
        #expect((answers["switch"] as? [String])?.contains("checked") == true && form.news.isOn)
        #expect(form.saves == 1 && answers["result"] as? String == "Saved Ada")
        #expect(answers["ready"] as? Int == 8 && answers["with100"] as? Int == 108 && answers["after"] as? Int == 8)
        #expect(answers["extra"] as? String == "Extra 7")
        #expect(answers["stale"] as? String == "gone", "a removed view's object answers nothing")
    }

    static let demoClient = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AccessibilityClients/atspi_demo.py").path

    @Test("R-A11Y1 X11: pyatspi drives xdemo in its own process: the catalog's search and rows, the controls scene's button, switch and slider, the form's fields")
    func pyatspiDrivesTheDemo() throws {
        let bus = try PrivateSessionBus()
        defer { bus.stop() }
        let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("xdemo-a11y-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let demo = Process()
        demo.executableURL = binaries.appendingPathComponent("xdemo")
        demo.standardOutput = try FileHandle(forWritingTo: log)
        demo.standardError = FileHandle.nullDevice
        try demo.run()
        defer {
            kill(demo.processIdentifier, SIGKILL)
            demo.waitUntilExit()
        }
        let client = try LineClient("/usr/bin/python3", [Self.demoClient])
        defer { client.finish() }
        var answers: [String: Any] = [:]
        func take(_ lines: [String]) {
            for line in lines {
                guard let pair = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], pair.count == 2,
                      let key = pair[0] as? String else { continue }
                answers[key] = pair[1]
            }
        }
        let deadline = Date(timeIntervalSinceNow: 90)
        while client.process.isRunning, Date() < deadline {
            take(client.lines())
            usleep(20_000)
        }
        client.finish()
        take(client.lines())
        let said = readWholeFile(atPath: log.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        #expect(answers["error"] == nil)
        #expect(answers["app"] as? [String] == ["xdemo", "frame"])
        #expect(answers["opened"] as? Bool == true, "the catalog's search found the scene's row")
        #expect(answers["button"] as? String == "Press me" && said.contains("button touchUpInside ×1"))
        #expect(answers["switch"] as? Bool == true && said.contains("switch is on"))
        #expect(answers["slider"] as? Double == 0.25 && said.contains("slider value 0.25"))
        #expect(answers["name.role"] as? String == "entry" && answers["name.text"] as? String == "Grace")
        #expect(answers["password"] as? String == "Password (never copied)")
        #expect(answers["notes"] as? String == "Notes")
        #expect(answers["done"] as? Bool == true)
    }

    static let eventsClient = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AccessibilityClients/atspi_events.py").path

    @Test("R-A11Y1 X11: a listening client hears focus, text and caret, state, value and children events as the app changes")
    func pyatspiHearsEvents() throws {
        let bus = try PrivateSessionBus()
        let x = try XServerHarness()
        defer {
            x.tearDown()
            bus.stop()
        }
        try x.waitUntil("the bridge joined the accessibility bus", timeout: 30) { x.backend.accessibilityBridge?.isEmbedded == true }
        let window = try x.showWindow(frame: CGRect(x: 40, y: 30, width: 400, height: 520))
        let form = SignUpForm(in: window)
        let client = try LineClient("/usr/bin/python3", [Self.eventsClient, ATSPIBridge.applicationName])
        defer { client.finish() }
        var events: [[Any]] = []
        var listening = false
        func read() {
            for line in client.lines() {
                guard let pair = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], pair.count == 2,
                      let key = pair[0] as? String else { continue }
                if key == "listening" { listening = true }
                if key == "event", let event = pair[1] as? [Any] { events.append(event) }
            }
        }
        let bridge = try #require(x.backend.accessibilityBridge)
        #expect(try x.backend.processEvents(timeout: 30) { read(); return listening && !bridge.listeners.isEmpty })
        // What a user does: focus the name field and type, flip the switch, move the slider, and
        // a view appears.
        _ = form.name.becomeFirstResponder()
        _ = try x.backend.processEvents(timeout: 0.3) { read(); return false }
        form.name.insertText("Hi")
        _ = try x.backend.processEvents(timeout: 0.3) { read(); return false }
        form.news.setOn(true, animated: false)
        form.volume.value = 0.5
        let extra = UIButton(type: .system)
        extra.setTitle("Extra", for: .normal)
        extra.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        window.addSubview(extra)
        window.setNeedsLayout()
        _ = try x.backend.processEvents(timeout: 1) { read(); return false }
        client.send("stop")
        _ = try x.backend.processEvents(timeout: 5) { read(); return !client.process.isRunning }
        read()
        func heard(_ type: String, _ name: String? = nil, detail1: Int? = nil) -> Bool {
            events.contains { event in
                (event[0] as? String)?.hasPrefix(type) == true && (name == nil || event[4] as? String == name)
                    && (detail1 == nil || event[1] as? Int == detail1)
            }
        }
        #expect(heard("object:state-changed:focused", "Name", detail1: 1), "\(events)")
        #expect(heard("focus:", "Name"))
        #expect(heard("object:text-changed:insert", "Name"))
        #expect(heard("object:text-caret-moved", "Name", detail1: 2))
        #expect(heard("object:state-changed:checked", detail1: 1))
        #expect(heard("object:property-change:accessible-value"))
        #expect(heard("object:children-changed:add"))
    }

    static let focusClient = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AccessibilityClients/focus_form_field.py").path

    /// Starts `executable` with its output to `log` (errors dropped).
    private func launch(_ executable: String, _ arguments: [String], log: URL, environment: [String: String] = [:]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Orca's debug log is where its speech goes without a speech server (CI has none running):
    /// "SPEECH OUTPUT" lines for what it spoke, and its speech generator's steps for what it is
    /// about to speak — the name and role it found are the generator's results. It writes the log
    /// to a pseudo-terminal, where Python flushes each line (PseudoTerminalLog says why).
    @Test("R-A11Y1 X11: Orca itself reads xdemo: it hears the name field take the focus and composes its speech, \"Your name, entry\"")
    func orcaReadsTheFocusedField() throws {
        let bus = try PrivateSessionBus()
        defer { bus.stop() }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("orca-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let speech = try PseudoTerminalLog(), output = work.appendingPathComponent("output.log")
        defer { speech.stop() }
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let demo = try launch(binaries.appendingPathComponent("xdemo").path, [], log: output)
        usleep(1_000_000)   // xdemo on the accessibility bus before Orca looks
        // Orca keeps its settings under HOME: a fresh one, so nothing of a user's applies.
        let orca = try launch("/usr/bin/orca", ["--replace", "--debug-file=\(speech.path)"], log: output,
                              environment: ["HOME": work.path])
        defer {
            for process in [orca, demo] {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
        }
        func log() -> String { speech.text }
        func waitFor(_ text: String, seconds: Int) -> Bool {
            for _ in 0..<(seconds * 20) {
                if log().contains(text) { return true }
                usleep(50_000)
            }
            return log().contains(text)
        }
        #expect(waitFor("SPEECH OUTPUT: 'Screen reader on.", seconds: 20), "Orca started")
        let client = try LineClient("/usr/bin/python3", [Self.focusClient])
        defer { client.finish() }
        #expect(waitFor("object:state-changed:focused for [entry | Your name]", seconds: 30), "Orca heard the focus move")
        #expect(waitFor("generation for [entry | Your name]", seconds: 20))
        // The name comes first (the braille generator's), the role later (the speech generator's).
        let composed = waitFor("labelOrName=[Your name]", seconds: 20) && waitFor("textRole=[entry]", seconds: 20)
        // Orca's whole debug log, and xdemo's trace (each bridge call with the time it was asked
        // and how long its answer took), are kept for diagnosis when it did not compose the speech.
        if !composed {
            try? log().write(toFile: NSTemporaryDirectory() + "orca-not-composed.log", atomically: true, encoding: .utf8)
            try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "orca-xdemo-trace.log")
            try? FileManager.default.copyItem(atPath: output.path, toPath: NSTemporaryDirectory() + "orca-xdemo-trace.log")
        }
        #expect(composed, "Orca composed \"Your name, entry\"")
    }

    @Test("R-A11Y1 X11: XCUIApplication drives xdemo from outside: found over AT-SPI2, tapped and typed into with XTest")
    func uiTestsDriveTheDemoFromOutside() throws {
        let bus = try PrivateSessionBus()
        defer { bus.stop() }
        let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let app = XCUIApplication(executable: binaries.appendingPathComponent("xdemo"))
        app.launch()
        defer { app.terminate() }
        #expect(app.exists, "xdemo joined the accessibility bus")
        #expect(app.windows.count == 1)
        let search = app.searchFields["Search"]
        #expect(search.waitForExistence(timeout: 5), "the catalog's search field")
        search.tap()
        search.typeText("Controls")
        app.cells["Controls and target-action"].tap()
        #expect(app.buttons["Press me"].waitForExistence(timeout: 5))
        app.buttons["Press me"].tap()
        #expect(app.staticTexts["button touchUpInside ×1"].waitForExistence(timeout: 5), "the press reached the button")
        app.switches.firstMatch.tap()
        #expect(app.switches.firstMatch.value as? String == "1")
        app.sliders.firstMatch.adjust(toNormalizedSliderPosition: 0.5)
        #expect(abs(app.sliders.firstMatch.normalizedSliderPosition - 0.5) < 0.01)
        app.buttons["Cancel"].tap()   // the search ends and its text goes, as on iOS
        search.tap()
        search.typeText("form" + XCUIKeyboardKey.delete.rawValue + "m")
        #expect(search.value as? String == "form", "Backspace, typed as XCUIKeyboardKey.delete, deleted a letter")
        app.cells["A form: fields, notes and the clipboard"].tap()
        let name = app.textFields["Your name"]
        #expect(name.waitForExistence(timeout: 5))
        name.typeText("Ada")
        #expect(name.value as? String == "Ada", "typed with XTest into the focused field")
        #expect(name.hasFocus && name.isHittable)
    }
}
