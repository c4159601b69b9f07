import Foundation
import XResponder

// The XResponder client of the latency benchmarks (issue #9, R-P1): an application started the way
// applications start, with UIApplicationMain, in its own process. It speaks the protocol of
// Tests/Benchmarks/latency/xlib_client.c: "ready <window id>" once its window is on screen, then
// "h <CLOCK_MONOTONIC ns>" taken on entry to each handler.
//   xrlatency press        a view that turns another colour in touchesBegan
//   xrlatency type LINES [start|middle|end]
//                          a text view holding LINES lines, caret at the end (or the start, or the
//                          start of the middle line), scrolled to it; the handler is textViewDidChange
//   xrlatency page LINES   the same text view, caret at the start; the benchmark presses Page Down and
//                          the handler is textViewDidChangeSelection (issue #35)
//   xrlatency push         a navigation controller: a press on the list pushes a detail screen
//                          (animated, as apps push), a press on the detail pops it (issue #31)
//   xrlatency menu         a view with a context menu (five rows and a submenu); the handler is the
//                          delegate's configuration call (issue #34)
//   xrlatency menubar      a window of the app's screens (a root view controller), so it carries the
//                          main menu's bar; the benchmark presses F10 (issue #51)
//   xrlatency drag LINES   a text view holding a document of LINES lines of 80 characters, whose
//                          scroll indicator the benchmark drags to the end; the handler is
//                          scrollViewDidScroll (issue #35)
//   xrlatency open LINES   a strip over a text view; each press on the strip gives the text view a
//                          document of LINES lines of 80 characters, or empties it, in turn (issue #35)

func monotonicNanoseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
}

/// Writes one line straight to standard output (unbuffered: the benchmark reads it at once).
func report(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count) }
}

final class PressView: UIView {
    private var dark = false
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let time = monotonicNanoseconds()
        dark.toggle()
        backgroundColor = dark ? .black : .white
        report("h \(time)")
    }
}

/// The screens of the push scenario: a list of rows, and a detail with a title, text and a button.
final class PushListController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        for row in 0..<5 {
            let label = UILabel(frame: CGRect(x: 16, y: 60 + CGFloat(row) * 44, width: 300, height: 40))
            label.text = "Note \(row + 1)"
            view.addSubview(label)
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        report("h \(monotonicNanoseconds())")
        navigationController?.pushViewController(PushDetailController(), animated: true)
    }
}

final class PushDetailController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Detail"
        view.backgroundColor = .black
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        let body = UILabel(frame: CGRect(x: 16, y: 60, width: 360, height: 60))
        body.text = "The detail of a note, pushed on the navigation stack."
        body.textColor = .white
        body.numberOfLines = 0
        view.addSubview(body)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        report("h \(monotonicNanoseconds())")
        navigationController?.popViewController(animated: true)
    }
}

/// The strip of the open scenario: each press loads the document into the text view or empties it.
final class OpenStrip: UIView {
    var document = ""
    weak var textView: UITextView?
    private var loaded = false
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let time = monotonicNanoseconds()
        loaded.toggle()
        textView?.text = loaded ? document : ""
        report("h \(time)")
    }

    /// LINES lines of 80 characters (79 and a newline), numbered: the GTK client's document.
    static func document(lines: Int) -> String {
        var text = ""
        text.reserveCapacity(lines * 80)
        for line in 1...max(1, lines) {
            let head = String("Line \(line): the quick brown fox jumps over the lazy dog, again and again and again".prefix(79))
            text += head + String(repeating: ".", count: 79 - head.utf8.count)
            if line < lines { text += "\n" }
        }
        return text
    }
}

/// A canvas whose context menu is built as apps build one.
final class MenuCanvas: UIView, UIContextMenuInteractionDelegate {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        report("h \(monotonicNanoseconds())")
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: ["Cut", "Copy", "Paste", "Delete"].map { UIAction(title: $0) { _ in } } + [
                UIMenu(title: "Share", children: [UIAction(title: "Mail") { _ in }, UIAction(title: "Messages") { _ in }]),
            ])
        }
    }
}

