import Foundation

/// `xrport --check`: type-checks the ported files against the XResponder this xrport was built
/// with, and lists what the compiler still reports, grouped by cause, each with its fix or the
/// porting guide's section. What it lists is what `swift build` of those files then reports: the
/// same compiler, the same module, Swift 5 mode (as the apps were written).
struct TypeCheck {
    struct Diagnostic: Equatable, Sendable {
        var file: String
        var line: Int
        var message: String
    }

    struct Cause: Sendable {
        var title: String
        var fix: String
        var matches: @Sendable (String) -> Bool
    }

    /// Known causes, most specific first; what none matches is listed as "other".
    static let causes: [Cause] = [
        Cause(title: "modules that do not exist on Linux", fix: "remove the import and what uses it (porting guide: What it reports)",
              matches: { $0.contains("no such module") }),
        Cause(title: "Objective-C only", fix: "no Objective-C runtime: use a Selector, a closure or a direct call (porting guide: Linux Foundation differences)",
              matches: { $0.contains("@objc") || $0.contains("Objective-C") || $0.contains("#selector") }),
        Cause(title: "storyboards, nibs and outlets", fix: "docs/interface-builder.md: what is read, and what is not",
              matches: { $0.contains("UIStoryboard") || $0.contains("UINib") || $0.contains("instantiateViewController") }),
        Cause(title: "UIKit names XResponder lacks", fix: "porting guide: Supported UIKit, type by type; write the missing piece in an extension, or file it",
              matches: { $0.contains("cannot find") || $0.contains("has no member") || $0.contains("no exact matches")
                  || $0.contains("has no dynamic member") || $0.contains("does not conform to protocol") }),
        Cause(title: "Linux Foundation differences", fix: "porting guide: Linux Foundation differences",
              matches: { $0.contains("NSObject") || $0.contains("FoundationNetworking") || $0.contains("URLSession")
                  || $0.contains("swift-corelibs-foundation") }),
    ]

    /// The compiler's `file:line:column: error: message` lines, as diagnostics.
    static func errors(in output: String) -> [Diagnostic] {
        let all: [Diagnostic] = output.split(whereSeparator: \.isNewline).compactMap { line -> Diagnostic? in
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            // file:line:column: error: message, or file:line: error: message for errors of no
            // column ("<unknown>:0: error: missing required module …", which fails the build too).
            if parts.count == 5, parts[3].trimmingCharacters(in: .whitespaces) == "error", let number = Int(parts[1]) {
                return Diagnostic(file: String(parts[0]), line: number, message: parts[4].trimmingCharacters(in: .whitespaces))
            }
            let short = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard short.count == 4, short[2].trimmingCharacters(in: .whitespaces) == "error", let number = Int(short[1]) else { return nil }
            return Diagnostic(file: String(short[0]), line: number, message: short[3].trimmingCharacters(in: .whitespaces))
        }
        var unique: [Diagnostic] = []
        for diagnostic in all where !unique.contains(diagnostic) { unique.append(diagnostic) }
        return unique
    }

    /// The diagnostics grouped by cause, in the order of `causes`, "other" last.
    static func grouped(_ diagnostics: [Diagnostic]) -> [(cause: Cause, diagnostics: [Diagnostic])] {
        var groups: [(Cause, [Diagnostic])] = causes.map { ($0, []) }
        var other: [Diagnostic] = []
        for diagnostic in diagnostics {
            if let index = causes.firstIndex(where: { $0.matches(diagnostic.message) }) { groups[index].1.append(diagnostic) }
            else { other.append(diagnostic) }
        }
        groups.append((Cause(title: "other", fix: "read the message; the porting guide covers most", matches: { _ in true }), other))
        return groups.filter { !$0.1.isEmpty }
    }

    /// Where XResponder's module and its C modules are: beside this executable and in the package
    /// it was built from.
    struct Toolchain {
        var modules: URL
        var packageRoot: URL

        /// The XResponder checkout this xrport was built from: Sources/xrport/TypeCheck.swift → the
        /// package root.
        static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        static func find() -> Toolchain? {
            let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            let modules = executable.deletingLastPathComponent().appendingPathComponent("Modules")
            let root = packageRoot
            guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("XResponder.swiftmodule").path),
                  FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/CX11").path) else { return nil }
            return Toolchain(modules: modules, packageRoot: root)
        }
    }

    /// Type-checks `files` (absolute paths) and returns the compiler's errors, or nil when the
    /// compiler could not be run.
    ///
    /// Through SILGen of the whole module, not `-typecheck`: `-typecheck` leaves some bodies
    /// unchecked once it has found an error (a lazy property's initializer closure in one file of
    /// four with the same mistake was all it reported), so its count fell short of what
    /// `swift build` then said. SILGen checks every body and emits nothing (`-o /dev/null`).
    static func run(files: [String], toolchain: Toolchain) -> [Diagnostic]? {
        let arguments = ["swiftc", "-emit-silgen", "-wmo", "-o", "/dev/null", "-swift-version", "5", "-parse-as-library",
                         "-module-name", "PortedApp"]
            + aliasFlags + searchPaths(toolchain) + files
        guard let output = try? capture("/usr/bin/env", arguments) else { return nil }
        return errors(in: output)
    }

    /// The ported target's module aliases (`import UIKit` loads XResponder), for every product: an
    /// alias no file imports is never looked up.
    static let aliasFlags = ModuleAliases.compilerFlags(for: ModuleAliases.aliases.map(\.product))

    /// What swiftc needs to find XResponder and what it imports: the built modules, XResponder's
    /// system libraries and their headers, and the C modules of its packages' targets (OpenCombine's
    /// helpers, under XResponderCombine), whose module maps SwiftPM writes beside their objects.
    static func searchPaths(_ toolchain: Toolchain) -> [String] {
        let flags = (try? capture("/usr/bin/env", ["pkg-config", "--cflags-only-I", "cairo", "pangocairo", "gdk-pixbuf-2.0", "x11", "dbus-1"]))?
            .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty } ?? []
        var arguments = ["-I", toolchain.modules.path]
        for module in ["CX11", "CCairo", "CDBus", "CSQLite"] { arguments += ["-I", toolchain.packageRoot.appendingPathComponent("Sources/\(module)").path] }
        let build = toolchain.modules.deletingLastPathComponent()
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        for target in targets.sorted() where target.hasSuffix(".build")
            && FileManager.default.fileExists(atPath: build.appendingPathComponent("\(target)/module.modulemap").path) {
            arguments += ["-I", build.appendingPathComponent(target).path]
        }
        return arguments + flags.flatMap { ["-Xcc", $0] }
    }

    private static func capture(_ executable: String, _ arguments: [String]) throws -> String {
        try Command.run(executable, arguments).text
    }
}
