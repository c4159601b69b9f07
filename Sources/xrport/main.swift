import Foundation

// xrport: ports UIKit sources to XResponder (R-AS5). See docs/porting-from-uikit.md.
//
//   xrport INPUT-FOLDER OUTPUT-FOLDER   write the ported files below OUTPUT-FOLDER
//   xrport --in-place FOLDER            rewrite the files where they are
//   -q                                  print only what is left to do, not what was rewritten
//   --check                             then type-check the output against this XResponder and
//                                       list what the compiler reports, grouped by cause
//   --no-check                          do not type-check (the default when a toolchain is found)
//
// Prints `file:line:column: rewritten|todo: …` for each change and each thing left to a person,
// then a summary. Exits 0 when the files were written (even with things left to do), 2 on misuse
// or an unreadable folder.

let usage = "usage: xrport [-q] [--check|--no-check] INPUT-FOLDER OUTPUT-FOLDER | xrport [-q] [--check|--no-check] --in-place FOLDER"
var arguments = Array(CommandLine.arguments.dropFirst())
let quiet = arguments.contains("-q")
arguments.removeAll { $0 == "-q" }
let inPlace = arguments.contains("--in-place")
arguments.removeAll { $0 == "--in-place" }
let checkAsked = arguments.contains("--check"), checkRefused = arguments.contains("--no-check")
arguments.removeAll { $0 == "--check" || $0 == "--no-check" }

guard (inPlace && arguments.count == 1) || (!inPlace && arguments.count == 2) else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
let input = URL(fileURLWithPath: arguments[0])
let output = inPlace ? input : URL(fileURLWithPath: arguments[1])
do {
    let result = try UIKitPorter.port(folder: input, into: output)
    for note in result.notes where !quiet || note.kind == .todo { print(note) }
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
    if !result.products.isEmpty {
        print("xrport: the target depends on XResponder's product\(result.products.count == 1 ? "" : "s") \(result.products.joined(separator: ", "))")
    }
    if !checkRefused {
        if let toolchain = TypeCheck.Toolchain.find() {
            let files = try UIKitPorter.swiftFiles(below: output).map { output.appendingPathComponent($0).path }
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
