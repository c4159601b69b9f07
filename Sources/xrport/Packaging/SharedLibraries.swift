import Foundation

/// The shared libraries an app's executable loads, sorted into what Debian packages provide (the
/// `.deb`'s `Depends`) and what no package provides (the Swift runtime of a build without
/// `--static-swift-stdlib`), which the package must carry beside the executable: SwiftPM links
/// executables with `$ORIGIN` in their run path, so the copies are found where no toolchain is
/// installed.
struct SharedLibraries {
    /// Debian packages holding the libraries the executable, or a carried library, names
    /// directly (`DT_NEEDED`): their own dependencies come with them.
    var packages: [String]
    /// Libraries to copy beside the executable.
    var carried: [URL]

    enum Problem: Error, CustomStringConvertible {
        case missing(String, String)
        var description: String {
            switch self {
            case .missing(let library, let binary): "\(binary) needs \(library), which is not found on this machine"
            }
        }
    }

    /// Reads `binary`'s libraries with `ldd` (the loader's own answer: run path, cache and all)
    /// and `readelf -d`, and asks dpkg who owns each.
    static func of(_ binary: URL) throws -> SharedLibraries {
        let resolved = try loaded(by: binary)
        let owners = try owningPackages(Array(Set(resolved.values)))
        // Loaded but owned by no package: carried, with whatever it loads in turn.
        let carried = Set(resolved.values).filter { owners[$0] == nil }.sorted()
        var needed = try neededNames(binary)
        for library in carried { needed += try neededNames(URL(fileURLWithPath: library)) }
        var packages = Set<String>()
        for name in needed {
            guard let path = resolved[name] else { continue }
            if let owner = owners[path] { packages.insert(owner) }
        }
        return SharedLibraries(packages: packages.sorted(), carried: carried.map { URL(fileURLWithPath: $0) })
    }

    /// `ldd`'s map of library names to the files the loader picks, for every library `binary`
    /// loads, directly or not.
    static func loaded(by binary: URL) throws -> [String: String] {
        let output = try Command.check("ldd", [binary.path])
        var result: [String: String] = [:]
        for line in output.split(separator: "\n") {
            // "\tlibX11.so.6 => /lib/x86_64-linux-gnu/libX11.so.6 (0x…)"; the loader and the vDSO
            // have no arrow, and belong to libc6 and the kernel.
            let parts = line.trimmingCharacters(in: .whitespaces).components(separatedBy: " => ")
            guard parts.count == 2 else { continue }
            let target = parts[1].components(separatedBy: " (").first?.trimmingCharacters(in: .whitespaces) ?? ""
            if target == "not found" { throw Problem.missing(parts[0], binary.lastPathComponent) }
            if target.hasPrefix("/") { result[parts[0]] = target }
        }
        return result
    }

    /// The library names `file` lists as `NEEDED` in its dynamic section.
    static func neededNames(_ file: URL) throws -> [String] {
        let output = try Command.check("readelf", ["-d", "-W", file.path])
        return output.split(separator: "\n").compactMap { line in
            guard line.contains("(NEEDED)"), let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else { return nil }
            return String(line[line.index(after: open)..<close])
        }
    }

    /// The Debian package owning each path dpkg knows. A path is asked as the loader found it and,
    /// failing that, with `/usr` added or taken away: since the merged-`/usr` move a library's
    /// package may list it under either.
    static func owningPackages(_ paths: [String]) throws -> [String: String] {
        var owners: [String: String] = [:]
        func ask(_ queries: [(path: String, asked: String)]) throws {
            guard !queries.isEmpty else { return }
            // dpkg -S exits 1 when any path is unowned; its answers for the others still count.
            let output = try Command.run("dpkg", ["-S"] + queries.map(\.asked))
            for line in output.text.split(separator: "\n") where !line.hasPrefix("diversion ") && !line.hasPrefix("dpkg-query:") {
                guard let separator = line.range(of: ": /") else { continue }
                let file = String(line[line.index(before: separator.upperBound)...])
                let package = line[..<separator.lowerBound].split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                let name = package.split(separator: ":").first.map(String.init) ?? package
                for query in queries where query.asked == file && owners[query.path] == nil { owners[query.path] = name }
            }
        }
        try ask(paths.map { ($0, $0) })
        let again = paths.filter { owners[$0] == nil }.map { path in
            (path, path.hasPrefix("/usr/") ? String(path.dropFirst(4)) : "/usr" + path)
        }
        try ask(again)
        let resolvedAgain = paths.filter { owners[$0] == nil }.compactMap { path -> (String, String)? in
            let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            return real == path ? nil : (path, real)
        }
        try ask(resolvedAgain)
        return owners
    }
}
