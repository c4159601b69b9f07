import Foundation

/// An Xcode project (`X.xcodeproj`) as `xrport` imports it (R-IB6): its application targets, each
/// with the files it compiles and the resources it copies (resolved to paths on disk), its build
/// settings and the Swift packages it uses.
///
/// `project.pbxproj` is an old-style (OpenStep) property list: a flat table `objects` of records by
/// id, each with an `isa`. Files are `PBXFileReference`s placed in a tree of `PBXGroup`s; a path is
/// relative to its parent group's (`sourceTree = "<group>"`), to the project's folder
/// (`SOURCE_ROOT`) or absolute. A target lists build phases whose `files` are `PBXBuildFile`s
/// pointing at those references; Xcode 16's `PBXFileSystemSynchronizedRootGroup` instead makes every
/// file of a folder a member, bar its exception sets' `membershipExceptions`.
struct XcodeProject {
    struct Target {
        var name: String
        var productType: String
        /// The `.swift` files compiled, absolute.
        var sources: [URL] = []
        /// What is copied into the app's bundle: files, folders (asset catalogs, folder references)
        /// and localized files, each with where it lands in the bundle (`Base.lproj/Main.storyboard`).
        var resources: [(file: URL, bundlePath: String)] = []
        /// Build settings of the configuration imported (Debug), the project's under the target's.
        var settings: [String: String] = [:]
        /// Swift package products the target links: product name and the package's reference.
        var packageProducts: [(product: String, package: PackageReference?)] = []
        var isApplication: Bool { productType == "com.apple.product-type.application" }
    }

    struct PackageReference: Equatable {
        /// The repository's URL, or a local package's path relative to the project's folder.
        var location: String
        var isLocal: Bool
        /// Xcode's version rule: `upToNextMajorVersion` from `minimumVersion`, `exactVersion`,
        /// `branch`, `revision`, `versionRange`.
        var requirement: [String: String]
    }

    /// The folder holding the `.xcodeproj` (`SOURCE_ROOT`).
    var folder: URL
    var name: String
    var targets: [Target]
    /// The project's development region (`$(DEVELOPMENT_LANGUAGE)`).
    var developmentRegion: String

    enum ReadError: Error, CustomStringConvertible {
        case unreadable(String, String)
        case malformed(String, String)
        var description: String {
            switch self {
            case .unreadable(let path, let why): "\(path): cannot read the project: \(why)"
            case .malformed(let path, let what): "\(path): not an Xcode project file: \(what)"
            }
        }
    }

