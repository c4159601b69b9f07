import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

/// Find in long text (issue #35): the rope's search against `NSString`'s on the same text, and a
/// text view's find bar (UIFindInteraction) driven by keys as a user drives it.
@Suite("Find in text: the rope's search and UIFindInteraction (R-TX1, R-TX2)", .serialized, .tearsDownTestTrees)
@MainActor
struct TextFindTests {
    func key(_ input: HeadlessInput, _ letter: Character, flags: UIKeyModifierFlags = [.control]) {
        let characters = flags.contains(.shift) ? String(letter).uppercased() : String(letter)
        input.pressKey(UIKey(characters: characters, charactersIgnoringModifiers: characters, modifierFlags: flags,
                             keyCode: UIKey.forCharacter(letter).keyCode))
        input.runUntilIdle()
    }

    @Test("R-TX1: the rope finds what NSString finds, forwards and backwards, across its search windows, with case folded")
    func ropeSearchMatchesNSString() {
        var generator = SeededGenerator(seed: 3535)
        let filler = ["lorem ", "ipsum\n", "Fox ", "fOX ", "é", "👍🏽", "dolor ", "\r\n"]
        var text = "", length = 0
        while length < 3 * TextStorage.searchWindow {
            let piece = filler.randomElement(using: &generator)!
            text += piece
            length += piece.utf16.count
        }
        // Matches straddling every window boundary.
        for boundary in [1, 2] {
            let at = String.Index(utf16Offset: boundary * TextStorage.searchWindow - 2, in: text)
            text.insert(contentsOf: "needle", at: text.unicodeScalars.index(at, offsetBy: 0))
        }
        let storage = TextStorage(text)
        let string = text as NSString
        for query in ["needle", "fox", "FOX", "👍🏽é", "ipsum\nFox", "absent"] {
            for options: String.CompareOptions in [[], [.caseInsensitive]] {
                for _ in 0..<5 {
                    let from = Int.random(in: 0...string.length, using: &generator)
                    let forward = string.range(of: query, options: NSString.CompareOptions(rawValue: options.rawValue),
                                               range: NSRange(location: from, length: string.length - from))
                    #expect(storage.range(of: query, options: options, from: from) == (forward.location == NSNotFound ? nil : forward),
                            "\(query) from \(from)")
                    let backward = string.range(of: query, options: NSString.CompareOptions(rawValue: options.union(.backwards).rawValue),
                                                range: NSRange(location: 0, length: from))
                    #expect(storage.range(of: query, options: options.union(.backwards), from: from)
                            == (backward.location == NSNotFound ? nil : backward), "\(query) back from \(from)")
                }
            }
        }
        #expect(storage.ranges(of: "needle", limit: 10).count == 2)
        // All matches, window by window, as NSString finds them one after another.
        var expected: [NSRange] = []
        var next = NSRange(location: 0, length: string.length)
        while case let found = string.range(of: "fox", options: .caseInsensitive, range: next), found.location != NSNotFound {
            expected.append(found)
            next = NSRange(location: found.location + found.length, length: string.length - found.location - found.length)
        }
        #expect(expected.count > 1_000)
        #expect(storage.ranges(of: "fox", options: .caseInsensitive, limit: .max) == expected)
    }

    @Test("R-TX2: Ctrl+F opens the find bar over a 100,000-line text view; typing finds, Return and Ctrl+G go on, Escape selects the result")
    func findBarInALongTextView() {
        let harness = Harness()
        let window = harness.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let notes = UITextView(frame: window.bounds)
        notes.isFindInteractionEnabled = true
        window.addSubview(notes)
        var text = (0..<100_000).map { "Line \($0): the quick brown fox jumps over the lazy dog." }.joined(separator: "\n")
        text += "\nThe Zebra is at the very end."
        notes.text = text
        #expect(notes.becomeFirstResponder())
        notes.selectedRange = NSRange(location: 0, length: 0)
        let input = harness.input
        key(input, "f")
        let finder = notes.findInteraction!
        #expect(finder.isFindNavigatorVisible)
        input.typeText("zebra")
        input.runUntilIdle()
        let zebra = (text as NSString).range(of: "Zebra")
        #expect(notes.selectedRange == zebra)
        #expect(finder.activeFindSession?.resultCount == 1)
        // Scrolled to the end, the match on screen below the find bar.
        let caret = notes.caretRect(for: UITextPosition(offset: zebra.location))
        #expect(caret.minY >= notes.contentOffset.y && caret.maxY <= notes.contentOffset.y + notes.bounds.height)
        // Another query: "fox" from the start of the text wraps around to line 0.
        key(input, "a")   // select the field's text
        input.typeText("lazy dog")
        input.runUntilIdle()
        #expect(finder.activeFindSession?.resultCount == 100_000)
        let first = notes.selectedRange
        #expect(first == (text as NSString).range(of: "lazy dog"))
        input.pressKey(UIKey.forCharacter("\r"))
        input.runUntilIdle()
        let second = notes.selectedRange
        #expect(second.location > first.location && finder.activeFindSession?.highlightedResultIndex == 1)
        key(input, "g")
        #expect(finder.activeFindSession?.highlightedResultIndex == 2)
        key(input, "g", flags: [.control, .shift])
        key(input, "g", flags: [.control, .shift])
        #expect(notes.selectedRange == first)
        key(input, "g", flags: [.control, .shift])   // wraps to the last
        #expect(finder.activeFindSession?.highlightedResultIndex == 99_999)
        // Escape: the bar goes, the text view has the keys again with the result selected.
        input.pressKey(UIKey(characters: "\u{1B}", keyCode: .keyboardEscape))
        input.runUntilIdle()
        #expect(!finder.isFindNavigatorVisible)
        #expect(notes.isFirstResponder)
        #expect(notes.text(in: notes.selectedTextRange!) == "lazy dog")
        // Ctrl+G without the bar: the next result of the same search.
        let last = notes.selectedRange
        key(input, "g")
        #expect(notes.selectedRange.location < last.location)   // wrapped to the first
        #expect(notes.contentInset.top == 0)
    }

    @Test("R-TX2: without isFindInteractionEnabled Ctrl+F does nothing and a text view has no find interaction")
    func findIsOffByDefault() {
        let harness = Harness()
        let window = harness.makeWindow()
        let notes = UITextView(frame: window.bounds)
        window.addSubview(notes)
        notes.text = "one fox"
        #expect(notes.becomeFirstResponder())
        key(harness.input, "f")
        #expect(notes.findInteraction == nil)
        #expect(notes.isFirstResponder)
        #expect(!notes.canPerformAction(.find, withSender: nil))
    }
}
