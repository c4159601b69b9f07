import Foundation
import Testing
@testable import XResponder

/// The rope a text view's text is kept in (issue #35): every answer checked against the same text
/// kept as a `String`, through random edits, and the cost of an edit checked by what it copies.
@Suite("Long documents: the text's rope and its line index (R-TX1, R-U7)", .tearsDownTestTrees)
@MainActor
struct TextStorageTests {
    let pieces = ["a", "word ", "\n", "\r\n", "\r", "", "é", "e\u{301}", "👍🏽", "🇫🇷🇩🇪", "שלום", "\n\n",
                  String(repeating: "long line of text ", count: 90), String(repeating: "x\n", count: 700)]

    @Test("R-TX1: 1,000 random edits of a rope keep its text, counts, lines, substrings and clusters those of the String")
    func randomEditsMatchTheString() {
        var generator = SeededGenerator(seed: 35)
        var text = String(repeating: "The quick brown fox jumps over the lazy dog.\n", count: 300)
        var storage = TextStorage(text)
        for step in 0..<1_000 {
            let units = Array(text.utf16)
            let from = Int.random(in: 0...units.count, using: &generator)
            let to = min(units.count, from + [0, 1, 3, 40, 2_000].randomElement(using: &generator)!)
            let range = characterRange(text, from, to)
            let piece = pieces.randomElement(using: &generator)!
            storage.replace(range, with: piece)
            text = (text as NSString).replacingCharacters(in: range, with: piece)
            #expect(storage.utf16Count == text.utf16.count, "step \(step)")
            #expect(storage.utf8Count == text.utf8.count, "step \(step)")
            #expect(storage.lineFeedCount == text.utf16.count { $0 == 0x0A }, "step \(step)")
            if let problem = storage.chunks.invariantViolation() { Issue.record("step \(step): \(problem)") }
            if step.isMultiple(of: 25) {
                #expect(storage.string == text, "step \(step)")
                checkQueries(storage, text, step: step, generator: &generator)
            }
        }
        #expect(storage.string == text)
    }

    @Test("R-TX1: lines are found by number and by offset, as the text's line feeds place them")
    func lineIndex() {
        let text = "zero\none\r\n\nthree 👍🏽\nfour"
        let storage = TextStorage(text)
        #expect((0...5).map { storage.utf16Offset(ofLine: $0) } == [0, 5, 10, 11, 22, 26])
        let lines = text.utf16.indices.map { text.utf16[..<$0].count { $0 == 0x0A } }
        #expect((0..<text.utf16.count).map { storage.line(containing: $0) } == lines)
        #expect(storage.line(containing: text.utf16.count) == 4)
    }

    @Test("R-TX1 R-U7: an edit of a shared 10 MB rope copies the one path it takes, not the text")
    func editCopiesOnePath() {
        let line = String(repeating: "0123456789", count: 8) + "\n"
        let storage = TextStorage(String(repeating: line, count: 130_000))
        var edited = storage   // shares every node with `storage`
        edited.replace(NSRange(location: 5_000_000, length: 3), with: "typed")
        let before = storage.chunks.leafIdentities, after = edited.chunks.leafIdentities
        #expect(before.count > 300)   // of 32 chunks of a kilobyte each
        // Only the leaf the edit reached is new (two, had it overflowed); the others are the
        // same objects, shared by the two texts.
        let kept = Set(before)
        #expect(after.filter { !kept.contains($0) }.count <= 2)
        #expect(after.count - before.count <= 1)
        #expect(edited.substring(NSRange(location: 4_999_998, length: 9)) == storage.substring(NSRange(location: 4_999_998, length: 2)) + "typed"
                + storage.substring(NSRange(location: 5_000_003, length: 2)))
        #expect(edited.utf16Count == storage.utf16Count + 2)
    }

    @Test("R-TX1: a text view keeps its text in a rope and tells its layout which range each edit changed")
    func editorRecordsChanges() {
        let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        notes.text = "alpha\nbeta\ngamma"
        _ = notes.editorLayout
        notes.selectedRange = NSRange(location: 6, length: 4)
        notes.insertText("BETA!")
        notes.selectedRange = NSRange(location: 0, length: 0)
        notes.insertText(">")
        // The two edits as one stretch of the new text: from 0 to the end of "BETA!", one longer
        // and then one more.
        #expect(notes.editor.takeChange() == TextChange(start: 0, end: 12, delta: 2))
        #expect(notes.editor.takeChange() == nil)
        #expect(notes.text == ">alpha\nBETA!\ngamma")
    }

    /// Substrings, clusters and lines of random places, against the String.
    private func checkQueries(_ storage: TextStorage, _ text: String, step: Int, generator: inout SeededGenerator) {
        let length = text.utf16.count
        for _ in 0..<20 {
            let from = Int.random(in: 0...length, using: &generator)
            let to = min(length, from + Int.random(in: 0...3_000, using: &generator))
            let range = characterRange(text, from, to)
            #expect(storage.substring(range) == (text as NSString).substring(with: range), "step \(step) \(range)")
            let offset = characterRange(text, from, from).location
            #expect(storage.characterBoundary(atOrBefore: from) == text.characterBoundary(atOrBefore: from), "step \(step) at \(from)")
            #expect(storage.characterBoundary(after: offset) == text.characterBoundary(after: offset), "step \(step) after \(offset)")
            #expect(storage.characterBoundary(before: offset) == text.characterBoundary(before: offset), "step \(step) before \(offset) in \((text as NSString).substring(with: NSRange(location: max(0, offset - 12), length: min(24, text.utf16.count - max(0, offset - 12)))).debugDescription)")
            let line = storage.line(containing: offset)
            #expect(line == text.utf16.prefix(offset).count { $0 == 0x0A }, "step \(step) line at \(offset)")
            #expect(storage.utf16Offset(ofLine: line) <= offset)
        }
    }

    /// `from..<to` widened to whole characters, as the editor's ranges are.
    private func characterRange(_ text: String, _ from: Int, _ to: Int) -> NSRange {
        let start = text.characterBoundary(atOrBefore: from)
        let end = max(start, text.characterBoundary(atOrBefore: to))
        return NSRange(location: start, length: end - start)
    }
}
