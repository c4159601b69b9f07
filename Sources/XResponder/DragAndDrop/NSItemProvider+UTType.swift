import Foundation

/// NSItemProvider's `UTType` spellings (iOS 14), over the identifier ones (R-DT2).
extension NSItemProvider {
    /// The types offered, in the order registered.
    public var registeredContentTypes: [UTType] { registeredTypeIdentifiers.compactMap(UTType.init) }

    public func registerDataRepresentation(for contentType: UTType, visibility: RepresentationVisibility = .all,
                                           loadHandler: @escaping LoadHandler) {
        registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: visibility, loadHandler: loadHandler)
    }

    @discardableResult
    public func loadDataRepresentation(for contentType: UTType, completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// The types offered that conform to `contentType`.
    public func registeredContentTypes(conformingTo contentType: UTType) -> [UTType] {
        registeredContentTypes.filter { $0.conforms(to: contentType) }
    }
}
