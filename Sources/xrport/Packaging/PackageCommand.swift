import Foundation

/// `xrport package PACKAGE-FOLDER` (R-DA4): turns a ported app — a SwiftPM package, as
/// `xrport App.xcodeproj OUT` writes one — into a `.deb` a user installs, with its desktop entry,
/// icons and AppStream metadata, each checked by the desktop's own validators when they are
/// installed. docs/desktop.md, "Shipping your app", walks through it.
enum PackageCommand {
    static let usage = """
    usage: xrport package [--product NAME] [--configuration release|debug] [--no-build] [--output FOLDER]
                          [--identifier ID] [--name NAME] [--summary TEXT] [--description TEXT] [--version V]
                          [--license SPDX] [--developer NAME] [--maintainer "NAME <MAIL>"] [--category "A;B"]
                          [--package-name NAME] [--sources FOLDER] PACKAGE-FOLDER
    """
    static let valueOptions = ["product", "configuration", "output", "identifier", "name", "summary", "description", "version",
                               "license", "developer", "maintainer", "category", "package-name", "sources"]

    struct Misuse: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs the command; returns the process's exit status (0 written, 1 a validator refused
    /// what was written, 2 misuse or a failure).
    static func main(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return 0
        }
        do {
            var options: [String: String] = [:]
            var flags = Set<String>()
            var positional: [String] = []
            var index = 0
            while index < arguments.count {
                let argument = arguments[index]
                if argument.hasPrefix("--") {
                    let name = String(argument.dropFirst(2))
                    if valueOptions.contains(name) {
                        guard index + 1 < arguments.count else { throw Misuse(description: "\(argument) needs a value") }
                        options[name] = arguments[index + 1]
                        index += 2
                        continue
                    }
                    guard name == "no-build" else { throw Misuse(description: "unknown option \(argument)") }
                    flags.insert(name)
                } else {
                    positional.append(argument)
                }
                index += 1
            }
            guard positional.count == 1 else { throw Misuse(description: "one package folder, please") }
            let configuration = options["configuration"] ?? "release"
            guard ["release", "debug"].contains(configuration) else { throw Misuse(description: "--configuration is release or debug") }
            return try run(package: URL(fileURLWithPath: positional[0]).standardizedFileURL, options: options,
                           configuration: configuration, build: !flags.contains("no-build"))
        } catch let misuse as Misuse {
            FileHandle.standardError.write(Data("xrport package: \(misuse)\n\(usage)\n".utf8))
            return 2
        } catch {
            FileHandle.standardError.write(Data("xrport package: \(error)\n".utf8))
            return 2
        }
    }

    static func run(package: URL, options: [String: String], configuration: String, build: Bool) throws -> Int32 {
        guard FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) else {
            throw Misuse(description: "\(package.path) has no Package.swift")
        }
        let source = try AppSource.find(in: package, product: options["product"], sources: options["sources"].map { URL(fileURLWithPath: $0) })
        let binFolder: URL
        if build {
            // The Swift runtime linked in: the package then needs no toolchain on the user's machine,
            // and no copy of its libraries. Linked with lld, relocations packed (PortedPackageLinking).
            let flags = ["build", "-c", configuration, "--product", source.product, "--static-swift-stdlib"]
                + PortedPackageLinking.buildArguments
            print("xrport package: swift \(flags.joined(separator: " "))")
            try Command.check("swift", flags, in: package, echo: true)
            binFolder = URL(fileURLWithPath: try Command.check("swift", ["build", "-c", configuration, "--show-bin-path"], in: package)
                .trimmingCharacters(in: .whitespacesAndNewlines))
        } else {
            binFolder = package.appendingPathComponent(".build/\(configuration)")
        }
        let executable = binFolder.appendingPathComponent(source.product)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw Misuse(description: "\(executable.path) is not built" + (build ? "" : ": run swift build -c \(configuration) --product \(source.product), or leave out --no-build"))
        }
        let app = try AppMetadata.make(executable: source.product, info: source.info, options: options,
                                       environment: ProcessInfo.processInfo.environment)
        let output = options["output"].map { URL(fileURLWithPath: $0) } ?? package.appendingPathComponent(".build/package")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let deb = DebianPackage(app: app, root: output.appendingPathComponent("root"))
        let icons = HicolorIcons.sources(below: source.folder, setName: source.iconSetName)
        let staged = try deb.stage(executable: executable, bundles: source.bundles(in: binFolder), icons: icons)
        let file = try deb.build(into: output, depends: staged.libraries.packages)

        print("xrport package: \(app.name) (\(app.identifier)) \(app.version)")
        let runtime = staged.libraries.carried.isEmpty ? "the Swift runtime linked in"
            : "with \(staged.libraries.carried.count) libraries no Debian package provides (the Swift runtime: --static-swift-stdlib links it in)"
        print("  program   /\(deb.executablePath), \(runtime); command /\(deb.commandPath)")
        print("  bundles   \(staged.bundles.isEmpty ? "none" : staged.bundles.joined(separator: ", "))")
        if let largest = icons.last {
            print("  icons     \(staged.icons.count) sizes in hicolor from \(source.iconSetName) (largest image \(largest.pixels) px)")
        } else {
            print("  icons     none: no \(source.iconSetName).appiconset below \(source.folder.path); the entry names an icon the theme lacks")
        }
        print("  entry     /\(deb.desktopEntryPath) (Categories=\(app.categories.joined(separator: ";")))")
        print("  metainfo  /\(deb.metainfoPath)")
        print("  depends   \(staged.libraries.packages.joined(separator: ", "))")
        let refusals = validate(deb)
        print("xrport package: wrote \(file.path)")
        if refusals > 0 { return 1 }
        print("xrport package: install it with: sudo apt install \(file.path)")
        return 0
    }

    /// Runs desktop-file-validate and appstreamcli on what was written, when installed; returns
    /// how many refused it (their messages printed).
    static func validate(_ deb: DebianPackage) -> Int {
        var refusals = 0
        let checks: [(program: String, arguments: [String])] = [
            ("desktop-file-validate", [deb.root.appendingPathComponent(deb.desktopEntryPath).path]),
            ("appstreamcli", ["validate", "--no-net", deb.root.appendingPathComponent(deb.metainfoPath).path]),
        ]
        for check in checks {
            guard let output = try? Command.run(check.program, check.arguments) else {
                print("  (\(check.program) is not installed: not validated)")
                continue
            }
            if output.succeeded {
                print("  \(check.program): accepted")
            } else {
                refusals += 1
                print("  \(check.program): refused\n" + output.text.split(separator: "\n").map { "    \($0)" }.joined(separator: "\n"))
            }
        }
        return refusals
    }
}
