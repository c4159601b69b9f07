import Foundation
import Testing
@testable import XResponder

@Suite("Attributed strings in labels, text views and fields (R-AP3)", .tearsDownTestTrees)
@MainActor
struct AttributedTextTests {
    func redThenBlue() -> NSAttributedString {
        let string = NSMutableAttributedString(string: "MMMM MMMM", attributes: [.font: UIFont.boldSystemFont(ofSize: 30)])
        string.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 4))
        string.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 5, length: 4))
        return string
    }

    func inkColours(_ image: UIImage, xs: Range<Int>) -> (red: Bool, blue: Bool) {
        var red = false, blue = false
        for y in 0..<image.pixelHeight {
            for x in xs where x < image.pixelWidth {
                let p = rgba(image, CGFloat(x), CGFloat(y))
                if p[0] > 200, p[1] < 80, p[2] < 80 { red = true }
                if p[2] > 200, p[0] < 80, p[1] < 80 { blue = true }
            }
        }
        return (red, blue)
    }

    @Test("R-AP3 a label draws each run in its own colour and font")
    func labelRuns() {
        _ = Harness()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 260, height: 50))
        label.attributedText = redThenBlue()
        #expect(label.text == "MMMM MMMM")
        let image = renderOverWhite(label)
        let width = Int(label.intrinsicContentSize.width)
        let left = inkColours(image, xs: 0..<(width / 2 - 10)), right = inkColours(image, xs: (width / 2 + 10)..<width)
        #expect(left.red && !left.blue)
        #expect(right.blue && !right.red)
        // The run's font, not the label's, sets the size.
        #expect(label.intrinsicContentSize.height > 30)
        let plain = UILabel()
        plain.text = "MMMM MMMM"
        #expect(label.intrinsicContentSize.width > plain.intrinsicContentSize.width * 1.4)
        // Setting text drops the attributes: the label's own colour again.
        label.text = "MMMM MMMM"
        let again = inkColours(renderOverWhite(label), xs: 0..<260)
        #expect(!again.red && !again.blue)
    }

    @Test("R-AP3 underline, strikethrough, kern and paragraph alignment")
    func decorations() {
        _ = Harness()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        let spaced = NSAttributedString(string: "spaced", attributes: [.kern: 6])
        label.attributedText = spaced
        let kerned = label.intrinsicContentSize.width
        label.attributedText = NSAttributedString(string: "spaced")
        #expect(kerned > label.intrinsicContentSize.width + 25)
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        label.attributedText = NSAttributedString(string: "mid", attributes: [.paragraphStyle: paragraph])
        #expect(label.textAlignment == .center)
        // An underline draws ink below the baseline where plain text has none.
        func lowestInk(_ label: UILabel) -> Int {
            let image = renderOverWhite(label)
            var lowest = 0
            for y in 0..<image.pixelHeight {
                for x in 0..<image.pixelWidth where rgba(image, CGFloat(x), CGFloat(y))[0] < 128 { lowest = max(lowest, y) }
            }
            return lowest
        }
        label.textAlignment = .left
        label.attributedText = NSAttributedString(string: "nnnn")
        let plainBottom = lowestInk(label)
        label.attributedText = NSAttributedString(string: "nnnn", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue])
        #expect(lowestInk(label) > plainBottom)
    }

    @Test("R-AP3 a text view's runs follow edits: typed text takes the attributes before it")
    func textViewRuns() {
        let h = Harness()
        let window = h.makeWindow()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.addSubview(textView)
        textView.attributedText = redThenBlue()
        #expect(textView.text == "MMMM MMMM")
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 4, length: 0)
        textView.insertText("!!")
        let string = textView.attributedText!
        #expect(string.string == "MMMM!! MMMM")
        #expect(string.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor == .red)
        #expect(string.attribute(.foregroundColor, at: 8, effectiveRange: nil) as? UIColor == .blue)
        textView.selectedRange = NSRange(location: 0, length: 7)
        textView.deleteBackward()
        #expect(textView.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .blue)
        textView.text = "plain"
        #expect(textView.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .label)
    }

    @Test("R-AP3 a text field draws attributed text")
    func textField() {
        _ = Harness()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 260, height: 44))
        field.attributedText = redThenBlue()
        #expect(field.text == "MMMM MMMM")
        let ink = inkColours(renderOverWhite(field), xs: 0..<260)
        #expect(ink.red && ink.blue)
    }

    @Test("R-AP3 hostile attributed strings: empty, huge kern, bad values")
    func hostile() {
        _ = Harness()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.attributedText = NSAttributedString(string: "")
        label.attributedText = NSAttributedString(string: "x", attributes: [.kern: CGFloat.nan, .baselineOffset: 1e30,
                                                                            .font: "not a font", .foregroundColor: 42])
        _ = renderOverWhite(label)
        label.attributedText = nil
        #expect(label.text == nil && label.attributedText == nil)
    }
}
