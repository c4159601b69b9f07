import CX11
import Foundation

/// Our drags leaving for other programs, as an XDND source (R-DT2). When a drag passes over no
/// window of ours, the window under the pointer that says XdndAware (the top-level or a frame's
/// client) gets XdndEnter with the types our items offer, then XdndPosition at each move — one at
/// a time, the next when its XdndStatus came, as the protocol asks. Its status (accepted, and the
/// action) is the drag's operation, which the cursor shows. Released over a program that accepted,
/// the drag sends XdndDrop and waits for XdndFinished at most `finishTimeout` seconds; the data is
/// served from `XdndSelection` by `X11Selections` meanwhile. Drags inside the app never get here.
@MainActor
final class X11XdndSource: ExternalDragPlatform {
    /// Seconds a target may take to say XdndFinished after our drop (tests shorten it).
    static var finishTimeout: TimeInterval = 5
    private unowned let xdnd: X11Xdnd

    private struct Peer: Equatable {
        let window: Window
        let version: UInt
    }
    private var peer: Peer?
    private weak var session: DragSession?
    private var offered: [Atom] = []
    private var time = Time(CurrentTime)
    private var awaitingStatus = false
    private var pendingPosition: (x: Int, y: Int)?
    private var statusArrived = false
    private var accepted: UIDropOperation = .cancel
    private var dropCompletion: (@MainActor (UIDropOperation) -> Void)?
    private var finishTimer: ScheduledTimer?
    /// What the last drag out ended with, for tests.
    private(set) var lastOutcome: UIDropOperation?

    init(xdnd: X11Xdnd) {
        self.xdnd = xdnd
    }

    private var atoms: X11Xdnd.Atoms { xdnd.atoms }
    /// Our selection window: it owns `XdndSelection` and names the source in every message.
    private var sourceWindow: Window { xdnd.backend.selections.window }

    // MARK: ExternalDragPlatform

    func dragMoved(_ session: DragSession, to screenPoint: CGPoint) -> UIDropOperation {
        if self.session !== session { start(session) }
        let scale = xdnd.display.scale
        let x = Int((screenPoint.x * scale).rounded()), y = Int((screenPoint.y * scale).rounded())
        let found = findTarget(x: x, y: y)
        if found != peer {
            if let peer { xdnd.send(atoms.leave, to: peer.window, [UInt(sourceWindow)]) }
            peer = found
            awaitingStatus = false
            statusArrived = false
            accepted = .cancel
            if let found { sendEnter(to: found) }
        }
        guard peer != nil else { return .cancel }
        if awaitingStatus { pendingPosition = (x, y) } else { sendPosition(x: x, y: y) }
        return accepted
    }

    func dragReturned(_ session: DragSession) {
        if let peer { xdnd.send(atoms.leave, to: peer.window, [UInt(sourceWindow)]) }
        peer = nil
        accepted = .cancel
        awaitingStatus = false
        pendingPosition = nil
    }

    func drop(_ session: DragSession, completion: @escaping @MainActor (UIDropOperation) -> Void) {
        guard let peer, accepted.performs else {
            if let peer { xdnd.send(atoms.leave, to: peer.window, [UInt(sourceWindow)]) }
            finish(with: .cancel, completion: completion)
            return
        }
        xdnd.send(atoms.drop, to: peer.window, [UInt(sourceWindow), 0, UInt(time)])
        dropCompletion = completion
        finishTimer = xdnd.backend.application.clock.schedule(after: Self.finishTimeout) { [weak self] in
            guard let self, let completion = self.dropCompletion else { return }
            FileHandle.standardError.write(Data("XResponder: the program we dropped on did not finish within \(String(format: "%g", Self.finishTimeout)) s; the drag ended\n".utf8))
            self.finish(with: .cancel, completion: completion)
        }
    }

    func cancel(_ session: DragSession) {
        if let peer { xdnd.send(atoms.leave, to: peer.window, [UInt(sourceWindow)]) }
        finish(with: .cancel, completion: nil)
    }

    // MARK: Messages from the target

    func status(data: [UInt]) {
        guard let peer, Window(data[0]) == peer.window else {
            xdnd.ignore("a status from a window we are not dragging over")
            return
        }
        awaitingStatus = false
        statusArrived = true
        accepted = data[1] & 1 != 0 ? (xdnd.operation(forAction: Atom(data[4])) == .move ? .move : .copy) : .forbidden
        session?.externalOperationChanged(accepted)
        if let pending = pendingPosition {
            pendingPosition = nil
            sendPosition(x: pending.x, y: pending.y)
        }
    }

