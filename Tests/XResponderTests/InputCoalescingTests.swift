import Foundation
import Testing
@testable import XResponder

/// Queued input is coalesced per turn (R-U8): every key is delivered, in order, but a burst of them
/// lays a text out once; queued wheel clicks are summed into one scroll.
@Suite("Input coalescing per turn (R-U8)", .serialized, .tearsDownTestTrees)
@MainActor
struct InputCoalescingTests {
    final class CountingTextView: UITextView {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            super.layoutSubviews()
        }
    }

    final class ScrollCounter: NSObject, UIScrollViewDelegate {
        var offsets: [CGFloat] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
    }

    @Test("R-U8 10,000 queued keys reach a text view in order, laid out once; contentSize is current when read in between")
    func keysLaidOutOnce() {
        let harness = Harness()
        let window = harness.makeWindow()
        let textView = CountingTextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.addSubview(textView)
        #expect(textView.becomeFirstResponder())
        harness.input.runUntilIdle()
        let before = (layouts: textView.layouts, texts: textView.textLayoutsMade)
        var text = ""
        for index in 0..<10_000 {
            let letter = Character(Unicode.Scalar(UInt8(97 + index % 26)))
            text.append(index % 50 == 49 ? "\n" : letter)
        }
        harness.input.batch { harness.input.typeText(text) }
        #expect(textView.text == text)
        #expect(textView.layouts - before.layouts == 1, "\(textView.layouts - before.layouts) layouts for one turn of keys")
        #expect(textView.textLayoutsMade - before.texts == 1, "the text was laid out \(textView.textLayoutsMade - before.texts) times")
        // The caret was scrolled into view by that one layout.
        let caret = textView.caretRect(for: textView.endOfDocument)
        #expect(textView.bounds.contains(CGPoint(x: caret.midX, y: caret.midY)))
        // An app reading contentSize right after an edit (in textViewDidChange) gets the new size.
        let height = textView.contentSize.height
        textView.insertText("\n\n\n")
        #expect(textView.contentSize.height > height)
    }

    @Test("R-U8 100,000 queued wheel clicks are one scroll of the same distance; clicks with other modifiers or windows stay apart")
    func wheelClicksSummed() {
        let harness = Harness()
        let window = harness.makeWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 400, height: 100_000_000)
        window.addSubview(scrollView)
        let counter = ScrollCounter()
        scrollView.delegate = counter
        let point = CGPoint(x: 200, y: 200)
        harness.input.batch {
            for _ in 0..<100_000 { harness.input.scroll(by: CGPoint(x: 0, y: InputRecord.wheelClickDistance), at: point) }
        }
        let step = UIScrollView.wheelStep(pageLength: scrollView.bounds.height)
        #expect(counter.offsets.count == 1)
        #expect(abs(scrollView.contentOffset.y - 100_000 * step) < 0.5)
        // Different modifiers keep scrolls apart (Shift turns the wheel sideways).
        counter.offsets.removeAll()
        harness.input.batch {
            harness.input.scroll(by: CGPoint(x: 0, y: InputRecord.wheelClickDistance), at: point)
            harness.input.modifierFlags = .shift
            harness.input.scroll(by: CGPoint(x: 0, y: InputRecord.wheelClickDistance), at: point)
            harness.input.modifierFlags = []
        }
        #expect(counter.offsets.count == 1, "the shifted click scrolls sideways, where there is no room")
        #expect(abs(scrollView.contentOffset.y - 100_001 * step) < 0.5)
    }
}
