import Foundation

// xrport: ports UIKit sources to XResponder (R-AS5). See docs/porting-from-uikit.md.
//
//   xrport INPUT-FOLDER OUTPUT-FOLDER   write the ported files below OUTPUT-FOLDER
//   xrport --in-place FOLDER            rewrite the files where they are
//   -q                                  print only what is left to do, not what was rewritten
//
// Prints `file:line:column: rewritten|todo: …` for each change and each thing left to a person,
// then a summary. Exits 0 when the files were written (even with things left to do), 2 on misuse
// or an unreadable folder.

let usage = "usage: xrport [-q] INPUT-FOLDER OUTPUT-FOLDER | xrport [-q] --in-place FOLDER"
var arguments = Array(CommandLine.arguments.dropFirst())
let quiet = arguments.contains("-q")
arguments.removeAll { $0 == "-q" }
let inPlace = arguments.contains("--in-place")
arguments.removeAll { $0 == "--in-place" }

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
} catch {
    FileHandle.standardError.write(Data("xrport: \(error)\n".utf8))
    exit(2)
}
