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
        var found: [UTType] = []
        switch tagClass {
        case .filenameExtension: found += UTType(filenameExtension: tag, conformingTo: supertype ?? .item).map { [$0] } ?? []
        case .mimeType: found += UTType(mimeType: tag, conformingTo: supertype ?? .item).map { [$0] } ?? []
        default: break
        }
        let info = AppBundle.info
        for key in ["UTExportedTypeDeclarations", "UTImportedTypeDeclarations"] {
            for declaration in info[key] as? [[String: Any]] ?? [] {
                guard let identifier = declaration["UTTypeIdentifier"] as? String, let type = UTType(identifier),
                      !found.contains(type) else { continue }
                let tags = DocumentTypeFilter.declaredTags(of: identifier, in: [key: [declaration]])
                let values = tagClass == .filenameExtension ? tags.extensions : tagClass == .mimeType ? tags.mimeTypes : []
                if values.contains(where: { $0.caseInsensitiveCompare(tag) == .orderedSame }) { found.append(type) }
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

    static let dynamicPrefix = "dyn."

    /// A dynamic type's tag of `kind` ("filename-extension", "mime-type").
    func dynamicTag(_ kind: String) -> String? {
        let prefix = UTType.dynamicPrefix + kind + "."
        return identifier.hasPrefix(prefix) ? String(identifier.dropFirst(prefix.count)) : nil
    }
}
