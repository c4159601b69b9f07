import Foundation
import Testing
@testable import XResponder

/// An app delegate of Xcode's storyboard template without scenes: it declares `window` and does
/// nothing else; UIKit gives the window from the main storyboard.
class StoryboardAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    static var seen: [String] = []

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.seen.append("will: window \(window == nil ? "nil" : "set")")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.seen.append("did: root \(window?.rootViewController.map { String(describing: type(of: $0)) } ?? "nil"), visible \(!(window?.isHidden ?? true))")
        return true
    }
}

/// The same, whose code makes its own window anyway.
class OwnWindowAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

/// The scene delegate of the storyboard template: `scene(_:willConnectTo:)` only checks the scene.
class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    static var seen: [String] = []
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard scene is UIWindowScene else { return }
        Self.seen.append("connect: root \(window?.rootViewController.map { String(describing: type(of: $0)) } ?? "nil")")
    }
}

class StoryboardSceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = StoryboardSceneDelegate.self
        return configuration
    }
}

@Suite("The main storyboard starts the app (R-IB5)", .serialized, .tearsDownTestTrees)
@MainActor
struct MainStoryboardTests {
    private func withSource<T>(_ info: [String: Any], _ body: () throws -> T) throws -> T {
        NibDocument.forget()
        MainStoryboard.source = (info, try StoryboardFixtures.bundle(["Main.storyboard": StoryboardFixtures.main]))
        defer { MainStoryboard.source = nil }
        return try body()
    }

