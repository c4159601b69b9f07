// swift-tools-version: 6.0
import PackageDescription

/// How the package's apps are linked (issue #50): with LLVM's lld, which the Swift toolchain ships,
/// and relative relocations packed (RELR, `-z pack-relative-relocs`, glibc 2.36). A Swift app
/// linked with the library carries ~115,000 relative relocations — class vtables and witness
/// tables hold absolute pointers — and the default link keeps each as a 24-byte record that the
/// loader reads before `main` (2.7 MB); packed they take 21 KB, and lld binds most symbol
/// relocations at link time. Measured on the one-window app: first frame 0.8 ms sooner, 2.6 MB
/// less resident (docs/benchmarks-history.md). `xrport` writes the same settings into the
/// packages it makes (PortedPackageLinking); an app built from a manifest of its own gets them by
/// adding these flags.
///
/// lld also lays out together the functions an app runs before its first frame, and then those a
/// press runs, listed in `Sources/XResponder/Linking/startup.order` (`make startup-order` writes it
/// from callgrind runs of the one-window app, pressed five times, and xdemo). Start-up then faults in those pages only, not pages spread
/// over the whole executable (each fault maps 64 KB): 11.5 → 5.1 MB of resident text. Names the
/// file lists that a build does not have are skipped (`--no-warn-symbol-ordering`).
///
/// And the app exports no symbols: Swift's static-stdlib link (`static-stdlib-args.lnk`, what
/// `--static-swift-stdlib` and `xrport package` use) passes `-export-dynamic`, which put 22,000 of
/// the library's symbols in the executable's dynamic symbol table (2.2 MB the loader's lookups
/// page through); `--no-export-dynamic`, later on the line, wins. Nothing looks the app's own
/// symbols up by name: types are found through Swift's metadata records (`_typeByName`).
let startupOrder = Context.packageDirectory + "/Sources/XResponder/Linking/startup.order"
let appLinkerSettings: [LinkerSetting] = [
    .unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "--no-export-dynamic",
                  "-Xlinker", "--symbol-ordering-file=\(startupOrder)", "-Xlinker", "--no-warn-symbol-ordering"],
                 .when(platforms: [.linux])),
]

