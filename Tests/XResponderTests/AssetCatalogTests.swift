import CCairo
import Foundation
import Testing
@testable import XResponder

/// Asset catalogs read at run time, as Xcode writes them (R-IB4).
@Suite("Asset catalogs: image, colour and data sets read at run time (R-IB4)", .serialized, .tearsDownTestTrees)
@MainActor
struct AssetCatalogTests {
    /// A resource bundle holding `Assets.xcassets` written as Xcode writes one: groups, a namespace,
    /// image sets whose files are not named after the set, light and dark variants, colour sets in
    /// several colour spaces, a data set, and three broken sets.
    static func makeCatalog() throws -> (bundle: Bundle, catalog: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("XResponderAssets-\(UUID().uuidString)")
        let bundleFolder = root.appendingPathComponent("App_App.resources")
        let catalog = bundleFolder.appendingPathComponent("Assets.xcassets")
        func write(_ path: String, _ json: String) throws {
            let url = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try json.write(to: url, atomically: true, encoding: .utf8)
        }
        func png(_ path: String, side: Int, _ color: UIColor) throws {
            let url = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: side, height: side))
            }
            try image.writePNG(to: url)
        }
        let info = #""info" : { "author" : "xcode", "version" : 1 }"#
        try write("Contents.json", "{ \(info) }")
        // A group without a namespace, and sets whose files are named otherwise.
        try write("checkbox/Contents.json", "{ \(info) }")
        try write("checkbox/checked.imageset/Contents.json", """
            { "images" : [ { "filename" : "checked.png", "idiom" : "universal", "scale" : "1x" },
                           { "filename" : "checked@2x.png", "idiom" : "universal", "scale" : "2x" },
                           { "filename" : "checked@3x.png", "idiom" : "universal", "scale" : "3x" } ], \(info) }
            """)
        try png("checkbox/checked.imageset/checked.png", side: 2, .green)
        try png("checkbox/checked.imageset/checked@2x.png", side: 4, .green)
        try png("checkbox/checked.imageset/checked@3x.png", side: 6, .green)
        try write("checkbox/Uncheck.imageset/Contents.json", """
            { "images" : [ { "idiom" : "universal", "scale" : "1x" },
                           { "filename" : "default@3x.png", "idiom" : "universal", "scale" : "3x" } ], \(info) }
            """)
        try png("checkbox/Uncheck.imageset/default@3x.png", side: 9, .gray)
        // A namespace, and a template image.
        try write("Icons/Contents.json", #"{ "properties" : { "provides-namespace" : true }, \#(info) }"#)
        try write("Icons/add.imageset/Contents.json", """
            { "images" : [ { "filename" : "plus.png", "idiom" : "universal" } ],
              "properties" : { "template-rendering-intent" : "template" }, \(info) }
            """)
        try png("Icons/add.imageset/plus.png", side: 3, .black)
        // Light and dark.
        try write("Logo.imageset/Contents.json", """
            { "images" : [ { "filename" : "logo.png", "idiom" : "universal", "scale" : "1x" },
                           { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                             "filename" : "logo-dark.png", "idiom" : "universal", "scale" : "1x" } ], \(info) }
            """)
        try png("Logo.imageset/logo.png", side: 2, .red)
        try png("Logo.imageset/logo-dark.png", side: 2, .blue)
        // Colours: the 8-bit inspector's, with light and dark (from a public calculator's catalog).
        func color(_ components: String, space: String = "srgb", dark: Bool = false, light: Bool = false) -> String {
            let appearance = dark ? #""appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "#
                : light ? #""appearances" : [ { "appearance" : "luminosity", "value" : "light" } ], "# : ""
            return #"{ \#(appearance)"color" : { "color-space" : "\#(space)", "components" : { \#(components) } }, "idiom" : "universal" }"#
        }
        try write("BackgroundColor.colorset/Contents.json", """
            { "colors" : [ \(color(#""alpha" : "1.000", "blue" : "250", "green" : "247", "red" : "245""#)),
                           \(color(#""alpha" : "1.000", "blue" : "250", "green" : "247", "red" : "245""#, light: true)),
                           \(color(#""alpha" : "1.000", "blue" : "26", "green" : "24", "red" : "23""#, dark: true)) ], \(info) }
            """)
        try write("Accent.colorset/Contents.json", """
            { "colors" : [ \(color(#""alpha" : "0.500", "blue" : "0x80", "green" : "0.000", "red" : "1.000""#)) ], \(info) }
            """)
        try write("Paper.colorset/Contents.json", """
            { "colors" : [ \(color(#""alpha" : "1.000", "white" : "0.800""#, space: "gray-gamma-22")) ], \(info) }
            """)
        try write("Vivid.colorset/Contents.json", """
            { "colors" : [ \(color(#""alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "1.000""#, space: "display-p3")) ], \(info) }
            """)
        try write("Link.colorset/Contents.json", """
            { "colors" : [ { "color" : { "platform" : "ios", "reference" : "systemBlueColor" }, "idiom" : "universal" } ], \(info) }
            """)
        // Data.
        try write("Config.dataset/Contents.json", """
            { "data" : [ { "filename" : "config.json", "idiom" : "universal", "universal-type-identifier" : "public.json" } ], \(info) }
            """)
        try write("Config.dataset/config.json", #"{"level": 3}"#)
        // Broken: malformed JSON, a file named but missing, an unknown colour space.
        try write("Broken.colorset/Contents.json", #"{ "colors" : [ { "color" : "#)
        try write("Missing.imageset/Contents.json", #"{ "images" : [ { "filename" : "gone.png", "idiom" : "universal" } ] }"#)
        try write("Odd.colorset/Contents.json", """
            { "colors" : [ \(color(#""red" : "1.0", "green" : "0", "blue" : "0""#, space: "cmyk")) ] }
            """)
        AssetCatalogs.forget()
        return (try #require(Bundle(path: bundleFolder.path)), catalog)
    }

    static func remove(_ catalog: URL) {
        try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent().deletingLastPathComponent())
        AssetCatalogs.forget()
    }

    @Test("R-IB4: an image set is found by its set's name, not its files', at the screen's scale, else the next larger")
    func imageSetsByScale() throws {
        let (bundle, catalog) = try Self.makeCatalog()
        defer { Self.remove(catalog) }
        for (scale, pixels) in [(1, 2), (2, 4), (3, 6)] {
            let image = try #require(UIImage(named: "checked", in: bundle, compatibleWith: UITraitCollection(displayScale: CGFloat(scale))))
            #expect(image.scale == CGFloat(scale) && image.pixelWidth == pixels && image.size == CGSize(width: 2, height: 2))
        }
        // Only a 3x file (named "default@3x.png"): taken on a 1x screen at its own scale.
        let uncheck = try #require(UIImage(named: "Uncheck", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(uncheck.scale == 3 && uncheck.size == CGSize(width: 3, height: 3))
        #expect(UIImage(named: "default", in: bundle, compatibleWith: nil) == nil, "files inside a set are not images by their own names")
        #expect(UIImage(named: "nothing", in: bundle, compatibleWith: nil) == nil)
    }

    @Test("R-IB4: a namespace folder prefixes its sets' names; the template intent makes a template; dark variants in dark mode")
    func namespacesTemplatesAndAppearance() throws {
        let (bundle, catalog) = try Self.makeCatalog()
        defer { Self.remove(catalog) }
        let add = try #require(UIImage(named: "Icons/add", in: bundle, compatibleWith: nil))
        #expect(add.isTemplate && add.size == CGSize(width: 3, height: 3), "a single image for every scale")
        #expect(UIImage(named: "add", in: bundle, compatibleWith: nil) == nil)
        let light = try #require(UIImage(named: "Logo", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .light)))
        let dark = try #require(UIImage(named: "Logo", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(rgba(light, 0, 0) == [255, 0, 0, 255] && rgba(dark, 0, 0) == [0, 0, 255, 255])
        #expect(!light.isTemplate)
    }

    @Test("R-IB4: colour sets in 8-bit, fractions, hexadecimal, grey and Display P3, and system references; a set with variants is dynamic")
    func colourSets() throws {
        let (bundle, catalog) = try Self.makeCatalog()
        defer { Self.remove(catalog) }
        let background = try #require(UIColor(named: "BackgroundColor", in: bundle, compatibleWith: nil))
        let light = background.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = background.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(light == UIColor(red: 245 / 255, green: 247 / 255, blue: 250 / 255, alpha: 1))
        #expect(dark == UIColor(red: 23 / 255, green: 24 / 255, blue: 26 / 255, alpha: 1))
        let forDark = try #require(UIColor(named: "BackgroundColor", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(forDark == dark, "resolved for the collection given")
        let accent = try #require(UIColor(named: "Accent", in: bundle, compatibleWith: nil))
        #expect(accent == UIColor(red: 1, green: 0, blue: 128 / 255, alpha: 0.5))
        #expect(UIColor(named: "Paper", in: bundle, compatibleWith: nil) == UIColor(white: 0.8, alpha: 1))
        let vivid = try #require(UIColor(named: "Vivid", in: bundle, compatibleWith: nil))
        #expect(vivid.red > 1 && vivid.green < 0, "P3's red lies outside sRGB: extended components, as UIKit's")
        let link = try #require(UIColor(named: "Link", in: bundle, compatibleWith: nil))
        #expect(link.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(UIColor(named: "Nope", in: bundle, compatibleWith: nil) == nil)
    }

    @Test("R-IB4: a data set gives its file's data and type")
    func dataSets() throws {
        let (bundle, catalog) = try Self.makeCatalog()
        defer { Self.remove(catalog) }
        let asset = try #require(NSDataAsset(name: "Config", bundle: bundle))
        #expect(asset.name == "Config" && asset.typeIdentifier == "public.json")
        #expect(String(decoding: asset.data, as: UTF8.self) == #"{"level": 3}"#)
        #expect(NSDataAsset(name: "checked", bundle: bundle) == nil, "an image set is not data")
    }

    @Test("R-IB4: a malformed Contents.json, a missing file and an unknown colour space are each reported with the path; the rest loads")
    func brokenSetsAreReported() throws {
        let (_, catalog) = try Self.makeCatalog()
        defer { Self.remove(catalog) }
        let read = AssetCatalog(url: catalog)
        // Sets are read when asked for: indexing lists folders and finds nothing wrong yet.
        #expect(read.imageSet(named: "checked") != nil)
        #expect(read.colorSet(named: "Broken") == nil && read.imageSet(named: "Missing")?.entries.isEmpty == true)
        #expect(read.problems.count == 3, "\(read.problems)")
        #expect(read.problems.contains { $0.hasPrefix(catalog.appendingPathComponent("Broken.colorset/Contents.json").path) && $0.contains("not a catalog's Contents.json") })
        #expect(read.problems.contains { $0.hasSuffix("gone.png: named in Contents.json but missing") })
        #expect(read.problems.contains { $0.contains("Odd.colorset") && $0.contains("unknown colour space \"cmyk\"") })
        #expect(read.colors["Broken"] == nil && read.images["Missing"]?.entries.isEmpty == true)
        #expect(read.images.keys.sorted() == ["Icons/add", "Logo", "Missing", "Uncheck", "checked"])
        #expect(read.colors.count == 6)
    }

    @Test("R-IB4: random bytes in every Contents.json never crash the reader")
    func fuzzedContents() throws {
        let (_, catalog) = try Self.makeCatalog()
        defer { Self.remove(catalog) }
        let files = FileManager.default.enumerator(atPath: catalog.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix("Contents.json") }
        var generator = SystemRandomNumberGenerator()
        for round in 0..<20 {
            for file in files {
                let url = catalog.appendingPathComponent(file)
                var bytes = try Data(contentsOf: url)
                if round % 2 == 0 {
                    for _ in 0..<4 where !bytes.isEmpty { bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
                } else {
                    bytes = Data((0..<Int.random(in: 0..<64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) })
                }
                try bytes.write(to: url)
            }
            _ = AssetCatalog(url: catalog)
        }
    }

    @Test("R-IB4: UIColor(named:) and UIImage(named:) from a catalog run off the main actor, as in UIKit")
    func offTheMainActor() async throws {
        let (bundle, catalog) = try Self.makeCatalog()
        defer { Self.remove(catalog) }
        let path = bundle.bundlePath
        let found = await Task.detached { () -> (Bool, Bool) in
            let bundle = Bundle(path: path)
            return (UIColor(named: "Accent", in: bundle, compatibleWith: nil) != nil,
                    UIImage(named: "checked", in: bundle, compatibleWith: nil) != nil)
        }.value
        #expect(found == (true, true))
    }

    @Test("R-IB4: UIImage(resource:) and UIColor(resource:), what generated asset symbols call; a set no catalog has gives an empty image and clear")
    func resources() throws {
        let (bundle, catalog) = try Self.makeCatalog()
        defer { Self.remove(catalog) }
        let checked = UIImage(resource: ImageResource(name: "checked", bundle: bundle))
        #expect(checked.size == CGSize(width: 2, height: 2))
        let background = UIColor(resource: ColorResource(name: "BackgroundColor", bundle: bundle))
        #expect(background.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(red: 23 / 255, green: 24 / 255, blue: 26 / 255, alpha: 1))
        #expect(UIImage(resource: ImageResource(name: "absent", bundle: bundle)).size == .zero)
        #expect(UIColor(resource: ColorResource(name: "absent", bundle: bundle)).alpha == 0)
    }

    @Test("R-IB4: a catalog in a resource bundle reached through a symbolic link (SwiftPM's .build/debug) is found")
    func throughASymbolicLink() throws {
        let (bundle, catalog) = try Self.makeCatalog()
        defer { Self.remove(catalog) }
        let root = catalog.deletingLastPathComponent().deletingLastPathComponent()
        let link = root.deletingLastPathComponent().appendingPathComponent("debug-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: root)
        defer { try? FileManager.default.removeItem(at: link) }
        _ = bundle
        let bundles = ImageFiles.resourceBundles(in: link)
        #expect(bundles.map(\.lastPathComponent) == ["App_App.resources"])
        #expect(bundles.first.flatMap { AssetCatalogs.catalogs(in: $0).first }?.images["checked"] != nil)
        // A project's layout kept by xrport: the catalog one folder down.
        let project = root.deletingLastPathComponent().appendingPathComponent("project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: project) }
        try FileManager.default.createSymbolicLink(at: project.appendingPathComponent("MyApp"), withDestinationURL: root.appendingPathComponent("App_App.resources"))
        #expect(AssetCatalogs.catalogs(in: project).first?.colors["Accent"] != nil)
    }

    @Test("R-IB4: a single PDF or SVG for every scale is drawn at the screen's scale, its size in points kept")
    func vectorImages() throws {
        let (bundle, catalog) = try Self.makeCatalog()
        defer { Self.remove(catalog) }
        // A 20 × 10 point PDF, red, written by Cairo's PDF surface; a 12 × 6 SVG, blue.
        for (set, file) in [("Badge.imageset", "badge.pdf"), ("Flag.imageset", "flag.svg")] {
            let folder = catalog.appendingPathComponent(set)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try """
                { "images" : [ { "filename" : "\(file)", "idiom" : "universal" } ],
                  "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "preserves-vector-representation" : true } }
                """.write(to: folder.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        }
        let pdf = cairo_pdf_surface_create(catalog.appendingPathComponent("Badge.imageset/badge.pdf").path, 20, 10)
        let cr = cairo_create(pdf)
        cairo_set_source_rgb(cr, 1, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_finish(pdf)
        cairo_surface_destroy(pdf)
        try #"<svg xmlns="http://www.w3.org/2000/svg" width="12" height="6"><rect width="12" height="6" fill="blue"/></svg>"#
            .write(to: catalog.appendingPathComponent("Flag.imageset/flag.svg"), atomically: true, encoding: .utf8)
        AssetCatalogs.forget()

        let badge = try #require(UIImage(named: "Badge", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(badge.scale == 2 && badge.size == CGSize(width: 20, height: 10) && badge.pixelWidth == 40)
        #expect(rgba(badge, 10, 5) == [255, 0, 0, 255])
        let flag = try #require(UIImage(named: "Flag", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(flag.scale == 3 && flag.size == CGSize(width: 12, height: 6) && flag.pixelHeight == 18)
        #expect(rgba(flag, 6, 3) == [0, 0, 255, 255])
    }

    @Test("R-IB4: the app icon is the set's smallest image of at least 128 pixels, as _NET_WM_ICON's squares of straight ARGB")
    func appIcon() throws {
        let (_, catalog) = try Self.makeCatalog()
        defer { Self.remove(catalog) }
        let folder = catalog.appendingPathComponent("AppIcon.appiconset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            { "images" : [ { "filename" : "small.png", "idiom" : "iphone", "scale" : "2x", "size" : "40x40" },
                           { "filename" : "mid.png", "idiom" : "iphone", "scale" : "3x", "size" : "60x60" },
                           { "filename" : "big.png", "idiom" : "ios-marketing", "scale" : "1x", "size" : "1024x1024" },
                           { "idiom" : "ipad", "scale" : "2x", "size" : "76x76" } ], "info" : { "author" : "xcode", "version" : 1 } }
            """.write(to: folder.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        for (file, side, color) in [("small.png", 80, UIColor.red), ("mid.png", 180, UIColor(red: 0, green: 1, blue: 0, alpha: 0.5)), ("big.png", 1024, UIColor.blue)] {
            let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: side, height: side))
            }
            try image.writePNG(to: folder.appendingPathComponent(file))
        }
        let read = AssetCatalog(url: catalog)
        #expect(read.appIcon(named: "AppIcon")?.map(\.pixels) == [1024, 180, 80])
        let icon = try #require(AppIcon.image(in: [read], named: "AppIcon"))
        #expect(icon.pixelWidth == 180)
        let cardinals = AppIcon.cardinals(of: icon, sides: [2, 4])
        #expect(cardinals.count == 2 + 4 + 2 + 16 && cardinals[0] == 2 && cardinals[1] == 2 && cardinals[6] == 4)
        // Half-transparent green, straight (not premultiplied) as _NET_WM_ICON holds it.
        let pixel = UInt32(cardinals[2])
        #expect(pixel >> 24 == 0x80 || pixel >> 24 == 0x7F, "\(String(pixel, radix: 16))")
        #expect((pixel >> 8) & 0xFF == 0xFF && pixel & 0xFF == 0 && (pixel >> 16) & 0xFF == 0)
        #expect(AppIcon.image(in: [read], named: "Nope") == nil)
    }

    @Test("R-IB4: an image view showing a catalog image with light and dark variants draws the one of its traits, and switches with them")
    func imageViewsFollowTheAppearance() throws {
        _ = Harness()
        let (bundle, catalog) = try Self.makeCatalog()
        defer { Self.remove(catalog) }
        let logo = try #require(UIImage(named: "Logo", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .light)))
        let asset = try #require(logo.imageAsset, "a set with a dark variant has an asset")
        #expect(rgba(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)), 0, 0) == [0, 0, 255, 255])
        #expect(UIImage(named: "checked", in: bundle, compatibleWith: nil)?.imageAsset == nil, "one appearance: nothing to switch")

        let view = UIImageView(image: logo)
        view.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        view.overrideUserInterfaceStyle = .light
        #expect(rgba(renderOverWhite(view), 1, 1) == [255, 0, 0, 255])
        view.overrideUserInterfaceStyle = .dark
        #expect(rgba(renderOverWhite(view), 1, 1) == [0, 0, 255, 255])

        // Images registered in code, as UIKit lets apps build an asset.
        let registered = UIImageAsset()
        registered.register(try #require(UIImage(named: "checked", in: bundle, compatibleWith: nil)), with: UITraitCollection(userInterfaceStyle: .light))
        registered.register(try #require(UIImage(named: "Icons/add", in: bundle, compatibleWith: nil)), with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(registered.image(with: UITraitCollection(userInterfaceStyle: .dark)).size == CGSize(width: 3, height: 3))
        #expect(registered.image(with: UITraitCollection(userInterfaceStyle: .light)).size == CGSize(width: 2, height: 2))
        registered.unregisterImage(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(registered.image(with: UITraitCollection(userInterfaceStyle: .dark)).size == CGSize(width: 2, height: 2), "the one left")
    }
}
