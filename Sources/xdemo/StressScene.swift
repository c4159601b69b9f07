import Foundation
import XResponder
import XResponderTesting

/// Issue #28: what other programs and floods of input do to an application, and how it stays
/// responsive. A 10 MB document goes to the X clipboard and comes back into notes and a field
/// (laid out only where shown), 10,000 keys arrive at once (laid out once a turn), and the button
/// counts clicks throughout — a paste from a program that never answers does not stop it.
final class StressScene: SceneController {
    let notes = UITextView(frame: CGRect(x: 20, y: 140, width: 430, height: 230))
    let field = UITextField(frame: CGRect(x: 20, y: 384, width: 430, height: 34))
    let status = makeLabel("", frame: CGRect(x: 20, y: 430, width: 680, height: 20), size: 12)
    private var clicks = 0

    override var sceneTitle: String { "18 · A 10 MB paste and floods of input" }
    override var summary: String {
        "Copy 10 MB to the clipboard, paste it into the notes or the field: only what is shown is laid out. Flood 10,000 keys: one layout a turn. Click the counter meanwhile."
    }

    override func buildScene() {
        let border = UIView(frame: notes.frame.insetBy(dx: -1, dy: -1))
        border.backgroundColor = UIColor(white: 0.78, alpha: 1)
        view.addSubview(border)
        field.borderStyle = .roundedRect
        field.placeholder = "A field: one line, laid out a stretch at a time"
        let buttons: [(String, CGRect, () -> Void)] = [
            ("Copy 10 MB", CGRect(x: 20, y: 96, width: 130, height: 32), { [unowned self] in copyDocument() }),
            ("Paste into notes", CGRect(x: 160, y: 96, width: 150, height: 32), { [unowned self] in paste(into: notes) }),
            ("Paste into field", CGRect(x: 320, y: 96, width: 150, height: 32), { [unowned self] in paste(into: field) }),
            ("Flood 10,000 keys", CGRect(x: 480, y: 96, width: 160, height: 32), { [unowned self] in flood() }),
            ("Clicks: 0", CGRect(x: 480, y: 140, width: 160, height: 60), { [unowned self] in countClick() }),
        ]
        for (title, frame, action) in buttons {
            let button = makeFilledButton(frame: frame, size: .small)
            button.setTitle(title, for: .normal)
            button.addAction(UIAction { _ in action() }, for: .touchUpInside)
            view.addSubview(button)
        }
        for subview in [notes, field, status] as [UIView] { view.addSubview(subview) }
    }

    private func copyDocument() {
        let line = "A line of a long pasted document: the quick brown fox jumps over the lazy dog.\n"
        UIPasteboard.general.string = String(repeating: line, count: 10_000_000 / line.utf8.count)
        report("10 MB on the X clipboard (try: xclip -o -selection clipboard | wc -c)")
    }

    private func paste(into view: UIView & UIKeyInput) {
        let start = Date()
        _ = view.becomeFirstResponder()
        (view as? UITextView)?.paste(nil)
        (view as? UITextField)?.paste(nil)
        report(String(format: "paste asked for in %.1f ms; the text arrives on a later turn", Date().timeIntervalSince(start) * 1000))
    }

    private func flood() {
        _ = notes.becomeFirstResponder()
        let input = HeadlessInput(application: .shared)
        let start = Date()
        input.batch {
            for index in 0..<10_000 {
                input.typeText(index % 60 == 59 ? "\n" : String(UnicodeScalar(UInt8(97 + index % 26))))
            }
        }
        report(String(format: "10,000 keys handled in %.0f ms, laid out once", Date().timeIntervalSince(start) * 1000))
    }

    private func countClick() {
        clicks += 1
        (view.subviews.first { ($0 as? UIButton)?.title(for: .normal)?.hasPrefix("Clicks") == true } as? UIButton)?
            .setTitle("Clicks: \(clicks)", for: .normal)
    }

    private func report(_ line: String) {
        status.text = line
        Status.report(line)
    }

    override func tour(_ driver: TourDriver) {
        driver.click(CGPoint(x: 85, y: 112), in: view)     // Copy 10 MB
        driver.click(CGPoint(x: 235, y: 112), in: view)    // Paste into notes
        driver.wait(0.5)
        driver.click(CGPoint(x: 395, y: 112), in: view)    // Paste into field
        driver.wait(0.5)
        driver.click(CGPoint(x: 560, y: 170), in: view)    // the counter
        driver.screenshot("18-stress")
    }
}
