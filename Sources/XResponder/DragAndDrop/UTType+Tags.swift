import Foundation

/// Types by tag, as apps that let users pick files by extension write them
/// (`UTType(tag: "csv", tagClass: .filenameExtension, conformingTo: nil)`). A tag no known or
/// declared type has makes a dynamic type (`isDynamic`), as on Apple's systems; its identifier
/// here is "dyn.filename-extension.<tag>" or "dyn.mime-type.<tag>" (Apple's are opaque), so that
/// its tag survives: a document picker filters by it.
extension UTType {
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        let trimmed = tag.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        if let found = UTType.types(tag: trimmed, tagClass: tagClass, conformingTo: supertype).first {
            self = found
            return
        }
        let kind = tagClass == .filenameExtension ? "filename-extension" : tagClass == .mimeType ? "mime-type" : nil
        guard let kind, let dynamic = UTType("\(UTType.dynamicPrefix)\(kind).\(trimmed.lowercased())") else { return nil }
        self = dynamic
    }

    /// The known types, and the app's declared ones, with `tag` of `tagClass`.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        types(tag: tag, tagClass: tagClass, conformingTo: supertype, declarations: AppBundle.info)
    }

    /// `types(tag:tagClass:conformingTo:)` with the declarations of the Info.plist `declarations`.
    static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?, declarations: [String: Any]) -> [UTType] {
        var found: [UTType] = []
        switch tagClass {
        case .filenameExtension: found += UTType(filenameExtension: tag, conformingTo: supertype ?? .item).map { [$0] } ?? []
        case .mimeType: found += UTType(mimeType: tag, conformingTo: supertype ?? .item).map { [$0] } ?? []
        default: break
        }
        for declared in declaredTypes(in: declarations) where !found.contains(where: { $0.identifier == declared.identifier }) {
            let values = tagClass == .filenameExtension ? declared.extensions : tagClass == .mimeType ? declared.mimeTypes : []
            if values.contains(where: { $0.caseInsensitiveCompare(tag) == .orderedSame }), let type = UTType(declared.identifier) {
                found.append(type)
            }
        }
        return found
    }

    /// The type's tags by class: its usual extension and MIME type.
    public var tags: [UTTagClass: [String]] {
        var result: [UTTagClass: [String]] = [:]
        if let fileExtension = preferredFilenameExtension { result[.filenameExtension] = [fileExtension] }
        if let mime = preferredMIMEType { result[.mimeType] = [mime] }
        return result
    }

    /// The types an Info.plist declares (`UTExportedTypeDeclarations`, then
    /// `UTImportedTypeDeclarations`, as Xcode writes them), each with its extensions and MIME types.
    static func declaredTypes(in info: [String: Any]) -> [(identifier: String, extensions: [String], mimeTypes: [String])] {
        ["UTExportedTypeDeclarations", "UTImportedTypeDeclarations"].flatMap { key in
            (info[key] as? [[String: Any]] ?? []).compactMap { declaration in
                guard let identifier = declaration["UTTypeIdentifier"] as? String else { return nil }
                let tags = declaration["UTTypeTagSpecification"] as? [String: Any] ?? [:]
                return (identifier, tagStrings(tags["public.filename-extension"]), tagStrings(tags["public.mime-type"]))
            }
        }
    }

    /// A tag holds one string or an array of them.
    private static func tagStrings(_ value: Any?) -> [String] {
        if let one = value as? String { return [one] }
        return (value as? [Any])?.compactMap { $0 as? String } ?? []
    }

    static let dynamicPrefix = "dyn."

    /// A dynamic type's tag of `kind` ("filename-extension", "mime-type").
    func dynamicTag(_ kind: String) -> String? {
        let prefix = UTType.dynamicPrefix + kind + "."
        return identifier.hasPrefix(prefix) ? String(identifier.dropFirst(prefix.count)) : nil
    }
}
