import Foundation
import XResponder

/// The bytes of the file at `path`, read with POSIX calls until its end, or nil when it cannot be
/// opened. For /proc files and logs another process is writing: their size changes under the
/// reader (or reads as 0), and Foundation's `FileManager.contents(atPath:)` and
/// `String(contentsOf:)` then leak their buffer (LeakSanitizer finds it).
func readWholeFile(atPath path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16_384)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        bytes += chunk[0..<count]
    }
    return bytes
}
