import Foundation

/// Problems with the app's own files — asset catalogs, string tables, fonts — said on standard
/// error once per process each: a missing file looked up in a loop must not flood the log, and
/// the files are read from any thread.
enum FileProblems {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var said: Set<String> = []

    /// Writes "XResponder: `subject`: `problem`" unless that line was written before.
    static func report(_ problem: String, about subject: String) {
        let line = "XResponder: \(subject): \(problem)"
        guard lock.withLock({ said.insert(line).inserted }) else { return }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
