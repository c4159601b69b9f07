import Foundation
import Testing
@testable import XResponder

@Suite("Uniform types: UTType and MobileCoreServices' constants (R-DT2)")
@MainActor
struct UTTypeTests {
    @Test("R-DT2 UTType: identifiers, conformance, extensions and MIME types as UniformTypeIdentifiers gives them; an app's declared type conforms to its parent")
    func types() {
        #expect(UTType.json.identifier == "public.json" && UTType.json.conforms(to: .text) && UTType.json.conforms(to: .data))
        #expect(UTType.png.conforms(to: .image) && !UTType.png.conforms(to: .text) && UTType.png.conforms(to: .item))
        #expect(UTType.utf8PlainText.isSubtype(of: .plainText) && UTType.text.isSupertype(of: .plainText))
        #expect(UTType(filenameExtension: "JPG") == .jpeg && UTType(filenameExtension: "json") == .json)
        #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil && UTType(filenameExtension: "xyz") == nil)
        #expect(UTType(mimeType: "application/json; charset=utf-8") == .json && UTType.pdf.preferredMIMEType == "application/pdf")
        #expect(UTType.png.preferredFilenameExtension == "png" && UTType("") == nil)
        let note = UTType(exportedAs: "com.example.note", conformingTo: .json)
        #expect(note.conforms(to: .text) && !note.conforms(to: .image) && UTType("com.example.note") == note)
        #expect(UTType.json.isDeclared && !note.isDeclared && note.description == "com.example.note")
        #expect(kUTTypePlainText as String == UTType.plainText.identifier && String(kUTTypeImage) == "public.image")
    }

    @Test("R-DT2 NSItemProvider's UTType spellings register and load by type; registeredContentTypes(conformingTo:)")
    func itemProvider() {
        let h = Harness()
        _ = h
        let provider = NSItemProvider()
        let json = Data("[1]".utf8)
        provider.registerDataRepresentation(for: .json) { completion in
            completion(json, nil)
            return nil
        }
        #expect(provider.registeredContentTypes == [.json] && provider.registeredContentTypes(conformingTo: .text) == [.json])
        var loaded: Data?
        provider.loadDataRepresentation(for: .text) { data, _ in loaded = data }
        h.input.advance(by: 0.01)
        #expect(loaded == json)
    }
}
