import Foundation
import Testing
@testable import XResponder

/// `UIImage(named:)` as UIKit's (issue #46): callable from any thread, finding images in a SwiftPM
/// target's resource bundle (`Bundle.module`), and `UIImage(named:in:compatibleWith:)`.
@Suite("UIImage(named:) from any thread and from resource bundles (issue #46)", .serialized, .tearsDownTestTrees)
@MainActor
struct ImageNamedTests {
    /// A resource bundle as SwiftPM lays one out on Linux (`<Package>_<Target>.resources`) holding
    /// `dot.png` (2×2 pixels) and `dot@2x.png` (4×4).
    static func makeBundleFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("XResponderTests-\(UUID().uuidString)/App_App.resources")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, side) in [("dot.png", 2), ("dot@2x.png", 4)] {
            // The renderer draws at the screen's scale, 1 without a display.
            let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: side, height: side))
            }
            try image.writePNG(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// Loads off the main actor: compiles only if `UIImage(named:in:compatibleWith:)` is nonisolated.
    nonisolated static func loadElsewhere(_ path: String) -> CGSize? {
        UIImage(named: "dot", in: Bundle(path: path), compatibleWith: nil)?.size
    }

    @Test("UIImage(named:in:compatibleWith:) finds a bundle's image, the @2x file for a display scale of 2")
    func fromABundle() throws {
        let folder = try Self.makeBundleFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let bundle = try #require(Bundle(path: folder.path))
        let one = try #require(UIImage(named: "dot", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(one.scale == 1 && one.size == CGSize(width: 2, height: 2))
        let two = try #require(UIImage(named: "dot.png", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(two.scale == 2 && two.pixelWidth == 4 && two.size == CGSize(width: 2, height: 2))
        #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)
    }

    @Test("UIImage(named:) runs off the main actor, as in UIKit")
    func offTheMainActor() async throws {
        let folder = try Self.makeBundleFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let path = folder.path
        let size = await Task.detached { Self.loadElsewhere(path) }.value
        #expect(size == CGSize(width: 2, height: 2))
    }

    @Test("the folders UIImage(named:) searches include the SwiftPM resource bundles beside the executable")
    func searchesResourceBundlesBesideTheExecutable() throws {
        // A folder laid out as beside an installed program: two bundles and a file.
        let folder = try Self.makeBundleFolder().deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let other = folder.appendingPathComponent("App_Other.resources")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("app"))
        let bundles = ImageFiles.resourceBundles(in: folder).map(\.lastPathComponent)
        #expect(bundles == ["App_App.resources", "App_Other.resources"], "\(bundles)")
        // Reached through a symbolic link, as `.build/debug` is (Linux Foundation lists nothing
        // in a link to a folder unless it is resolved first).
        let link = folder.deletingLastPathComponent().appendingPathComponent("link-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder)
        defer { try? FileManager.default.removeItem(at: link) }
        #expect(ImageFiles.resourceBundles(in: link).map(\.lastPathComponent) == bundles)
        // Those beside this test program, listed once at start, are searched after the main bundle
        // (all but other programs' bundles: R-IB5's test).
        let searched = ImageFiles.searchFolders.map(\.standardizedFileURL.path)
        for bundle in ImageFiles.bundlesBesideExecutable {
            #expect(searched.contains(bundle.standardizedFileURL.path), "\(searched)")
        }
        #expect(!ImageFiles.bundlesBesideExecutable.isEmpty, "the package's test bundles lie beside the test program")
    }
}
