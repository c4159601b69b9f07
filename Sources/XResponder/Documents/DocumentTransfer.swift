import Foundation

/// What a document picker does with the files once the user chose (R-DA3): opened copies go into
/// the app's inbox, exported files are copied or moved to where the user said. Failures are
/// traced and leave the file out of what the delegate hears, never a crash.
@MainActor
enum DocumentTransfer {
    /// The app's inbox, as iOS keeps it: `<temporary folder>/<bundle identifier>-Inbox`.
    static func inboxFolder(bundleIdentifier: String? = AppBundle.info["CFBundleIdentifier"] as? String) -> URL {
        let name = (bundleIdentifier?.isEmpty == false ? bundleIdentifier! : ProcessInfo.processInfo.processName) + "-Inbox"
        return FileManager.default.temporaryDirectory.appendingPathComponent(name, isDirectory: true)
    }

    /// Copies of `urls` in the inbox, each under its own name or, when taken, "name 2.ext".
    static func copiesInInbox(of urls: [URL], inbox: URL = inboxFolder()) -> [URL] {
        do {
            try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        } catch {
            EventTrace.log("document picker: no inbox at \(inbox.path): \(error.localizedDescription)")
            return []
        }
        return urls.compactMap { source in
            let copy = SaveFolders.unusedURL(for: source.lastPathComponent, in: inbox)
            do {
                try FileManager.default.copyItem(at: source, to: copy)
                return copy
            } catch {
                EventTrace.log("document picker: could not copy \(source.path): \(error.localizedDescription)")
                return nil
            }
        }
    }

    /// `sources` copied (or moved) to `destinations`, pairwise; a file already at a destination is
    /// replaced (the chooser asked the user). Answers the destinations that now hold the files.
    static func export(_ sources: [URL], to destinations: [URL], moving: Bool) -> [URL] {
        zip(sources, destinations).compactMap { source, destination in
            let manager = FileManager.default
            guard source.standardizedFileURL != destination.standardizedFileURL else { return destination }
            do {
                if manager.fileExists(atPath: destination.path) { try manager.removeItem(at: destination) }
                if moving { try manager.moveItem(at: source, to: destination) } else { try manager.copyItem(at: source, to: destination) }
                return destination
            } catch {
                EventTrace.log("document picker: could not \(moving ? "move" : "copy") \(source.path) to \(destination.path): \(error.localizedDescription)")
                return nil
            }
        }
    }
}
