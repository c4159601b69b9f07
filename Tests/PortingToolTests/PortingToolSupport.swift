import Foundation
@testable import xrport

// What the porting tool's tests share: running a program, compiling ported output.

/// Compiles the Swift files below `folder` as a Swift 5 module against the XResponder just
/// built, as an app's build would (the object file goes in `folder`).
func buildAgainstXResponder(_ folder: URL, module: String, extraFiles: [String] = []) throws -> (status: Int32, text: String) {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let files = try UIKitPorter.swiftFiles(below: folder).map { folder.appendingPathComponent($0).path }
    // The search paths xrport --check uses: what one finds, the other does.
    let toolchain = TypeCheck.Toolchain(modules: binaries.appendingPathComponent("Modules"), packageRoot: root)
    return try run("/usr/bin/env", ["swiftc", "-c", "-wmo", "-swift-version", "5", "-parse-as-library", "-module-name", module]
        + TypeCheck.aliasFlags + TypeCheck.searchPaths(toolchain) + ["-o", folder.appendingPathComponent("\(module).o").path] + files + extraFiles)
}

/// Writes `files` (paths relative to a new temporary folder) and compiles them as `module` with
/// `buildAgainstXResponder`; says whether the object file was made. The folder is removed after.
func buildPortedFiles(_ files: [(path: String, text: String)], module: String) throws -> (status: Int32, text: String, objectMade: Bool) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xrport-\(module)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in files { try file.text.write(to: folder.appendingPathComponent(file.path), atomically: true, encoding: .utf8) }
    let build = try buildAgainstXResponder(folder, module: module)
    return (build.status, build.text, FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(module).o").path))
}

func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, text: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
