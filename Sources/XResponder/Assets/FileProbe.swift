import Foundation

/// File questions asked before the first frame, answered with plain system calls on path strings.
///
/// Foundation's `URL`, `FileManager` and `Bundle` cost about half a millisecond the first time a
/// process uses them (one-time Swift conformance scans, URL building per folder entry). An app
/// without an Info.plist or storyboard — most ported code-only apps — asks only whether such
/// files exist before its first frame, so those answers come from here, and Foundation is first
/// used when something is really found or loaded (issue #50).
enum FileProbe {
    /// Whether `path` names an existing file or folder (a link is followed).
    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// The names in `folder` (not `.` and `..`), unsorted; empty when it cannot be read.
    static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Whether `path` names a folder (a link is followed).
    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` names a file (not a folder) this process may execute (a link is followed).
    static func isExecutableFile(_ path: String) -> Bool { access(path, X_OK) == 0 && !isFolder(path) }

    /// The process's working folder, or "." when it cannot be read.
    static var currentDirectory: String {
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return String(cString: path)
    }

    /// `folder` + "/" + `name`, for paths that are only probed.
    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
