import Foundation
import Testing
@testable import XResponder

/// Storyboards and nibs read at run time (SPEC §20, R-IB1 … R-IB3), from files written as Xcode
/// writes them (StoryboardFixtures).
@Suite("Storyboards and nibs load, connect and segue as in UIKit (R-IB1, R-IB2, R-IB3)", .serialized, .tearsDownTestTrees)
@MainActor
struct StoryboardTests {
    /// The window, the storyboard's initial navigation controller in it, and what was reported.
    private func launch() throws -> (Harness, UIWindow, UINavigationController, NotesViewController, ReportLog) {
        let reports = ReportLog()
        NibDocument.forget()
        NibDocument.problemObserver = { problem in reports.add(problem) }
        StoryboardLog.entries = []
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let bundle = try StoryboardFixtures.bundle(["Main.storyboard": StoryboardFixtures.main])
        let storyboard = UIStoryboard(name: "Main", bundle: bundle)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let list = try #require(navigation.viewControllers.first as? NotesViewController)
        return (h, window, navigation, list, reports)
    }

    @Test("R-IB1 the initial controller and its relationship root are made through init(coder:), awoken, then load the scene's view with every outlet connected")
    func initialControllerAndOrder() throws {
        let (_, _, navigation, list, _) = try launch()
        #expect(navigation.navigationBar.prefersLargeTitles)
        #expect(list.storyboard != nil)
        #expect(list.navigationItem.title == "All Notes")
        #expect(StoryboardLog.entries.prefix(3) == ["list init(coder:) label=nil", "list awakeFromNib", "list viewDidLoad label=Notes"])
        let label = try #require(list.titleLabel)
        #expect(label.font.pointSize == 20)
        #expect(label.textAlignment == .center)
        #expect(label.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(!label.isUserInteractionEnabled)
        #expect(list.view.backgroundColor == .systemBackground)
    }

    @Test("R-IB3 constraints from the file lay the scene out: safe area, multiplier as a ratio, priority, identifier, a constraint outlet")
    func layoutFromTheFile() throws {
        let (_, window, _, list, _) = try launch()
        window.layoutIfNeeded()
        let label = try #require(list.titleLabel)
        #expect(abs(label.frame.minX - 20) < 0.5 && abs(label.frame.width - 353) < 0.5, "\(label.frame)")
        let half = try #require(list.halfWidth)
        #expect(half.identifier == "half" && half.multiplier == 0.5 && half.priority == UILayoutPriority(750))
        let button = try #require(list.controls.first as? GlowButton)
        #expect(abs(button.frame.width - 176.5) <= 1, "half the label's width: \(button.frame)")
        #expect(abs(button.frame.minY - (label.frame.maxY + 12)) < 0.5)
        #expect(list.tableView.frame.maxY == list.view.bounds.maxY)
    }

    @Test("R-IB2 outlet collections, runtime attributes, an @IBInspectable value, control, bar item and recognizer actions, data source and delegate")
    func connections() throws {
        let (h, window, _, list, _) = try launch()
        #expect(list.controls.count == 2 && list.controls[1] === list.tableView)
        let button = try #require(list.controls.first as? GlowButton)
        #expect(button.layer.cornerRadius == 8)
        #expect(button.glow == 0.5)
        #expect(button.buttonType == .system && button.title(for: .normal) == "Add")
        button.sendActions(for: .touchUpInside)
        #expect(list.addCount == 1)
        let barItem = try #require(list.navigationItem.rightBarButtonItem)
        if let action = barItem.action { UIApplication.shared.sendAction(action, to: barItem.target, from: barItem, for: nil) }
        #expect(list.addCount == 2)
        let tap = try #require(list.view.gestureRecognizers?.first as? UITapGestureRecognizer)
        #expect(tap.numberOfTapsRequired == 2)
        tap.sendActions()   // the recognizer is made when the view's outlet collection names it; its action still connects
        #expect(list.doubleTaps == 1)
        #expect(list.tableView.dataSource === list && list.tableView.delegate === list)
        _ = h
        window.layoutIfNeeded()
        #expect(list.tableView.numberOfRows(inSection: 0) == 2)
    }

