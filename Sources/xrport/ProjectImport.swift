import Foundation

/// `xrport MyApp.xcodeproj OUT` (R-IB6): an Xcode project's application target becomes a SwiftPM
/// package that `swift run` starts.
///
/// - `Sources/<Module>/`: the target's sources, ported, in their folders below the project's, with
///   the files Xcode generates in the build (asset symbols, here also the connection table).
/// - `Sources/<Module>/Contents/`: the app's bundle as Xcode's build lays it out — `Info.plist`
///   written from the target's settings, `Resources/` with its resources (a localized file in its
///   `.lproj`, catalogs and storyboards as they are: XResponder reads them at run time). SwiftPM
///   copies it as the target's resource bundle, which `Bundle.module` opens as an app bundle, and
///   where XResponder looks for the main storyboard, images and the display name.
/// - `Package.swift`: the executable target named as the module storyboards name
///   (`customModule`), in the Swift language mode of `SWIFT_VERSION`, depending on XResponder and
///   on the project's packages known to build on Linux (the others written commented out, with why).
enum ProjectImport {
    struct Result {
        var project: XcodeProject
        var target: XcodeProject.Target
        var module: String
        var port: UIKitPorter.Result
        var resources: [String] = []
        /// Each package: its name, how it is used, and what is known of it on Linux.
        var packages: [(name: String, linux: PackageDependencies.Linux)] = []
        var pods: [(name: String, linux: PackageDependencies.Linux)] = []
        /// Problems met (a resource missing on disk, two resources at one place in the bundle).
        var problems: [String] = []
    }

    enum ImportError: Error, CustomStringConvertible {
        case noApplication(String, [String])
        case noSuchTarget(String, [String])
        var description: String {
            switch self {
            case .noApplication(let project, let targets):
                "\(project) has no iOS application target (targets: \(targets.joined(separator: ", ")))"
            case .noSuchTarget(let name, let targets):
                "no target \(name) (targets: \(targets.joined(separator: ", ")))"
            }
        }
    }

    /// Imports `projectURL`'s target `targetName` (nil: its first application) into `output`,
    /// depending on the XResponder package at `xresponder` (a path or a repository URL).
    static func run(project projectURL: URL, into output: URL, targetName: String?, xresponder: String) throws -> Result {
        let project = try XcodeProject.read(projectURL)
        let names = project.targets.map(\.name)
        let target: XcodeProject.Target
        if let targetName {
            guard let named = project.targets.first(where: { $0.name == targetName }) else { throw ImportError.noSuchTarget(targetName, names) }
            target = named
        } else {
            guard let application = project.targets.first(where: \.isApplication) else { throw ImportError.noApplication(projectURL.lastPathComponent, names) }
            target = application
        }
        let settings = XcodeBuildSettings(target: target, project: project)
        let module = settings.moduleName
        let targetFolder = output.appendingPathComponent("Sources/\(module)")
        let bundle = targetFolder.appendingPathComponent("Contents")

        var problems: [String] = []
        var files: [URL] = []
        for file in target.sources {
            if FileManager.default.fileExists(atPath: file.path) { files.append(file) }
            else { problems.append("\(file.path): a source of the target, missing on disk; skipped") }
        }
        let sourcePaths = relativePaths(of: files, below: project.folder)
        let sources = try zip(files, sourcePaths).map { (path: $1, text: try String(contentsOf: $0, encoding: .utf8)) }
        let catalogs = target.resources.map(\.file).filter { $0.pathExtension == "xcassets" }
        let models = target.resources.map(\.file).filter { $0.pathExtension == "xcdatamodeld" || $0.pathExtension == "xcdatamodel" }
        let port = try UIKitPorter.port(sources: sources, assets: AssetSymbols.assets(inCatalogs: catalogs), models: models, into: targetFolder,
                                        rewrite: MainBundleRewriter.rewrite)
        var result = Result(project: project, target: target, module: module, port: port, problems: problems)

        let resources = bundle.appendingPathComponent("Resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        for (file, bundlePath) in target.resources where bundlePath != "Info.plist" {
            let destination = resources.appendingPathComponent(bundlePath)
            guard FileManager.default.fileExists(atPath: file.path) else {
                result.problems.append("\(file.path): a resource of the target, missing on disk; skipped")
                continue
            }
            guard !FileManager.default.fileExists(atPath: destination.path) else {
                result.problems.append("\(file.path): a second resource at \(bundlePath) in the bundle; the first kept, as Xcode warns")
                continue
            }
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: file, to: destination)
            result.resources.append(bundlePath)
        }
        let info = try PropertyListSerialization.data(fromPropertyList: settings.infoPlist(in: project), format: .xml, options: 0)
        try info.write(to: bundle.appendingPathComponent("Info.plist"))