let package = Package(
    name: "XResponder",
    products: [
        .library(name: "XResponder", targets: ["XResponder"]),
        .executable(name: "xdemo", targets: ["xdemo"]),
        // The porting tool: rewrites UIKit sources into XResponder sources (R-AS5).
        .executable(name: "xrport", targets: ["xrport"]),
        // Snapshot tests of views for apps' test targets, with pointfreeco's swift-snapshot-testing.
        .library(name: "XResponderSnapshotTesting", targets: ["XResponderSnapshotTesting"]),
        // UI tests of apps without a display server or out of process: the headless input driver,
        // XCUITest's queries (XCUIApplication, XCUIElement), the private session bus. Apart from
        // the library so that an app depending on XResponder alone links none of it (issue #53).
        .library(name: "XResponderTesting", targets: ["XResponderTesting"]),
        // Combine for ported apps: OpenCombine with Apple's spellings (`import Combine` → this).
        .library(name: "XResponderCombine", targets: ["XResponderCombine"]),
        // Core Data on SQLite for ported apps (`import CoreData`, R-CD): its own module, which
        // neither the library nor an app that does not import it links.
        .library(name: "CoreData", targets: ["CoreData"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // The porting tool's parser (xrport only; the library does not depend on it).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"605.0.0"),
        // Combine on Linux for ported apps that import it (XResponderCombine only; the library does
        // not depend on it): reimplementing publishers, subjects and @Published is not our work.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // The API reference (`make docs`, run by `make test`): the Swift ecosystem's documentation
        // compiler, DocC, through its package plugin, rather than a generator of our own. A
        // command plugin: nothing of it is linked into any product.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // System libraries. Only Sources/XResponder/X11 may import CX11.
        .systemLibrary(
            name: "CX11",
            pkgConfig: "x11 xi xext xtst xres xfixes xcursor xdamage xcb",
            providers: [.apt(["libx11-dev", "libxi-dev", "libxext-dev", "libxtst-dev", "libxres-dev", "libxfixes-dev", "libxcursor-dev", "libxdamage-dev", "libxcb1-dev"])]
        ),
        .systemLibrary(
            name: "CCairo",
            // gdk-pixbuf is not linked: PixbufLibrary loads it with the first image file; nor is
            // Pango: CPango loads it (start-up, issue #50). Cairo itself is linked: every frame
            // needs it, and loading it at its first call or on a thread bought nothing
            // (measured: docs/benchmarks-history.md, "Cairo loaded later").
            pkgConfig: "cairo pixman-1 fontconfig",
            providers: [.apt(["libcairo2-dev", "libpixman-1-dev", "libfontconfig-dev"])]
        ),
        // Pango and the GLib functions text needs, declared by hand and loaded on first use
        // (CPango.h says why: start-up). libpango1.0-dev is still what the
        // Makefile installs, for the runtime libraries and the benchmarks' floors.
        .target(name: "CPango"),
        // libdbus for the AT-SPI2 accessibility bridge (R-A11Y1): only Sources/XResponder/AccessibilityBridge
        // imports it. Not linked: loaded on the bridge's first call (CDBus.h says why: start-up).
        .target(name: "CDBus"),
        // One C function: calls a class's `init()` from its metadata, so that delegates are made from
        // their classes without `final` (R-BR4; InitializerCall.swift says why Swift cannot).
        .target(name: "CRuntimeCall"),
        // The pixel loops of the backdrop blur (UIVisualEffectView, R-BR1): in C, fast in every build.
        .target(name: "CPixelKernels"),
        // SQLite, for the CoreData module only.
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // The diffable data source snapshot, value and reference (`NSDiffableDataSourceSnapshot`,
        // `NSDiffableDataSourceSnapshotReference`): UIKit's types, which Core Data's fetched-results
        // controller hands its delegate. Its own module so that CoreData can make one without the UI;
        // XResponder re-exports it, as UIKit declares them.
        .target(
            name: "DiffableSnapshots",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Apple's Core Data on SQLite (R-CD1 …): Foundation and SQLite, nothing of the UI.
        .target(
            name: "CoreData",
            dependencies: ["CSQLite", "DiffableSnapshots"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "XResponder",
            dependencies: ["CX11", "CCairo", "CPango", "CDBus", "CRuntimeCall", "CPixelKernels", "DiffableSnapshots"],
            // The apps' linker input (appLinkerSettings above), not a source.
            exclude: ["Linking"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The testing product's code: it reaches the library's internals through `package` access.
        .target(
            name: "XResponderTesting",
            dependencies: ["XResponder"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // `assertSnapshot(of: view, as: .image)` headless (R-AP1): a strategy for swift-snapshot-testing.
        .target(
            name: "XResponderSnapshotTesting",
            dependencies: ["XResponder", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "XResponderCombine",
            dependencies: [.product(name: "OpenCombine", package: "OpenCombine"),
                           .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                           .product(name: "OpenCombineFoundation", package: "OpenCombine")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "xdemo",
            dependencies: ["XResponder", "XResponderTesting"],
            // Scene 25's storyboard (R-IB1), read at run time from Bundle.module.
            resources: [.copy("Storyboards/Base.lproj")],
            swiftSettings: [.swiftLanguageMode(.v6)],
            linkerSettings: appLinkerSettings
        ),
        .executableTarget(
            name: "xrport",
            // CCairo renders the app's hicolor icons for `xrport package` (R-DA4).
            dependencies: ["CCairo",
                           .product(name: "SwiftParser", package: "swift-syntax"),
                           .product(name: "SwiftSyntax", package: "swift-syntax"),
                           .product(name: "SwiftSyntaxBuilder", package: "swift-syntax")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // `make bench`: the benchmark suite (release build, never part of `make test`). The C floors in
        // Tests/Benchmarks/floor are compiled by the Makefile.
        .executableTarget(
            name: "xrbench",
            dependencies: ["XResponder", "XResponderTesting", "CCairo", "CPango", "BenchSupport", "BenchReport", "CoreData", "CSQLite"],
            path: "Tests/Benchmarks",
            exclude: ["floor", "latency", "startup"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The XResponder client of the cross-process latency benchmarks (UIApplicationMain in its own
        // process); its C peers are in Tests/Benchmarks/latency.
        .executableTarget(
            name: "xrlatency",
            dependencies: ["XResponder"],
            path: "Tests/LatencyClient",
            swiftSettings: [.swiftLanguageMode(.v6)],
            linkerSettings: appLinkerSettings
        ),
        // The language floor of the start-up benchmark: Foundation and an Xlib window, nothing else.
        .executableTarget(
            name: "xrstartfloor",
            dependencies: ["CX11"],
            path: "Tests/StartupFloor",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // glibc's allocator statistics for the memory benchmark.
        .target(name: "BenchSupport", path: "Tests/BenchSupport"),
        // A run's rows as JSON and as docs/benchmarks.md's table (issue #53).
        .target(name: "BenchReport", path: "Tests/BenchReport", swiftSettings: [.swiftLanguageMode(.v6)]),
        // A program the X11 tests launch: it runs the application loop on a real main thread.
        .executableTarget(
            name: "XRRunLoopProbe",
            dependencies: ["XResponder"],
            path: "Tests/RunLoopProbe",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // A minimal XEmbed embedder in C that the X11 tests run as a host program (R-E1); the Tk
        // host beside it runs under wish.
        .executableTarget(
            name: "XREmbedHost",
            path: "Tests/EmbedHost",
            exclude: ["tk_host.tcl"],
            linkerSettings: [.linkedLibrary("X11")]
        ),
        // Xcode's UIKit app template (@main app delegate, scene delegate) and a top-level
        // `main.swift` entry point, in the Swift 5 language mode: the X11 tests launch both (R-AS4, R-AS5).
        .executableTarget(
            name: "XRTemplateApp",
            dependencies: ["XResponder"],
            path: "Tests/TemplateApp",
            // Its catalog holds the AppIcon the X11 test finds on the window (R-IB4).
            resources: [.copy("Assets.xcassets")],
            swiftSettings: [.swiftLanguageMode(.v5)],
            linkerSettings: appLinkerSettings
        ),
        .executableTarget(
            name: "XRTopLevelApp",
            dependencies: ["XResponder"],
            path: "Tests/TopLevelApp",
            swiftSettings: [.swiftLanguageMode(.v5)],
            linkerSettings: appLinkerSettings
        ),
        .testTarget(
            name: "XResponderTests",
            dependencies: ["XResponder", "XResponderTesting", "CX11", "CDBus", "CPixelKernels"],
            // Reference PNGs the rendering tests read by path (ImageComparison), not resources.
            exclude: ["References"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // UIKit screens as iOS developers write them, compiled in Swift 5 mode: the API must take
        // code written for UIKit unchanged in both language modes.
        .testTarget(
            name: "UIKitScreens",
            dependencies: ["XResponder", "XResponderTesting", "XResponderCombine", "CoreData"],
            // The level picker's asset catalog, read at run time from Bundle.module (R-IB4); the
            // tally counter's storyboard (R-IB1), in a Base.lproj as Xcode keeps it; the inbox's
            // string tables (R-IB5), one .lproj per language.
            // The Core Data models of the name list, the events list, the bookshelf and the errands
            // (R-CD1), read at run time as the app's bundle ships them.
            resources: [.copy("Assets.xcassets"), .copy("HitList.xcdatamodeld"), .copy("Events.xcdatamodeld"), .copy("Bookshelf.xcdatamodeld"),
                        .copy("Errands.xcdatamodeld"),
                        .copy("Storyboards/Base.lproj"),
                        .copy("Localization/en.lproj"), .copy("Localization/de.lproj")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The gallery (demo scene 20) against reference PNGs, through the snapshot strategy apps use,
        // and the demo's catalog (its sidebar, search and picks).
        .testTarget(
            name: "SnapshotStrategyTests",
            dependencies: ["xdemo", "XResponder", "XResponderSnapshotTesting",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // xrport's rewrites, and a notes app in UIKit's idiom (Fixtures, not compiled here) whose
        // ported output the tests compile against XResponder.
        .testTarget(
            name: "PortingToolTests",
            dependencies: ["xrport", "XResponder", "XResponderCombine", "CCairo", "CoreData"],
            exclude: ["Fixtures"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Saves batches of notes until it is killed: the store must open afterwards with whole
        // saves only (R-CD4).
        .executableTarget(
            name: "XRCoreDataWriter",
            dependencies: ["CoreData"],
            path: "Tests/CoreDataWriter",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "CoreDataTests",
            dependencies: ["CoreData", "CSQLite", "XRCoreDataWriter", "DiffableSnapshots"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "DocExampleTests",
            dependencies: ["XResponder", "XResponderTesting", "XResponderSnapshotTesting", "CoreData", "BenchReport",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
