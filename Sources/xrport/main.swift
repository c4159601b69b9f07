import Foundation

// xrport: ports UIKit sources to XResponder (R-AS5). See docs/porting-from-uikit.md.
//
//   xrport INPUT-FOLDER OUTPUT-FOLDER   write the ported files below OUTPUT-FOLDER
//   xrport --in-place FOLDER            rewrite the files where they are
//   xrport APP.xcodeproj OUTPUT-FOLDER  import an Xcode project's app target as a SwiftPM package
//                                       that `swift run` starts (R-IB6)
//   -q                                  print only what is left to do, not what was rewritten
//   --check                             then type-check the output against this XResponder and
//                                       list what the compiler reports, grouped by cause
//   --no-check                          do not type-check (the default when a toolchain is found)
//   --target NAME                       the project's target to import (default: its first app)
//   --xresponder PATH|URL               the XResponder the package depends on (default: the
//                                       checkout this xrport was built from)
//   xrport package PACKAGE-FOLDER       build a ported app and write its .deb, desktop entry, icons
//                                       and AppStream metadata (R-DA4; PackageCommand lists the options)
//
// Prints `file:line:column: rewritten|todo: …` for each change and each thing left to a person,
// then a summary. Exits 0 when the files were written (even with things left to do), 2 on misuse
// or an unreadable folder or project.

if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "package" {
    exit(PackageCommand.main(Array(CommandLine.arguments.dropFirst(2))))
}

let usage = "usage: xrport [-q] [--check|--no-check] INPUT-FOLDER OUTPUT-FOLDER | xrport [-q] [--check|--no-check] --in-place FOLDER\n"
    + "       xrport [-q] [--check|--no-check] [--target NAME] [--xresponder PATH|URL] APP.xcodeproj OUTPUT-FOLDER\n"
    + "       xrport package [options] PACKAGE-FOLDER   (xrport package --help lists them)"
var arguments = Array(CommandLine.arguments.dropFirst())
let quiet = arguments.contains("-q")
arguments.removeAll { $0 == "-q" }
let inPlace = arguments.contains("--in-place")
arguments.removeAll { $0 == "--in-place" }
let checkAsked = arguments.contains("--check"), checkRefused = arguments.contains("--no-check")
arguments.removeAll { $0 == "--check" || $0 == "--no-check" }

/// Takes `--name VALUE` out of the arguments; nil when absent, exits on a missing value.
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name) else { return nil }
    guard index + 1 < arguments.count else {
        FileHandle.standardError.write(Data("xrport: \(name) needs a value\n\(usage)\n".utf8))
        exit(2)
    }
    let value = arguments[index + 1]
    arguments.removeSubrange(index...index + 1)
    return value
}
let targetName = option("--target")
let xresponderOption = option("--xresponder")

guard (inPlace && arguments.count == 1) || (!inPlace && arguments.count == 2) else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
let input = URL(fileURLWithPath: arguments[0])
let output = inPlace ? input : URL(fileURLWithPath: arguments[1])
let isProject = input.standardizedFileURL.pathExtension == "xcodeproj"
do {
    let result: UIKitPorter.Result
    let portedFolder: URL
    if isProject, !inPlace {
        let xresponder = xresponderOption ?? TypeCheck.Toolchain.packageRoot.path
        let imported = try ProjectImport.run(project: input, into: output, targetName: targetName, xresponder: xresponder)
        result = imported.port
        portedFolder = output.appendingPathComponent("Sources/\(imported.module)")
        for note in result.notes where !quiet || note.kind == .todo { print(note) }
        ImportReport.print(imported, output: output)
    } else {
        result = try UIKitPorter.port(folder: input, into: output)
        portedFolder = output
        for note in result.notes where !quiet || note.kind == .todo { print(note) }
    }
    let rewritten = result.notes.count - result.todos.count
    let resources = result.resources == 0 ? "" : result.resources == 1 ? ", 1 resource copied" : ", \(result.resources) resources copied"
    print("xrport: \(result.files) files, \(rewritten) rewrites, \(result.todos.count) left to do by hand\(resources)")
    if result.assetSymbols > 0 {
        print("xrport: GeneratedAssetSymbols.swift written: \(result.assetSymbols) asset symbol\(result.assetSymbols == 1 ? "" : "s") the sources use, as Xcode generates them")
    }
    if result.interfaceBuilderMembers > 0 {
        print("xrport: GeneratedInterfaceBuilderConnections.swift written: \(result.interfaceBuilderMembers) outlets and actions "
              + "storyboards and nibs connect to")
    }
    if result.managedObjectClasses > 0 {
        print("xrport: \(ManagedClassGeneration.fileName) written: \(result.managedObjectClasses) class\(result.managedObjectClasses == 1 ? "" : "es") "
              + "Xcode generates from the Core Data model")
    }
    if result.localization {
        print("xrport: GeneratedLocalization.swift written: NSLocalizedString reads the app's tables in the user's language")
    }
    if !result.products.isEmpty {
        print("xrport: the target depends on XResponder's product\(result.products.count == 1 ? "" : "s") \(result.products.joined(separator: ", "))")
        if !isProject {
            let loads = result.products.compactMap { product in ModuleAliases.appleName(of: product).map { "import \($0) load \(product)" } }
            print("xrport: build the target with swiftSettings: [\(ModuleAliases.swiftSetting(for: result.products))], "
                  + "which makes \(loads.joined(separator: " and "))")
        }
    }
    if !checkRefused {
        if let toolchain = TypeCheck.Toolchain.find() {
            var files = try UIKitPorter.swiftFiles(below: portedFolder).map { portedFolder.appendingPathComponent($0).path }
            // An imported project's sources use `Bundle.module`, which SwiftPM generates in the
            // build: the check is given its declaration.
            let accessor = FileManager.default.temporaryDirectory.appendingPathComponent("xrport-bundle-module-\(getpid()).swift")
            if isProject, !inPlace, (try? ProjectImport.moduleAccessor.write(to: accessor, atomically: true, encoding: .utf8)) != nil {
                files.append(accessor.path)
            }
            defer { try? FileManager.default.removeItem(at: accessor) }
            if let errors = TypeCheck.run(files: files, toolchain: toolchain) {
                for group in TypeCheck.grouped(errors) {
                    print("\n\(group.cause.title) (\(group.diagnostics.count)): \(group.cause.fix)")
                    for error in group.diagnostics { print("  \(error.file):\(error.line): \(error.message)") }
                }
                print("xrport --check: \(errors.count) compile errors left" + (errors.isEmpty ? ": the output type-checks" : ""))
                if checkAsked, !errors.isEmpty { exit(1) }
            } else if checkAsked {
                FileHandle.standardError.write(Data("xrport: --check could not run swiftc\n".utf8))
                exit(2)
            }
        } else if checkAsked {
            FileHandle.standardError.write(Data("xrport: --check needs the XResponder this xrport was built with (swift build)\n".utf8))
            exit(2)
        }
    }
} catch {
    FileHandle.standardError.write(Data("xrport: \(error)\n".utf8))
    exit(2)
}