        var packageLines: [String] = []
        var productLines: [String] = []
        var seen = Set<String>()
        for (product, reference) in target.packageProducts {
            guard let reference else { continue }
            let key = PackageDependencies.key(reference.location)
            let linux = reference.isLocal ? .unknown : PackageDependencies.linux(reference.location)
            let line = PackageDependencies.packageLine(reference, projectFolder: project.folder)
            let productLine = ".product(name: \(PackageDependencies.literal(product)), package: \(PackageDependencies.literal(key)))"
            if seen.insert(key).inserted {
                result.packages.append((key, linux))
                packageLines.append(linux == .builds ? line : "// \(line), // \(why(linux))")
            }
            productLines.append(linux == .builds ? productLine : "// \(productLine),")
        }
        let podfile = project.folder.appendingPathComponent("Podfile")
        if let text = try? String(contentsOf: podfile, encoding: .utf8) {
            result.pods = PackageDependencies.pods(inPodfile: text).map { ($0, PackageDependencies.linux($0)) }
        }
        let manifest = packageManifest(module: module, project: project, target: target, settings: settings, xresponder: xresponder,
                                       products: port.products, packageLines: packageLines, productLines: productLines,
                                       startupOrder: PortedPackageLinking.startupOrderExpression(xresponder: xresponder, packageFolder: output))
        try manifest.write(to: output.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        return result
    }

    /// The declaration of `Bundle.module` SwiftPM generates for a target with resources, for
    /// type-checking the imported sources outside SwiftPM.
    static let moduleAccessor = "import Foundation\n\nextension Foundation.Bundle {\n    static let module = Bundle.main\n}\n"

    /// A line saying what is known of a package on Linux.
    static func why(_ linux: PackageDependencies.Linux) -> String {
        switch linux {
        case .builds: "builds on Linux"
        case .doesNotBuild(let reason): "does not build on Linux: \(reason)"
        case .unknown: "not known to build on Linux: uncomment to try it"
        }
    }

    /// Paths of `files` relative to `folder`, with the folder all of them share dropped
    /// (`BMI Calculator/Controllers/X.swift` → `Controllers/X.swift`); a file outside `folder` goes
    /// to `External/`.
    static func relativePaths(of files: [URL], below folder: URL) -> [String] {
        let base = folder.standardizedFileURL.path + "/"
        let paths = files.map { file -> [String] in
            let path = file.standardizedFileURL.path
            return path.hasPrefix(base) ? String(path.dropFirst(base.count)).split(separator: "/").map(String.init) : ["External", file.lastPathComponent]
        }
        var shared = paths.first.map { Array($0.dropLast()) } ?? []
        for path in paths.dropFirst() {
            let folders = path.dropLast()
            shared = Array(zip(shared, folders).prefix { $0 == $1 }.map(\.0))
        }
        return paths.map { $0.dropFirst(shared.count).joined(separator: "/") }
    }

    /// The package manifest of the import.
    static func packageManifest(module: String, project: XcodeProject, target: XcodeProject.Target, settings: XcodeBuildSettings,
                                xresponder: String, products: [String], packageLines: [String], productLines: [String],
                                startupOrder: String? = nil) -> String {
        let isURL = PackageDependencies.isURL(xresponder)
        let identity = PackageDependencies.key(xresponder.hasSuffix("/") ? String(xresponder.dropLast()) : xresponder)
        let xresponderLine = isURL ? ".package(url: \(PackageDependencies.literal(xresponder)), branch: \"main\")"
            : ".package(path: \(PackageDependencies.literal(xresponder)))"
        let libraryProducts = (products.isEmpty ? ["XResponder"] : products).map {
            ".product(name: \(PackageDependencies.literal($0)), package: \(PackageDependencies.literal(identity)))"
        }
        let dependencies = ([xresponderLine] + packageLines).map { $0.hasPrefix("//") ? "        \($0)" : "        \($0)," }
        let targetDependencies = (libraryProducts.map { "\($0)," } + productLines.map { $0.hasPrefix("//") ? $0 : "\($0)," })
            .map { "                \($0)" }
        return """
        // swift-tools-version: 6.0
        // Written by xrport from \(project.name).xcodeproj, target "\(target.name)" (R-IB6). `swift run` starts the app.
        // The app's bundle is Sources/\(module)/Contents (Info.plist and Resources), which Bundle.module opens.
        import PackageDescription

        let package = Package(
            name: \(PackageDependencies.literal(module)),
            dependencies: [
        \(dependencies.joined(separator: "\n"))
            ],
            targets: [
                .executableTarget(
                    name: \(PackageDependencies.literal(module)),
                    dependencies: [
        \(targetDependencies.joined(separator: "\n"))
                    ],
                    resources: [.copy("Contents")],
                    // `import UIKit` loads XResponder in this target only (module aliasing).
                    swiftSettings: [.swiftLanguageMode(.v\(settings.swiftLanguageMode)), \(ModuleAliases.swiftSetting(for: products.isEmpty ? ["XResponder"] : products))],
                    // Linked with lld, relocations packed, no symbols exported, start-up's code laid out
                    // together: a faster start in less memory (xrport's PortedPackageLinking).
                    linkerSettings: [\(PortedPackageLinking.linkerSetting(startupOrder: startupOrder))]
                ),
            ]
        )

        """
    }
}