    @Test("R-IB2 a gesture recognizer of a custom class is made through the table's maker, keeps the file's settings and action; one with no maker is the standard recognizer, reported")
    func customRecognizerClass() throws {
        let reports = ReportLog()
        NibDocument.problemObserver = { reports.add($0) }
        defer { NibDocument.problemObserver = nil }
        let custom = StoryboardFixtures.main.replacingOccurrences(
            of: #"<tapGestureRecognizer numberOfTapsRequired="2" id="tap">"#,
            with: #"<tapGestureRecognizer numberOfTapsRequired="2" customClass="CountingTap" customModule="XResponderTests" id="tap">"#)
        let (h, _, navigation) = try StoryboardFixtures.show(custom, name: "Main", as: UINavigationController.self)
        defer { withExtendedLifetime(h) {} }
        let list = try #require(navigation.viewControllers.first as? NotesViewController)
        let tap = try #require(list.view.gestureRecognizers?.first as? CountingTap)
        #expect(tap.madeBy == "init(target:action:)" && tap.numberOfTapsRequired == 2)
        tap.sendActions()
        #expect(list.doubleTaps == 1)

        let unknown = StoryboardFixtures.main.replacingOccurrences(
            of: #"<tapGestureRecognizer numberOfTapsRequired="2" id="tap">"#,
            with: #"<tapGestureRecognizer numberOfTapsRequired="2" customClass="NoSuchTap" id="tap">"#)
        let (h2, _, other) = try StoryboardFixtures.show(unknown, name: "Main", as: UINavigationController.self)
        defer { withExtendedLifetime(h2) {} }
        let standard = try #require(other.viewControllers.first?.view.gestureRecognizers?.first)
        #expect(type(of: standard) == UITapGestureRecognizer.self)
        #expect(reports.all.contains { $0.contains("NoSuchTap") && $0.contains("standard recognizer") }, "\(reports.all)")
    }

    @Test("R-IB1 prototype cells are dequeued by identifier, of their custom class, outlets connected and awoken")
    func prototypeCells() throws {
        let (_, window, _, list, _) = try launch()
        window.layoutIfNeeded()
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? NotePrototypeCell)
        #expect(cell.reuseIdentifier == "NotePrototypeCell" && cell.awoke)
        #expect(cell.titleLabel.text == "Ideas")
        #expect(cell.titleLabel.superview === cell.contentView)
        #expect(cell.accessoryType == .disclosureIndicator)
    }

    @Test("R-IB3 a button's show segue asks shouldPerformSegue, makes the destination, calls prepare(for:sender:), then pushes; the unwind calls the action and pops")
    func showAndUnwind() throws {
        let (h, window, navigation, list, _) = try launch()
        let button = try #require(list.controls.first as? UIButton)
        list.allowsShow = false
        button.sendActions(for: .touchUpInside)
        #expect(navigation.viewControllers.count == 1, "shouldPerformSegue said no")
        list.allowsShow = true
        StoryboardLog.entries = []
        button.sendActions(for: .touchUpInside)
        window.layoutIfNeeded()
        #expect(StoryboardLog.entries.prefix(3) == ["shouldPerform ShowDetail", "prepare ShowDetail → NoteDetailViewController",
                                                     "detail prepare EmbedChild"], "\(StoryboardLog.entries)")
        let detail = try #require(navigation.topViewController as? NoteDetailViewController)
        _ = detail.view
        #expect(detail.titleField.text == "new")
        #expect(detail.titleField.borderStyle == .roundedRect && detail.titleField.returnKeyType == .done)
        #expect(detail.children.count == 1, "the container view embeds its child")
        let done = try #require(detail.view.subviews.compactMap { $0 as? UIButton }.first)
        StoryboardLog.entries = []
        done.sendActions(for: .touchUpInside)
        #expect(StoryboardLog.entries == ["detail prepare BackToList", "unwindToList from NoteDetailViewController"], "\(StoryboardLog.entries)")
        #expect(list.unwoundFrom == "BackToList")
        h.input.advance(by: 1)
        #expect(navigation.topViewController === list)
    }

    @Test("R-IB3 performSegue(withIdentifier:) does not ask shouldPerformSegue; a cell's segue fires on selection with the cell as sender")
    func performSegueInCode() throws {
        let (_, window, navigation, list, _) = try launch()
        list.allowsShow = false
        StoryboardLog.entries = []
        list.performSegue(withIdentifier: "ShowDetail", sender: nil)
        #expect(navigation.viewControllers.count == 2)
        #expect(!StoryboardLog.entries.contains("shouldPerform ShowDetail"))
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        list.allowsShow = true
        list.tableView.userTapped(IndexPath(row: 0, section: 0))
        let detail = try #require(navigation.topViewController as? NoteDetailViewController)
        #expect(detail.note == "Groceries")
    }

    @Test("R-IB1 identified controllers, and the creator: form calling the app's own initializer with the coder")
    func identifiedControllers() throws {
        let bundle = try StoryboardFixtures.bundle(["Main.storyboard": StoryboardFixtures.main])
        let storyboard = UIStoryboard(name: "Main", bundle: bundle)
        #expect(storyboard.instantiateViewController(withIdentifier: "NoteDetail") is NoteDetailViewController)
        let made: NoteDetailViewController = storyboard.instantiateViewController(identifier: "NoteDetail") { coder in
            let controller = NoteDetailViewController(coder: coder)
            controller?.note = "from creator"
            return controller
        }
        #expect(made.note == "from creator")
        _ = made.view
        #expect(made.titleField.text == "from creator")
    }

    @Test("R-IB1 a nib instantiated with its owner connects the owner's view and outlets; a first-responder action travels the chain")
    func nibWithOwner() throws {
        NibDocument.forget()
        let bundle = try StoryboardFixtures.bundle(["Profile.xib": StoryboardFixtures.profileNib])
        let owner = ProfileViewController(nibName: "Profile", bundle: bundle)
        #expect(owner.view.frame.size == CGSize(width: 320, height: 200))
        #expect(owner.nameLabel.text == "Ada" && owner.nameLabel.font.pointSize == 18)
        let objects = try #require(bundle.loadNibNamed("Profile", owner: ProfileViewController(nibName: nil, bundle: nil)))
        #expect(objects.count == 1 && objects.first is UIView)
        let copy = try #require(owner.view.subviews.compactMap { $0 as? UIButton }.first)
        #expect(copy.title(for: .normal) == "Copy")
    }

    @Test("R-IB1 controls read their values and colours from the file: a slider's range, value and tints, a switch, a stepper")
    func controlValues() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch">
            <objects>
                <slider opaque="NO" contentMode="scaleToFill" value="1.5" minValue="0.0" maxValue="3" id="s">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="31"/>
                    <color key="minimumTrackTintColor" red="0.45" green="0.45" blue="0.82" alpha="0.5" colorSpace="custom" customColorSpace="calibratedRGB"/>
                    <color key="thumbTintColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </slider>
                <switch opaque="NO" contentMode="scaleToFill" on="YES" id="w">
                    <rect key="frame" x="0.0" y="40" width="51" height="31"/>
                    <color key="onTintColor" systemColor="systemOrangeColor"/>
                </switch>
                <stepper opaque="NO" contentMode="scaleToFill" value="2" minimumValue="2" maximumValue="10" id="t">
                    <rect key="frame" x="0.0" y="80" width="94" height="32"/>
                </stepper>
            </objects>
        </document>
        """
        let objects = UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil)
        let slider = try #require(objects.first as? UISlider)
        #expect(slider.maximumValue == 3 && slider.value == 1.5)
        #expect(slider.minimumTrackTintColor == UIColor(red: 0.45, green: 0.45, blue: 0.82, alpha: 0.5))
        #expect(slider.thumbTintColor == UIColor(white: 0, alpha: 1) && slider.maximumTrackTintColor == nil)
        let toggle = try #require(objects.dropFirst().first as? UISwitch)
        #expect(toggle.isOn && toggle.onTintColor == .systemOrange)
        let stepper = try #require(objects.last as? UIStepper)
        #expect(stepper.value == 2 && stepper.minimumValue == 2 && stepper.maximumValue == 10)
    }

    @Test("R-IB2 a connection the class's table lacks is a clear message naming the class, the outlet and the file; the rest of the scene loads")
    func missingConnectionsAreReported() throws {
        let (_, _, navigation, list, reports) = try launch()
        list.performSegue(withIdentifier: "ShowDetail", sender: nil)
        let detail = try #require(navigation.topViewController as? NoteDetailViewController)
        _ = detail.view
        #expect(detail.titleField != nil)
        let message = reports.all.first { $0.contains("delegateless") }
        #expect(message?.contains("NoteDetailViewController") == true && message?.contains("Main.storyboard:") == true, "\(reports.all)")
    }

    @Test("R-IB5 malformed, truncated and hostile files are reported with file and line; nothing crashes")
    func malformedFiles() throws {
        let reports = ReportLog()
        NibDocument.forget()
        NibDocument.problemObserver = { problem in reports.add(problem) }
        let deep = String(repeating: "<view id=\"x\"><subviews>", count: 400)
        let files = [
            "Broken.storyboard": "<document><scenes><scene>",
            "NotXML.storyboard": "{ \"json\": true }",
            "Deep.storyboard": StoryboardFixtures.header + "<scenes><scene><objects><viewController id=\"nav-root\">" + deep,
            "Unknown.storyboard": StoryboardFixtures.header + """
            <scenes><scene><objects><viewController id="nav-root" customClass="NoSuchController">
            <view key="view" id="v"><subviews><wibble id="w"/><label id="l" text="kept"/></subviews></view>
            </viewController></objects></scene></scenes></document>
            """,
        ]
        let bundle = try StoryboardFixtures.bundle(files)
        for name in ["Broken", "NotXML", "Deep"] {
            #expect(UIStoryboard(name: name, bundle: bundle).instantiateInitialViewController() == nil)
        }
        let unknown = try #require(UIStoryboard(name: "Unknown", bundle: bundle).instantiateInitialViewController())
        #expect((unknown.view.subviews.first as? UILabel)?.text == "kept")
        #expect(UIStoryboard(name: "Missing", bundle: bundle).instantiateInitialViewController() == nil)
        let all = reports.all.joined(separator: "\n")
        #expect(all.contains("Broken.storyboard:") && all.contains("NotXML.storyboard:1"), "\(all)")
        #expect(all.contains("deeper than"), "\(all)")
        #expect(all.contains("no class NoSuchController") && all.contains("<wibble> is not an object"), "\(all)")
        #expect(all.contains("Missing.storyboard: not found"), "\(all)")
    }
}

/// What the Interface Builder reader reported, collected from any thread.
final class ReportLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    func add(_ entry: String) { lock.withLock { entries.append(entry) } }
    var all: [String] { lock.withLock { entries } }
}
