import Foundation
import Testing
@testable import XResponder

/// The app's own fonts (R-IB5): `UIAppFonts` files are added to fontconfig for the process.
@Suite("App fonts (R-IB5)")
@MainActor
struct AppFontsTests {
    /// A copy of DejaVu Sans whose names say "XRTest Sans" (`XRTestSans` as its PostScript name):
    /// a font no system has, made by rewriting the name table's strings in place (same lengths).
    static func uniqueFont(at url: URL) throws -> Bool {
        guard var bytes = FileManager.default.contents(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf").map([UInt8].init) else { return false }
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        let tables = u16(4)
        guard let record = (0..<tables).map({ 12 + $0 * 16 }).first(where: { String(decoding: bytes[$0..<$0 + 4], as: UTF8.self) == "name" }) else { return false }
        let name = u32(record + 8)
        let count = u16(name + 2), strings = name + u16(name + 4)
        for index in 0..<count {
            let entry = name + 6 + index * 12
            let platform = u16(entry), length = u16(entry + 8), start = strings + u16(entry + 10)
            let wide = platform == 0 || platform == 3
            let old = wide ? String(decoding: stride(from: start, to: start + length, by: 2).map { UInt16(u16($0)) }, as: UTF16.self)
                           : String(decoding: bytes[start..<start + length], as: UTF8.self)
            let new = old.replacingOccurrences(of: "DejaVu Sans", with: "XRTest Sans").replacingOccurrences(of: "DejaVuSans", with: "XRTestSans")
            guard new != old, new.utf16.count == old.utf16.count else { continue }
            let encoded: [UInt8] = wide ? new.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } : Array(new.utf8)
            guard encoded.count == length else { continue }
            bytes.replaceSubrange(start..<start + length, with: encoded)
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return true
    }

    @Test("R-IB5 UIAppFonts: listed files are added for the process and found by family and PostScript name; a missing one is reported")
    func appFonts() throws {
        #expect(UIFont(name: "XRTest Sans", size: 14) == nil, "no system has it")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xr-fonts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard try Self.uniqueFont(at: folder.appendingPathComponent("Fonts/XRTestSans.ttf")) else {
            Issue.record("DejaVu Sans, which the Makefile installs, is missing")
            return
        }
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("Broken.ttf"))
        let added = AppFonts.register(["Fonts/XRTestSans.ttf", "Missing.otf", "Broken.ttf"], in: [folder])
        #expect(added == [folder.appendingPathComponent("Fonts/XRTestSans.ttf").path])
        #expect(UIFont.familyNames.contains("XRTest Sans"))
        let font = try #require(UIFont(name: "XRTestSans-Bold", size: 14))
        #expect(font.familyName == "XRTest Sans" && font.weight == .bold)
        // Xcode copies fonts flat: a listed path is also found by its file name.
        #expect(AppFonts.find("Resources/Fonts/XRTestSans.ttf", in: [folder.appendingPathComponent("Fonts")]) != nil)
    }
}
