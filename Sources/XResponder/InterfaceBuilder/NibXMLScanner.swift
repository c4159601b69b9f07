import Foundation

/// Reads the XML Xcode writes for storyboards and nibs into `NibElement`s, byte by byte (R-IB1).
///
/// Foundation's `XMLParser` costs a callback and several string conversions per element and
/// attribute: a 1 MB storyboard took 26 ms with no work done in the callbacks, past the 20 ms the
/// issue sets for the whole read. Xcode's files use a small part of XML — elements, attributes in
/// double or single quotes, the five named entities and character references, comments, a
/// declaration, CDATA in long texts — and that part is read here, strictly: a DOCTYPE's internal
/// subset, an unknown entity, a mismatched or missing end tag, an unquoted attribute, a second root
/// or a file ending inside an element is refused with its line, never guessed at. External entities
/// are never read. Elements nest no deeper than `NibXMLReader.maximumDepth`.
struct NibXMLScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var line = 1
    private var open: [NibElement] = []
    private var root: NibElement?

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The root element of `data`, or why it could not be read.
    static func read(_ data: Data) -> Result<NibElement, NibXMLReader.Failure> {
        var data = data
        // UTF-16 files (with a byte-order mark) are read as UTF-8; a UTF-8 mark is skipped.
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]), let text = String(data: data, encoding: .utf16) {
            data = Data(text.utf8)
        }
        return data.withUnsafeBytes { raw in
            var scanner = NibXMLScanner(bytes: raw.bindMemory(to: UInt8.self))
            if scanner.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.position = 3 }
            do {
                try scanner.scanDocument()
                guard let root = scanner.root else { return .failure(.init(line: scanner.line, message: "no root element")) }
                return .success(root)
            } catch let failure as NibXMLReader.Failure {
                return .failure(failure)
            } catch {
                return .failure(.init(line: scanner.line, message: "\(error)"))
            }
        }
    }

    private func fail(_ message: String) -> NibXMLReader.Failure { .init(line: line, message: message) }

    // MARK: Structure

    private mutating func scanDocument() throws {
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "<") {
                try scanMarkup()
            } else {
                try scanText()
            }
        }
        if let unclosed = open.last {
            throw fail("the file ends inside <\(unclosed.name)> (line \(unclosed.line)): truncated")
        }
    }

    /// What follows a `<`: a tag, an end tag, a comment, CDATA, a declaration or instruction
    /// (told apart by the next byte first: most markup is tags).
    private mutating func scanMarkup() throws {
        let next = position + 1 < bytes.count ? bytes[position + 1] : 0
        switch next {
        case UInt8(ascii: "/"):
            try scanEndTag()
        case UInt8(ascii: "?"):
            try skip(past: "?>", what: "a processing instruction")
        case UInt8(ascii: "!"):
            if matches("<!--") {
                try skip(past: "-->", what: "a comment")
            } else if matches("<![CDATA[") {
                position += 9
                let start = position
                try skip(past: "]]>", what: "a CDATA section")
                appendText(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position - 3]), as: UTF8.self))
            } else if matches("<!DOCTYPE") {
                // A document type with an internal subset could declare entities: refused.
                while position < bytes.count, bytes[position] != UInt8(ascii: ">") {
                    if bytes[position] == UInt8(ascii: "[") { throw fail("a DOCTYPE with an internal subset is not read") }
                    advance()
                }
                guard position < bytes.count else { throw fail("the file ends inside its DOCTYPE: truncated") }
                advance()
            } else {
                throw fail("a <! that starts no comment, CDATA or DOCTYPE")
            }
        default:
            try scanStartTag()
        }
    }

    private mutating func scanStartTag() throws {
        let startLine = line
        position += 1
        let name = try scanName()
        var attributes = NibAttributes()
        attributes.reserveCapacity(8)
        while true {
            skipSpace()
            guard position < bytes.count else { throw fail("the file ends inside the tag <\(name)>: truncated") }
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                try begin(NibElement(name: name, attributes: attributes, line: startLine), closed: false)
                return
            }
            if byte == UInt8(ascii: "/") {
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else { throw fail("a stray / in the tag <\(name)>") }
                position += 2
                try begin(NibElement(name: name, attributes: attributes, line: startLine), closed: true)
                return
            }
            let attribute = try scanName()
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { throw fail("attribute \(attribute) of <\(name)> has no value") }
            position += 1
            skipSpace()
            attributes[attribute] = try scanQuoted()
        }
    }

    private mutating func begin(_ element: NibElement, closed: Bool) throws {
        guard open.count < NibXMLReader.maximumDepth else { throw fail("elements nest deeper than \(NibXMLReader.maximumDepth) levels") }
        if let parent = open.last {
            parent.appendChild(element)
        } else {
            guard root == nil else { throw fail("a second root element <\(element.name)>") }
            root = element
        }
        if !closed { open.append(element) }
    }

    private mutating func scanEndTag() throws {
        position += 2
        let name = try scanName()
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else { throw fail("the end tag </\(name)> is not closed") }
        position += 1
        guard let element = open.popLast() else { throw fail("</\(name)> closes nothing") }
        guard element.name == name else { throw fail("</\(name)> closes <\(element.name)> (line \(element.line))") }
    }

    /// Character data: kept for the elements whose text is read (`<string>`, `<mutableString>`);
    /// outside the root only white space may stand.
    private mutating func scanText() throws {
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "<") { advance() }
        guard let element = open.last else {
            let stray = bytes[start..<position].contains { !Self.isSpace($0) }
            if stray { throw fail(root == nil ? "text before the root element" : "text after the root element") }
            return
        }
        guard element.name == "string" || element.name == "mutableString" else { return }
        appendText(try decoded(start..<position, normalizeSpace: false))
    }

    private mutating func appendText(_ text: String) {
        guard let element = open.last, element.name == "string" || element.name == "mutableString" else { return }
        element.appendText(text)
    }

    // MARK: Tokens

    private mutating func scanName() throws -> String {
        let start = position
        var hash: UInt32 = 2_166_136_261
        while position < bytes.count, Self.isNameByte(bytes[position]) {
            hash = (hash ^ UInt32(bytes[position])) &* 16_777_619
            position += 1
        }
        guard position > start else {
            throw position < bytes.count ? fail("a name was expected") : fail("the file ends inside a tag: truncated")
        }
        return interned(UnsafeBufferPointer(rebasing: bytes[start..<position]), hash: hash)
    }

    /// Element and attribute names repeat thousands of times in a file, and the long ones
    /// (`translatesAutoresizingMaskIntoConstraints`) would each be a new allocation: a name seen
    /// before is the same string again. A small table by the name's FNV-1a hash; a collision only
    /// costs a new string.
    private var names = [String?](repeating: nil, count: 1024)

    private mutating func interned(_ slice: UnsafeBufferPointer<UInt8>, hash: UInt32) -> String {
        let slot = Int(hash & 1023)
        if let known = names[slot], known.utf8.count == slice.count, known.utf8.elementsEqual(slice) { return known }
        let name = String(decoding: slice, as: UTF8.self)
        names[slot] = name
        return name
    }

    private mutating func scanQuoted() throws -> String {
        guard position < bytes.count else { throw fail("the file ends inside a tag: truncated") }
        let quote = bytes[position]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { throw fail("an attribute value without quotes") }
        position += 1
        let start = position
        while position < bytes.count, bytes[position] != quote {
            if bytes[position] == UInt8(ascii: "<") { throw fail("a < inside an attribute value") }
            advance()
        }
        guard position < bytes.count else { throw fail("the file ends inside an attribute value: truncated") }
        let value = try decoded(start..<position, normalizeSpace: true)
        position += 1
        return value
    }

    /// The text of `range` with entities and character references replaced; in attribute values,
    /// literal tabs and line breaks read as spaces, as XML normalizes them (`&#10;` stays a break).
    private func decoded(_ range: Range<Int>, normalizeSpace: Bool) throws -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        guard slice.contains(UInt8(ascii: "&")) || (normalizeSpace && slice.contains(where: { $0 == 9 || $0 == 10 || $0 == 13 })) else {
            return String(decoding: slice, as: UTF8.self)
        }
        var out: [UInt8] = []
        out.reserveCapacity(slice.count)
        var index = slice.startIndex
        while index < slice.endIndex {
            let byte = slice[index]
            if byte != UInt8(ascii: "&") {
                out.append(normalizeSpace && (byte == 9 || byte == 10 || byte == 13) ? 32 : byte)
                index += 1
                continue
            }
            guard let semicolon = slice[index...].firstIndex(of: UInt8(ascii: ";")), semicolon - index <= 12 else {
                throw fail("an & that starts no entity")
            }
            let name = String(decoding: UnsafeBufferPointer(rebasing: slice[(index + 1)..<semicolon]), as: UTF8.self)
            let scalar: Unicode.Scalar?
            switch name {
            case "lt": scalar = "<"
            case "gt": scalar = ">"
            case "amp": scalar = "&"
            case "quot": scalar = "\""
            case "apos": scalar = "'"
            default:
                if name.hasPrefix("#x") { scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) }
                else if name.hasPrefix("#") { scalar = UInt32(name.dropFirst(1)).flatMap(Unicode.Scalar.init) }
                else { throw fail("an unknown entity &\(name);") }
            }
            guard let scalar else { throw fail("a character reference &\(name); to no character") }
            out.append(contentsOf: Array(String(Character(scalar)).utf8))
            index = semicolon + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: Bytes

    private func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { expected in
            for offset in 0..<count where bytes[position + offset] != expected[offset] { return false }
            return true
        }
    }

    /// Moves past the next `terminator`; the file ending first is a truncation.
    private mutating func skip(past terminator: StaticString, what: String) throws {
        let first = terminator.withUTF8Buffer { $0[0] }
        while position < bytes.count {
            if bytes[position] == first, matches(terminator) {
                position += terminator.utf8CodeUnitCount
                return
            }
            advance()
        }
        throw fail("the file ends inside \(what): truncated")
    }

    private mutating func advance() {
        if bytes[position] == 10 { line += 1 }
        position += 1
    }

    private mutating func skipSpace() {
        while position < bytes.count, Self.isSpace(bytes[position]) { advance() }
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }

    /// Letters, digits, `_ - . :` and any byte of a multi-byte UTF-8 character.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }
}