    func finished(data: [UInt]) {
        guard let peer, Window(data[0]) == peer.window, let completion = dropCompletion else {
            xdnd.ignore("a finished from a window we did not drop on")
            return
        }
        // Version 5 says whether the drop was accepted and what was done; before, the status did.
        // X11 quirk: tkdnd 2.6 sets bit 1 where the protocol has bit 0, with the action it did in
        // l[2]; a named action counts as done.
        let done: UIDropOperation
        if peer.version >= 5 {
            let performed = data[1] & 1 != 0 || Atom(data[2]) == atoms.actionCopy || Atom(data[2]) == atoms.actionMove
            done = performed ? (xdnd.operation(forAction: Atom(data[2])) == .move ? .move : .copy) : .cancel
        } else {
            done = accepted
        }
        finish(with: done, completion: completion)
    }

    // MARK: Helpers

    /// The first time the drag leaves our windows: the items' data is offered as `XdndSelection`.
    private func start(_ session: DragSession) {
        finish(with: .cancel, completion: nil)
        self.session = session
        var items: [(type: String, data: Data)] = []
        var urls: [String] = [], texts: [String] = []
        var png: Data?
        for item in session.items {
            let provider = item.itemProvider
            if let url = provider.dataNow(conformingTo: [UTTypeIdentifiers.fileURL, UTTypeIdentifiers.url]) {
                let text = String(decoding: url.data, as: UTF8.self)
                urls.append(text)
                texts.append(URL(string: text).map { $0.isFileURL ? $0.path : text } ?? text)
            } else if let image = provider.dataNow(conformingTo: [UTTypeIdentifiers.png, UTTypeIdentifiers.image]) {
                png = png ?? image.data
            } else if let text = provider.dataNow(conformingTo: [UTTypeIdentifiers.text]) {
                texts.append(String(decoding: text.data, as: UTF8.self))
            }
        }
        offered = []
        if !urls.isEmpty {
            items.append(("text/uri-list", Data(urls.map { $0 + "\r\n" }.joined().utf8)))
            offered.append(atoms.uriList)
        }
        if let png {
            items.append((UIPasteboard.pngType, png))
            offered.append(atoms.imagePNG)
        }
        if !texts.isEmpty {
            items.append((UIPasteboard.textType, Data(texts.joined(separator: "\n").utf8)))
            offered += [atoms.utf8String, atoms.textPlainUTF8, atoms.textPlain]
        }
        xdnd.backend.selections.write(items, to: UIPasteboard.Name(rawValue: "XdndSelection"))
        time = xdnd.backend.selections.serverTime()
        if offered.count > 3 {
            var list = offered.map { UInt($0) }
            XChangeProperty(xdnd.display.display, sourceWindow, atoms.typeList, XA_ATOM, 32, PropModeReplace,
                            list.withUnsafeMutableBytes { $0.bindMemory(to: UInt8.self).baseAddress }, Int32(list.count))
        }
    }

    private func sendEnter(to peer: Peer) {
        let types = offered.prefix(3).map { UInt($0) } + Array(repeating: 0, count: max(0, 3 - offered.count))
        let flags = (min(peer.version, X11Xdnd.version) << 24) | (offered.count > 3 ? 1 : 0)
        xdnd.send(atoms.enter, to: peer.window, [UInt(sourceWindow), flags] + types)
    }

    private func sendPosition(x: Int, y: Int) {
        guard let peer else { return }
        // Drags to other programs ask for a copy, as UIKit's drags between apps do; the target may
        // answer move in its status.
        xdnd.send(atoms.position, to: peer.window,
                  [UInt(sourceWindow), 0, UInt(max(0, x) & 0xFFFF) << 16 | UInt(max(0, y) & 0xFFFF), UInt(time),
                   UInt(atoms.actionCopy)])
        awaitingStatus = true
    }

    private func finish(with operation: UIDropOperation, completion: (@MainActor (UIDropOperation) -> Void)?) {
        finishTimer?.invalidate()
        finishTimer = nil
        dropCompletion = nil
        if session != nil || peer != nil { lastOutcome = operation }
        peer = nil
        session = nil
        awaitingStatus = false
        pendingPosition = nil
        accepted = .cancel
        completion?(operation)
    }

    /// The XdndAware window under the root point, if it is another program's: the top-level at the
    /// point, or down through a window manager's frame to the client window.
    private func findTarget(x: Int, y: Int) -> Peer? {
        let dpy = xdnd.display.display
        let root = xdnd.display.root
        var window = Window(0)
        var localX: Int32 = 0, localY: Int32 = 0
        XTranslateCoordinates(dpy, root, root, Int32(x), Int32(y), &localX, &localY, &window)
        for _ in 0..<6 {
            guard window != 0 else { return nil }
            if xdnd.backend.windows[UInt(window)] != nil || window == sourceWindow { return nil }
            if let version = xdnd.atomList(atoms.aware, of: window, limit: 1)?.first, version >= 3 {
                return Peer(window: window, version: UInt(version))
            }
            var child = Window(0)
            guard XTranslateCoordinates(dpy, root, window, Int32(x), Int32(y), &localX, &localY, &child) != 0 else { return nil }
            window = child
        }
        return nil
    }
}
