import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

// docs/accessibility.md: the adjustable stars view of the page.

final class StarsView: UIView {
    var stars = 3

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityLabel = "Rating"
        accessibilityTraits = .adjustable
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var accessibilityValue: String? {
        get { "\(stars) of 5 stars" }
        set {}
    }

    override func accessibilityIncrement() { stars = min(stars + 1, 5) }
    override func accessibilityDecrement() { stars = max(stars - 1, 1) }
}

@MainActor @Test func theDocsStarsViewAdjusts() {
    let stars = StarsView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    stars.accessibilityIncrement()
    #expect(stars.accessibilityValue == "4 of 5 stars" && stars.accessibilityTraits == .adjustable)
}

/// docs/testing-headless.md, "UI tests through accessibility": the page's test, on a small form
/// and a list of fruit.
@MainActor
final class DocForm: UITableViewDataSource {
    let window: UIWindow
    let name = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    let toggle = UISwitch(frame: CGRect(x: 10, y: 50, width: 51, height: 31))
    let slider = UISlider(frame: CGRect(x: 10, y: 90, width: 200, height: 30))
    let save = UIButton(type: .system)
    let saved = UILabel(frame: CGRect(x: 10, y: 170, width: 200, height: 30))
    let table = UITableView(frame: CGRect(x: 220, y: 10, width: 160, height: 200), style: .plain)
    let fruit = ["Lemon", "Lime", "Orange"]

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        name.placeholder = "Name"
        save.setTitle("Save", for: .normal)
        save.frame = CGRect(x: 10, y: 130, width: 80, height: 30)
        save.addAction(UIAction { [unowned self] _ in saved.text = "Saved \(name.text ?? "")" }, for: .touchUpInside)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
        table.dataSource = self
        for view in [name, toggle, slider, save, saved, table] as [UIView] { window.addSubview(view) }
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = fruit[indexPath.row]
        return cell
    }
}

@MainActor @Test func theDocsUITestRuns() {
    _ = UIApplication.launch(clock: ManualClock())
    let input = HeadlessInput()
    let form = DocForm()
    let app = XCUIApplication(input: input)
    app.textFields["Name"].typeText("Ada")
    app.switches.firstMatch.tap()
    app.sliders.element.adjust(toNormalizedSliderPosition: 0.75)
    app.buttons["Save"].tap()
    #expect(app.staticTexts["Saved Ada"].waitForExistence(timeout: 1))
    #expect(app.tables.cells["Lime"].isSelected)
    #expect(form.toggle.isOn && abs(form.slider.value - 0.75) < 0.02)
    form.window.isHidden = true
}

/// docs/testing-headless.md: a program driven from outside. Compiled here; the X11 suite runs the
/// same steps against xdemo (X11AccessibilityBridgeTests, which needs a display and a bus).
@MainActor func theDocsOutOfProcessTest() throws {
    let bus = try PrivateSessionBus()
    defer { bus.stop() }
    let app = XCUIApplication(executable: URL(fileURLWithPath: ".build/debug/xdemo"))
    app.launch()
    defer { app.terminate() }
    app.searchFields["Search"].tap()
    app.searchFields["Search"].typeText("Controls")       // the catalog's sidebar narrows
    app.cells["Controls and target-action"].tap()
    app.buttons["Press me"].tap()
    #expect(app.staticTexts["button touchUpInside ×1"].waitForExistence(timeout: 5))
}

// docs/desktop.md: the page's key command.

final class DocumentViewController: UIViewController {
    var saves = 0

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Save", action: Selector("save", DocumentViewController.save), input: "s", modifierFlags: .command)]
    }

    func save() { saves += 1 }
}

@MainActor @Test func theDocsKeyCommandSaves() {
    _ = UIApplication.launch(clock: ManualClock())
    let input = HeadlessInput()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let document = DocumentViewController()
    window.rootViewController = document
    window.makeKeyAndVisible()
    input.pressKey(UIKey(characters: "s", modifierFlags: .control, keyCode: .keyboardS))
    #expect(document.saves == 1)
    window.isHidden = true
}
