import Foundation

/// The data one dragged item offers, in one or more types, loaded when asked (Foundation's class,
/// which swift-corelibs-foundation lacks; R-DT2). Representations are registered as data, as
/// objects (`NSItemProviderWriting`), or with a load handler that produces the data on demand.
/// Completions run on the main actor, on a later turn, as iOS apps expect them to be asynchronous.
@preconcurrency @MainActor
open class NSItemProvider {
    public typealias LoadHandler = (@escaping (Data?, (any Error)?) -> Void) -> Progress?

    /// Who may see a representation; every representation is visible on the desktop.
    public enum RepresentationVisibility: Int, Sendable {
        case all = 0, team, group, ownProcess
    }

    private var representations: [(type: String, load: LoadHandler)] = []
    /// The name a file made from the item gets.
    open var suggestedName: String?

    public init() {}

    /// A provider offering `object` in every type it writes.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider offering `item` as `typeIdentifier` (Foundation's older initializer, which apps
    /// use to offer encoded data: `NSItemProvider(item: data as NSData, typeIdentifier: UTType.json.identifier)`).
    /// Data is offered as it is; a string or a URL as its UTF-8 text; other items offer nothing.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let typeIdentifier, let item else { return }
        let data: Data
        switch item {
        case let bytes as NSData: data = Data(referencing: bytes)
        case let text as NSString: data = Data((text as String).utf8)
        case let url as NSURL: data = Data(url.absoluteString.utf8)
        default:
            EventTrace.log("NSItemProvider: an item of type \(type(of: item)) cannot be offered as \(typeIdentifier)")
            return
        }
        registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
            completion(data, nil)
            return nil
        }
    }

    /// A provider offering the file at `fileURL` (its URL, and its contents when it is an image).
    public convenience init?(contentsOf fileURL: URL) {
        guard fileURL.isFileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init(object: fileURL)
        suggestedName = fileURL.lastPathComponent
    }

    /// The type identifiers offered, in the order registered.
    open var registeredTypeIdentifiers: [String] { representations.map(\.type) }

    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: RepresentationVisibility,
                                         loadHandler: @escaping LoadHandler) {
        representations.append((typeIdentifier, loadHandler))
    }

    open func registerObject(_ object: any NSItemProviderWriting, visibility: RepresentationVisibility) {
        for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                completion(object.itemProviderData(forTypeIdentifier: type), nil)
                return nil
            }
        }
    }

    /// Data the provider already holds, offered as `typeIdentifier` (drops from other programs).
    func registerData(_ data: Data, forTypeIdentifier typeIdentifier: String) {
        registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
            completion(data, nil)
            return nil
        }
    }

    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representations.contains { UTTypeIdentifiers.conforms($0.type, to: typeIdentifier) }
    }

    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        representation(readableBy: aClass) != nil
    }

    /// The first representation `aClass` reads, in its order of preference.
    private func representation(readableBy aClass: any NSItemProviderReading.Type) -> (type: String, load: LoadHandler)? {
        for wanted in aClass.readableTypeIdentifiersForItemProvider {
            if let found = representations.first(where: { UTTypeIdentifiers.conforms($0.type, to: wanted) }) { return found }
        }
        return nil
    }

    /// Loads the item as `aClass`; the completion runs once, on a later turn.
    @discardableResult
    open func loadObject<T: NSItemProviderReading>(ofClass aClass: T.Type,
                                                    completionHandler: @escaping (T?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(readableBy: aClass) else {
            Self.later { completionHandler(nil, NSItemProviderError("no representation \(aClass) reads")) }
            return progress
        }
        load(representation) { data, error in
            progress.completedUnitCount = 1
            guard let data else { return completionHandler(nil, error ?? NSItemProviderError("no data")) }
            do { completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: representation.type), nil) }
            catch { completionHandler(nil, error) }
        }
        return progress
    }

    /// Loads the data offered as `typeIdentifier` (or a type conforming to it).
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representations.first(where: { UTTypeIdentifiers.conforms($0.type, to: typeIdentifier) }) else {
            Self.later { completionHandler(nil, NSItemProviderError("no \(typeIdentifier) representation")) }
            return progress
        }
        load(representation) { data, error in
            progress.completedUnitCount = 1
            completionHandler(data, error)
        }
        return progress
    }

    /// The data of the first representation conforming to one of `types`, now (for the platform,
    /// which must answer another program's request before it returns). Handlers that answer later
    /// are not waited for.
    func dataNow(conformingTo types: [String]) -> (type: String, data: Data)? {
        for wanted in types {
            for representation in representations where UTTypeIdentifiers.conforms(representation.type, to: wanted) {
                var result: Data?
                _ = representation.load { data, _ in result = data }
                if let result { return (representation.type, result) }
            }
        }
        return nil
    }

    private func load(_ representation: (type: String, load: LoadHandler), _ completion: @escaping (Data?, (any Error)?) -> Void) {
        var answered = false
        _ = representation.load { data, error in
            guard !answered else { return }
            answered = true
            Self.later { completion(data, error) }
        }
    }

    /// Runs `work` on a later turn of the main loop.
    private static func later(_ work: @escaping @MainActor () -> Void) {
        UIApplication.shared.clock.schedule(after: 0, work)
    }
}
