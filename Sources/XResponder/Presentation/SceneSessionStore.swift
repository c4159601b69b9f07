import Foundation

/// What a desktop app remembers of its windows between launches (R-DA2): the scene sessions open
/// when it quit — each with its configuration's name, user info, restoration activity and window
/// frame — and the size of the last window the user closed.
///
/// The choices (docs/desktop.md, "Windows"): as on Mac Catalyst, the sessions open at Quit come
/// back at the next launch, and closing a window ends its session for good; as GTK apps do, a new
/// window opens at the size of the last one closed. The file is a property list in
/// `$XDG_STATE_HOME/<bundle identifier>/scenes.plist` (`~/.local/state/…`), written whole and
/// atomically. A file that does not read — not a property list, another version, wrong types — is
/// said once on standard error and read as empty: the app starts as on its first launch.
@MainActor
final class SceneSessionStore {
    /// One session as remembered.
    struct Record {
        var persistentIdentifier: String
        var role: String
        var configurationName: String?
        var userInfo: [String: Any]?
        var activity: [String: Any]?
        var frame: CGRect?
    }

    static let version = 1
    /// Where the file is, found on first need: naming it reads the app's Info.plist, which an
    /// app that never opens a scene-sized window should not pay for at start-up (issue #50).
    private(set) lazy var filePath: String = locate()
    /// `filePath` as a URL, made when the file is written: a URL's first `path` costs Foundation
    /// a one-time set-up that start-up should not pay only to learn the file is not there.
    private(set) lazy var fileURL = URL(fileURLWithPath: filePath)
    private let locate: () -> String
    private var loaded = false
    private(set) var records: [Record] = []
    private(set) var lastClosedWindowSize: CGSize?

    init(fileURL: URL) {
        locate = { fileURL.path }
    }

    private init(locate: @escaping () -> String) {
        self.locate = locate
    }

    /// The store of the running app, named by its bundle identifier (else its program name).
    static func forRunningApp() -> SceneSessionStore {
        SceneSessionStore {
            let home = ProcessEnvironment.value("HOME") ?? NSHomeDirectory()
            let state = ProcessEnvironment.value("XDG_STATE_HOME").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/state"
            let identifier = (AppBundle.info["CFBundleIdentifier"] as? String).flatMap { $0.isEmpty || $0.hasPrefix("$(") ? nil : $0 }
                ?? ImageFiles.programName
            return FileProbe.join(FileProbe.join(state, identifier), "scenes.plist")
        }
    }

    // MARK: Reading

    /// Reads the file once, on first need (not on start-up's path for an app that never asks).
    func loadIfNeeded() {
        guard !loaded else { return }
        loaded = true
        // Probed first: most launches have no file (a first launch, an app that never quit with
        // windows open), and FileManager's first read sets up what a missing file does not need.
        guard FileProbe.exists(filePath), let data = FileManager.default.contents(atPath: filePath) else { return }
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
              let root = plist as? [String: Any] else {
            return problem("not a property list")
        }
        guard (root["version"] as? Int) == Self.version else { return problem("written by another version") }
        if let size = Self.numbers(root["lastWindowSize"], count: 2) {
            lastClosedWindowSize = CGSize(width: size[0], height: size[1])
        }
        for entry in root["sessions"] as? [Any] ?? [] {
            guard let entry = entry as? [String: Any], let identifier = entry["id"] as? String, !identifier.isEmpty,
                  let role = entry["role"] as? String else {
                problem("a session without an identifier or role was left out")
                continue
            }
            let frame = Self.numbers(entry["frame"], count: 4).map { CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
            records.append(Record(persistentIdentifier: identifier, role: role,
                                  configurationName: entry["configuration"] as? String,
                                  userInfo: entry["userInfo"] as? [String: Any],
                                  activity: entry["activity"] as? [String: Any],
                                  frame: frame.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }))
        }
    }

    /// `count` finite numbers, or nil.
    private static func numbers(_ value: Any?, count: Int) -> [CGFloat]? {
        guard let array = value as? [Any], array.count == count else { return nil }
        let numbers = array.compactMap { ($0 as? Double) ?? ($0 as? Int).map(Double.init) }
        guard numbers.count == count, numbers.allSatisfy({ $0.isFinite && abs($0) < 1_000_000 }) else { return nil }
        return numbers.map { CGFloat($0) }
    }

    private func problem(_ text: String) {
        FileProblems.report(text + "; the app starts without its remembered windows", about: filePath)
    }

    // MARK: Writing

    /// Replaces what is remembered with `records` and writes the file.
    func save(_ records: [Record]) {
        loadIfNeeded()
        // An app without scenes (or with none left, already written) writes no file at each quit.
        guard !(records.isEmpty && self.records.isEmpty) else { return }
        self.records = records
        write()
    }

    /// Remembers the size of a window the user closed (new windows open at it).
    func rememberClosedWindowSize(_ size: CGSize) {
        loadIfNeeded()
        guard size.width > 0, size.height > 0, size != lastClosedWindowSize else { return }
        lastClosedWindowSize = size
        write()
    }

    private func write() {
        var root: [String: Any] = ["version": Self.version]
        if let size = lastClosedWindowSize { root["lastWindowSize"] = [Double(size.width), Double(size.height)] }
        root["sessions"] = records.map { record -> [String: Any] in
            var entry: [String: Any] = ["id": record.persistentIdentifier, "role": record.role]
            if let name = record.configurationName { entry["configuration"] = name }
            if let userInfo = record.userInfo { entry["userInfo"] = userInfo }
            if let activity = record.activity { entry["activity"] = activity }
            if let frame = record.frame {
                entry["frame"] = [frame.minX, frame.minY, frame.width, frame.height].map(Double.init)
            }
            return entry
        }
        do {
            let data = try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
            try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: fileURL, options: .atomic)
        } catch {
            FileProblems.report("could not be written: \(error.localizedDescription)", about: filePath)
        }
    }
}
