import Foundation
import XResponder

/// Issue #34: drag and drop with other programs. The well on the left takes files, text and
/// pictures dropped from a file manager, an editor or Tk (XDND) and from the chips on the right,
/// which drag text and a file — to the well (in process) or out to another program. Under them a
/// shopping list (issue #48) reorders by dragging its rows, takes dropped text between rows, and
/// drags rows out.
final class DropScene: SceneController {
    let well = DropWellView(frame: CGRect(x: 20, y: 90, width: 400, height: 300))
    let textChip = DragChipView(frame: CGRect(x: 460, y: 110, width: 220, height: 56), title: "Text: Hello from XResponder")
    let fileChip = DragChipView(frame: CGRect(x: 460, y: 190, width: 220, height: 56), title: "File: xdemo-sample.txt")
    let list = DropListController()
    override var sceneTitle: String { "23 · Drag and drop (XDND)" }
    override var summary: String {
        "Drop files or text on the well or the list; drag a chip or a row onto them, or out to a file manager or editor; drag rows into order."
    }

    override func buildScene() {
        well.accessibilityIdentifier = "drop well"
        view.addSubview(well)
        well.addInteraction(UIDropInteraction(delegate: well))
        textChip.payload = .text("Hello from XResponder")
        let sample = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("xdemo-sample.txt")
        try? Data("A file dragged out of xdemo.\n".utf8).write(to: sample)
        fileChip.payload = .file(sample)
        for chip in [textChip, fileChip] {
            view.addSubview(chip)
            chip.addInteraction(UIDragInteraction(delegate: chip))
        }
        list.table.frame = CGRect(x: 440, y: 262, width: 260, height: 250)
        view.addSubview(list.table)
    }

    override func tour(_ driver: TourDriver) {
        // In process: the text chip onto the well.
        driver.drag(from: CGPoint(x: 570, y: 138), to: CGPoint(x: 220, y: 200), in: view)
        driver.wait(0.3)
        // From another program: Tk with tkdnd (when installed) drags a file onto the well.
        if let peer = TkDragPeer.start() {
            driver.wait(1.0)
            driver.dragScreen(from: TkDragPeer.sourcePoint, to: CGPoint(x: 230 + 220, y: 200 + 60))
            driver.wait(0.5)
            peer.stop()
        }
        // The list: Coffee dragged to the top, the chip's text dropped between rows.
        driver.drag(from: CGPoint(x: 540, y: 262 + 44 + 3 * 44 + 22), to: CGPoint(x: 540, y: 262 + 44 + 10), in: view)
        driver.wait(0.4)
        driver.drag(from: CGPoint(x: 570, y: 138), to: CGPoint(x: 540, y: 262 + 44 + 2 * 44), in: view)
        driver.wait(0.4)
        driver.screenshot("23-drop-well")
    }
}

/// The well: it takes files (their names and sizes), text and pictures.
final class DropWellView: UIView, UIDropInteractionDelegate {
    private let list = makeLabel("Drop files or text here", frame: CGRect(x: 16, y: 16, width: 368, height: 268), size: 14)
    private var lines: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.cornerRadius = 12
        layer.borderWidth = 2
        layer.borderColor = UIColor(rgb: 0xC7C7CC).cgColor
        addSubview(list)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: URL.self) || session.canLoadObjects(ofClass: String.self)
            || session.canLoadObjects(ofClass: UIImage.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        layer.borderColor = UIColor.systemBlue.cgColor
        Status.report(session.localDragSession == nil ? "a drag from another program is over the well" : "a chip is over the well")
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        layer.borderColor = UIColor(rgb: 0xC7C7CC).cgColor
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        layer.borderColor = UIColor(rgb: 0xC7C7CC).cgColor
        let origin = session.localDragSession == nil ? "another program" : "this app"
        if session.canLoadObjects(ofClass: URL.self) {
            session.loadObjects(ofClass: URL.self) { [weak self] urls in
                for url in urls {
                    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
                    self?.add("File \(url.lastPathComponent)" + (size.map { " — \($0) bytes" } ?? "") + " (from \(origin))")
                }
            }
        } else if session.canLoadObjects(ofClass: UIImage.self) {
            session.loadObjects(ofClass: UIImage.self) { [weak self] images in
                for image in images { self?.add("A picture of \(Int(image.size.width))×\(Int(image.size.height)) (from \(origin))") }
            }
        } else {
            session.loadObjects(ofClass: String.self) { [weak self] texts in
                for text in texts { self?.add("“\(text.prefix(60))” (from \(origin))") }
            }
        }
    }

    private func add(_ line: String) {
        lines.append(line)
        list.text = lines.suffix(12).joined(separator: "\n")
        Status.report("dropped: \(line)")
    }
}

/// A chip that drags text or a file.
final class DragChipView: UIView, UIDragInteractionDelegate {
    enum Payload { case text(String), file(URL) }
    var payload: Payload = .text("")

    init(frame: CGRect, title: String) {
        super.init(frame: frame)
        backgroundColor = UIColor(rgb: 0xFFE8CC)
        layer.cornerRadius = 10
        addSubview(makeLabel(title, frame: bounds.insetBy(dx: 12, dy: 8), size: 13, color: .black))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        switch payload {
        case .text(let text): return [UIDragItem(itemProvider: NSItemProvider(object: text))]
        case .file(let url): return [UIDragItem(itemProvider: NSItemProvider(contentsOf: url) ?? NSItemProvider(object: url))]
        }
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        Status.report("the chip's drag ended: \(operation == .copy ? "copied" : operation == .move ? "moved" : "not dropped")")
    }
}

/// Tk with tkdnd, a real XDND source for the tour: a window at the right of the screen with a
/// label that drags a file. Nil when `wish` or tkdnd is missing.
final class TkDragPeer {
    static let sourcePoint = CGPoint(x: 1130, y: 200)
    private let process: Process

    private init(process: Process) { self.process = process }

    static func start() -> TkDragPeer? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/wish") else { return nil }
        let file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("notes-from-tk.txt")
        try? Data("Dropped from Tk.\n".utf8).write(to: file)
        let script = """
        if {[catch {package require tkdnd}]} { exit 1 }
        wm geometry . 280x200+990+100
        wm title . "Tk: drag this file"
        label .source -text "notes-from-tk.txt\\n(drag me)" -background "#ccddff" -width 30 -height 12
        pack .source -fill both -expand 1
        tkdnd::drag_source register .source DND_Files
        bind .source <<DragInitCmd>> {list copy DND_Files [list \(file.path)]}
        """
        let path = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("xdemo-tk-peer.tcl")
        guard (try? Data(script.utf8).write(to: path)) != nil else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/wish")
        process.arguments = [path.path]
        guard (try? process.run()) != nil else { return nil }
        return TkDragPeer(process: process)
    }

    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
