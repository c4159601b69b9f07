import Foundation
import Testing
@testable import XResponder

/// A view that offers text to drags, as UIKit code writes it.
@MainActor
final class DragSourceView: UIView, UIDragInteractionDelegate {
    var text = "hello"
    /// When set, the drag carries this URL (or this picture) instead of the text.
    var url: URL?
    var image: UIImage?
    var log: [String] = []
    var allowsMove = true

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        if let url { return [UIDragItem(itemProvider: NSItemProvider(object: url))] }
        if let image { return [UIDragItem(itemProvider: NSItemProvider(object: image))] }
        guard !text.isEmpty else { return [] }
        let item = UIDragItem(itemProvider: NSItemProvider(object: text))
        item.localObject = text
        return [item]
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) { log.append("will begin") }
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation) {
        log.append("will end \(operation)")
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        log.append("did end \(operation)")
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool { allowsMove }
}

/// A view that takes dropped text (or refuses it), and logs what its delegate hears.
@MainActor
final class DropTargetView: UIView, UIDropInteractionDelegate {
    var log: [String] = []
    var received: [String] = []
    var proposal: UIDropOperation = .copy
    var handles = true
    var canHandleAsked = 0
    var wasLocal: Bool?

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        canHandleAsked += 1
        return handles && session.canLoadObjects(ofClass: String.self)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) { log.append("enter") }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: proposal)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) { log.append("exit") }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        log.append("perform at \(session.location(in: self))")
        wasLocal = session.localDragSession != nil
        session.loadObjects(ofClass: String.self) { [weak self] strings in self?.received += strings }
    }
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) { log.append("conclude") }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) { log.append("end") }
}

@Suite("Drag and drop inside the application (R-DT2)", .tearsDownTestTrees)
@MainActor
struct DragAndDropTests {
    let h = Harness()
    let window: UIWindow
    let source = DragSourceView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    let target = DropTargetView(frame: CGRect(x: 200, y: 10, width: 150, height: 150))

    init() {
        window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.addSubview(source)
        window.addSubview(target)
        source.addInteraction(UIDragInteraction(delegate: source))
        target.addInteraction(UIDropInteraction(delegate: target))
    }

