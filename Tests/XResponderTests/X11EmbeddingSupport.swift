import Foundation
import Testing
@testable import XResponder

/// A host program another process wrote (Tk's wish, the C XEmbed host), run for an R-E1 test: its
/// standard output is collected line by line, its standard input takes commands.
final class EmbedHostProcess: @unchecked Sendable {
    let process: Process
    private let input: Pipe
    private let output = Pipe()
    private let collected = LineCollector()

    /// `wish` with `Tests/EmbedHost/tk_host.tcl`.
    static func tk() throws -> EmbedHostProcess {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../EmbedHost/tk_host.tcl").standardized.path
        return try EmbedHostProcess(URL(fileURLWithPath: "/usr/bin/wish"), [script])
    }

    /// The C XEmbed embedder built with the tests (`XREmbedHost`).
    static func xembed() throws -> EmbedHostProcess {
        try EmbedHostProcess(productNamed("XREmbedHost"), [])
    }

    /// An executable built beside the test bundle.
    static func productNamed(_ name: String) -> URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
    }

    init(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil) throws {
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        input = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        let collected = self.collected
        output.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            guard !data.isEmpty else {
                handle.readabilityHandler = nil
                return
            }
            collected.append(data)
        }
        try process.run()
    }

    var lines: [String] { collected.lines }

    /// The first line that starts with `prefix`, with the prefix and one space removed.
    func value(after prefix: String) -> String? {
        lines.first { $0.hasPrefix(prefix + " ") }.map { String($0.dropFirst(prefix.count + 1)) }
    }

    func contains(_ line: String) -> Bool { lines.contains(line) }

    func send(_ command: String) {
        input.fileHandleForWriting.write(Data((command + "\n").utf8))
    }

    /// SIGKILL: the host vanishes with no goodbye, and the server destroys its windows. Also for
    /// a process that already exited: waiting lets Foundation see the exit and release the
    /// `Process`, which holds itself until then.
    func kill() {
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
    }
}

/// Output split into lines as it arrives on the pipe's reading thread.
final class LineCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var complete: [String] = []
    private var partial = ""

    func append(_ data: Data) {
        lock.withLock {
            partial += String(decoding: data, as: UTF8.self)
            var pieces = partial.components(separatedBy: "\n")
            partial = pieces.removeLast()
            complete += pieces
        }
    }

    var lines: [String] { lock.withLock { complete } }
}

/// A window id as hosts print it: "0x1a00003" (Tk, the C host) or decimal.
func parseWindowID(_ text: String?) -> UInt? {
    guard let text = text?.trimmingCharacters(in: .whitespaces) else { return nil }
    if text.hasPrefix("0x") { return UInt(text.dropFirst(2), radix: 16) }
    return UInt(text)
}
