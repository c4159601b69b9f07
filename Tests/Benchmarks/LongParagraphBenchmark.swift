import Foundation
import XResponder

// MARK: One very long paragraph (issue #49 item 4, R-U7)

/// A paragraph of 5 MB with no line feed pasted into a text view, then keys typed at its end: the
/// drill of ../shared/FINDINGS.md ("paste one paragraph of 5 / 20 / 50 MB"), on the application's
/// path (paste, the input queue, one rendered frame). The floor is what any editor must do with
/// the text: decode the bytes and look for a line break once.
@MainActor
func benchmarkLongParagraph() {
    for megabytes in quick ? [5] : [5, 50] { benchmarkLongParagraph(megabytes: megabytes) }
}

@MainActor
private func benchmarkLongParagraph(megabytes: Int) {
    let words = "the quick brown fox jumps over the lazy dog and keeps on running "
    let text = String(repeating: words, count: megabytes * 1_000_000 / words.utf8.count)
    let bytes = Data(text.utf8)
    var floors: [Double] = []
    for _ in 0..<5 {
        let start = nowNanoseconds()
        var decoded = String(decoding: bytes, as: UTF8.self)
        let feeds = decoded.withUTF8 { utf8 in utf8.baseAddress.map { memchr($0, 0x0A, utf8.count) == nil } ?? true }
        floors.append(Double(nowNanoseconds() - start) / 1e6)
        precondition(feeds)
    }
    let floor = percentile(floors, 0.5)

    let (input, _, compositor, notes) = launchEditingTextView()
    EventTrace.shared.isEnabled = false
    UIPasteboard.general.setData(bytes, forPasteboardType: UIPasteboard.textType)
    let before = residentKiB()
    var start = nowNanoseconds()
    notes.paste(nil)
    input.runUntilIdle()
    compositor.renderIfNeeded()
    let pasted = Double(nowNanoseconds() - start) / 1e6
    let grownMB = Double(residentKiB() - before) / 1024
    add("paste one \(megabytes) MB paragraph into a text view, to its first frame", "ms", pasted, floor: floor,
        goal: "≤ 250 ms", met: pasted <= 250)
    add("paste one \(megabytes) MB paragraph: resident memory added", "MB", grownMB, floor: Double(megabytes),
        goal: "≤ \(4 * megabytes) MB (4× the text)", met: grownMB <= Double(4 * megabytes))

    // Keys typed at its end, one frame each: the median and the slowest.
    var keys: [Double] = []
    for index in 0..<(quick ? 20 : 100) {
        start = nowNanoseconds()
        input.typeText(index % 8 == 7 ? " " : "x")
        compositor.renderIfNeeded()
        keys.append(Double(nowNanoseconds() - start) / 1e6)
    }
    let key = percentile(keys, 0.5), slowest = keys.max() ?? 0
    add("a key at the end of the \(megabytes) MB paragraph, to the frame (median)", "ms", key, floor: nil,
        goal: "≤ 16 ms", met: key <= 16)
    add("a key at the end of the \(megabytes) MB paragraph, to the frame (slowest of \(keys.count))", "ms", slowest, floor: nil,
        goal: "≤ 250 ms", met: slowest <= 250)
}
