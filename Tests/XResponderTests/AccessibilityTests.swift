import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

/// A form as UIKit apps build one, to read and drive through the accessibility tree.
@MainActor
final class SignUpForm {
    let window: UIWindow
    let title = UILabel()
    let name = UITextField()
    let password = UITextField()
    let volume = UISlider()
    let news = UISwitch()
    let plan = UISegmentedControl(items: ["Free", "Pro", "Team"])
    let save = UIButton(type: .system)
    let result = UILabel()
    let logo = UIImageView(image: UIImage(systemName: "star"))
    var saves = 0

    convenience init(h: Harness) {
        self.init(in: h.makeWindow(frame: CGRect(x: 100, y: 50, width: 400, height: 500)))
    }

    init(in window: UIWindow) {
        self.window = window
        title.text = "Sign up"
        title.accessibilityTraits = [.staticText, .header]
        name.placeholder = "Name"
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        save.setTitle("Save", for: .normal)
        save.addAction(UIAction { [unowned self] _ in
            saves += 1
            result.text = "Saved \(name.text ?? "")"
        }, for: .touchUpInside)
        let group = UIView()   // a layout view: passed through
        for (index, view) in ([title, name, password, volume, news, plan, save, result, logo] as [UIView]).enumerated() {
            view.frame = CGRect(x: 20, y: 20 + CGFloat(index) * 50, width: 300, height: 40)
            group.addSubview(view)
        }
        group.frame = window.bounds
        window.addSubview(group)
        window.layoutIfNeeded()
    }
}

@Suite("Accessibility: UIKit's properties, their defaults, the tree and the UI-testing queries (R-A11Y1)", .tearsDownTestTrees)
@MainActor
struct AccessibilityTests {
    let h = Harness()

    @Test("R-A11Y1: controls, labels and fields answer UIKit's defaults: labels, values, traits, frames")
    func defaults() {
        let form = SignUpForm(h: h)
        #expect(form.save.isAccessibilityElement && form.save.accessibilityLabel == "Save" && form.save.accessibilityTraits == .button)
        form.save.isEnabled = false
        #expect(form.save.accessibilityTraits == [.button, .notEnabled])
        #expect(form.title.isAccessibilityElement && form.title.accessibilityLabel == "Sign up")
        #expect(form.volume.accessibilityValue == "0%" && form.volume.accessibilityTraits.contains(.adjustable))
        form.volume.value = 0.45
        #expect(form.volume.accessibilityValue == "45%")
        #expect(form.news.accessibilityValue == "0" && form.news.accessibilityTraits.contains(.button))
        form.name.text = "Ada"
        #expect(form.name.accessibilityLabel == "Name" && form.name.accessibilityValue == "Ada")
        form.password.text = "secret"
        #expect(form.password.accessibilityValue == "••••••")
        #expect(!form.logo.isAccessibilityElement && form.logo.accessibilityTraits == .image)
        #expect(!UIView().isAccessibilityElement)
        // Frames are in screen coordinates: the window is at (100, 50).
        #expect(form.save.accessibilityFrame == CGRect(x: 120, y: 50 + 20 + 6 * 50, width: 300, height: 40))
        // What the app sets wins; nil brings the default back.
        form.save.accessibilityLabel = "Save the form"
        #expect(form.save.accessibilityLabel == "Save the form")
        form.save.accessibilityLabel = nil
        #expect(form.save.accessibilityLabel == "Save")
    }

    @Test("R-A11Y1: the tree passes layout views through, keeps elements as leaves, hides hidden views and what a modal view covers")
    func tree() throws {
        let form = SignUpForm(h: h)
        let window = AccessibilityNode(form.window)
        let children = window.children
        #expect(children.map(\.role) == [.header, .textField, .secureTextField, .slider, .toggleButton, .segmentedControl, .button, .staticText])
        #expect(children.first?.label == "Sign up", "the image view, not an element, is not read; the empty label is")
        let segments = try #require(children.first { $0.role == .segmentedControl }).children
        #expect(segments.map(\.label) == ["Free", "Pro", "Team"] && segments.allSatisfy { $0.role == .button })
        form.name.isHidden = true
        #expect(!AccessibilityNode(form.window).children.contains { $0.role == .textField })
        // A modal view hides its siblings.
        let sheet = UIView(frame: form.window.bounds)
        sheet.accessibilityViewIsModal = true
        let ok = UIButton(type: .system)
        ok.setTitle("OK", for: .normal)
        ok.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        sheet.addSubview(ok)
        form.window.addSubview(sheet)
        #expect(AccessibilityNode(form.window).children.map(\.label) == ["OK"])
    }

    @Test("R-A11Y1: activation presses buttons, flips switches and selects segments; increment and decrement adjust sliders")
    func actions() throws {
        let form = SignUpForm(h: h)
        var changes = 0
        form.news.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        #expect(form.save.accessibilityActivate() && form.saves == 1)
        #expect(form.news.accessibilityActivate() && form.news.isOn && changes == 1)
        form.volume.accessibilityIncrement()
        form.volume.accessibilityIncrement()
        #expect(abs(form.volume.value - 0.2) < 0.0001)
        form.volume.accessibilityDecrement()
        #expect(form.volume.accessibilityValue == "10%")
        let team = try #require(form.plan.accessibilityElements?[2] as? UIAccessibilityElement)
        #expect(team.accessibilityActivate() && form.plan.selectedSegmentIndex == 2)
        #expect(team.accessibilityTraits.contains(.selected))
        #expect(!UIView().accessibilityActivate())
    }

