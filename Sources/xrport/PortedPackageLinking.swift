import Foundation

/// How the apps xrport makes are linked (issue #50): with LLVM's lld, which Swift's Linux
/// toolchains ship, and their relative relocations packed (RELR, glibc 2.36 and later).
///
/// An app linked with XResponder carries ~115,000 relative relocations (class vtables and witness
/// tables hold absolute pointers). Linked as SwiftPM links by default, each is a 24-byte record the
/// loader reads before `main` — 2.7 MB; packed they take 21 KB, and lld binds most symbol
/// relocations at link time. On the one-window app that is the first frame 0.8 ms sooner and 2.6 MB
/// less resident (docs/benchmarks-history.md). The executable stays position-independent: linking
/// it at a fixed address (`-no-pie`) would save more, and give up the address randomization every
/// Debian program has.
///
/// `--no-export-dynamic`: the static-stdlib link `xrport package` uses passes `-export-dynamic`
/// (Swift's `static-stdlib-args.lnk`), which exports every public symbol of the library and the
/// app — 22,000 names in a table the dynamic loader pages through; the later flag wins. Types are
/// found by name through Swift's metadata, never through the dynamic symbol table.
///
/// And start-up's functions laid out together, from the list an XResponder checkout keeps
/// (`Sources/XResponder/Linking/startup.order`, docs/architecture.md "How apps are linked"):
/// about 6 MB less resident text. Only where that file is known to exist — a local checkout, or
/// the one this xrport was built from — since lld refuses a missing file.
///
/// The package's own apps (xdemo, the benchmark's client) are linked the same way by Package.swift.
enum PortedPackageLinking {
    /// The Swift driver's flags.
    static let flags = ["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "--no-export-dynamic"]

    /// Where a checkout of XResponder keeps the start-up layout.
    static let startupOrderInCheckout = "Sources/XResponder/Linking/startup.order"

    /// lld's option naming the layout file; its path follows the `=`.
    static let orderingFileOption = "--symbol-ordering-file="

    /// The driver's arguments that hand lld the layout `file` (lld warns of every listed name an
    /// app does not link, which is most of them for a small app: silenced).
    static func orderingArguments(file: String) -> [String] {
        ["-Xlinker", orderingFileOption + file, "-Xlinker", "--no-warn-symbol-ordering"]
    }

    /// The executable target's `linkerSettings` entry, as a manifest spells it. `unsafeFlags` is
    /// allowed in an app's own (root) package, which is what a port is. `startupOrder` is a Swift
    /// expression for the layout file's path, when there is one.
    static func linkerSetting(startupOrder: String?) -> String {
        var items = flags.map { PackageDependencies.literal($0) }
        if let startupOrder {
            // The file's path is a Swift expression in the manifest, joined to the option's literal.
            items += orderingArguments(file: "").map {
                $0 == orderingFileOption ? PackageDependencies.literal($0) + " + " + startupOrder : PackageDependencies.literal($0)
            }
        }
        return ".unsafeFlags([\(items.joined(separator: ", "))], .when(platforms: [.linux]))"
    }

    /// The layout file's path as the manifest of a package in `packageFolder` computes it, for the
    /// XResponder dependency `xresponder` (a URL, or a path absolute or relative to the package);
    /// nil for a URL, or a checkout without the file.
    static func startupOrderExpression(xresponder: String, packageFolder: URL) -> String? {
        guard !PackageDependencies.isURL(xresponder) else { return nil }
        let checkout = xresponder.hasPrefix("/") ? URL(fileURLWithPath: xresponder)
            : packageFolder.appendingPathComponent(xresponder)
        let file = checkout.appendingPathComponent(startupOrderInCheckout)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        return xresponder.hasPrefix("/") ? PackageDependencies.literal(file.path)
            : "Context.packageDirectory + " + PackageDependencies.literal("/\(xresponder)/\(startupOrderInCheckout)")
    }

    /// The same flags for `swift build`'s command line (`xrport package` builds packages whose
    /// manifests xrport did not write): the driver's one flag passed with `-Xswiftc`, the linker's
    /// `-Xlinker` pairs as they are; with the layout of the checkout this xrport was built from
    /// when it is there (a layout from another version only lays out less well).
    static var buildArguments: [String] {
        let file = TypeCheck.Toolchain.packageRoot.appendingPathComponent(startupOrderInCheckout)
        let ordering = FileManager.default.fileExists(atPath: file.path) ? orderingArguments(file: file.path) : []
        return ["-Xswiftc"] + flags + ordering
    }
}
