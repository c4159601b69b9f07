import Foundation
import Testing
@testable import xrport

/// xrport, the porting tool (R-AS5): what it rewrites, what it reports, and that its output of an
/// app written in UIKit's idiom compiles against XResponder.
@Suite("xrport: UIKit sources ported to XResponder (R-AS5)")
struct PortingToolTests {
    /// Ports one file and returns its text and notes.
    func port(_ source: String, others: [String] = []) -> (text: String, notes: [PortNote]) {
        let sources = [(path: "A.swift", text: source)] + others.enumerated().map { (path: "O\($0.offset).swift", text: $0.element) }
        let result = UIKitPorter.port(sources: sources)
        return (result.outputs[0].text, result.notes.filter { $0.file == "A.swift" })
    }

    @Test("R-AS5: every #selector form becomes Selector(name, Type.method) with the enclosing type")
    func selectors() {
        let source = """
        class ListViewController: UIViewController {
            func setUp() {
                a(#selector(refresh))
                a(#selector(handleTap(_:)))
                a(#selector(self.buttonTapped(sender:)))
                a(#selector(Other.tableView(_:didSelectRowAt:)))
            }
        }
        extension ListViewController {
            func more() { a(#selector(refresh)) }
        }
        """
        let (text, notes) = port(source)
        #expect(text.contains(#"a(Selector("refresh", ListViewController.refresh))"#))
        #expect(text.contains(#"a(Selector("handleTap:", ListViewController.handleTap(_:)))"#))
        #expect(text.contains(#"a(Selector("buttonTappedWithSender:", ListViewController.buttonTapped(sender:)))"#))
        #expect(text.contains(#"a(Selector("tableView:didSelectRowAt:", Other.tableView(_:didSelectRowAt:)))"#))
        #expect(text.contains(#"func more() { a(Selector("refresh", ListViewController.refresh)) }"#))
        #expect(notes.filter { $0.kind == .rewritten }.count == 5 && notes.allSatisfy { $0.kind == .rewritten })
        #expect(notes.map(\.line) == [3, 4, 5, 6, 10])
    }

