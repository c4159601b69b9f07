import Foundation
import Testing
@testable import xrport

/// A member an iOS app declares in an `@objc extension` of its own class and overrides in a
/// subclass (Core Data by Tutorials' UnCloudNotes: the image cell overrides the note cell's
/// `updateNoteInfo(note:)`) moves into the class's body, where Linux Swift can override it.
@Suite("xrport: members a subclass overrides leave their extension (R-AS5)")
struct OverriddenExtensionMemberTests {
    static let noteCell = """
    import UIKit

    class NoteCell: UITableViewCell {
        var title: String? {
            didSet { update(title: title ?? "") }
        }
    }

    // MARK: - Internal
    @objc extension NoteCell {
        func update(title: String) {
            textLabel?.text = title
        }

        func update(_ title: String) {}

        var badge: String { "" }
    }
    """

    static let imageCell = """
    import UIKit

    class ImageCell: NoteCell {
        override func update(title: String) {
            super.update(title: title)
            imageView?.image = nil
        }
    }

    class CaptionCell: ImageCell {}

    extension CaptionCell {
        override var badge: String { "caption" }
    }
    """

    @Test("R-AS5: an extension's method and property that subclasses override move into the class body, with a note; an overload with other labels stays, and the port compiles")
    func overriddenMembersMove() throws {
        let result = UIKitPorter.port(sources: [(path: "NoteCell.swift", text: Self.noteCell), (path: "ImageCell.swift", text: Self.imageCell)])
        let note = try #require(result.outputs.first { $0.path == "NoteCell.swift" }).text
        let body = try #require(note.components(separatedBy: "// MARK: - Internal").first)
        #expect(body.contains("func update(title: String) {") && body.contains("var badge: String"), "\(note)")
        #expect(body.contains("// Moved here by xrport from an extension: a subclass overrides it"), "\(note)")
        #expect(!body.contains("func update(_ title: String)"), "not overridden: stays in the extension\n\(note)")
        let moved = result.notes.filter { $0.message.contains("overrides it") }
        #expect(moved.count == 2 && moved.allSatisfy { $0.kind == .rewritten && $0.file == "NoteCell.swift" }, "\(result.notes)")
        #expect(moved.contains { $0.line == 11 && $0.message.contains("ImageCell overrides it") }, "\(moved)")
        #expect(moved.contains { $0.line == 17 && $0.message.contains("CaptionCell overrides it") }, "\(moved)")

        let build = try buildPortedFiles(result.outputs, module: "PortedCells")
        #expect(build.status == 0, "\(build.text)")
    }

    @Test("R-AS5: a member no subclass overrides, or one a class in between redeclares in its body, is left in its extension")
    func othersStay() {
        let base = "import UIKit\nclass Base: UIView {}\nextension Base {\n    func refresh() {}\n    func reload() {}\n}\n"
        let middle = "import UIKit\nclass Middle: Base {\n    override func refresh() {}\n}\nclass Leaf: Middle {\n    override func refresh() {}\n}\n"
        let result = UIKitPorter.port(sources: [(path: "Base.swift", text: base), (path: "Middle.swift", text: middle)])
        let ported = result.outputs.first { $0.path == "Base.swift" }?.text ?? ""
        #expect(ported.contains("class Base: UIView {\n\n    // Moved here by xrport"), "Middle overrides refresh()\n\(ported)")
        #expect(ported.contains("extension Base {\n    func reload() {}\n}"), "\(ported)")
        #expect(result.notes.filter { $0.message.contains("overrides it") }.map(\.message).allSatisfy { $0.contains("Middle overrides it") })
    }
}
