import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

/// A scene delegate as an iOS 13 app writes restoration: what the window shows is an activity,
/// handed back on the session when the scene connects again.
final class RestorableSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// The note each window shows; the test sets it.
    var noteID = "new"
    static var restored: [String?] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        if let activity = connectionOptions.userActivities.first ?? session.stateRestorationActivity {
            noteID = activity.userInfo?["note"] as? String ?? "?"
            Self.restored.append(activity.activityType)
        } else {
            Self.restored.append(nil)
        }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: "org.example.notes.open")
        activity.title = "Note \(noteID)"
        activity.addUserInfoEntries(from: ["note": noteID, "link": URL(string: "notes://\(noteID)")!,
                                           "id": UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!,
                                           "scroll": ["y": 120.5, "pages": [1, 2]], "unsaved": NSObject()])
        return activity
    }
}

final class RestorableAppDelegate: UIResponder, UIApplicationDelegate {
    static var discarded = 0
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = RestorableSceneDelegate.self
        return configuration
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        Self.discarded += sceneSessions.count
    }
}

@Suite("Windows remembered between launches (R-DA2)", .tearsDownTestTrees, .serialized)
@MainActor
struct SceneRestorationTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xr-scenes-\(UUID().uuidString)")
    var storeURL: URL { folder.appendingPathComponent("org.example.notes/scenes.plist") }

    /// One launch of the app, as `UIApplicationMain` makes it, with the store in the test's folder.
    func launch() -> (UIApplication, HeadlessInput) {
        RestorableSceneDelegate.restored = []
        let app = UIApplication.launch(clock: ManualClock())
        app.sceneRegistry.store = SceneSessionStore(fileURL: storeURL)
        app.finishLaunching(with: RestorableAppDelegate.self)
        return (app, HeadlessInput(application: app))
    }

    func scenes(_ app: UIApplication) -> [UIWindowScene] {
        app.sceneRegistry.scenes.compactMap { $0 as? UIWindowScene }
    }

    func noteDelegate(_ scene: UIScene) throws -> RestorableSceneDelegate {
        try #require(scene.delegate as? RestorableSceneDelegate)
    }

    @Test("R-DA2: the windows open at Quit come back at the next launch — same sessions, activities with their user info, frames, the key one key")
    func quitAndRelaunch() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (app, _) = launch()
        #expect(RestorableSceneDelegate.restored == [nil], "the first launch has nothing to restore")
        app.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        let (first, second) = (scenes(app)[0], scenes(app)[1])
        try noteDelegate(first).noteID = "groceries"
        try noteDelegate(second).noteID = "ideas"
        first.session.userInfo = ["pinned": true]
        try #require(first.windows.first).frame = CGRect(x: 30, y: 40, width: 500, height: 600)
        try #require(second.windows.first).frame = CGRect(x: 400, y: 120, width: 320, height: 480)
        try #require(first.windows.first).makeKey()
        let identifiers = [second.session.persistentIdentifier, first.session.persistentIdentifier]
        app.terminate()   // Quit

        let (next, _) = launch()
        let restored = scenes(next)
        #expect(restored.map(\.session.persistentIdentifier) == identifiers, "the key window's session last")
        #expect(RestorableSceneDelegate.restored == ["org.example.notes.open", "org.example.notes.open"])
        #expect(try restored.map { try noteDelegate($0).noteID } == ["ideas", "groceries"])
        #expect(restored.map { $0.windows.first?.frame } == [CGRect(x: 400, y: 120, width: 320, height: 480),
                                                            CGRect(x: 30, y: 40, width: 500, height: 600)])
        #expect(restored.last?.windows.first?.isKeyWindow == true)
        let activity = try #require(restored.last?.session.stateRestorationActivity)
        #expect(activity.title == "Note groceries")
        #expect(activity.userInfo?["link"] as? URL == URL(string: "notes://groceries"), "a URL comes back as a URL")
        #expect(activity.userInfo?["id"] as? UUID == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        let scroll = try #require(activity.userInfo?["scroll"] as? [AnyHashable: Any])
        #expect(scroll["y"] as? Double == 120.5 && scroll["pages"] as? [Int] == [1, 2])
        #expect(activity.userInfo?["unsaved"] == nil, "what is not a property-list value is left out, not a failed launch")
        #expect(restored.last?.session.userInfo?["pinned"] as? Bool == true)
    }

    @Test("R-DA2: a window the user closes ends its session for good; the next new window opens at its size")
    func closedWindowIsNotRestored() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        RestorableAppDelegate.discarded = 0
        let (app, _) = launch()
        app.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        let (first, second) = (scenes(app)[0], scenes(app)[1])
        let closing = try #require(second.windows.first)
        closing.frame = CGRect(x: 200, y: 100, width: 333, height: 444)
        closing.isHidden = true
        app.windowWasClosed(closing)   // the window manager's close button
        #expect(RestorableAppDelegate.discarded == 1 && app.openSessions.count == 1)
        app.terminate()

        let (next, _) = launch()
        #expect(scenes(next).map(\.session.persistentIdentifier) == [first.session.persistentIdentifier])
        next.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        let fresh = try #require(scenes(next).last?.windows.first)
        #expect(fresh.frame.size == CGSize(width: 333, height: 444), "a new window opens at the last closed one's size")
        let area = UIScreen.main.usableBounds
        #expect(fresh.frame.midX.rounded() == area.midX.rounded(), "centred, as any new window")
    }

    @Test("R-DA2: two windows closed in the same turn both end their sessions; the app starts afresh")
    func twoClosedInOneTurn() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        RestorableAppDelegate.discarded = 0
        let (app, _) = launch()
        app.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        for window in scenes(app).compactMap(\.windows.first) {
            window.isHidden = true
            app.windowWasClosed(window)
        }
        #expect(RestorableAppDelegate.discarded == 2 && app.connectedScenes.isEmpty && app.openSessions.isEmpty)
        app.terminate()
        let (next, _) = launch()
        #expect(scenes(next).count == 1 && RestorableSceneDelegate.restored == [nil])
    }

    @Test("R-DA2: a remembered place beyond the screen (a monitor since unplugged) comes back inside the work area")
    func placeKeptOnScreen() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (app, _) = launch()
        try #require(scenes(app).first?.windows.first).frame = CGRect(x: 5000, y: -300, width: 50_000, height: 500)
        app.terminate()
        let (next, _) = launch()
        let frame = try #require(scenes(next).first?.windows.first?.frame)
        let area = UIScreen.main.usableBounds
        #expect(area.contains(frame), "\(frame) within \(area)")
        #expect(frame.width == area.width && frame.height == 500)
    }

    @Test("R-DA2: a store that does not read — not a property list, another version, wrong types, an activity without a type — starts the app, never stops it")
    func badStores() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let good: [String: Any] = ["id": "A", "role": UISceneSession.Role.windowApplication.rawValue, "frame": [10, 20, 300, 400]]
        let cases: [(Data, expected: Int, activity: Bool)] = [
            (Data([0x62, 0x70, 0x6c, 0x69, 0x73, 0x74, 0xff, 0x00]), 1, false),   // a broken binary plist
            (Data("not a plist at all".utf8), 1, false),
            (try plist(["version": 99, "sessions": [good]]), 1, false),
            (try plist(["version": 1, "sessions": "nope", "lastWindowSize": [Double.nan, 2]]), 1, false),
            (try plist(["version": 1, "sessions": [["id": 7], good, ["role": "x"]]]), 1, false),
            (try plist(["version": 1, "sessions": [good.merging(["activity": ["title": "no type"], "userInfo": 3, "frame": [1, 2]]) { $1 }]]), 1, false),
        ]
        for (data, expected, _) in cases {
            try FileManager.default.createDirectory(at: storeURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: storeURL)
            let (app, _) = launch()
            #expect(scenes(app).count == expected, "\(String(decoding: data.prefix(40), as: UTF8.self))")
            #expect(RestorableSceneDelegate.restored == [nil], "nothing restorable: no activity")
            #expect(scenes(app).first?.windows.first?.frame.width ?? 0 > 0)
        }
    }

    @Test("R-DA2: File ▸ New Window (Ctrl+N) opens another scene of an app that supports multiple scenes")
    func newWindowCommand() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (app, input) = launch()
        UIMenuSystem.main.setNeedsRebuild()
        defer { UIMenuSystem.main.setNeedsRebuild() }
        let window = try #require(scenes(app).first?.windows.first)
        let command = try #require(findCommand("New Window", in: UIMenuSystem.main.validatedMenu(from: window)) as? UIKeyCommand)
        #expect(command.input == "n" && command.modifierFlags == .command && !command.attributes.contains(.disabled))
        input.pressKey(UIKey(characters: "n", modifierFlags: .control, keyCode: .keyboardN))
        #expect(scenes(app).count == 2, "Ctrl+N answers ⌘N")
        #expect(scenes(app).last?.windows.first?.isKeyWindow == true)
    }

    private func plist(_ value: Any) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: value, format: .xml, options: 0)
    }

    private func findCommand(_ title: String, in menu: UIMenu) -> UIMenuElement? {
        for child in menu.children {
            if let command = child as? UICommand, command.title == title { return command }
            if let submenu = child as? UIMenu, let found = findCommand(title, in: submenu) { return found }
        }
        return nil
    }
}
