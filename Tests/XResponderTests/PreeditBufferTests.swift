import Foundation
import Testing
@testable import XResponder

@Suite("Input-method preedit as XIM draws it (R-TX4)")
struct PreeditBufferTests {
    @Test("R-TX4: draws insert, replace and delete characters; the caret counts UTF-16 for UITextInput")
    func draws() {
        var buffer = X11PreeditBuffer()
        buffer.draw(first: 0, length: 0, replacement: Array("にほ".unicodeScalars), caret: 2)
        #expect(buffer.text == "にほ")
        buffer.draw(first: 1, length: 1, replacement: Array("ん𝄞".unicodeScalars), caret: 3)
        #expect(buffer.text == "にん𝄞")
        #expect(buffer.caretUTF16 == 4)   // 𝄞 is two UTF-16 units
        buffer.draw(first: 0, length: 1, replacement: nil, caret: 0)
        #expect(buffer.text == "ん𝄞")
        buffer.clear()
        #expect(buffer.text.isEmpty && buffer.caret == 0)
    }

    @Test("R-TX4: nonsense from an input method is clamped, and malformed text becomes U+FFFD")
    func malformed() {
        var buffer = X11PreeditBuffer()
        buffer.draw(first: 40, length: -3, replacement: Array("a".unicodeScalars), caret: 99)
        #expect(buffer.text == "a" && buffer.caret == 1)
        buffer.draw(first: -5, length: 1000, replacement: nil, caret: -1)
        #expect(buffer.text.isEmpty && buffer.caret == 0)
        let bytes: [UInt8] = [0x61, 0xFF, 0xC3]
        let decoded = bytes.withUnsafeBufferPointer { X11PreeditBuffer.decode(utf8: $0) }
        #expect(String(String.UnicodeScalarView(decoded)) == "a\u{FFFD}\u{FFFD}")
        let wide: [Int32] = [0x41, 0xD800, -1, 0x1F600]
        let scalars = wide.withUnsafeBufferPointer { X11PreeditBuffer.decode(wide: $0) }
        #expect(String(String.UnicodeScalarView(scalars)) == "A\u{FFFD}\u{FFFD}😀")
    }
}
