import Foundation
import XResponder

/// What the tour leaves: screenshots in demo-output/, the trace (every hit-test, delivery and
/// status line) in demo-output/trace.log, and one line a scene on standard output naming the
/// screenshots it took — a reader sees the tour, not ten thousand trace lines.
@MainActor
enum TourOutput {
    nonisolated static let folder = URL(fileURLWithPath: "demo-output")
    /// The screenshots written since the last scene's line.
    private static var shots: [String] = []

    /// Creates demo-output/ and opens (emptied) its trace.log; nil when it cannot be written.
    nonisolated static func openTrace() -> FileHandle? {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("trace.log").path
        guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
        return FileHandle(forWritingAtPath: path)
    }

    static func write(_ image: UIImage, as name: String) {
        let file = folder.appendingPathComponent("\(name).png")
        do {
            try image.writePNG(to: file)
            shots.append("\(name).png")
            say("xdemo: wrote demo-output/\(name).png")
        } catch {
            print("xdemo: could not write demo-output/\(name).png: \(error)")
        }
    }

    /// Prints the line for the scene the tour just played.
    static func sceneDone(_ title: String) {
        let list = shots.isEmpty ? "no screenshot" : shots.joined(separator: ", ")
        print("xdemo: \(title) — \(list)")
        shots = []
    }
}
