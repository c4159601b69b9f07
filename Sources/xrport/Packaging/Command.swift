import Foundation

/// A program `xrport package` runs (swift, readelf, ldd, dpkg, dpkg-deb), with what it printed and
/// how it ended. Output is read to its end before waiting, so a chatty program cannot block on a
/// full pipe.
struct Command {
    struct Output {
        var status: Int32
        var text: String
        var succeeded: Bool { status == 0 }
    }

    enum Failure: Error, CustomStringConvertible {
        case notFound(String)
        case failed(String, Int32, String)
        var description: String {
            switch self {
            case .notFound(let program): "\(program) is not installed (the Makefile's deps install it: make deps)"
            case .failed(let line, let status, let text):
                "`\(line)` failed with status \(status)" + (text.isEmpty ? "" : ":\n" + text.split(separator: "\n").suffix(20).joined(separator: "\n"))
            }
        }
    }

    /// Runs `program` (looked up on PATH) with `arguments` in `folder`, capturing standard output
    /// and standard error together; `echo` also copies them to this process's standard error as
    /// they come (a build the user waits on).
    static func run(_ program: String, _ arguments: [String], in folder: URL? = nil, echo: Bool = false) throws -> Output {
        guard let path = locate(program) else { throw Failure.notFound(program) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var data = Data()
        while true {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            data.append(chunk)
            if echo { FileHandle.standardError.write(chunk) }
        }
        process.waitUntilExit()
        return Output(status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
    }

    /// Runs it and throws unless it exits 0; returns what it printed.
    @discardableResult
    static func check(_ program: String, _ arguments: [String], in folder: URL? = nil, echo: Bool = false) throws -> String {
        let output = try run(program, arguments, in: folder, echo: echo)
        guard output.succeeded else { throw Failure.failed(([program] + arguments).joined(separator: " "), output.status, echo ? "" : output.text) }
        return output.text
    }

    /// `program`'s path: itself when it has a slash, else the first executable of that name on PATH.
    static func locate(_ program: String) -> String? {
        if program.contains("/") { return FileManager.default.isExecutableFile(atPath: program) ? program : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
