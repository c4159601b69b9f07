import Foundation
import XResponder
import XResponderTesting

// MARK: Peers that would freeze the loop (issue #28, R-U7, R-U8)

/// A 10 MB paste and bursts of queued input, on the application's path from the input queue on
/// (records through the dispatcher, the first responder or the scroll view, one rendered frame).
/// The paste's floor is what any editor must do with 10 MB: decode the bytes into a string and
/// find its line breaks once.
@MainActor
func benchmarkBursts() {
    let line = "Line of a pasted document: the quick brown fox jumps over the lazy dog.\n"
    let text = String(repeating: line, count: 10_000_000 / line.utf8.count)
    let bytes = Data(text.utf8)
    var floors: [Double] = []
    for _ in 0..<5 {
        let floorStart = nowNanoseconds()
        var decoded = String(decoding: bytes, as: UTF8.self)
        let breaks = decoded.withUTF8 { utf8 -> Int in
            guard var cursor = utf8.baseAddress else { return 0 }
            let end = cursor + utf8.count
            var count = 0
            while cursor < end, let found = memchr(cursor, 0x0A, end - cursor) {
                count += 1
                cursor = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return count
        }
        floors.append(Double(nowNanoseconds() - floorStart) / 1e6)
        precondition(breaks > 0)
    }
    let floor = percentile(floors, 0.5)

    for multiline in [true, false] {
        let app = UIApplication.launch(clock: ManualClock())
        EventTrace.shared.isEnabled = false
        let input = HeadlessInput(application: app)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        window.makeKeyAndVisible()
        let compositor = WindowCompositor(window: window)
        let view: UIView = multiline ? UITextView(frame: window.bounds) : UITextField(frame: CGRect(x: 10, y: 10, width: 400, height: 34))
        window.addSubview(view)
        _ = view.becomeFirstResponder()
        input.runUntilIdle()
        compositor.renderIfNeeded()
        UIPasteboard.general.setData(bytes, forPasteboardType: UIPasteboard.textType)
        let before = residentKiB()
        let start = nowNanoseconds()
        if let notes = view as? UITextView { notes.paste(nil) } else if let field = view as? UITextField { field.paste(nil) }
        input.runUntilIdle()
        compositor.renderIfNeeded()
        let took = Double(nowNanoseconds() - start) / 1e6
        let grownMB = Double(residentKiB() - before) / 1024
        let name = multiline ? "text view" : "text field"
        let goal = multiline ? 250.0 : 500.0
        add("paste 10 MB into a \(name), to its first frame", "ms", took, floor: floor,
            goal: "≤ \(Int(goal)) ms", met: took <= goal)
        add("paste 10 MB into a \(name): resident memory added", "MB", grownMB, floor: 10,
            goal: "≤ 40 MB (4× the text)", met: grownMB <= 40)
    }

    // 10,000 keys queued at once into a text view, and 100,000 wheel clicks into a scroll view.
    let (input, window, compositor, notes) = launchEditingTextView()
    var typed = ""
    for index in 0..<10_000 { typed.append(index % 60 == 59 ? "\n" : Character(UnicodeScalar(UInt8(97 + index % 26)))) }
    var start = nowNanoseconds()
    input.batch { input.typeText(typed) }
    compositor.renderIfNeeded()
    let keys = Double(nowNanoseconds() - start) / 1e6
    add("10,000 queued keys into a text view, handled and drawn", "ms", keys, floor: nil, goal: "≤ 1000 ms", met: keys <= 1000)

    notes.removeFromSuperview()
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 800, height: 100_000_000)
    window.addSubview(scrollView)
    input.runUntilIdle()
    compositor.renderIfNeeded()
    let before = residentKiB()
    start = nowNanoseconds()
    input.batch {
        for _ in 0..<100_000 { input.scroll(by: CGPoint(x: 0, y: InputRecord.wheelClickDistance), at: CGPoint(x: 400, y: 300)) }
    }
    compositor.renderIfNeeded()
    let wheel = Double(nowNanoseconds() - start) / 1e6
    let grownMB = Double(residentKiB() - before) / 1024
    add("100,000 queued wheel clicks, handled and drawn", "ms", wheel, floor: nil, goal: "≤ 1000 ms", met: wheel <= 1000)
    add("100,000 queued wheel clicks: resident memory added", "MB", grownMB, floor: nil, goal: "≈ 0", met: grownMB < 2)
}

/// A launched application (manual clock) with an 800×600 window holding a text view that is
/// first responder, laid out and drawn once.
@MainActor
func launchEditingTextView() -> (input: HeadlessInput, window: UIWindow, compositor: WindowCompositor, notes: UITextView) {
    let app = UIApplication.launch(clock: ManualClock())
    let input = HeadlessInput(application: app)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    window.makeKeyAndVisible()
    let compositor = WindowCompositor(window: window)
    let notes = UITextView(frame: window.bounds)
    window.addSubview(notes)
    _ = notes.becomeFirstResponder()
    input.runUntilIdle()
    compositor.renderIfNeeded()
    return (input, window, compositor, notes)
}

func residentKiB() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}
