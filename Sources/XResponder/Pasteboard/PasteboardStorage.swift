import Foundation

/// Where a pasteboard's contents live. The X11 backend installs one that is the X selection of the
/// same name (CLIPBOARD for `UIPasteboard.general`, PRIMARY for `UIPasteboard.primarySelection`);
/// without a display an in-process store stands in, so text views copy and paste in headless tests.
@MainActor
protocol PasteboardStorage: AnyObject {
    /// The types on offer, as UIKit type identifiers ("public.utf8-plain-text", "public.png") or
    /// MIME types for anything else another program offers.
    func types(of pasteboard: UIPasteboard.Name) -> [String]
    func data(of pasteboard: UIPasteboard.Name, type: String) -> Data?
    /// Replaces the contents with `items` (type → data), in the order given.
    func write(_ items: [(type: String, data: Data)], to pasteboard: UIPasteboard.Name)
    /// Changes whenever the contents change, by this application or (X11) any other.
    func changeCount(of pasteboard: UIPasteboard.Name) -> Int
    /// Reads the text without blocking the run loop (R-U7): `completion` gets it, or nil, on the
    /// main actor — at once from a store in this process, on a later turn from another program.
    func requestText(of pasteboard: UIPasteboard.Name, completion: @escaping @MainActor (String?) -> Void)
    /// Whether text may be on offer, answered without asking another program (X11: whether the
    /// selection has an owner), so that validating a Paste command never waits on one.
    func mayHaveText(in pasteboard: UIPasteboard.Name) -> Bool
}

extension PasteboardStorage {
    func requestText(of pasteboard: UIPasteboard.Name, completion: @escaping @MainActor (String?) -> Void) {
        completion(data(of: pasteboard, type: UIPasteboard.textType).map { String(decoding: $0, as: UTF8.self) })
    }

    func mayHaveText(in pasteboard: UIPasteboard.Name) -> Bool { types(of: pasteboard).contains(UIPasteboard.textType) }
}

/// The store used without a platform: contents live as long as the process.
@MainActor
final class InProcessPasteboardStorage: PasteboardStorage {
    private var contents: [UIPasteboard.Name: [(type: String, data: Data)]] = [:]
    private var counts: [UIPasteboard.Name: Int] = [:]

    func types(of pasteboard: UIPasteboard.Name) -> [String] { contents[pasteboard]?.map(\.type) ?? [] }

    func data(of pasteboard: UIPasteboard.Name, type: String) -> Data? {
        contents[pasteboard]?.first { $0.type == type }?.data
    }

    func write(_ items: [(type: String, data: Data)], to pasteboard: UIPasteboard.Name) {
        contents[pasteboard] = items
        counts[pasteboard, default: 0] += 1
    }

    func changeCount(of pasteboard: UIPasteboard.Name) -> Int { counts[pasteboard, default: 0] }
}