    @Test("R-IB5 the storyboard's name: UIMainStoryboardFile, or the scene manifest's UISceneStoryboardFile; unexpanded build variables are no name")
    func names() {
        #expect(MainStoryboard.applicationStoryboardName(info: ["UIMainStoryboardFile": "Main"]) == "Main")
        #expect(MainStoryboard.applicationStoryboardName(info: ["CFBundleName": "App"]) == nil)
        let manifest: [String: Any] = ["UIApplicationSceneManifest": ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [
            ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate",
             "UISceneStoryboardFile": "Board"]]]]]
        #expect(MainStoryboard.sceneStoryboardName(role: .windowApplication, info: manifest) == "Board")
        #expect(MainStoryboard.sceneStoryboardName(role: .windowApplication, info: ["UIMainStoryboardFile": "$(MAIN)"]) == nil)
    }

    @Test("R-IB5 an app without scenes gets its window before didFinishLaunching, the initial controller as root, shown after")
    func classicApp() throws {
        try withSource(["UIMainStoryboardFile": "Main"]) {
            StoryboardAppDelegate.seen = []
            let h = Harness(delegate: StoryboardAppDelegate.self)
            #expect(StoryboardAppDelegate.seen == ["will: window nil", "did: root UINavigationController, visible false"])
            let delegate = try #require(h.app.delegate as? StoryboardAppDelegate)
            let window = try #require(delegate.window)
            #expect(!window.isHidden && window.isKeyWindow)
            #expect((window.rootViewController as? UINavigationController)?.topViewController is NotesViewController)
        }
    }

    @Test("R-IB5 an app whose code makes its own window keeps it; the storyboard's is let go")
    func ownWindowWins() throws {
        try withSource(["UIMainStoryboardFile": "Main"]) {
            let h = Harness(delegate: OwnWindowAppDelegate.self)
            let delegate = try #require(h.app.delegate as? OwnWindowAppDelegate)
            #expect(!(delegate.window?.rootViewController is UINavigationController))
            #expect(h.app.windows.filter { !$0.isHidden }.count == 1)
        }
    }

    @Test("R-IB5 a scene of a storyboard app has its window, from the storyboard, before its delegate hears of it")
    func sceneApp() throws {
        let manifest: [String: Any] = ["UIApplicationSceneManifest": ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [
            ["UISceneStoryboardFile": "Main"]]]]]
        try withSource(manifest) {
            StoryboardSceneDelegate.seen = []
            let h = Harness(delegate: StoryboardSceneAppDelegate.self)
            #expect(StoryboardSceneDelegate.seen == ["connect: root UINavigationController"])
            let scene = try #require(h.app.connectedScenes.first as? UIWindowScene)
            let delegate = try #require(scene.delegate as? StoryboardSceneDelegate)
            #expect(delegate.window?.isHidden == false && delegate.window?.windowScene === scene)
        }
    }

    @Test("R-IB6 an imported Xcode project's app bundle (a resource bundle laid out as Contents/Info.plist and Contents/Resources beside the executable) starts the app")
    func importedAppBundle() throws {
        let executableFolder = FileManager.default.temporaryDirectory.appendingPathComponent("xr-appbundle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: executableFolder) }
        let contents = executableFolder.appendingPathComponent("Counter_Counter.resources/Contents")
        try FileManager.default.createDirectory(at: contents.appendingPathComponent("Resources/Base.lproj"), withIntermediateDirectories: true)
        try Data(StoryboardFixtures.main.utf8).write(to: contents.appendingPathComponent("Resources/Base.lproj/Main.storyboard"))
        let info = try PropertyListSerialization.data(fromPropertyList: ["UIMainStoryboardFile": "Main", "CFBundleName": "Counter"],
                                                      format: .xml, options: 0)
        try info.write(to: contents.appendingPathComponent("Info.plist"))
        // Another resource bundle beside it, flat as SwiftPM copies a library's: not the app's.
        try FileManager.default.createDirectory(at: executableFolder.appendingPathComponent("A_Library.resources"), withIntermediateDirectories: true)
        let noInfo = try #require(Bundle(path: executableFolder.path))

        let found = try #require(AppBundle.find(main: noInfo, executableFolder: executableFolder))
        #expect(found.infoDictionary?["CFBundleName"] as? String == "Counter")
        #expect(AppBundle.resourceFolder(of: found.bundleURL).standardizedFileURL == contents.appendingPathComponent("Resources").standardizedFileURL)
        #expect(AppBundle.resourceFolder(of: executableFolder.appendingPathComponent("A_Library.resources")).lastPathComponent == "A_Library.resources")
        // A main bundle with its own Info.plist is the app's bundle, as on iOS.
        let withInfo = try StoryboardFixtures.bundle(["Info.plist": String(decoding: info, as: UTF8.self)])
        #expect(AppBundle.find(main: withInfo, executableFolder: executableFolder) === withInfo)
        // The main bundle's dictionary is only asked for where a file could hold it (issue #50).
        #expect(AppBundle.mayHoldInfoPlist(withInfo.bundleURL) && !AppBundle.mayHoldInfoPlist(executableFolder))
        #expect(AppBundle.mayHoldInfoPlist(executableFolder.appendingPathComponent("Counter_Counter.resources")))
        #expect(AppBundle.find(main: noInfo, executableFolder: executableFolder.appendingPathComponent("A_Library.resources")) == nil)
        // The probe asked before any Foundation bundle: yes where find could find one, no where not.
        #expect(AppBundle.mayExist(besideExecutableIn: executableFolder.path))
        #expect(!AppBundle.mayExist(besideExecutableIn: executableFolder.appendingPathComponent("A_Library.resources").path))
        #expect(AppBundle.mayExist(besideExecutableIn: withInfo.bundleURL.path))
        #expect(Set(FileProbe.names(in: executableFolder.path)) == ["Counter_Counter.resources", "A_Library.resources"])
        #expect(FileProbe.names(in: executableFolder.appendingPathComponent("missing").path).isEmpty)
        // A build folder holds every executable of a package: each takes its own app bundle.
        let other = executableFolder.appendingPathComponent("Abacus_Abacus.resources/Contents")
        try FileManager.default.createDirectory(at: other.appendingPathComponent("Resources"), withIntermediateDirectories: true)
        try PropertyListSerialization.data(fromPropertyList: ["CFBundleName": "Abacus", "CFBundleExecutable": "Abacus"], format: .xml, options: 0)
            .write(to: other.appendingPathComponent("Info.plist"))
        #expect(AppBundle.find(main: noInfo, executableFolder: executableFolder, executable: "Counter")?.infoDictionary?["CFBundleName"] as? String == "Counter")
        #expect(AppBundle.find(main: noInfo, executableFolder: executableFolder, executable: "Abacus")?.infoDictionary?["CFBundleName"] as? String == "Abacus")

        NibDocument.forget()
        MainStoryboard.source = (found.infoDictionary ?? [:], found)
        defer { MainStoryboard.source = nil }
        StoryboardAppDelegate.seen = []
        let h = Harness(delegate: StoryboardAppDelegate.self)
        #expect(StoryboardAppDelegate.seen == ["will: window nil", "did: root UINavigationController, visible false"])
        let window = try #require((h.app.delegate as? StoryboardAppDelegate)?.window)
        #expect((window.rootViewController as? UINavigationController)?.topViewController is NotesViewController)
    }

    @Test("R-IB5 an app without an Info.plist looks for Main.storyboard in its own and its libraries' resource bundles, never another program's beside it")
    func anotherProgramsBundleIsNotSearched() throws {
        // A package's build folder: two apps (one with an underscore in its name), each with its
        // bundle, a library's bundle, and the second app's Main.storyboard.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xr-buildfolder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for bundle in ["Pkg_Counter.resources", "Pkg_Tally_App.resources/Base.lproj", "Pkg_Icons.resources", "Pkg_Notes.resources"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(bundle), withIntermediateDirectories: true)
        }
        try Data(StoryboardFixtures.main.utf8).write(to: folder.appendingPathComponent("Pkg_Tally_App.resources/Base.lproj/Main.storyboard"))
        for program in ["Counter", "Tally_App"] {
            try Data("#!/bin/sh\n".utf8).write(to: folder.appendingPathComponent(program))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent(program).path)
        }
        // A file that is not a program does not claim a bundle (Notes is a data file here).
        try Data().write(to: folder.appendingPathComponent("Notes"))

        #expect(ImageFiles.ownResourceBundleNames(in: folder.path, program: "Counter") == ["Pkg_Counter.resources", "Pkg_Icons.resources", "Pkg_Notes.resources"])
        #expect(ImageFiles.ownResourceBundleNames(in: folder.path, program: "Tally_App")
                == ["Pkg_Icons.resources", "Pkg_Notes.resources", "Pkg_Tally_App.resources"])
        #expect(ImageFiles.isAnotherProgramsBundle("Pkg_Tally_App.resources", in: folder.path, program: "Counter"))
        #expect(!ImageFiles.isAnotherProgramsBundle("Pkg_Tally_App.resources", in: folder.path, program: "Tally_App"))
        #expect(!ImageFiles.isAnotherProgramsBundle("Pkg_Icons.resources", in: folder.path, program: "Counter"))

        // This test program's own folder, as start-up lists it: the package's executables (xdemo,
        // the template app) lie beside it, and their bundles are not searched.
        let executable = try #require(ImageFiles.executableFolderPath)
        for name in ImageFiles.resourceBundleNames(in: executable) {
            let searched = ImageFiles.resourceBundleNamesBesideExecutable.contains(name)
            #expect(searched == !ImageFiles.isAnotherProgramsBundle(name, in: executable, program: ImageFiles.programName), "\(name)")
        }
        #expect(!ImageFiles.searchFolderPaths.contains { $0.hasSuffix("_xdemo.resources") }, "\(ImageFiles.searchFolderPaths)")
        // The folders searched, as path strings built without URLs before the first frame (issue
        // #50), are the URLs `UIImage(named:)` searches; the program's name is Foundation's.
        #expect(ImageFiles.searchFolderPaths == ImageFiles.searchFolders.map(\.path))
        #expect(ImageFiles.programName == ProcessInfo.processInfo.processName)
    }
}
