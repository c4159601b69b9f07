import Foundation

/// An input method's preedit text as XIM's draw callbacks edit it (XIM §13.5.6.4): each draw
/// replaces `length` characters at `first` with new text (none: a deletion) and moves the caret.
/// Kept as Unicode scalars, since XIM counts characters, not bytes.
struct X11PreeditBuffer: Equatable {
    private(set) var scalars: [Unicode.Scalar] = []
    private(set) var caret = 0

    var text: String { String(String.UnicodeScalarView(scalars)) }
    /// The caret as a UTF-16 offset into `text`, for `UITextInput`.
    var caretUTF16: Int { scalars.prefix(caret).reduce(0) { $0 + UTF16.width($1) } }

    /// Applies one draw. Out-of-range numbers from a misbehaving input method are clamped, never a
    /// crash.
    mutating func draw(first: Int, length: Int, replacement: [Unicode.Scalar]?, caret newCaret: Int) {
        let start = min(max(0, first), scalars.count)
        let end = min(max(start, start + max(0, length)), scalars.count)
        scalars.replaceSubrange(start..<end, with: replacement ?? [])
        caret = min(max(0, newCaret), scalars.count)
    }

    mutating func moveCaret(to position: Int) { caret = min(max(0, position), scalars.count) }

    mutating func clear() {
        scalars = []
        caret = 0
    }

    /// Multibyte XIM text is in the locale's encoding, which XResponder makes UTF-8; invalid bytes
    /// become U+FFFD.
    static func decode(utf8 bytes: UnsafeBufferPointer<UInt8>) -> [Unicode.Scalar] {
        Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
    }

    /// Wide-character XIM text is UTF-32 on Linux (`wchar_t`); values that are no scalar become U+FFFD.
    static func decode(wide values: UnsafeBufferPointer<Int32>) -> [Unicode.Scalar] {
        values.map { Unicode.Scalar(UInt32(bitPattern: $0)) ?? "\u{FFFD}" }
    }
}
