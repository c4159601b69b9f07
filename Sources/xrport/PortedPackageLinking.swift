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
/// The package's own apps (xdemo, the benchmark's client) are linked the same way by Package.swift.
enum PortedPackageLinking {
    /// The Swift driver's flags.
    static let flags = ["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "--no-export-dynamic"]

    /// The executable target's `linkerSettings` entry, as a manifest spells it. `unsafeFlags` is
    /// allowed in an app's own (root) package, which is what a port is.
    static var linkerSetting: String {
        ".unsafeFlags([\(flags.map { "\"\($0)\"" }.joined(separator: ", "))], .when(platforms: [.linux]))"
    }

    /// The same flags for `swift build`'s command line (`xrport package` builds packages whose
    /// manifests xrport did not write): the driver's one flag passed with `-Xswiftc`, the linker's
    /// `-Xlinker` pairs as they are.
    static var buildArguments: [String] { ["-Xswiftc"] + flags }
}
