import CX11
import Foundation

/// Our windows as XDND drop targets (R-DT2). A drag from another program enters a window of ours
/// (XdndEnter, with the types it offers), moves (XdndPosition: we ask the drop interaction under
/// the pointer and answer XdndStatus with its proposal, which the source shows as its cursor),
/// leaves (XdndLeave) or drops (XdndDrop: we read `XdndSelection` at the drop's timestamp without
/// blocking, hand the items to `performDrop`, and answer XdndFinished — always, with "not
/// accepted" when the drop was refused, failed, or the data did not come in time).
///
/// A peer that sends positions or a drop without an enter, or from another window than the one
/// that entered, is ignored with a trace; one that goes silent for `silenceLimit` seconds is taken
/// to have vanished, and the drag leaves our window.
@MainActor
final class X11XdndTarget {
    /// Seconds without a message after which a source is taken to have vanished (tests shorten it).
    static var silenceLimit: TimeInterval = 10
    private unowned let xdnd: X11Xdnd

    /// The drag from another program over one of our windows.
    private struct Visit {
        let source: Window
        let version: UInt
        var offered: [Atom]
        var window: Window
        var targeting: DropTargeting
        var lastHeard: TimeInterval
    }
    private var visit: Visit?
    /// The last XdndPosition of this read, not yet answered (R-U8): positions are coalesced as
    /// wheel clicks are, so a source that floods them costs one proposal and one XdndStatus per
    /// read, not one per message. The backend answers it when the read's events are handled
    /// (`answerPendingPosition()`); an enter, leave or drop answers it first, in order.
    private var pendingPosition: (window: Window, rootX: CGFloat, rootY: CGFloat)?
    private var silenceTimer: ScheduledTimer?
    /// Drops under way (their data being read), for tests: the sources waiting for XdndFinished.
    private(set) var dropsInProgress = 0
    /// What the last drop did, for tests and the demo.
    private(set) var lastDropOperation: UIDropOperation?

    init(xdnd: X11Xdnd) {
        self.xdnd = xdnd
    }

    private var atoms: X11Xdnd.Atoms { xdnd.atoms }

    // MARK: Messages

    func enter(on window: Window, data: [UInt]) {
        answerPendingPosition()
        let source = Window(data[0])
        let version = data[1] >> 24
        guard version >= 3, let uiWindow = xdnd.backend.windows[UInt(window)]?.window else {
            xdnd.ignore("an enter of version \(version) or for a window not ours")
            return
        }
        if let visit { leaveVisit(visit, reason: "a new drag entered") }
        var offered = data[2...4].map { Atom($0) }.filter { $0 != 0 }
        if data[1] & 1 != 0 {
            // More than three types: the source lists them in XdndTypeList on its window.
            offered = xdnd.atomList(atoms.typeList, of: source) ?? offered
        }
        // The offered types' names in one request (as the clipboard's TARGETS are named).
        let mimeTypes = xdnd.backend.selections.names(of: offered)
        let items = placeholderItems(offering: mimeTypes)
        let session = DropSession(items: items, localSource: nil, allowsMoveOperation: true)
        visit = Visit(source: source, version: min(version, X11Xdnd.version), offered: offered, window: window,
                      targeting: DropTargeting(session: session), lastHeard: now)
        EventTrace.log("XDND: a drag from 0x\(String(source, radix: 16)) entered \(uiWindow.traceName) offering \(mimeTypes)")
        watchForSilence()
    }

    /// An XdndPosition: kept until the read's events are handled; only the last one of a read is
    /// asked about and answered. Sources wait for a status before the next position, so a
    /// well-behaved one is answered exactly as before; one that floods is answered once a read.
    func position(on window: Window, data: [UInt]) {
        guard visit?.source == Window(data[0]) else {
            xdnd.ignore("a position from a source that did not enter")
            return
        }
        visit?.lastHeard = now
        pendingPosition = (window, CGFloat((data[2] >> 16) & 0xFFFF), CGFloat(data[2] & 0xFFFF))
    }

    /// Asks the drop interaction under the last position kept and answers it with XdndStatus.
    func answerPendingPosition() {
        guard let (window, rootX, rootY) = pendingPosition else { return }
        pendingPosition = nil
        guard var visit else { return }
        visit.window = window
        var operation = UIDropOperation.cancel
        if let uiWindow = xdnd.backend.windows[UInt(window)]?.window {
            let scale = xdnd.display.scale
            let point = CGPoint(x: rootX / scale - uiWindow.frame.minX, y: rootY / scale - uiWindow.frame.minY)
            operation = visit.targeting.move(to: point, in: uiWindow)
        }
        self.visit = visit
        EventTrace.log("XDND: position \(rootX),\(rootY) → \(operation)")
        // Accepted or not, and "send me every position" (an empty rectangle): the proposal can
        // change anywhere in the window.
        let accepted: UInt = operation.performs ? 1 : 0
        xdnd.send(atoms.status, to: visit.source, [UInt(window), accepted | 2, 0, 0, UInt(xdnd.action(for: operation))])
    }

