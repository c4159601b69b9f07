import Foundation
import Testing
@testable import xrport

/// `xrport APP.xcodeproj OUT` (R-IB6): an Xcode project, written as Xcode 15 writes its App
/// template (groups, variant groups, a unit-test target, two packages, a Podfile), becomes a
/// SwiftPM package whose sources type-check against XResponder and whose bundle holds the app's
/// Info.plist and resources.
@Suite("Xcode project import (R-IB6)")
struct XcodeProjectImportTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixture = root.appendingPathComponent("Tests/PortingToolTests/Fixtures/TallyCounter")
    static let project = fixture.appendingPathComponent("Tally Counter.xcodeproj")

    private func temporaryFolder(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("xrport-\(name)-\(UUID().uuidString)")
    }

    @Test("R-IB6 the project's targets, each file where the group tree puts it, localized files in their .lproj, packages and Debug settings")
    func readsTheProject() throws {
        let project = try XcodeProject.read(Self.project)
        #expect(project.targets.map(\.name) == ["Tally Counter", "Tally CounterTests"])
        #expect(project.developmentRegion == "en")
        let app = try #require(project.targets.first)
        #expect(app.isApplication && !project.targets[1].isApplication)
        let folder = Self.fixture.appendingPathComponent("Tally Counter").standardizedFileURL.path
        #expect(app.sources.map { $0.standardizedFileURL.path } == ["Controllers/ViewController.swift", "AppDelegate.swift", "SceneDelegate.swift"]
            .map { "\(folder)/\($0)" })
        #expect(app.resources.map(\.bundlePath) == ["Base.lproj/LaunchScreen.storyboard", "Assets.xcassets", "Base.lproj/Main.storyboard",
                                                    "en.lproj/Localizable.strings", "de.lproj/Localizable.strings", "limits.json"])
        #expect(app.resources.allSatisfy { FileManager.default.fileExists(atPath: $0.file.path) })
        #expect(app.packageProducts.map(\.product) == ["Collections", "Kingfisher"])
        #expect(app.packageProducts.first?.package?.requirement == ["kind": "upToNextMajorVersion", "minimumVersion": "1.1.0"])
        // The Debug configuration's settings, over the project's.
        #expect(app.settings["INFOPLIST_KEY_UIMainStoryboardFile"] == "Main" && app.settings["SWIFT_OPTIMIZATION_LEVEL"] == "-Onone")
        #expect(app.settings["IPHONEOS_DEPLOYMENT_TARGET"] == "17.0")
    }

    @Test("R-IB6 the Info.plist Xcode's build writes: the file's keys with variables expanded, INFOPLIST_KEY_ settings, bundle names and versions")
    func infoPlist() throws {
        let project = try XcodeProject.read(Self.project)
        let settings = XcodeBuildSettings(target: project.targets[0], project: project)
        #expect(settings.productName == "Tally Counter" && settings.moduleName == "Tally_Counter" && settings.swiftLanguageMode == "5")
        let info = settings.infoPlist(in: project)
        #expect(info["CFBundleDisplayName"] as? String == "Tally Counter")
        #expect(info["CFBundleName"] as? String == "Tally Counter" && info["CFBundleExecutable"] as? String == "Tally_Counter")
        #expect(info["CFBundleIdentifier"] as? String == "org.xresponder.Tally-Counter")
        #expect(info["CFBundleShortVersionString"] as? String == "1.2" && info["CFBundleVersion"] as? String == "7")
        #expect(info["UIMainStoryboardFile"] as? String == "Main" && info["UIApplicationSupportsIndirectInputEvents"] as? Bool == true)
        #expect((info["UISupportedInterfaceOrientations~iphone"] as? [String])?.count == 3)
        let manifest = try #require(info["UIApplicationSceneManifest"] as? [String: Any])
        let configurations = try #require((manifest["UISceneConfigurations"] as? [String: Any])?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]])
        #expect(configurations.first?["UISceneDelegateClassName"] as? String == "Tally_Counter.SceneDelegate")
        #expect(configurations.first?["UISceneStoryboardFile"] as? String == "Main")
        // Xcode's expansion: unknown settings are empty, modifiers apply, nesting resolves.
        var custom = settings
        custom.settings["A"] = "$(B) x"
        custom.settings["B"] = "my app"
        #expect(custom.expand("$(A)|${B:rfc1034identifier}|$(NOPE)|$") == "my app x|my-app||$")
        #expect(XcodeBuildSettings.moduleName("2048 Game!") == "_2048_Game_")
    }

    @Test("R-IB6 the import: a SwiftPM package whose sources type-check, whose bundle holds the Info.plist and resources, with each dependency's fate said")
    func importsAsPackage() throws {
        let output = temporaryFolder("import")
        defer { try? FileManager.default.removeItem(at: output) }
        let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let report = try run(binaries.appendingPathComponent("xrport").path, [Self.project.path, output.path, "--xresponder", Self.root.path])
        #expect(report.status == 0, "\(report.text)")
        #expect(report.text.contains("xrport: imported target \"Tally Counter\" of Tally Counter.xcodeproj as module Tally_Counter: "
                                     + "3 sources, 6 resources into Sources/Tally_Counter/Contents"), "\(report.text)")
        #expect(report.text.contains("xrport: other targets, not imported (--target NAME): Tally CounterTests"))
        #expect(report.text.contains("xrport: package swift-collections: builds on Linux"))
        #expect(report.text.contains("xrport: package kingfisher: does not build on Linux"))
        #expect(report.text.contains("xrport: pod SwiftyJSON (CocoaPods does not run here): its Swift package builds on Linux"))
        #expect(report.text.contains("Controllers/ViewController.swift:17:23: rewritten: Bundle.main → Bundle.module"))
        #expect(report.text.hasSuffix("xrport --check: 0 compile errors left: the output type-checks\n"), "\(report.text)")

        let target = output.appendingPathComponent("Sources/Tally_Counter")
        for file in ["AppDelegate.swift", "SceneDelegate.swift", "Controllers/ViewController.swift", "GeneratedInterfaceBuilderConnections.swift",
                     "Contents/Info.plist", "Contents/Resources/Base.lproj/Main.storyboard", "Contents/Resources/de.lproj/Localizable.strings",
                     "Contents/Resources/Assets.xcassets/AccentColor.colorset/Contents.json", "Contents/Resources/limits.json"] {
            #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent(file).path), "\(file)")
        }
        #expect(!FileManager.default.fileExists(atPath: target.appendingPathComponent("Contents/Resources/Info.plist").path))
        // The bundle opens as a bundle: Foundation reads its Info.plist and finds its resources.
        let bundle = try #require(Bundle(url: target.appendingPathComponent("Contents").deletingLastPathComponent()))
        #expect(bundle.infoDictionary?["CFBundleDisplayName"] as? String == "Tally Counter")
        #expect(bundle.path(forResource: "limits", ofType: "json") != nil)

        let manifest = try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(path: \"\(Self.root.path)\"),"))
        #expect(manifest.contains("        .package(url: \"https://github.com/apple/swift-collections.git\", from: \"1.1.0\"),"))
        #expect(manifest.contains("        // .package(url: \"https://github.com/onevcat/Kingfisher.git\", exact: \"7.10.0\"), // does not build on Linux"))
        #expect(manifest.contains(".product(name: \"XResponder\", package: \"\(Self.root.lastPathComponent.lowercased())\"),"))
        #expect(manifest.contains("resources: [.copy(\"Contents\")]") && manifest.contains(".swiftLanguageMode(.v5)"))
        #expect(manifest.contains(#".unsafeFlags(["-module-alias", "UIKit=XResponder"])"#), "import UIKit loads XResponder in the app's target")
        let layout = Self.root.appendingPathComponent("Sources/XResponder/Linking/startup.order").path
        let flags = #""-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "--no-export-dynamic""#
        let ordering = #""-Xlinker", "--symbol-ordering-file=" + "\#(layout)", "-Xlinker", "--no-warn-symbol-ordering""#
        #expect(manifest.contains("linkerSettings: [.unsafeFlags([\(flags), \(ordering)], .when(platforms: [.linux]))]"),
                "the app is linked as the package's own apps are, start-up's layout included (R-P3)")

        // The sources compile against XResponder as SwiftPM would build them (with its Bundle.module).
        let accessor = output.appendingPathComponent("BundleModule.swift")
        try ProjectImport.moduleAccessor.write(to: accessor, atomically: true, encoding: .utf8)
        let build = try buildAgainstXResponder(target, module: "Tally_Counter", extraFiles: [accessor.path])
        #expect(build.status == 0, "\(build.text)")
    }

    @Test("R-IB6 an Xcode 16 synchronized folder: its Swift files compile, the rest are resources, its exceptions are left out")
    func synchronizedFolder() throws {
        let folder = temporaryFolder("synchronized")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("Notes")
        for path in ["Views/ListViewController.swift", "AppDelegate.swift", "Info.plist", "Base.lproj/Main.storyboard",
                     "fr.lproj/Localizable.strings", "Assets.xcassets/Contents.json", "Assets.xcassets/Icon.imageset/Contents.json", ".hidden"] {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        let projectFolder = folder.appendingPathComponent("Notes.xcodeproj")
        try FileManager.default.createDirectory(at: projectFolder, withIntermediateDirectories: true)
        try """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 77; objects = {
            E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, ); target = T1; };
            S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, ); path = Notes; sourceTree = "<group>"; };
            G0 = {isa = PBXGroup; children = (S1, ); sourceTree = "<group>"; };
            T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); fileSystemSynchronizedGroups = (S1, );
                  name = Notes; productType = "com.apple.product-type.application"; };
            L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); defaultConfigurationName = Release; };
            C1 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; SWIFT_VERSION = 6.0; }; name = Release; };
            R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); developmentRegion = fr; };
        }; rootObject = R1; }
        """.write(to: projectFolder.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        let project = try XcodeProject.read(projectFolder)
        let target = try #require(project.targets.first)
        #expect(target.sources.map(\.lastPathComponent) == ["AppDelegate.swift", "ListViewController.swift"])
        #expect(target.resources.map(\.bundlePath) == ["Assets.xcassets", "Base.lproj/Main.storyboard", "fr.lproj/Localizable.strings"])
        let settings = XcodeBuildSettings(target: target, project: project)
        #expect(settings.swiftLanguageMode == "6" && settings.infoPlist(in: project)["CFBundleDevelopmentRegion"] as? String == "fr")
    }

    @Test("R-CD1 a Core Data model in the Compile Sources phase (an XCVersionGroup) travels as a resource, so the port's app finds it at run time")
    func coreDataModelIsAResource() throws {
        let folder = temporaryFolder("coredata-model")
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in ["Notes/AppDelegate.swift", "Notes/Notes.xcdatamodeld/Notes.xcdatamodel/contents"] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        let projectFolder = folder.appendingPathComponent("Notes.xcodeproj")
        try FileManager.default.createDirectory(at: projectFolder, withIntermediateDirectories: true)
        try """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 56; objects = {
            F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
            F2 = {isa = PBXFileReference; lastKnownFileType = wrapper.xcdatamodel; path = Notes.xcdatamodel; sourceTree = "<group>"; };
            V1 = {isa = XCVersionGroup; children = (F2, ); currentVersion = F2; path = Notes.xcdatamodeld; sourceTree = "<group>"; versionGroupType = wrapper.xcdatamodel; };
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            B2 = {isa = PBXBuildFile; fileRef = V1; };
            P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, ); };
            G1 = {isa = PBXGroup; children = (F1, V1, ); path = Notes; sourceTree = "<group>"; };
            G0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
            T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, ); name = Notes; productType = "com.apple.product-type.application"; };
            L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); defaultConfigurationName = Release; };
            C1 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
            R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
        }; rootObject = R1; }
        """.write(to: projectFolder.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        let target = try #require(try XcodeProject.read(projectFolder).targets.first)
        #expect(target.sources.map(\.lastPathComponent) == ["AppDelegate.swift"])
        #expect(target.resources.map(\.bundlePath) == ["Notes.xcdatamodeld"])
    }

    @Test("R-IB6 bad projects: a clear error for what is not a project, cycles and missing files survived, truncations never crash")
    func badProjects() throws {
        let folder = temporaryFolder("bad")
        defer { try? FileManager.default.removeItem(at: folder) }
        let projectFolder = folder.appendingPathComponent("Bad.xcodeproj")
        try FileManager.default.createDirectory(at: projectFolder, withIntermediateDirectories: true)
        let file = projectFolder.appendingPathComponent("project.pbxproj")
        #expect(throws: XcodeProject.ReadError.self) { try XcodeProject.read(projectFolder) }   // no file
        try "{ objects = { }; }".write(to: file, atomically: true, encoding: .utf8)
        #expect(throws: XcodeProject.ReadError.self) { try XcodeProject.read(projectFolder) }   // no root object
        // A group that contains itself, and files that are not on disk.
        try """
        { objects = {
            G0 = {isa = PBXGroup; children = (G0, F1, ); path = App; sourceTree = "<group>"; };
            F1 = {isa = PBXFileReference; path = Gone.swift; sourceTree = "<group>"; };
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            P1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
            T1 = {isa = PBXNativeTarget; buildPhases = (P1, ); name = App; productType = "com.apple.product-type.application"; };
            R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
        }; rootObject = R1; }
        """.write(to: file, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("out")
        let result = try ProjectImport.run(project: projectFolder, into: output, targetName: nil, xresponder: "/x/XResponder")
        #expect(result.problems.count == 1 && result.problems[0].contains("Gone.swift: a source of the target, missing on disk"))
        #expect(throws: ProjectImport.ImportError.self) {
            try ProjectImport.run(project: projectFolder, into: output, targetName: "Other", xresponder: "/x/XResponder")
        }
        // Every truncation of the real project is read or refused, never a crash.
        let text = try String(contentsOf: Self.project.appendingPathComponent("project.pbxproj"), encoding: .utf8)
        for cut in stride(from: 0, to: text.count, by: max(1, text.count / 97)) {
            try String(text.prefix(cut)).write(to: file, atomically: true, encoding: .utf8)
            _ = try? XcodeProject.read(projectFolder)
        }
    }

    @Test("R-IB6 R-P3 the start-up layout's path in a port's manifest: absolute for an absolute checkout, from Context.packageDirectory for a relative one, none for a URL or a checkout without the file")
    func startupLayoutPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xrport-layout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let checkout = folder.appendingPathComponent("XResponder"), package = folder.appendingPathComponent("App")
        let file = checkout.appendingPathComponent(PortedPackageLinking.startupOrderInCheckout)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try "# layout\n".write(to: file, atomically: true, encoding: .utf8)

        #expect(PortedPackageLinking.startupOrderExpression(xresponder: checkout.path, packageFolder: package) == "\"\(file.path)\"")
        #expect(PortedPackageLinking.startupOrderExpression(xresponder: "../XResponder", packageFolder: package)
                == #"Context.packageDirectory + "/../XResponder/Sources/XResponder/Linking/startup.order""#)
        #expect(PortedPackageLinking.startupOrderExpression(xresponder: "https://github.com/x/XResponder.git", packageFolder: package) == nil)
        #expect(PortedPackageLinking.startupOrderExpression(xresponder: "/x/XResponder", packageFolder: package) == nil,
                "lld refuses a missing file: no flag for a checkout without it")
        let setting = PortedPackageLinking.linkerSetting(startupOrder: nil)
        #expect(!setting.contains("symbol-ordering") && setting.contains("--no-export-dynamic"))
    }

    @Test("R-IB6 Podfiles' pods, and packages' fates by repository name")
    func dependencies() {
        let pods = PackageDependencies.pods(inPodfile: """
            platform :ios, '13.0'
            target 'App' do
              use_frameworks!
              pod 'Alamofire', '~> 5.2'
              pod "Firebase/Analytics"
              pod 'Firebase/Auth'
              # pod 'Unused'
            end
            """)
        #expect(pods == ["Alamofire", "Firebase"])
        #expect(PackageDependencies.linux("https://github.com/Alamofire/Alamofire.git") == .builds)
        #expect(PackageDependencies.linux("https://github.com/SnapKit/SnapKit") != .builds)
        #expect(PackageDependencies.linux("https://example.com/someone/unheard-of.git") == .unknown)
        let local = XcodeProject.PackageReference(location: "../Shared", isLocal: true, requirement: [:])
        #expect(PackageDependencies.packageLine(local, projectFolder: URL(fileURLWithPath: "/p/App"))
                == ".package(path: \"/p/Shared\")")
        let branch = XcodeProject.PackageReference(location: "https://g/x.git", isLocal: false, requirement: ["kind": "branch", "branch": "dev"])
        #expect(PackageDependencies.packageLine(branch, projectFolder: URL(fileURLWithPath: "/p"))
                == ".package(url: \"https://g/x.git\", branch: \"dev\")")
    }
}
