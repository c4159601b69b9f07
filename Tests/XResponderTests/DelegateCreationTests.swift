import Foundation
import Testing
@testable import XResponder

// Delegates as Xcode's templates write them: not `final`, no `required` initializer (R-BR4).

class OpenAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var names = ["stored"]
    var launched = false

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launched = true
        return true
    }
}

class StepsDelegate: UIResponder, UIApplicationDelegate {
    var steps: [String]

    override init() {
        steps = ["base"]
        super.init()
    }
}

class SpecialStepsDelegate: StepsDelegate {
    var extra = 3

    override init() {
        super.init()
        steps.append("special")
    }
}

class OpenSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var connected = false

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        connected = true
    }
}

class ConfiguringAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = OpenSceneDelegate.self
        return configuration
    }
}

/// Counts its deinitializations, to prove a made delegate is owned once.
class CountedDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var deinits = 0
    deinit { Self.deinits += 1 }
}

/// Declares only another designated initializer, so it has no `init()` (Swift's trap stands in).
class NamedOnlyDelegate: UIResponder, UIApplicationDelegate {
    let name: String
    init(name: String) {
        self.name = name
        super.init()
    }
}

class GenericObject<Value>: NSObject {}
class PlainSwiftObject {}

@Suite("Delegates made from their classes as in UIKit (R-BR4)", .tearsDownTestTrees)
@MainActor
struct DelegateCreationTests {
    @Test("R-BR4 an application delegate that is not final and has no required initializer is made from its type")
    func openApplicationDelegate() throws {
        let h = Harness(delegate: OpenAppDelegate.self)
        let delegate = try #require(h.app.delegate as? OpenAppDelegate)
        #expect(type(of: delegate) == OpenAppDelegate.self)
        #expect(delegate.names == ["stored"] && delegate.window == nil)
        #expect(delegate.launched)
        #expect(h.app.next === delegate)
    }

    @Test("R-BR4 a delegate subclass is made through its own init() override, which runs its superclass's")
    func subclassInitializerRuns() throws {
        let h = Harness(delegate: SpecialStepsDelegate.self)
        let delegate = try #require(h.app.delegate as? SpecialStepsDelegate)
        #expect(delegate.steps == ["base", "special"] && delegate.extra == 3)
        let base = try #require(Harness(delegate: StepsDelegate.self).app.delegate as? StepsDelegate)
        #expect(type(of: base) == StepsDelegate.self && base.steps == ["base"])
    }

    @Test("R-BR4 a scene delegate class that is not final is made from the scene configuration's class")
    func openSceneDelegate() throws {
        let h = Harness(delegate: ConfiguringAppDelegate.self)
        let scene = try #require(h.app.connectedScenes.first)
        let delegate = try #require(scene.delegate as? OpenSceneDelegate)
        #expect(delegate.connected)
    }

    @Test("R-BR4 a delegate named as NSStringFromClass names it is found and made as from its type")
    func madeByName() throws {
        let name = NSStringFromClass(OpenAppDelegate.self)
        let type: AnyClass = try #require(NSClassFromString(name))
        let object = try InitializerCall.makeObject(of: type)
        #expect(object is OpenAppDelegate && (object as? OpenAppDelegate)?.names == ["stored"])
    }

    @Test("R-BR4 a made delegate is owned once: it is released when the last reference goes")
    func madeObjectIsOwnedOnce() throws {
        CountedDelegate.deinits = 0
        weak var weakDelegate: NSObject?
        do {
            let object = try InitializerCall.makeObject(of: CountedDelegate.self)
            weakDelegate = object
            #expect(weakDelegate != nil)
        }
        #expect(weakDelegate == nil && CountedDelegate.deinits == 1)
    }

    @Test("R-BR4 a class that is not an NSObject, or metadata the reader does not know, is refused with a reason")
    func refusals() {
        #expect(throws: InitializerCall.Failure.self) { try InitializerCall.makeObject(of: PlainSwiftObject.self) }
        #expect((try? MetadataReader.initializerSlot(of: NSObject.self)) != nil)
        #expect(throws: InitializerCall.Failure.self) { try MetadataReader.initializerSlot(of: GenericObject<Int>.self) }
    }

    @Test("R-BR4 a delegate class with no init() stops with Swift's unimplemented-initializer error, as Objective-C's would")
    func noInitializerStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try? InitializerCall.makeObject(of: NamedOnlyDelegate.self)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("unimplemented initializer 'init()'"))
    }
}