    @Test("R-AS5: @objc and @IBOutlet go with the comments and indentation kept, @IBAction stays (R-IB2); @UIApplicationMain becomes @main")
    func attributes() {
        let source = """
        import UIKit

        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }

        @objcMembers class Panel: UIView {
            /// The title.
            @IBOutlet weak var title: UILabel!
            // Called from the button.
            @IBAction @objc private func close(_ sender: Any) {}
            @objc(doSomething:) func something(_ x: Int) {}
            @objc dynamic var count = 0
            func build() { title = UILabel() }
        }
        """
        let (text, notes) = port(source)
        #expect(text == """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }

        class Panel: UIView {
            /// The title.
            weak var title: UILabel!
            // Called from the button.
            @IBAction func close(_ sender: Any) {}
            func something(_ x: Int) {}
            dynamic var count = 0
            func build() { title = UILabel() }
        }
        """)
        // The action's private goes: the generated connection table, in another file, calls it.
        #expect(notes.allSatisfy { $0.kind == .rewritten })
    }

    @Test("R-BR4: delegate classes are left as written, subclassed or not: XResponder makes them as UIKit does")
    func delegates() {
        let source = "class SceneDelegate: UIResponder, UIWindowSceneDelegate {}\nclass AppDelegate: UIResponder, UIApplicationDelegate {}"
        let (text, notes) = port(source, others: ["class Special: SceneDelegate {}"])
        #expect(text == source)
        #expect(notes.isEmpty)
    }

    @Test("R-AS5: what needs Objective-C or Apple-only modules is reported with its line and left alone; storyboards, nibs and init(coder:) are not reported (R-IB1)")
    func reports() {
        let source = """
        import UIKit
        import MapKit
        @objc protocol Source: AnyObject {
            @objc optional func count() -> Int
        }
        class C: UIViewController {
            @IBOutlet var map: UIView!
            required init?(coder: NSCoder) { super.init(coder: coder) }
            func f() {
                let vc = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "x")
                perform(#selector(f), with: nil, afterDelay: 1)
                _ = #keyPath(UIView.frame)
                _ = #selector(getter: UIView.frame)
                _ = NSClassFromString("C")
            }
        }
        """
        let (text, notes) = port(source)
        let todos = notes.filter { $0.kind == .todo }
        // The outlet (line 7) goes in the generated connection table: nothing to do by hand.
        #expect(todos.map(\.line) == [2, 4, 11, 13, 14], "\(todos)")
        #expect(todos[0].description.hasPrefix("A.swift:2:1: todo: module MapKit"))
        // The optional requirement lost its modifier (it cannot compile); the rest is as it was.
        #expect(text.contains("    func count() -> Int") && text.contains("_ = \"frame\"\n"))
        #expect(text.contains("#selector(getter: UIView.frame)"))
    }

    @Test("R-AS5: UIKit's names from before Swift 4.2 are renamed as Xcode's migrator renames them")
    func renamedTypes() {
        let (text, notes) = port("""
        func f(_ o: [UIApplicationLaunchOptionsKey: Any]?, b: UIButton) {
            b.addTarget(nil, action: nil, for: UIControlEvents.touchUpInside)
            let s: UIControlState = .normal
        }
        """)
        #expect(text.contains("[UIApplication.LaunchOptionsKey: Any]?") && text.contains("UIControl.Event.touchUpInside"))
        #expect(text.contains("let s: UIControl.State = .normal") && notes.count == 3)
    }

    @Test("R-AS5: a file that uses URLSession gets FoundationNetworking, after import Foundation or its first import (XResponder does not re-export it: issue #50)")
    func foundationNetworking() {
        let client = port("import Foundation\n\nfunc fetch(_ url: URL) { URLSession.shared.dataTask(with: URLRequest(url: url)).resume() }\n")
        #expect(client.text.contains("import Foundation\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"))
        #expect(client.notes.contains { $0.message.contains("FoundationNetworking") })
        #expect(port(client.text).text == client.text, "added once")
        let view = port("import UIKit\nimport Foundation\nlet s = URLSession.shared\n")
        #expect(view.text.contains("import Foundation\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"))
        let uikitOnly = port("import UIKit\n\nclass Loader { let session = URLSession(configuration: .default) }\n")
        #expect(uikitOnly.text.hasPrefix("import UIKit\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"))
        let unrelated = port("import Foundation\n// URLSession in a comment\nlet myURLSessionLike = 1\n")
        #expect(!unrelated.text.contains("FoundationNetworking"))
    }

    @Test("R-AS5: sendSubview(toBack:), bringSubview(toFront:) and more pre-4.2 type names take their Swift 4.2 names")
    func renamedMethods() {
        let ported = port("""
        import UIKit
        class V: UIView {
            func f(_ x: UIView, a: UIControlContentVerticalAlignment, s: UITableViewCellStyle, o: UINavigationControllerOperation) {
                sendSubview(toBack: x)
                self.bringSubview(toFront: x)
            }
        }
        class A: UIActivity {
            override class var activityCategory: UIActivityCategory { return .action }
            override var activityType: UIActivityType { return UIActivityType("com.example.a") }
            func turn(_ p: UIPageViewController) { p.setViewControllers(nil, direction: UIPageViewControllerNavigationDirection.forward, animated: false) }
        }
        """)
        #expect(ported.text.contains("        sendSubviewToBack(x)\n        self.bringSubviewToFront(x)\n"))
        #expect(ported.text.contains("a: UIControl.ContentVerticalAlignment, s: UITableViewCell.CellStyle, o: UINavigationController.Operation"))
        #expect(ported.text.contains("activityCategory: UIActivity.Category {"))
        #expect(ported.text.contains("direction: UIPageViewController.NavigationDirection.forward"))
        #expect(ported.text.contains("activityType: UIActivity.ActivityType { return UIActivity.ActivityType(\"com.example.a\") }"))
        #expect(ported.notes.allSatisfy { $0.kind == .rewritten })
    }

    @Test("R-BR2: NSValue(caTransform3D:) becomes the transform itself, which Core Animation's values take")
    func transformValues() {
        let ported = port("""
        import UIKit
        func pulse(_ layer: CALayer) {
            let a = CABasicAnimation(keyPath: "transform")
            a.toValue = NSValue(caTransform3D: CATransform3DMakeScale(1.2, 1.2, 1))
            a.fromValue = NSValue(cgPoint: .zero)
        }
        """)
        #expect(ported.text.contains("a.toValue = CATransform3DMakeScale(1.2, 1.2, 1)\n"))
        #expect(ported.text.contains("NSValue(cgPoint: .zero)"))
        #expect(ported.notes.contains { $0.kind == .rewritten && $0.message.contains("caTransform3D") })
    }

    @Test("R-CD3: the bridging casts between a diffable snapshot's reference and value forms become the initializers that convert; a cast inside a larger expression is reported")
    func snapshotBridgingCasts() {
        let ported = port("""
        import UIKit
        import CoreData
        final class Notes: NSObject, NSFetchedResultsControllerDelegate {
            var kept: NSDiffableDataSourceSnapshotReference?
            func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference) {
                let typed = snapshot as NSDiffableDataSourceSnapshot<String, NSManagedObjectID>
                kept = typed as NSDiffableDataSourceSnapshotReference
                apply(snapshot as NSDiffableDataSourceSnapshot<String, NSManagedObjectID>)
                let same = typed == snapshot as NSDiffableDataSourceSnapshot<String, NSManagedObjectID>
                let number = 3 as Double
            }
        }
        """)
        #expect(ported.text.contains("let typed = NSDiffableDataSourceSnapshot<String, NSManagedObjectID>(snapshot)\n"))
        #expect(ported.text.contains("kept = NSDiffableDataSourceSnapshotReference(typed)\n"))
        #expect(ported.text.contains("apply(NSDiffableDataSourceSnapshot<String, NSManagedObjectID>(snapshot))\n"))
        #expect(ported.text.contains("let number = 3 as Double\n"))
        #expect(ported.notes.filter { $0.kind == .rewritten }.count == 3)
        #expect(ported.notes.contains { $0.kind == .todo && $0.message.contains("bridging cast") })
    }

    @Test("R-AS5: #keyPath becomes the string it stands for — the type dropped, the dotted path kept — as Core Data's sort descriptors and predicates take it")
    func keyPathStrings() {
        let ported = port("""
        import CoreData
        final class Provider {
            var name = ""
            func request() -> NSFetchRequest<NSManagedObject> {
                let request = NSFetchRequest<NSManagedObject>(entityName: "Player")
                request.sortDescriptors = [NSSortDescriptor(key: #keyPath(Player.team.name), ascending: true)]
                request.predicate = NSPredicate(format: "%K == %@", #keyPath(Player.lastName), "Bird")
                _ = #keyPath(name)
                _ = #keyPath(Player.team[0])
                return request
            }
        }
        """)
        #expect(ported.text.contains("NSSortDescriptor(key: \"team.name\", ascending: true)"))
        #expect(ported.text.contains("NSPredicate(format: \"%K == %@\", \"lastName\", \"Bird\")"))
        #expect(ported.text.contains("_ = \"name\"\n"))
        #expect(ported.text.contains("#keyPath(Player.team[0])"))
        #expect(ported.notes.filter { $0.kind == .rewritten && $0.message.hasPrefix("#keyPath") }.count == 3)
        #expect(ported.notes.contains { $0.kind == .todo && $0.message.contains("Player.team[0]") })
    }

    @Test("R-IB5: String(format: NSLocalizedString(…), n) becomes String.localizedStringWithFormat, which applies plurals; other String(format:) calls stay, and the generated localization declares no String(format:) to make them ambiguous")
    func localizedFormats() {
        let ported = port("""
        import UIKit
        func caption(_ count: Int, _ time: Double) -> String {
            let items = String(format: NSLocalizedString("%d items", comment: ""), count)
            let clock = String(format: "%05.2f", time)
            return items + clock
        }
        """)
        #expect(ported.text.contains("let items = String.localizedStringWithFormat(NSLocalizedString(\"%d items\", comment: \"\"), count)\n"))
        #expect(ported.text.contains("let clock = String(format: \"%05.2f\", time)\n"))
        #expect(ported.notes.contains { $0.kind == .rewritten && $0.message.contains("localizedStringWithFormat") })
        let shim = LocalizationShim.file(for: [ported.text])
        #expect(shim?.contains("localizedStringWithFormat") == true)
        #expect(shim?.contains("init(format") == false)
    }

    @Test("R-F4: a stored property whose closure initializer targets self is left as written, as it builds and works on iOS; an override in an extension of a UIKit class is reported")
    func selfInInitializerAndExtensionOverrides() {
        let ported = port("""
        import UIKit
        class C: UIViewController {
            private let button: UIButton = {
                let b = UIButton(type: .system)
                b.addTarget(self, action: #selector(tap), for: .touchUpInside)
                return b
            }()
            func tap() {}
        }
        extension UIViewController {
            override open var description: String { "controller" }
        }
        """)
        #expect(ported.text.contains("    private let button: UIButton = {"), "the action travels the chain to C, as on iOS")
        #expect(ported.notes.filter { $0.line == 3 }.isEmpty)
        #expect(ported.notes.contains { $0.kind == .todo && $0.message.contains("override in an extension") && $0.line == 11 })
        #expect(ported.text.contains("extension UIViewController {\n    override open var description"), "UIKit's class is not the target's: left")
    }

    @Test("R-AS5: overrides in an extension of the target's own class move into its body, in the same file or another, comments and all; the rest of the extension stays")
    func extensionOverridesMoveIntoTheClass() throws {
        let delegateFile = """
        import UIKit

        extension PlayerList {
            func configure(_ cell: UITableViewCell) { cell.textLabel?.text = "x" }

            // Present the player.
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                tableView.deselectRow(at: indexPath, animated: true)
            }
        }

        extension Local {
            override func viewDidLoad() { super.viewDidLoad() }
        }

        class Local: UIViewController {
            let name = "local"
        }
        """
        let classFile = """
        import UIKit

        class PlayerList: UITableViewController {
            var rows = 0
        }
        """
        let result = UIKitPorter.port(sources: [(path: "PlayerList+Delegate.swift", text: delegateFile), (path: "PlayerList.swift", text: classFile)])
        let delegate = try #require(result.outputs.first { $0.path == "PlayerList+Delegate.swift" }).text
        let list = try #require(result.outputs.first { $0.path == "PlayerList.swift" }).text
        #expect(!delegate.contains("didSelectRowAt") && delegate.contains("func configure(_ cell: UITableViewCell)"))
        #expect(list.contains("""
            var rows = 0

            // Moved here by xrport from an extension: Linux Swift overrides only in the class's body.
            // Present the player.
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                tableView.deselectRow(at: indexPath, animated: true)
            }
        }
        """), "\(list)")
        #expect(delegate.contains("""
        class Local: UIViewController {
            let name = "local"

