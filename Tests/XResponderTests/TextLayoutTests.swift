import Foundation
import Testing
@testable import XResponder

@Suite("Text laid out by Pango: bidi, shaping, fallback, wrapping, ellipsizing (R-TX4)", .tearsDownTestTrees)
@MainActor
struct TextLayoutTests {
    @Test("R-TX4: Hebrew in a field starts at the right, and the Left arrow moves forward through it")
    func hebrewField() {
        let scene = TextScene()
        let field = scene.name
        field.becomeFirstResponder()
        field.text = "שלום"
        let start = field.caretRect(for: field.beginningOfDocument)
        let end = field.caretRect(for: field.endOfDocument)
        #expect(start.minX > end.minX)   // right to left
        #expect(start.maxX > field.bounds.midX)   // natural alignment puts it at the right
        scene.press(.keyboardHome)
        scene.press(.keyboardLeftArrow)
        #expect(field.selectedTextRange?.start.offset == 1)
        // Mixed: a Latin word inside Arabic keeps its own direction; the selection has one rectangle
        // per direction run.
        field.text = "مرحبا abc مرحبا"
        let rects = field.selectionRects(for: field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)!)
        #expect(rects.contains { $0.writingDirection == .rightToLeft })
    }

    @Test("R-TX4: Arabic is shaped (joined forms are narrower than isolated letters) and fallback fonts draw every script")
    func shapingAndFallback() {
        let font = UIFont.systemFont(ofSize: 20)
        let joined = TextLayout(text: "ببب", style: .init(font: font)).size.width
        let isolated = TextLayout(text: "ب ب ب", style: .init(font: font)).size.width
            - 2 * TextLayout(text: " ", style: .init(font: font)).size.width
        #expect(joined < isolated)
        for sample in ["Ελληνικά", "Кириллица", "עברית", "العربية", "e\u{301}"] {
            let size = TextLayout(text: sample, style: .init(font: font)).size
            #expect(size.width > 0 && size.height > 0, "\(sample)")
        }
    }

    @Test("R-TX4: numberOfLines wraps; lineBreakMode ellipsizes at the tail, head or middle, or clips")
    func labelLineBreaking() {
        let text = "The quick brown fox jumps over the lazy dog again and again"
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
        label.text = text
        let one = label.sizeThatFits(CGSize(width: 120, height: 1000))
        label.numberOfLines = 0
        let all = label.sizeThatFits(CGSize(width: 120, height: 1000))
        #expect(all.height > one.height * 3)
        #expect(all.width <= 120)
        label.numberOfLines = 2
        let two = label.sizeThatFits(CGSize(width: 120, height: 1000))
        #expect(two.height > one.height && two.height < all.height)
        label.lineBreakMode = .byWordWrapping
        #expect(label.sizeThatFits(CGSize(width: 120, height: 1000)).height == two.height)

        func layout(_ mode: NSLineBreakMode) -> TextLayout {
            TextLayout(text: text, style: .init(font: .systemFont(ofSize: 17), wrapWidth: 120, lineBreakMode: mode,
                                                maximumLines: 1, singleParagraph: true))
        }
        for mode in [NSLineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
            #expect(layout(mode).size.width <= 120, "\(mode)")
            #expect(layout(mode).size.height == layout(.byTruncatingTail).size.height)
        }
        #expect(layout(.byClipping).size.width > 120)
        // Tail keeps the start, head keeps the end.
        #expect(layout(.byTruncatingTail).offset(at: CGPoint(x: 1, y: 5)) == 0)
    }

    @Test("R-TX4: the demo's sidebar titles are not cut mid-word: they end in an ellipsis")
    func sidebarEllipsis() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 20))
        label.text = "3 · A button under a scroll view that moves"
        let layout = TextLayout(text: label.text!, style: .init(font: label.font, wrapWidth: 150, lineBreakMode: .byTruncatingTail,
                                                                 maximumLines: 1, singleParagraph: true))
        #expect(layout.size.width <= 150)
        #expect(layout.isEllipsized)
    }
}
