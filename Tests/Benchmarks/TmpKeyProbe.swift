import Foundation
import XResponder

final class ProbeDelegate: NSObject, UITextViewDelegate {
    var count = 0
    func textViewDidChange(_ textView: UITextView) { count += 1 }
}

@MainActor
func benchmarkKeyProbe() {
    let app = UIApplication.launch(clock: ManualClock())
    EventTrace.shared.isEnabled = false
    let input = HeadlessInput(application: app)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    window.makeKeyAndVisible()
    let compositor = WindowCompositor(window: window)
    let notes = UITextView(frame: window.bounds)
    let delegate = ProbeDelegate()
    notes.delegate = delegate
    notes.text = (1...20_000).map { "Line \($0): the quick brown fox jumps over the lazy dog." }.joined(separator: "\n")
    window.addSubview(notes)
    notes.becomeFirstResponder()
    input.runUntilIdle()
    compositor.renderIfNeeded()
    var total: UInt64 = 0
    let keys = 3_000
    for index in 0..<keys {
        let key = index % 40 == 39 ? UIKey.forCharacter("\r") : UIKey.forCharacter(Character(UnicodeScalar(UInt8(97 + index % 26))))
        let start = DispatchTime.now().uptimeNanoseconds
        input.pressKey(key)
        input.runUntilIdle()
        total += DispatchTime.now().uptimeNanoseconds - start
        if index % 50 == 0 { compositor.renderIfNeeded() }
    }
    print("key probe: \(Double(total) / Double(keys) / 1000) µs per key, \(delegate.count) changes")
}
