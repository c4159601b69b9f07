import Foundation
import Testing
import XResponder
import XResponderTesting

/// The theme editor's colour well and colour picker run as they would on iOS (R-BR1 pickers).
@Suite("UIKit screens in Swift 5 mode: UIColorWell and UIColorPickerViewController (R-BR1)")
@MainActor
struct ThemeEditorScreenTests {
    func click(_ view: UIView, _ input: HeadlessInput, at point: CGPoint? = nil) {
        let local = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        input.tap(at: view.convert(local, to: nil), type: .indirectPointer)
        for _ in 0..<30 { input.advance(by: 1.0 / 60) }
    }

    /// The first view under `root` of type `T` whose accessibility label is `label` (nil: any).
    func find<T: UIView>(_ type: T.Type, labelled label: String? = nil, in root: UIView) -> T? {
        if let match = root as? T, label == nil || root.accessibilityLabel == label { return match }
        for subview in root.subviews { if let found = find(type, labelled: label, in: subview) { return found } }
        return nil
    }

    @Test("R-BR1: the well picks the accent from a popover; the button's picker colours the card and reports finishing")
    func themeEditor() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let editor = ThemeEditorViewController()
        window.rootViewController = editor
        window.makeKeyAndVisible()
        window.layoutIfNeeded()

        click(editor.accentWell, input)
        let wellPicker = try #require(editor.presentedViewController as? UIColorPickerViewController)
        #expect(wellPicker.title == "Accent Color" && !wellPicker.supportsAlpha)
        let grid = try #require(find(UIControl.self, labelled: "Colour grid", in: wellPicker.view))
        click(grid, input, at: CGPoint(x: grid.bounds.maxX - 2, y: 2))   // black, the last grey
        var white: CGFloat = 1, alpha: CGFloat = 0
        _ = editor.previewLabel.textColor.getWhite(&white, alpha: &alpha)
        #expect(white < 0.05, "the accent is black now")
        click(try #require(find(UIButton.self, labelled: "Close", in: wellPicker.view)), input)
        #expect(editor.presentedViewController == nil)

        click(editor.backgroundButton, input)
        let picker = try #require(editor.presentedViewController as? UIColorPickerViewController)
        #expect(picker.title == "Card Background")
        let field = try #require(find(UITextField.self, labelled: "Hex colour", in: picker.view))
        field.text = "#336699"
        field.sendActions(for: .primaryActionTriggered)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = editor.previewCard.backgroundColor?.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 0.2) < 0.01 && abs(g - 0.4) < 0.01 && abs(b - 0.6) < 0.01)
        input.tap(at: CGPoint(x: 780, y: 580), type: .indirectPointer)   // outside the popover
        for _ in 0..<30 { input.advance(by: 1.0 / 60) }
        #expect(editor.presentedViewController == nil && editor.finishedPickers == 1)
    }
}
