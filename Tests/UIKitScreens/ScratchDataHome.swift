import Foundation

/// A private `$XDG_DATA_HOME` for a screen test's Core Data stores (where the template's container
/// puts them): set when made; `restore()` puts the previous value back and removes the folder.
struct ScratchDataHome {
    let url: URL
    private let previous: String?

    init(_ name: String) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        previous = ProcessInfo.processInfo.environment["XDG_DATA_HOME"]
        setenv("XDG_DATA_HOME", url.path, 1)
    }

    func restore() {
        if let previous { setenv("XDG_DATA_HOME", previous, 1) } else { unsetenv("XDG_DATA_HOME") }
        try? FileManager.default.removeItem(at: url)
    }
}
