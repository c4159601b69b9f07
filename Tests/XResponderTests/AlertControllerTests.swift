import Foundation
import Testing
@testable import XResponder

@Suite("UIAlertController: alerts and action sheets (R-AS3)", .tearsDownTestTrees)
@MainActor
struct AlertControllerTests {
    /// A shown window whose root has a text field (first responder) and a counting button.
    func scene(_ h: Harness) -> (UIWindow, UIViewController, UITextField, () -> Int) {
        let root = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        root.view.addSubview(field)
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 500, width: 400, height: 100)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        _ = field.becomeFirstResponder()
        return (window, root, field, { taps })
    }

    func button(_ title: String, in alert: UIAlertController) -> UIButton? {
        var found: UIButton?
        TreeWalk.forEach(in: alert.view) { view in
            if let button = view as? UIButton, button.title(for: .normal) == title { found = button }
        }
        return found
    }

    func tap(_ view: UIView, _ h: Harness) {
        h.input.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    @Test("R-AS3: an alert is modal — centred, nothing behind gets clicks or keys; a click on an action dismisses, then runs its handler")
    func alertIsModal() {
        let h = Harness()
        let (window, root, field, taps) = scene(h)
        var log: [String] = []
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
            log.append("delete, presented: \(root.presentedViewController != nil)")
        })
        root.present(alert, animated: true)
        h.input.advance(by: 0.5)
        #expect(!field.isFirstResponder && alert.view.isFirstResponder)
        #expect(abs(alert.view.frame.midX - 200) < 1 && abs(alert.view.frame.midY - 300) < 1 && alert.view.frame.width == 270)
        // The button behind and the text field behind get nothing.
        h.input.tap(at: CGPoint(x: 200, y: 550))
        h.input.typeText("x")
        #expect(taps() == 0 && field.text == "")
        #expect(root.presentedViewController === alert)              // a backdrop click does not dismiss
        // Two actions side by side, cancel on the left.
        let cancel = button("Cancel", in: alert)!, delete = button("Delete", in: alert)!
        #expect(cancel.frame.minX == 0 && delete.frame.minX == 135 && cancel.frame.minY == delete.frame.minY)
        #expect(delete.tintColor == .systemRed)
        tap(delete, h)
        #expect(log.isEmpty)                                          // the handler waits for the dismissal
        h.input.advance(by: 0.5)
        #expect(log == ["delete, presented: false"] && alert.view.superview == nil)
        h.input.tap(at: CGPoint(x: 200, y: 550))
        #expect(taps() == 1)
        _ = window
    }

    @Test("R-AS3: Return picks the preferred action, Escape the cancel action; text fields take typing first")
    func returnAndEscape() {
        let h = Harness()
        let (_, root, _, _) = scene(h)
        var chosen: [String] = []
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        let save = UIAlertAction(title: "Save", style: .default) { _ in chosen.append("save \(alert.textFields![0].text ?? "")") }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
        alert.addAction(save)
        alert.preferredAction = save
        root.present(alert, animated: false)
        #expect(alert.textFields?.first?.isFirstResponder == true)
        h.input.typeText("Notes")
        h.input.pressKey(UIKey(characters: "\r", keyCode: .keyboardReturnOrEnter))
        h.input.advance(by: 0.5)
        #expect(chosen == ["save Notes"] && root.presentedViewController == nil)

        let second = UIAlertController(title: "Quit?", message: nil, preferredStyle: .alert)
        second.addAction(UIAlertAction(title: "Stay", style: .cancel) { _ in chosen.append("stay") })
        second.addAction(UIAlertAction(title: "Quit", style: .default) { _ in chosen.append("quit") })
        root.present(second, animated: false)
        h.input.pressKey(UIKey(characters: "\u{1B}", keyCode: .keyboardEscape))
        h.input.advance(by: 0.5)
        #expect(chosen == ["save Notes", "stay"])
        // No preferred action: Return does nothing; a disabled preferred action neither.
        let third = UIAlertController(title: "Info", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default)
        third.addAction(ok)
        root.present(third, animated: false)
        h.input.pressKey(UIKey(characters: "\r", keyCode: .keyboardReturnOrEnter))
        #expect(root.presentedViewController === third)
        third.preferredAction = ok
        ok.isEnabled = false
        h.input.pressKey(UIKey(characters: "\r", keyCode: .keyboardReturnOrEnter))
        #expect(root.presentedViewController === third)
    }

    @Test("R-AS3: an action sheet sits at the bottom with its cancel action in a card of its own; text fields are refused")
    func actionSheet() {
        let h = Harness()
        let (_, root, _, _) = scene(h)
        var chosen: [String] = []
        let sheet = UIAlertController(title: nil, message: "Share", preferredStyle: .actionSheet)
        for title in ["Copy", "Mail"] { sheet.addAction(UIAlertAction(title: title, style: .default) { chosen.append($0.title!) }) }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Also cancel", style: .cancel))   // a second cancel: refused
        sheet.addTextField()
        #expect(sheet.actions.count == 3 && sheet.textFields == nil)
        root.present(sheet, animated: false)
        sheet.view.window?.layoutIfNeeded()
        #expect(sheet.view.frame.maxY == 592)
        let copy = button("Copy", in: sheet)!, mail = button("Mail", in: sheet)!, cancel = button("Cancel", in: sheet)!
        #expect(copy.frame.minY < mail.frame.minY)
        #expect(cancel.superview !== copy.superview && cancel.convert(cancel.bounds, to: nil).minY > mail.convert(mail.bounds, to: nil).maxY)
        tap(mail, h)
        h.input.advance(by: 0.5)
        #expect(chosen == ["Mail"])
    }

    @Test("R-AS3: a hundred alerts shown and answered leave no view, responder or controller behind")
    func repeatedAlerts() {
        let h = Harness()
        let (window, root, _, _) = scene(h)
        weak var lastAlert: UIAlertController?
        for index in 0..<100 {
            do {
                let alert = UIAlertController(title: "\(index)", message: nil, preferredStyle: index.isMultiple(of: 2) ? .alert : .actionSheet)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                root.present(alert, animated: true)
                h.input.advance(by: 0.4)
                h.input.pressKey(UIKey(characters: "\u{1B}", keyCode: .keyboardEscape))
                h.input.advance(by: 0.4)
                lastAlert = alert
            }
        }
        #expect(root.presentedViewController == nil)
        #expect(window.subviews.count == 1)
        #expect(lastAlert == nil)
    }
}
