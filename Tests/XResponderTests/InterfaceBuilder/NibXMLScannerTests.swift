import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import XResponder

/// The storyboard reader's XML scanner (R-IB1, R-IB5): the tree libxml2 (through XMLParser)
/// reads from the same files, and a clear refusal of what is not the XML Xcode writes.
@Suite("Interface Builder XML scanner (R-IB1, R-IB5)")
struct NibXMLScannerTests {
    /// A tree as text: each element's name, line, sorted attributes and kept text, indented.
    static func dump(_ element: NibElement, depth: Int = 0) -> String {
        let attributes = element.attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        var text = String(repeating: " ", count: depth) + "\(element.name)@\(element.line) [\(attributes)] \(element.text.debugDescription)\n"
        for child in element.children { text += dump(child, depth: depth + 1) }
        return text
    }

    /// The same tree read by Foundation's XMLParser.
    final class Reference: NSObject, XMLParserDelegate {
        var root: NibElement?
        var open: [NibElement] = []
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            let element = NibElement(name: elementName, attributes: attributeDict, line: parser.lineNumber)
            if let parent = open.last { parent.appendChild(element) } else { root = element }
            open.append(element)
        }
        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            _ = open.popLast()
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let element = open.last, element.name == "string" || element.name == "mutableString" { element.appendText(string) }
        }
        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            if let element = open.last, element.name == "string" || element.name == "mutableString" {
                element.appendText(String(decoding: CDATABlock, as: UTF8.self))
            }
        }
        static func read(_ text: String) -> NibElement? {
            let parser = XMLParser(data: Data(text.utf8))
            let reference = Reference()
            parser.delegate = reference
            return parser.parse() ? reference.root : nil
        }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var files: [String] {
        get throws {
            let paths = ["Tests/UIKitScreens/Storyboards/Base.lproj/Tally.storyboard", "Sources/xdemo/Storyboards/Base.lproj/Shelf.storyboard",
                         "Tests/PortingToolTests/Fixtures/TallyCounter/Tally Counter/Base.lproj/Main.storyboard",
                         "Tests/PortingToolTests/Fixtures/TallyCounter/Tally Counter/Base.lproj/LaunchScreen.storyboard"]
            let special = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <!DOCTYPE document>
            <!-- a comment with <tags> & such -->
            <document type="x">
                <label text="A &amp; B &lt;c&gt; &quot;d&quot; &apos;e&apos; &#10;f&#x263A;" single='it"s' multi="one two	three" id="l"/>
                <textView id="t"><string key="text">Line one
            Line &amp; two<![CDATA[ <raw> & ]]>end</string><mutableString key="m">ünï</mutableString></textView>
                <?instruction ignored?>
            </document>
            """
            return try paths.map { try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) } + [special]
        }
    }

    @Test("R-IB1 the scanner reads Xcode's files to the tree XMLParser reads: names, lines, attributes with entities and normalized space, kept text")
    func sameTreeAsXMLParser() throws {
        for text in try Self.files {
            let reference = try #require(Reference.read(text))
            let scanned = try NibXMLScanner.read(Data(text.utf8)).get()
            #expect(Self.dump(scanned) == Self.dump(reference))
        }
    }

    @Test("R-IB5 what is not Xcode's XML is refused with its line: mismatched and missing tags, entities, DOCTYPE subsets, quotes, second roots, truncations")
    func refusals() throws {
        let cases: [(String, String)] = [
            ("<a>\n<b></a>", "</a> closes <b> (line 2)"),
            ("<a>\n<b/>", "the file ends inside <a> (line 1): truncated"),
            ("<a t=\"&nbsp;\"/>", "an unknown entity &nbsp;"),
            ("<!DOCTYPE a [<!ENTITY x \"y\">]><a/>", "a DOCTYPE with an internal subset is not read"),
            ("<a t=x/>", "an attribute value without quotes"),
            ("<a/><b/>", "a second root element <b>"),
            ("<a t=\"1\" u/>", "attribute u of <a> has no value"),
            ("junk<a/>", "text before the root element"),
            ("<a/>junk", "text after the root element"),
            ("<a t=\"&#xFFFFFFF;\"/>", "a character reference &#xFFFFFFF; to no character"),
            ("<a>\n\n<!-- never closed", "the file ends inside a comment: truncated"),
            ("", "no root element"),
        ]
        for (text, message) in cases {
            switch NibXMLScanner.read(Data(text.utf8)) {
            case .success: Issue.record("read: \(text)")
            case .failure(let failure): #expect(failure.message == message, "\(text)")
            }
        }
        #expect((try? NibXMLScanner.read(Data("<a>\n<b></a>".utf8)).get()) == nil)
        if case .failure(let failure) = NibXMLScanner.read(Data("<a>\n<b></a>".utf8)) { #expect(failure.line == 2) }
        // Literal line breaks and tabs in an attribute read as spaces; the element's line is where
        // its tag starts (libxml2 says where it ends).
        let multiline = try NibXMLScanner.read(Data("<a>\n<b t=\"one\ntwo\tthree\"\n/></a>".utf8)).get()
        #expect(multiline.children.first?["t"] == "one two three" && multiline.children.first?.line == 2)
        // A UTF-16 file with its byte-order mark reads as the UTF-8 one.
        var utf16 = Data([0xFF, 0xFE])
        utf16.append("<a t=\"é\"/>".data(using: .utf16LittleEndian)!)
        #expect((try NibXMLScanner.read(utf16).get())["t"] == "é")
        // Every truncation of a real file is read or refused, never a crash.
        let tally = try Self.files[0]
        for cut in stride(from: 0, to: tally.utf8.count, by: 97) {
            _ = NibXMLScanner.read(Data(tally.utf8.prefix(cut)))
        }
    }
}
