import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the models Xcode's editor writes (R-CD1): an `.xcdatamodeld` folder holds one
/// `.xcdatamodel` folder per version and a `.xccurrentversion` property list naming the current
/// one; each version's `contents` file is XML — `<entity name representedClassName parentEntity
/// isAbstract>` holding `<attribute name attributeType optional defaultValueString
/// valueTransformerName …>` and `<relationship name destinationEntity inverseName toMany
/// ordered deletionRule minCount maxCount>`. Xcode compiles it to a `.momd` for Apple's
/// platforms; here the source is read when the app starts, as storyboards are. Elements this
/// reader does not know (fetch requests, configurations, the editor's layout) are skipped.
enum ModelFileReader {
    enum Failure: Error, CustomStringConvertible {
        case missing(String)
        case malformed(String, line: Int, String)
        case unknownAttributeType(entity: String, attribute: String, type: String)
        case unknownEntity(entity: String, relationship: String, destination: String)
        case unnamed(String)
        case unknownParent(entity: String, parent: String)
        case inheritanceCycle(entity: String)

        var description: String {
            switch self {
            case .missing(let path): "no model file at \(path)"
            case .malformed(let path, let line, let reason): "\(path), line \(line): not a model (\(reason))"
            case .unknownAttributeType(let entity, let attribute, let type):
                "\(entity).\(attribute) has the attribute type \"\(type)\", which Core Data does not have"
            case .unknownEntity(let entity, let relationship, let destination):
                "\(entity).\(relationship) leads to the entity \(destination), which the model does not have"
            case .unnamed(let what): "\(what) has no name"
            case .unknownParent(let entity, let parent):
                "\(entity) has the parent entity \(parent), which the model does not have"
            case .inheritanceCycle(let entity): "\(entity) is its own ancestor (its parent entities form a cycle)"
            }
        }
    }

    /// The entities of the model at `url` (see the type's comment for what `url` may be).
    static func read(_ url: URL) throws -> [NSEntityDescription] {
        let contents = try contentsFile(for: url)
        guard let data = FileManager.default.contents(atPath: contents.path) else { throw Failure.missing(contents.path) }
        let reader = ContentsParser(path: contents.path)
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse(), reader.failure == nil else {
            throw reader.failure ?? Failure.malformed(contents.path, line: parser.lineNumber,
                                                     parser.parserError.map { "\($0)" } ?? "XML error")
        }
        guard reader.sawModel else { throw Failure.malformed(contents.path, line: 1, "no <model> element") }
        try link(reader.entities, parents: reader.parentNames)
        return reader.entities
    }

    /// The `contents` file of the current version of the model at `url`.
    static func contentsFile(for url: URL) throws -> URL {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { throw Failure.missing(url.path) }
        guard isFolder.boolValue else { return url }
        if url.pathExtension == "xcdatamodeld" { return try contentsFile(for: currentVersion(in: url)) }
        return url.appendingPathComponent("contents")
    }

    /// The version `.xccurrentversion` names, or else the last version by name.
    static func currentVersion(in package: URL) throws -> URL {
        let marker = package.appendingPathComponent(".xccurrentversion")
        if let data = FileManager.default.contents(atPath: marker.path),
           let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
           let name = plist["_XCCurrentVersionName"] as? String {
            let version = package.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: version.path) { return version }
            report("CoreData: \(marker.path) names \(name), which is not there; the last version is used")
        }
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: package.path))?
            .filter { $0.hasSuffix(".xcdatamodel") }.sorted { $0.localizedStandardCompare($1) == .orderedAscending } ?? []
        guard let last = versions.last else { throw Failure.missing(package.appendingPathComponent("*.xcdatamodel").path) }
        return package.appendingPathComponent(last)
    }

    /// Destinations, inverses and parents found by name once every entity is read.
    static func link(_ entities: [NSEntityDescription], parents: [String: String]) throws {
        let byName = Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
        // Parents first, so that each relationship below is linked on the entity's whole set of
        // properties, inherited ones included (setting a parent lists the child among its
        // sub-entities, too).
        for entity in entities {
            guard let parentName = parents[entity.name ?? ""] else { continue }
            guard let parent = byName[parentName] else { throw Failure.unknownParent(entity: entity.name ?? "?", parent: parentName) }
            entity.superentity = parent
        }
        for entity in entities where entity.lineage.last?.superentity != nil {
            throw Failure.inheritanceCycle(entity: entity.name ?? "?")
        }
        for entity in entities {
            for relationship in entity.properties.compactMap({ $0 as? NSRelationshipDescription }) {
                guard let destinationName = relationship.destinationEntityName else { continue }
                guard let destination = byName[destinationName] else {
                    throw Failure.unknownEntity(entity: entity.name ?? "?", relationship: relationship.name, destination: destinationName)
                }
                relationship.destinationEntity = destination
                if let inverseName = relationship.inverseName {
                    relationship.inverseRelationship = destination.relationshipsByName[inverseName]
                }
            }
        }
    }

    /// The model packages in `bundle`'s resources (and the folder of its executable, where
    /// SwiftPM puts resource bundles, and their `Contents/Resources`): `.xcdatamodeld`, then
    /// `.xcdatamodel` not inside one.
    static func models(in bundle: Bundle) -> [URL] {
        var folders = [bundle.resourceURL, bundle.bundleURL].compactMap { $0 }
        var seen = Set<String>()
        var found: [URL] = []
        while let folder = folders.popLast() {
            guard seen.insert(folder.standardizedFileURL.path).inserted,
                  let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names.sorted() {
                let url = folder.appendingPathComponent(name)
                if name.hasSuffix(".xcdatamodeld") || name.hasSuffix(".xcdatamodel") { found.append(url) }
                else if name.hasSuffix(".resources") || name.hasSuffix(".bundle") {
                    folders.append(url)
                    // An app xrport imported from Xcode keeps Apple's bundle layout inside its
                    // SwiftPM resource bundle: Contents/Resources.
                    folders.append(url.appendingPathComponent("Contents/Resources"))
                }
            }
        }
        return found
    }

    /// The model named `name` in `bundles`, if any.
    static func model(named name: String, in bundles: [Bundle]) -> URL? {
        for bundle in bundles {
            if let url = models(in: bundle).first(where: { $0.deletingPathExtension().lastPathComponent == name }) { return url }
        }
        return nil
    }

    private static let reported = Locked<Set<String>>([])

    /// Writes `message` to standard error, once per message.
    static func report(_ message: String) {
        guard reported.withLock({ $0.insert(message).inserted }) else { return }
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