            // Moved here by xrport from an extension: Linux Swift overrides only in the class's body.
            override func viewDidLoad() { super.viewDidLoad() }
        }
        """), "\(delegate)")
        let notes = result.notes.filter { $0.message.contains("override") }
        #expect(notes.count == 2 && notes.allSatisfy { $0.kind == .rewritten })
        #expect(notes.contains { $0.line == 7 && $0.message.contains("class PlayerList (in PlayerList.swift)") })
        #expect(notes.contains { $0.line == 13 && $0.message.contains("class Local (in this file)") })
    }

    @Test("R-AS5: import UIKit and import Combine stay as written (the target aliases them); CoreGraphics, QuartzCore and XResponder become UIKit; the summary names the products and the aliases")
    func imports() throws {
        let source = "import UIKit\nimport Combine\nimport CoreGraphics\n@preconcurrency import QuartzCore\nimport class UIKit.UIView\nimport XResponder\nimport XResponderCombine\n"
        let ported = port(source)
        #expect(ported.text == "import UIKit\nimport Combine\nimport UIKit\n@preconcurrency import UIKit\nimport class UIKit.UIView\nimport UIKit\nimport Combine\n", "\(ported.text)")
        #expect(ported.notes.map(\.line) == [3, 4, 6, 7] && ported.notes.allSatisfy { $0.kind == .rewritten })
        #expect(UIKitPorter.productsImported(by: [ported.text, "import Foundation // Combine\n"]) == ["XResponder", "XResponderCombine"])
        #expect(UIKitPorter.productsImported(by: ["import Foundation\n  import UIKit  // a model with a colour\n"]) == ["XResponder"])
        #expect(ModuleAliases.compilerFlags(for: ["XResponder", "XResponderCombine"]) == ["-module-alias", "UIKit=XResponder", "-module-alias", "Combine=XResponderCombine"])
        #expect(ModuleAliases.swiftSetting(for: ["XResponder"]) == #".unsafeFlags(["-module-alias", "UIKit=XResponder"])"#)
    }

    @Test("R-AS5: import MobileCoreServices and import UniformTypeIdentifiers become UIKit: XResponder declares kUTType… and UTType")
    func typeIdentifierModules() {
        let ported = port("import MobileCoreServices\nimport UniformTypeIdentifiers\nlet a = kUTTypePlainText as String\nlet b = UTType.json.identifier\n")
        #expect(ported.text.hasPrefix("import UIKit\nimport UIKit\n"), "\(ported.text)")
        #expect(ported.notes.map(\.line) == [1, 2] && ported.notes.allSatisfy { $0.kind == .rewritten })
    }

    @Test("R-DA3: import UserNotifications becomes import UIKit: XResponder declares UNUserNotificationCenter and its types")
    func userNotificationsModule() {
        let ported = port("import UIKit\nimport UserNotifications\nlet center = UNUserNotificationCenter.current()\n")
        #expect(ported.text.hasPrefix("import UIKit\nimport UIKit\n"), "\(ported.text)")
        #expect(ported.notes.map(\.line) == [2] && ported.notes.allSatisfy { $0.kind == .rewritten })
    }

    @Test("R-AS5: import UIKit.UIGestureRecognizerSubclass becomes import UIKit (the subclass hooks are on the classes)")
    func submoduleImports() {
        let ported = port("import UIKit\nimport UIKit.UIGestureRecognizerSubclass // for state\nimport struct UIKit.UIEdgeInsets\n")
        #expect(ported.text == "import UIKit\nimport UIKit // for state\nimport struct UIKit.UIEdgeInsets\n", "\(ported.text)")
        #expect(ported.notes.count == 1 && ported.notes[0].line == 2 && ported.notes[0].kind == .rewritten)
    }

    @Test("R-AS5: with the alias, #if canImport(UIKit) is true in the ported target, which was written for UIKit")
    func canImportUIKitInThePortedTarget() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("xrport-alias-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try """
        import UIKit
        #if canImport(UIKit)
        let platformView: UIView = UIView()
        #else
        let platformView: Int = "no UIKit"
        #endif
        """.write(to: work.appendingPathComponent("Platform.swift"), atomically: true, encoding: .utf8)
        let build = try buildAgainstXResponder(work, module: "Platform")
        #expect(build.status == 0, "\(build.text)")
    }

    @Test("R-IB4: asset symbols take Xcode's names: lower camel case, no Color or Image suffix, a namespace's folder first, _ before a digit")
    func assetSymbolNames() {
        #expect(AssetSymbols.symbol(for: "checkbox filled", kind: .image) == "checkboxFilled")
        #expect(AssetSymbols.symbol(for: "Uncheck", kind: .image) == "uncheck")
        #expect(AssetSymbols.symbol(for: "AccentColor", kind: .color) == "accent")
        #expect(AssetSymbols.symbol(for: "AccentColor", kind: .image) == "accentColor")
        #expect(AssetSymbols.symbol(for: "LogoImage", kind: .image) == "logo")
        #expect(AssetSymbols.symbol(for: "URLIcon", kind: .image) == "urlIcon")
        #expect(AssetSymbols.symbol(for: "Icons/add", kind: .image) == "iconsAdd")
        #expect(AssetSymbols.symbol(for: "X - 3", kind: .image) == "x3")
        #expect(AssetSymbols.symbol(for: "3D", kind: .image) == "_3D")
        #expect(AssetSymbols.symbol(for: "---", kind: .image) == nil)
    }

    @Test("R-IB4: xrport writes GeneratedAssetSymbols.swift with the symbols the sources use and do not declare, and the output builds")
    func generatedAssetSymbols() throws {
        let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("xrport-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let input = work.appendingPathComponent("in"), output = work.appendingPathComponent("out")
        let catalog = input.appendingPathComponent("App/Assets.xcassets")
        for set in ["checkbox/checked.imageset", "checkbox/Uncheck.imageset", "Unused.imageset", "AccentColor.colorset", "Brand.colorset"] {
            try FileManager.default.createDirectory(at: catalog.appendingPathComponent(set), withIntermediateDirectories: true)
            try #"{ "info" : { "author" : "xcode", "version" : 1 } }"#.write(to: catalog.appendingPathComponent(set + "/Contents.json"), atomically: true, encoding: .utf8)
        }
        try """
        import UIKit

