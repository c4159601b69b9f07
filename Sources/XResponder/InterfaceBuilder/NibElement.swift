import Foundation

/// One element of an Interface Builder file (`.storyboard`, `.xib`) as Xcode writes it: a name,
/// its attributes, its children and the line it starts on, for messages. Read once per file and
/// never changed after, so one parsed file serves every instantiation from any thread.
final class NibElement: @unchecked Sendable {
    let name: String
    /// Changed only while the file is read (its localization, NibElement+Localization).
    fileprivate(set) var attributes: NibAttributes
    let line: Int
    fileprivate(set) var children: [NibElement] = []
    /// Character data of `<string>` and `<mutableString>` elements (long texts, text views).
    fileprivate(set) var text = ""

    init(name: String, attributes: NibAttributes, line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    convenience init(name: String, attributes: [String: String], line: Int) {
        self.init(name: name, attributes: NibAttributes(attributes), line: line)
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    var id: String? { attributes["id"] }

    /// Adds a child, while the file is read.
    func appendChild(_ child: NibElement) { children.append(child) }

    /// Adds character data, while the file is read.
    func appendText(_ more: String) { text += more }

    /// The first child named `name`.
    func child(_ name: String) -> NibElement? { children.first { $0.name == name } }

    /// The children named `name`.
    func children(_ name: String) -> [NibElement] { children.filter { $0.name == name } }

    /// The child with `key="key"` (Xcode's way of saying which property a child element sets:
    /// `<rect key="frame" …/>`, `<color key="backgroundColor" …/>`), optionally of one element name.
    func keyed(_ key: String, _ name: String? = nil) -> NibElement? {
        children.first { $0.attributes["key"] == key && (name == nil || $0.name == name) }
    }

    /// The children of the child named `container` (`<subviews>`, `<constraints>`, `<connections>`).
    func contents(of container: String) -> [NibElement] { child(container)?.children ?? [] }

    /// A Boolean attribute as Xcode writes it (`YES`/`NO`).
    func flag(_ attribute: String) -> Bool? {
        switch attributes[attribute] {
        case "YES": return true
        case "NO": return false
        default: return nil
        }
    }

    /// A number attribute; nil when absent or not a number.
    func number(_ attribute: String) -> CGFloat? {
        attributes[attribute].flatMap(Double.init).map { CGFloat($0) }
    }

    /// Localizes this element's `property` (a `.strings` key's part after the object's id) to
    /// `text`, as Xcode's compiled storyboards hold it: `text`, `title`, `placeholder` and other
    /// attributes; a state's title (`normalTitle`); a button configuration's (`configuration.title`);
    /// a segment's (`segmentTitles[1]`); long text kept as a child (`<string key="text">`).
    /// Answers whether the property was found.
    func localize(_ property: String, to text: String) -> Bool {
        for state in ["normal", "highlighted", "selected", "disabled"] where property == "\(state)Title" {
            guard let element = children.first(where: { $0.name == "state" && $0.attributes["key"] == state }) else { return false }
            element.attributes["title"] = text
            return true
        }
        if property.hasPrefix("configuration."), let configuration = keyed("configuration") {
            return configuration.localize(String(property.dropFirst("configuration.".count)), to: text)
        }
        if property.hasPrefix("segmentTitles["), let index = Int(property.dropFirst(14).prefix { $0.isNumber }) {
            let segments = contents(of: "segments")
            guard segments.indices.contains(index) else { return false }
            segments[index].attributes["title"] = text
            return true
        }
        if let long = children.first(where: { ($0.name == "string" || $0.name == "mutableString") && $0.attributes["key"] == property }) {
            long.text = text
            return true
        }
        guard attributes[property] != nil || ["text", "title", "placeholder", "prompt", "headerTitle", "footerTitle"].contains(property) else { return false }
        attributes[property] = text
        return true
    }

    /// Every element below this one, this one first, without recursion (files can be deep).
    func descendants() -> [NibElement] {
        var found: [NibElement] = []
        var pending = [self]
        while let element = pending.popLast() {
            found.append(element)
            pending.append(contentsOf: element.children.reversed())
        }
        return found
    }
}

/// Reads an Interface Builder file's XML into `NibElement`s (NibXMLScanner). Elements nest no
/// deeper than `maximumDepth`: Xcode's files nest a few dozen levels, and what is built from them
/// is built recursively.
enum NibXMLReader {
    static let maximumDepth = 160

    struct Failure: Error, CustomStringConvertible {
        let line: Int
        let message: String
        var description: String { "line \(line): \(message)" }
    }

    /// The root element of `data`, or why it could not be read.
    static func read(_ data: Data) -> Result<NibElement, Failure> { NibXMLScanner.read(data) }
}
