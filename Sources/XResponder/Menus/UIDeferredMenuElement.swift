import Foundation

/// Elements a menu loads when it opens (R-DT1): the row reads "Loading…" until the provider calls
/// its completion, then the elements take its place and the menu grows to fit. The elements are
/// kept for the next time the menu opens, unless the element was made with `uncached(_:)`.
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    public typealias ElementProvider = @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

    let provider: ElementProvider
    let isCached: Bool
    /// What the provider gave, kept for the next opening when cached.
    private(set) var loadedElements: [UIMenuElement]?

    public init(_ elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        isCached = true
        super.init(title: "", image: nil)
    }

    private init(uncached elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        isCached = false
        super.init(title: "", image: nil)
    }

    /// An element asked again each time its menu opens (iOS 15).
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }

    /// Asks the provider (or answers from the cache) and calls `completion` once, on the main
    /// actor; a provider that calls its completion twice is heard once.
    func load(_ completion: @escaping @MainActor ([UIMenuElement]) -> Void) {
        if isCached, let loadedElements {
            completion(loadedElements)
            return
        }
        var answered = false
        provider { [weak self] elements in
            guard !answered else {
                EventTrace.log("a deferred menu element answered twice: the second answer is ignored")
                return
            }
            answered = true
            if let self, self.isCached { self.loadedElements = elements }
            completion(elements)
        }
    }
}