    @Test("R-A11Y1: XCUITest's idiom drives the form through the tree: type, tap, adjust, wait for the result")
    func uiTestingQueries() {
        let form = SignUpForm(h: h)
        let app = XCUIApplication(input: h.input)
        #expect(app.textFields["Name"].exists && !app.textFields["Nobody"].exists)
        app.textFields["Name"].typeText("Ada")
        #expect(form.name.text == "Ada" && app.textFields["Name"].value as? String == "Ada")
        app.secureTextFields["Password"].typeText("pw")
        #expect(form.password.text == "pw")
        app.switches.firstMatch.tap()
        #expect(form.news.isOn && app.switches.firstMatch.value as? String == "1")
        app.sliders.element.adjust(toNormalizedSliderPosition: 0.75)
        #expect(abs(form.volume.value - 0.75) < 0.02)
        app.buttons["Pro"].tap()
        #expect(form.plan.selectedSegmentIndex == 1 && app.buttons["Pro"].isSelected)
        #expect(app.buttons["Save"].isHittable)
        app.buttons["Save"].tap()
        #expect(app.staticTexts["Saved Ada"].waitForExistence(timeout: 1))
        #expect(app.staticTexts.count == 2, "a button's title label is part of the button")
        #expect(app.buttons.count == 4)
        #expect(app.windows.element(boundBy: 0).staticTexts["Sign up"].exists)
    }

    @Test("R-A11Y1: a search bar's field reads as a search field (XCUITest's searchFields; an entry with the searchbox role on AT-SPI)")
    func searchFieldsAreSearchFields() {
        let form = SignUpForm(h: h)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 360, width: 300, height: 56))
        form.window.addSubview(bar)
        form.window.layoutIfNeeded()
        let app = XCUIApplication(input: h.input)
        #expect(bar.searchTextField.accessibilityTraits.contains(.searchField))
        #expect(app.searchFields["Search"].exists && app.searchFields.count == 1)
        #expect(!app.textFields["Search"].exists, "not among the plain text fields")
        app.searchFields["Search"].typeText("ada")
        #expect(bar.text == "ada")
        #expect(ATSPIRoleMapping.role(AccessibilityNode(bar.searchTextField).role) == 79, "an entry on AT-SPI")
    }

    @Test("R-A11Y1: waiting for an element runs the app's clock until it appears, or gives up")
    func waiting() {
        let form = SignUpForm(h: h)
        let app = XCUIApplication(input: h.input)
        let later = UIButton(type: .system)
        later.setTitle("Later", for: .normal)
        later.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let timer = UIApplication.shared.clock.schedule(after: 0.5) { form.window.addSubview(later) }
        _ = timer
        #expect(!app.buttons["Later"].exists)
        #expect(app.buttons["Later"].waitForExistence(timeout: 2))
        #expect(!app.buttons["Never"].waitForExistence(timeout: 0.5))
    }

    @Test("R-A11Y1: 100 views added and removed, over and over: the tree stays exact and no number is given twice")
    func repeatedChanges() {
        let form = SignUpForm(h: h)
        var seen = Set<UInt64>()
        var buttons: [UIButton] = []
        for round in 0..<10 {
            for index in 0..<100 {
                let button = UIButton(type: .system)
                button.setTitle("B\(round)-\(index)", for: .normal)
                button.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                form.window.addSubview(button)
                buttons.append(button)
            }
            let nodes = AccessibilityNode(form.window).children
            #expect(nodes.count == 8 + 100)
            let ids = nodes.suffix(100).map(\.id)
            #expect(Set(ids).isDisjoint(with: seen), "a number named an earlier view")
            seen.formUnion(ids)
            for button in buttons { button.removeFromSuperview() }
            buttons.removeAll()
            #expect(AccessibilityNode(form.window).children.count == 8)
        }
    }

    @Test("R-A11Y1: cells read their texts as one element; a cell holding controls is a container; lists read in row order")
    func cells() {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let table = UITableView(frame: window.bounds, style: .plain)
        let source = TodoSource(count: 20)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let rows = AccessibilityNode(table).children
        #expect(rows.prefix(3).map(\.label) == ["Item 0", "Item 1", "Item 2"] && rows.allSatisfy { $0.role == .cell })
        #expect(rows[1].isSelected && !rows[0].isSelected)
        let app = XCUIApplication(input: h.input)
        #expect(app.tables.cells["Item 3"].exists && app.tables.firstMatch.cells.count == rows.count)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "With a button"
        cell.contentView.addSubview(UIButton(type: .system))
        #expect(!cell.isAccessibilityElement)
    }

    @Test("R-A11Y1: posted notifications are kept in order for the bridge and tests")
    func notifications() {
        var heard: [UIAccessibility.Notification] = []
        UIAccessibility.observers.append { notification, _ in heard.append(notification) }
        defer { UIAccessibility.observers.removeAll() }
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        #expect(heard == [.announcement, .screenChanged])
        #expect(UIAccessibility.posted.last?.notification == .screenChanged && UIAccessibility.posted.dropLast().last?.argument == "Saved")
    }
}