        extension UIColor {
            static let brand = UIColor.red   // the app's own: not generated again
        }

        class TaskCell: UITableViewCell {
            func show(done: Bool) {
                imageView?.image = done ? .checked : .uncheck
                tintColor = UIColor.accent
                backgroundColor = .brand
            }
        }
        """.write(to: input.appendingPathComponent("App/TaskCell.swift"), atomically: true, encoding: .utf8)
        let report = try run(binaries.appendingPathComponent("xrport").path, [input.path, output.path])
        #expect(report.text.contains("xrport: GeneratedAssetSymbols.swift written: 3 asset symbols the sources use"), "\(report.text)")
        #expect(report.text.contains("xrport --check: 0 compile errors left"), "\(report.text)")
        let generated = try String(contentsOf: output.appendingPathComponent("GeneratedAssetSymbols.swift"), encoding: .utf8)
        #expect(generated.contains(#"static let checked = ImageResource(name: "checked", bundle: .main)"#))
        #expect(generated.contains(#"static let uncheck = ImageResource(name: "Uncheck", bundle: .main)"#))
        #expect(generated.contains(#"static let accent = ColorResource(name: "AccentColor", bundle: .main)"#))
        #expect(generated.contains("static var checked: UIImage { .init(resource: .checked) }"))
        #expect(!generated.contains("unused") && !generated.contains("brand"))
        let build = try buildAgainstXResponder(output, module: "Assets")
        #expect(build.status == 0, "\(build.text)")
    }

    @Test("R-AS5: porting twice changes nothing the second time")
    func idempotent() {
        let once = port("import UIKit\nclass V: UIView { @objc func t() { a(#selector(t)) } }").text
        let twice = port(once)
        #expect(twice.text == once && twice.notes.isEmpty)
    }

    @Test("R-AS5: a notes app written in UIKit's idiom ports with nothing left to do, and the output builds in Swift 5 mode")
    func notesAppBuilds() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("xrport-notes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }

        // The tool as users run it.
        let report = try run(binaries.appendingPathComponent("xrport").path,
                             [root.appendingPathComponent("Tests/PortingToolTests/Fixtures/Notes").path, output.path])
        #expect(report.status == 0)
        // 19: its one-parameter @IBAction stays as written (R-IB2), and so do its eight
        // `import UIKit` and `import Combine` lines (aliased); Note.swift, which fetches with
        // URLSession, gets FoundationNetworking.
        #expect(report.text.contains("xrport: 8 files, 19 rewrites, 0 left to do by hand, 1 resource copied\n"), "\(report.text)")
        #expect(report.text.contains("xrport: the target depends on XResponder's products XResponder, XResponderCombine\n"), "\(report.text)")
        #expect(report.text.contains(#"xrport: build the target with swiftSettings: [.unsafeFlags(["-module-alias", "UIKit=XResponder", "-module-alias", "Combine=XResponderCombine"])], which makes import UIKit load XResponder and import Combine load XResponderCombine"#), "\(report.text)")
        #expect(report.text.hasSuffix("xrport --check: 0 compile errors left: the output type-checks\n"), "checked by default")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Info.plist").path), "resources are copied")
        let ported = try String(contentsOf: output.appendingPathComponent("NotesListViewController.swift"), encoding: .utf8)
        #expect(ported.contains(#"action: Selector("addNote", NotesListViewController.addNote))"#))
        #expect(!ported.contains("@objc") && ported.contains("\nimport UIKit\n"), "the import stays as written")

        // Its output, compiled against the XResponder just built, as a Swift 5 module.
        let build = try buildAgainstXResponder(output, module: "Notes")
        #expect(build.status == 0, "\(build.text)")
    }

    @Test("R-AS5: xrport --check counts errors that have no column or no file, as the build fails on them too")
    func errorsWithoutColumns() {
        let found = TypeCheck.errors(in: """
            <unknown>:0: error: missing required module 'COpenCombineHelpers'
            /tmp/a.swift:3:5: error: cannot find 'x' in scope
            /tmp/a.swift:4:1: warning: unused
            """)
        #expect(found.map(\.line) == [0, 3])
        #expect(found.first?.message == "missing required module 'COpenCombineHelpers'")
        // What Linux Foundation lacks is grouped under its own cause (a calculator's NSExpression).
        let unavailable = TypeCheck.errors(in: "/tmp/b.swift:13:9: error: 'expressionType' is unavailable: NSExpression is not available in swift-corelibs-foundation\n")
        #expect(TypeCheck.grouped(unavailable).map(\.cause.title) == ["Linux Foundation differences"])
    }

    @Test("R-AS5: xrport --check lists, grouped by cause, exactly the errors the build of its output then reports")
    func checkListsWhatTheBuildReports() throws {
        let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("xrport-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let input = work.appendingPathComponent("in"), output = work.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        try """
        import UIKit

