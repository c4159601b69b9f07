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