final class LatencyDelegate: UIResponder, UIApplicationDelegate, UITextViewDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let arguments = CommandLine.arguments
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.backgroundColor = .white
        if arguments.count > 1, arguments[1] == "type" || arguments[1] == "page" {
            pagesDown = arguments[1] == "page"
            let lines = arguments.count > 2 ? Int(arguments[2]) ?? 200 : 200
            let notes = UITextView(frame: window.bounds)
            notes.text = (1...max(1, lines)).map { "Line \($0): the quick brown fox jumps over the lazy dog." }
                .joined(separator: "\n")
            notes.delegate = self
            window.addSubview(notes)
            window.makeKeyAndVisible()
            notes.becomeFirstResponder()
            let caret = pagesDown ? "start" : arguments.count > 3 ? arguments[3] : "end"
            let location: Int
            switch caret {
            case "start": location = 0
            case "middle": location = notes.text.utf16.count / 2
            default: location = notes.text.utf16.count
            }
            notes.selectedRange = NSRange(location: location, length: 0)
            notes.scrollRangeToVisible(notes.selectedRange)
            isReady = true
        } else if arguments.count > 1, arguments[1] == "push" {
            window.rootViewController = UINavigationController(rootViewController: PushListController())
            window.makeKeyAndVisible()
        } else if arguments.count > 1, arguments[1] == "drag" {
            let lines = arguments.count > 2 ? Int(arguments[2]) ?? 20_000 : 20_000
            let notes = UITextView(frame: window.bounds)
            notes.text = OpenStrip.document(lines: lines)
            notes.delegate = self
            window.addSubview(notes)
            window.makeKeyAndVisible()
            reportsScrolling = true
        } else if arguments.count > 1, arguments[1] == "open" {
            let lines = arguments.count > 2 ? Int(arguments[2]) ?? 20_000 : 20_000
            let strip = OpenStrip(frame: CGRect(x: 0, y: 0, width: 400, height: 40))
            strip.backgroundColor = .systemGray5
            strip.document = OpenStrip.document(lines: lines)
            let notes = UITextView(frame: CGRect(x: 0, y: 40, width: 400, height: 260))
            strip.textView = notes
            window.addSubview(strip)
            window.addSubview(notes)
            window.makeKeyAndVisible()
        } else if arguments.count > 1, arguments[1] == "menubar" {
            let controller = UIViewController()
            let hint = UILabel(frame: CGRect(x: 16, y: 16, width: 300, height: 24))
            hint.text = "Press F10 for the menu"
            controller.view.addSubview(hint)
            window.rootViewController = controller
            window.makeKeyAndVisible()
        } else if arguments.count > 1, arguments[1] == "menu" {
            let canvas = MenuCanvas(frame: window.bounds)
            canvas.addInteraction(UIContextMenuInteraction(delegate: canvas))
            // Text on screen before the first menu, as in any app (GTK has its fonts loaded by then too).
            let hint = UILabel(frame: CGRect(x: 16, y: 16, width: 300, height: 24))
            hint.text = "Right-click for the menu"
            canvas.addSubview(hint)
            window.addSubview(canvas)
            window.makeKeyAndVisible()
        } else {
            window.addSubview(PressView(frame: window.bounds))
            window.makeKeyAndVisible()
        }
        self.window = window
        announceWhenMapped(window, in: application)
        return true
    }

    func textViewDidChange(_ textView: UITextView) {
        report("h \(monotonicNanoseconds())")
    }

    /// `drag`: the text scrolled.
    var reportsScrolling = false
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if reportsScrolling { report("h \(monotonicNanoseconds())") }
    }

    /// `page`: the caret moved (Page Down). Set up after the caret is placed, so only keys report.
    var pagesDown = false
    private var isReady = false
    func textViewDidChangeSelection(_ textView: UITextView) {
        if pagesDown, isReady { report("h \(monotonicNanoseconds())") }
    }

    /// "ready" once the server has mapped the window and a frame was presented.
    private func announceWhenMapped(_ window: UIWindow, in application: UIApplication) {
        _ = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: true) { timer in
            let announced = MainActor.assumeIsolated { () -> Bool in
                guard let backend = application.platformBackend as? X11Backend, backend.isMapped(window),
                      let id = backend.windowID(of: window) else { return false }
                report("ready \(id)")
                return true
            }
            if announced { timer.invalidate() }
        }
    }
}

exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, LatencyDelegate.self))