    /// A mouse drag from `start` to `end` in `window` (points), in `steps` moves.
    func mouseDrag(from start: CGPoint, to end: CGPoint, in window: UIWindow? = nil, steps: Int = 6) {
        let window = window ?? self.window
        let touch = h.input.mouseDown(at: start, in: window)
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            h.input.moveTouch(touch, to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        h.input.endTouch(touch, at: end)
        settle()
    }

    /// Lets zero-delay work run (item providers answer on a later turn).
    func settle() { h.input.advance(by: 0.01) }

    @Test("R-DT2: a mouse drag from the source to the target drops the text in process: enter, perform, conclude, end; the source hears copy")
    func dragInApp() {
        mouseDrag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 260, y: 80))
        #expect(target.log == ["enter", "perform at \(CGPoint(x: 60, y: 70))", "conclude", "end"])
        #expect(target.received == ["hello"])
        #expect(target.wasLocal == true)
        #expect(source.log == ["will begin", "will end copy", "did end copy"])
        #expect(h.app.currentDrag == nil)
        #expect(target.canHandleAsked == 1)
    }

    @Test("R-DT2: a drag leaving the target tells it exit; released over nothing it is cancelled and nothing drops")
    func dragAway() {
        let touch = h.input.mouseDown(at: CGPoint(x: 50, y: 50), in: window)
        for point in [CGPoint(x: 150, y: 60), CGPoint(x: 260, y: 80), CGPoint(x: 260, y: 200), CGPoint(x: 260, y: 280)] {
            h.input.moveTouch(touch, to: point)
        }
        h.input.endTouch(touch)
        settle()
        #expect(target.log.contains("enter") && target.log.contains("exit") && target.log.last == "end")
        #expect(!target.log.contains { $0.hasPrefix("perform") })
        #expect(source.log.last == "did end cancel")
    }

    @Test("R-DT2: a target proposing forbidden gets no drop; one that cannot handle the session is never entered")
    func forbiddenAndUnhandled() {
        target.proposal = .forbidden
        mouseDrag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 260, y: 80))
        #expect(target.received.isEmpty && source.log.last == "did end cancel")
        target.log.removeAll()
        target.proposal = .copy
        target.handles = false
        mouseDrag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 260, y: 80))
        #expect(target.log.isEmpty && source.log.last == "did end cancel")
    }

    @Test("R-DT2: a source that does not allow moving turns a proposed move into a copy")
    func moveBecomesCopy() {
        target.proposal = .move
        source.allowsMove = false
        mouseDrag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 260, y: 80))
        #expect(source.log.last == "did end copy")
        source.allowsMove = true
        mouseDrag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 260, y: 80))
        #expect(source.log.last == "did end move")
    }

    @Test("R-DT2: a press that moves less than the drag threshold is a click, not a drag; an empty item list starts no drag")
    func thresholdAndNoItems() {
        mouseDrag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 53, y: 52))
        #expect(source.log.isEmpty)
        source.text = ""
        mouseDrag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 260, y: 80))
        #expect(source.log.isEmpty && target.log.isEmpty)
    }

    @Test("R-DT2: a finger must rest half a second before it drags; moved at once it does not")
    func touchLift() {
        let quick = h.input.beginTouch(at: CGPoint(x: 50, y: 50), in: window)
        h.input.moveTouch(quick, to: CGPoint(x: 260, y: 80))
        h.input.endTouch(quick)
        #expect(source.log.isEmpty)
        let held = h.input.beginTouch(at: CGPoint(x: 50, y: 50), in: window)
        h.input.advance(by: 0.6)
        h.input.moveTouch(held, to: CGPoint(x: 150, y: 60))
        h.input.moveTouch(held, to: CGPoint(x: 260, y: 80))
        h.input.endTouch(held, at: CGPoint(x: 260, y: 80))
        settle()
        #expect(target.received == ["hello"])
    }

    @Test("R-DT2: a drag from one window of the app to another drops there, in process")
    func acrossWindows() {
        let other = h.makeWindow(frame: CGRect(x: 500, y: 0, width: 300, height: 300))
        let otherTarget = DropTargetView(frame: other.bounds)
        other.addSubview(otherTarget)
        otherTarget.addInteraction(UIDropInteraction(delegate: otherTarget))
        // From the source to x = 600 on the screen: the other window's x = 100.
        mouseDrag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 600, y: 100))
        #expect(otherTarget.received == ["hello"])
        #expect(source.log.last == "did end copy")
    }

    @Test("R-DT2: item providers load strings, URLs and images by class and data by type; conformance answers for parents")
    func itemProviders() throws {
        let url = URL(fileURLWithPath: "/tmp/notes.txt")
        let provider = NSItemProvider(object: url)
        #expect(provider.registeredTypeIdentifiers.first == "public.file-url")
        #expect(provider.hasItemConformingToTypeIdentifier("public.url"))
        #expect(provider.canLoadObject(ofClass: URL.self) && provider.canLoadObject(ofClass: String.self))
        #expect(!provider.canLoadObject(ofClass: UIImage.self))
        var loaded: URL?
        provider.loadObject(ofClass: URL.self) { value, _ in loaded = value }
        #expect(loaded == nil)   // asynchronous, as on iOS
        settle()
        #expect(loaded == url)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            context.cgContext.setFillColor(UIColor.red.cgColor)
            context.cgContext.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let imageProvider = NSItemProvider(object: image)
        var decoded: UIImage?
        imageProvider.loadObject(ofClass: UIImage.self) { value, _ in decoded = value }
        var bytes: Data?
        imageProvider.loadDataRepresentation(forTypeIdentifier: "public.image") { data, _ in bytes = data }
        settle()
        #expect(decoded?.size == CGSize(width: 4, height: 4))
        #expect(bytes?.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        var failure: Error?
        NSItemProvider(object: "text").loadObject(ofClass: UIImage.self) { _, error in failure = error }
        settle()
        #expect(failure != nil)
    }

    @Test("R-DT2: NSItemProvider(item:typeIdentifier:) offers encoded data as the type given, and NSString text; an item it cannot offer offers nothing")
    func itemInitializer() throws {
        let json = Data(#"{"title":"Write report"}"#.utf8)
        let provider = NSItemProvider(item: json as NSData, typeIdentifier: "public.json")
        #expect(provider.registeredTypeIdentifiers == ["public.json"])
        var loaded: Data?
        provider.loadDataRepresentation(forTypeIdentifier: "public.json") { data, _ in loaded = data }
        settle()
        #expect(loaded == json)
        let text = NSItemProvider(item: "Milk" as NSString, typeIdentifier: "public.utf8-plain-text")
        var string: String?
        text.loadObject(ofClass: String.self) { value, _ in string = value }
        settle()
        #expect(string == "Milk")
        #expect(NSItemProvider(item: NSNumber(value: 3), typeIdentifier: "public.data").registeredTypeIdentifiers.isEmpty)
        #expect(NSItemProvider(item: nil, typeIdentifier: "public.data").registeredTypeIdentifiers.isEmpty)
    }

    @Test("R-DT2: 100 drags in a row leave no session, targeting or drop session behind")
    func hundredDrops() {
        weak var lastSession: DragSession?
        for index in 0..<100 {
            let touch = h.input.mouseDown(at: CGPoint(x: 50, y: 50), in: window)
            h.input.moveTouch(touch, to: CGPoint(x: 150, y: 60))
            lastSession = h.app.currentDrag
            h.input.moveTouch(touch, to: CGPoint(x: 260, y: 80 + CGFloat(index % 5)))
            h.input.endTouch(touch)
            h.input.advance(by: 1)
        }
        #expect(target.received.count == 100)
        #expect(lastSession == nil)
        #expect(h.app.currentDrag == nil)
    }
}

/// A platform window that only records the cursors it is asked to show.
@MainActor
final class CursorRecordingPlatformWindow: PlatformWindow {
    var cursors: [String?] = []
    func titleDidChange(_ window: UIWindow) {}
    func visibilityDidChange(_ window: UIWindow) {}
    func setNeedsDisplay(_ window: UIWindow) {}
    func pointerStyleDidChange(_ window: UIWindow, to style: UIPointerStyle) { cursors.append(style.cursorName) }
}

extension DragAndDropTests {
    @Test("R-DT2: the pointer shows the target's proposal while dragging: grabbing over nothing, copy over a target that copies, no-drop where it is forbidden")
    func cursorShowsProposal() {
        let platform = CursorRecordingPlatformWindow()
        window.platformWindow = platform
        defer { window.platformWindow = nil }
        let touch = h.input.mouseDown(at: CGPoint(x: 50, y: 50), in: window)
        h.input.moveTouch(touch, to: CGPoint(x: 120, y: 250))
        #expect(platform.cursors.last == "grabbing")
        h.input.moveTouch(touch, to: CGPoint(x: 260, y: 80))
        #expect(platform.cursors.last == "copy")
        target.proposal = .forbidden
        h.input.moveTouch(touch, to: CGPoint(x: 262, y: 82))
        #expect(platform.cursors.last == "no-drop")
        h.input.endTouch(touch)
        settle()
    }
}