    /// Reads `X.xcodeproj` (its `project.pbxproj`).
    static func read(_ project: URL) throws -> XcodeProject {
        let file = project.appendingPathComponent("project.pbxproj")
        let data: Data
        do { data = try Data(contentsOf: file) } catch { throw ReadError.unreadable(file.path, "\(error.localizedDescription)") }
        let plist: Any
        do { plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) }
        catch { throw ReadError.malformed(file.path, "\(error)") }
        guard let root = plist as? [String: Any], let objects = root["objects"] as? [String: [String: Any]],
              let rootID = root["rootObject"] as? String, let projectRecord = objects[rootID] else {
            throw ReadError.malformed(file.path, "no objects or root object")
        }
        var reader = Reader(objects: objects, folder: project.deletingLastPathComponent())
        reader.placeTree(from: projectRecord["mainGroup"] as? String)
        let projectSettings = reader.settings(list: projectRecord["buildConfigurationList"] as? String)
        let targets = (projectRecord["targets"] as? [String] ?? []).compactMap { reader.target($0, projectSettings: projectSettings) }
        return XcodeProject(folder: project.deletingLastPathComponent(), name: project.deletingPathExtension().lastPathComponent,
                            targets: targets, developmentRegion: projectRecord["developmentRegion"] as? String ?? "en")
    }

    /// Walks the records: where each file is, what each target builds.
    private struct Reader {
        let objects: [String: [String: Any]]
        let folder: URL
        /// Each group's or file's resolved location, by id.
        var locations: [String: URL] = [:]
        /// Each variant group's (localized file's) children, by the variant group's id.
        var variants: [String: [String]] = [:]

        init(objects: [String: [String: Any]], folder: URL) {
            self.objects = objects
            self.folder = folder
        }

        /// Resolves the location of every item in the group tree under `id`. The depth is capped:
        /// a project file is data, and a cyclic or absurdly deep tree must not stall the tool.
        mutating func placeTree(from id: String?) {
            guard let id else { return }
            var pending: [(id: String, parent: URL, depth: Int)] = [(id, folder, 0)]
            var seen = Set<String>()
            while let (item, parent, depth) = pending.popLast() {
                guard depth < 64, seen.insert(item).inserted, let record = objects[item] else { continue }
                let location = resolve(record, parent: parent)
                locations[item] = location
                let children = record["children"] as? [String] ?? []
                if record["isa"] as? String == "PBXVariantGroup" {
                    // A localized file: its children (`Base`, `en`) have paths such as
                    // `Base.lproj/Main.storyboard`, relative to the variant group's group.
                    variants[item] = children
                    pending += children.map { ($0, parent, depth + 1) }
                } else {
                    pending += children.map { ($0, location ?? parent, depth + 1) }
                }
            }
        }

        /// Where a record's `path` points, by its `sourceTree`; nil for what is outside the
        /// project (the SDK, build products, Xcode's own folder).
        func resolve(_ record: [String: Any], parent: URL) -> URL? {
            let path = record["path"] as? String
            switch record["sourceTree"] as? String ?? "<group>" {
            case "<group>": return path.map { parent.appendingPathComponent($0) } ?? parent
            case "SOURCE_ROOT": return path.map { folder.appendingPathComponent($0) } ?? folder
            case "<absolute>": return path.map { URL(fileURLWithPath: $0) }
            default: return nil
            }
        }

        /// The application, tool or library target `id`, with its files and settings.
        func target(_ id: String, projectSettings: [String: String]) -> Target? {
            guard let record = objects[id], record["isa"] as? String == "PBXNativeTarget" else { return nil }
            let name = record["name"] as? String ?? id
            var target = Target(name: name, productType: record["productType"] as? String ?? "")
            target.settings = projectSettings.merging(settings(list: record["buildConfigurationList"] as? String)) { $1 }
            target.settings["TARGET_NAME"] = name
            for phaseID in record["buildPhases"] as? [String] ?? [] {
                guard let phase = objects[phaseID] else { continue }
                let files = (phase["files"] as? [String] ?? []).compactMap { objects[$0]?["fileRef"] as? String }
                switch phase["isa"] as? String {
                case "PBXSourcesBuildPhase":
                    let compiled = files.compactMap { locations[$0] }
                    target.sources += compiled.filter { $0.pathExtension == "swift" }
                    // Xcode compiles a Core Data model (an XCVersionGroup here) into a .momd; the
                    // port's app reads the model's source at run time, so it travels as a resource.
                    target.resources += compiled.filter { $0.pathExtension == "xcdatamodeld" || $0.pathExtension == "xcdatamodel" }
                        .map { ($0, $0.lastPathComponent) }
                case "PBXResourcesBuildPhase":
                    target.resources += files.flatMap(bundleEntries)
                default: break
                }
            }
            for groupID in record["fileSystemSynchronizedGroups"] as? [String] ?? [] {
                addSynchronizedFolder(groupID, to: &target, targetID: id)
            }
            for dependencyID in record["packageProductDependencies"] as? [String] ?? [] {
                guard let dependency = objects[dependencyID], let product = dependency["productName"] as? String else { continue }
                target.packageProducts.append((product, (dependency["package"] as? String).flatMap(package)))
            }
            return target
        }

        /// Where a resource lands in the bundle: a file or folder by its name; each variant of a
        /// localized file in its `.lproj`.
        func bundleEntries(_ id: String) -> [(file: URL, bundlePath: String)] {
            if let children = variants[id] {
                return children.compactMap { child in
                    guard let location = locations[child] else { return nil }
                    let language = location.deletingLastPathComponent().lastPathComponent
                    let lproj = language.hasSuffix(".lproj") ? language : "\(objects[child]?["name"] as? String ?? "Base").lproj"
                    return (location, "\(lproj)/\(location.lastPathComponent)")
                }
            }
            guard let location = locations[id] else { return [] }
            return [(location, location.lastPathComponent)]
        }

        /// The members of an Xcode 16 synchronized folder: `.swift` files compile, the rest are
        /// resources (a `.lproj`'s files keep their `.lproj`; catalogs and bundles stay whole).
        func addSynchronizedFolder(_ id: String, to target: inout Target, targetID: String) {
            guard let record = objects[id], let root = resolve(record, parent: folder) else { return }
            var excluded = Set<String>()
            for exceptionID in record["exceptions"] as? [String] ?? [] {
                guard let exception = objects[exceptionID], (exception["target"] as? String).map({ $0 == targetID }) ?? true else { continue }
                excluded.formUnion(exception["membershipExceptions"] as? [String] ?? [])
            }
            for (relative, url) in Self.members(of: root) where !excluded.contains(relative) {
                if url.pathExtension == "swift" { target.sources.append(url); continue }
                let parent = url.deletingLastPathComponent().lastPathComponent
                target.resources.append((url, parent.hasSuffix(".lproj") ? "\(parent)/\(url.lastPathComponent)" : url.lastPathComponent))
            }
        }

        /// A synchronized folder's files by path relative to it; folders Xcode treats as one
        /// resource (catalogs, bundles, Core Data models) are listed whole.
        static func members(of root: URL) -> [(String, URL)] {
            let whole: Set<String> = ["xcassets", "bundle", "xcdatamodeld", "scnassets", "rcproject", "spriteatlas"]
            guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
            var members: [(String, URL)] = []
            let base = root.standardizedFileURL.path
            for case let url as URL in enumerator {
                let name = url.lastPathComponent
                let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
                if name.hasPrefix(".") { if isFolder { enumerator.skipDescendants() }; continue }
                if isFolder, !whole.contains(url.pathExtension) { continue }
                if isFolder { enumerator.skipDescendants() }
                var relative = url.standardizedFileURL.path
                if relative.hasPrefix(base + "/") { relative.removeFirst(base.count + 1) }
                members.append((relative, url))
            }
            return members.sorted { $0.0 < $1.0 }
        }

        func package(_ id: String) -> PackageReference? {
            guard let record = objects[id] else { return nil }
            if let url = record["repositoryURL"] as? String {
                return PackageReference(location: url, isLocal: false, requirement: record["requirement"] as? [String: String] ?? [:])
            }
            if let path = (record["relativePath"] ?? record["path"]) as? String {
                return PackageReference(location: path, isLocal: true, requirement: [:])
            }
            return nil
        }

        /// The build settings of a configuration list's Debug configuration (else its default,
        /// else its first): what a developer runs from Xcode.
        func settings(list id: String?) -> [String: String] {
            guard let id, let list = objects[id] else { return [:] }
            let configurations = (list["buildConfigurations"] as? [String] ?? []).compactMap { objects[$0] }
            let chosen = configurations.first { $0["name"] as? String == "Debug" }
                ?? configurations.first { $0["name"] as? String == list["defaultConfigurationName"] as? String }
                ?? configurations.first
            var settings: [String: String] = [:]
            for (key, value) in chosen?["buildSettings"] as? [String: Any] ?? [:] {
                if let text = value as? String { settings[key] = text }
                else if let list = value as? [String] { settings[key] = list.joined(separator: " ") }
            }
            return settings
        }
    }
}