    func leave(on window: Window, data: [UInt]) {
        answerPendingPosition()
        guard let visit, visit.source == Window(data[0]) else { return }
        leaveVisit(visit, reason: "the source left")
    }

    func drop(on window: Window, data: [UInt]) {
        answerPendingPosition()
        let source = Window(data[0])
        guard let visit, visit.source == source else {
            xdnd.ignore("a drop from a source that did not enter (answered: refused)")
            xdnd.send(atoms.finished, to: source, [UInt(window), 0, 0])
            return
        }
        self.visit = nil
        silenceTimer?.invalidate()
        let targeting = visit.targeting
        EventTrace.log("XDND: drop with \(targeting.operation) proposed")
        guard targeting.operation.performs else {
            targeting.leave()
            targeting.end()
            finish(visit, operation: .cancel)
            return
        }
        // The drop's own timestamp, as XDND asks (the selection as it was at the drop).
        let time = Time(data[2])
        dropsInProgress += 1
        let wanted = [atoms.uriList, atoms.imagePNG, atoms.utf8String, atoms.textPlainUTF8, atoms.textPlain]
            .filter { visit.offered.contains($0) }
        xdnd.backend.selections.reader.readWithoutBlocking(atoms.selection, targets: wanted, time: time) { [weak self] reply in
                guard let self else { return }
            self.dropsInProgress -= 1
            // X11 quirk: Tk answers a text/uri-list request with the type STRING; what was asked
            // for is what the data is.
            let asked = self.xdnd.backend.selections.reader.answeredTarget
            guard let reply, let items = self.items(from: reply, asked: asked), !items.isEmpty else {
                EventTrace.log("XDND: the dropped data did not come: the drop is refused")
                targeting.leave()
                targeting.end()
                self.finish(visit, operation: .cancel)
                return
            }
            targeting.session.items = items
            self.finish(visit, operation: targeting.perform())
        }
    }

    // MARK: Helpers

    private var now: TimeInterval { xdnd.backend.application.clock.now }

    private func finish(_ visit: Visit, operation: UIDropOperation) {
        lastDropOperation = operation
        let accepted: UInt = operation.performs ? 1 : 0
        xdnd.send(atoms.finished, to: visit.source, [UInt(visit.window), accepted, UInt(xdnd.action(for: operation))])
    }

    private func leaveVisit(_ visit: Visit, reason: String) {
        EventTrace.log("XDND: the drag left: \(reason)")
        visit.targeting.leave()
        visit.targeting.end()
        self.visit = nil
        pendingPosition = nil
        silenceTimer?.invalidate()
    }

    /// A source that stops talking (it crashed, it hangs) is taken to have left.
    private func watchForSilence() {
        silenceTimer?.invalidate()
        silenceTimer = xdnd.backend.application.clock.schedule(after: 1) { [weak self] in
            guard let self, let visit = self.visit else { return }
            if self.now - visit.lastHeard >= Self.silenceLimit {
                FileHandle.standardError.write(Data("XResponder: a drag from another program went silent for \(Int(Self.silenceLimit)) s; it left\n".utf8))
                self.leaveVisit(visit, reason: "the source went silent")
            } else {
                self.watchForSilence()
            }
        }
    }

    /// One item that knows the offered types, before the data comes with the drop.
    private func placeholderItems(offering mimeTypes: [String]) -> [UIDragItem] {
        let provider = NSItemProvider()
        var types: [String] = []
        for mime in mimeTypes {
            guard let type = UTTypeIdentifiers.identifier(forMIMEType: mime),
                  !types.contains(type) else { continue }
            types.append(type)
            provider.registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
                completion(nil, NSItemProviderError("the data of another program's drag comes with the drop"))
                return nil
            }
        }
        return types.isEmpty ? [] : [UIDragItem(itemProvider: provider)]
    }

    /// The dropped data as items: one per URI of a uri-list, else one image or one text.
    private func items(from reply: X11SelectionReader.Reply, asked: Atom?) -> [UIDragItem]? {
        if reply.type == atoms.uriList || asked == atoms.uriList {
            // RFC 2483: lines separated by CRLF, comments start with '#'.
            let lines = String(decoding: reply.data, as: UTF8.self).components(separatedBy: .newlines)
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            return lines.compactMap { line in
                guard let url = URL(string: line) else { return nil }
                let provider = NSItemProvider()
                provider.registerData(Data(url.absoluteString.utf8),
                                      forTypeIdentifier: url.isFileURL ? UTTypeIdentifiers.fileURL : UTTypeIdentifiers.url)
                if url.isFileURL { provider.suggestedName = url.lastPathComponent }
                return UIDragItem(itemProvider: provider)
            }
        }
        let provider = NSItemProvider()
        if reply.type == atoms.imagePNG || asked == atoms.imagePNG {
            provider.registerData(reply.data, forTypeIdentifier: UTTypeIdentifiers.png)
        } else {
            provider.registerData(reply.data, forTypeIdentifier: UTTypeIdentifiers.utf8PlainText)
        }
        return [UIDragItem(itemProvider: provider)]
    }
}