        class PickerViewController: UIViewController {
            let picker = UIWebView()   // retired by Apple, never to be in XResponder
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(picker)
                view.backgroundColor = .systemBackground
            }
        }
        """.write(to: input.appendingPathComponent("Picker.swift"), atomically: true, encoding: .utf8)
        // The same mistake in lazy properties' initializers in two more files: `swiftc -typecheck`
        // stopped at the first of the three (found porting bumothekid/TaskList: 1 listed, 4 built).
        for name in ["Help", "News"] {
            try """
            import UIKit

            class \(name)ViewController: UIViewController {
                lazy var page: UIView = {
                    let web = UIWebView()
                    return web
                }()
            }
            """.write(to: input.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
        }
        let report = try run(binaries.appendingPathComponent("xrport").path, ["--check", input.path, output.path])
        #expect(report.status == 1, "errors left: a failing status")
        #expect(report.text.contains("UIKit names XResponder lacks (3)"), "\(report.text)")
        #expect(report.text.contains("Picker.swift:4: cannot find 'UIWebView' in scope"))
        #expect(report.text.contains("Help.swift:5: cannot find 'UIWebView' in scope") && report.text.contains("News.swift:5: "))
        #expect(report.text.hasSuffix("xrport --check: 3 compile errors left\n"))

        // The build of the same output, as the Notes test builds it.
        let build = try buildAgainstXResponder(output, module: "Picker")
        let built = TypeCheck.errors(in: build.text).map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line): \($0.message)" }
        let listed = report.text.split(separator: "\n").filter { $0.hasPrefix("  ") }.map { line -> String in
            let text = line.trimmingCharacters(in: .whitespaces)
            return URL(fileURLWithPath: String(text.prefix { $0 != ":" })).lastPathComponent + text.drop { $0 != ":" }
        }
        #expect(!built.isEmpty && built.sorted() == listed.sorted(), "the build reports \(built), --check listed \(listed)")
    }
}
