import Foundation

/// The desktop's file chooser through xdg-desktop-portal's `org.freedesktop.portal.FileChooser`
/// (GNOME's, KDE's or the GTK backend's dialog, whichever the desktop configured), on the session
/// bus: `OpenFile`, `SaveFile` and `SaveFiles`, each `(s parent_window, s title, a{sv} options)`,
/// answer a request object's path at once; the dialog's result comes later as that object's
/// `org.freedesktop.portal.Request.Response(u response, a{sv} results)` signal, with the chosen
/// files as `results["uris"]` (`as`). `response` is 0 for chosen, 1 for cancelled, 2 for ended otherwise.
///
/// Nothing waits (R-U6). No bus, no portal or no backend (the call fails: `ServiceUnknown`), or a
/// portal that does not answer the call within `answerLimit` make the outcome `.unavailable`, and
/// the picker shows its built-in chooser; a late answer is then closed (`Request.Close`, sent again
/// while the backend refuses it: `closeRequest`) and ignored. Responses are taken only from the
/// portal that answered the call and only for request paths it gave this app: any client of the
/// bus may send a signal.
@MainActor
package final class PortalFileChooser: FileChooserService {
    static let busName = "org.freedesktop.portal.Desktop"
    static let objectPath = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.FileChooser"
    static let requestInterface = "org.freedesktop.portal.Request"
    /// How long the portal may take to answer the call (not the user's choice, which has no
    /// limit): D-Bus activation of the portal and its backend takes about half a second cold.
    static let answerLimit: TimeInterval = 5

    package init() {}

    /// Dialogs up, by their request path (removed when they finish or are cancelled).
    private var open: [String: Session] = [:]
    /// Responses that came before the call's answer named their path (a race the portal allows).
    private var early: [(path: String, sender: String?, response: UInt32, uris: [String])] = []
    /// Requests being closed, until the portal answers a `Close` of theirs, with the portal that owns them.
    private var closing: [String: String?] = [:]
    /// The waits before each new `Close` of a refused request: 12.75 s in all, more than a busy
    /// machine takes to build GTK's dialog.
    static let closeRetryDelays: [TimeInterval] = [0.05, 0.1, 0.2, 0.4, 0.8, 1.6, 3.2, 6.4]
    private var subscribed = false
    private var tokens = 0

    final class Session: FileChooserSession {
        fileprivate weak var chooser: PortalFileChooser?
        fileprivate var finished: ((FileChooserOutcome) -> Void)?
        fileprivate var handle: String?
        fileprivate var portal: String?
        fileprivate var watchdog: ScheduledTimer?

        func cancel() { chooser?.close(self) }
    }

    package func choose(_ request: FileChooserRequest, finished: @escaping (FileChooserOutcome) -> Void) -> FileChooserSession {
        let session = Session()
        session.chooser = self
        session.finished = finished
        guard SessionBus.address() != nil else {
            UIApplication.shared.performOnNextTurn { [weak self] in self?.finish(session, .unavailable) }
            return session
        }
        subscribeOnce()
        tokens += 1
        let token = "xresponder\(ProcessInfo.processInfo.processIdentifier)_\(tokens)"
        let member: String
        switch request.kind {
        case .open: member = "OpenFile"
        case .save(let names): member = names.count == 1 ? "SaveFile" : "SaveFiles"
        }
        session.watchdog = UIApplication.shared.clock.schedule(after: Self.answerLimit) { [weak self, weak session] in
            guard let self, let session, session.handle == nil, session.finished != nil else { return }
            EventTrace.log("file chooser portal: no answer in \(Self.answerLimit) s; the built-in chooser instead")
            finish(session, .unavailable)
        }
        SessionBus.shared.call(destination: Self.busName, path: Self.objectPath, interface: Self.interface, member: member,
                               arguments: { Self.write(request, token: token, to: $0) }) { [weak self] reply in
            // The session is held until the answer: one given up on still closes its late dialog.
            self?.answered(session, handle: reply?.reader.string(), portal: reply?.sender)
        }
        return session
    }

    // MARK: The call

    /// The method's arguments: parent window, title, options.
    static func write(_ request: FileChooserRequest, token: String, to writer: DBusMessageWriter) {
        writer.string(request.parentWindow)
        writer.string(request.title)
        writer.array("{sv}") {
            option("handle_token", "s", in: writer) { writer.string(token) }
            option("accept_label", "s", in: writer) { writer.string(request.acceptLabel) }
            option("modal", "b", in: writer) { writer.bool(true) }
            switch request.kind {
            case .open(let multiple):
                option("multiple", "b", in: writer) { writer.bool(multiple && !request.filter.picksFolders) }
                option("directory", "b", in: writer) { writer.bool(request.filter.picksFolders) }
                writeFilters(request.filter, to: writer)
            case .save(let names) where names.count == 1:
                option("current_name", "s", in: writer) { writer.string(names[0]) }
                writeFilters(request.filter, to: writer)
            case .save(let names):
                option("files", "aay", in: writer) {
                    writer.array("ay") { for name in names { bytes(name, to: writer) } }
                }
            }
            if let folder = request.folder {
                option("current_folder", "ay", in: writer) { bytes(folder.path, to: writer) }
            }
        }
    }

    private static func option(_ key: String, _ signature: String, in writer: DBusMessageWriter, _ value: () -> Void) {
        writer.dictEntry {
            writer.string(key)
            writer.variant(signature, value)
        }
    }

    /// `filters` `a(sa(us))`: one filter of the app's types, current, so the dialog starts with it.
    private static func writeFilters(_ filter: DocumentTypeFilter, to writer: DBusMessageWriter) {
        let patterns = filter.portalPatterns
        guard !patterns.isEmpty else { return }
        let write = {
            writer.string("Supported files")
            writer.array("(us)") {
                for pattern in patterns {
                    writer.structure {
                        writer.uint32(pattern.kind)
                        writer.string(pattern.pattern)
                    }
                }
            }
        }
        option("filters", "a(sa(us))", in: writer) { writer.array("(sa(us))") { writer.structure(write) } }
        option("current_filter", "(sa(us))", in: writer) { writer.structure(write) }
    }

    /// A path as the portal takes it: its bytes and a terminating NUL.
    private static func bytes(_ text: String, to writer: DBusMessageWriter) {
        writer.array("y") {
            for byte in text.utf8 { writer.byte(byte) }
            writer.byte(0)
        }
    }

    // MARK: The answer and the response

    private func answered(_ session: Session, handle: String?, portal: String?) {
        guard session.finished != nil else {
            // Given up on (hung, or the picker was dismissed): take the dialog away.
            if let handle { closeRequest(handle, portal: portal) }
            return
        }
        guard let handle else {
            EventTrace.log("file chooser portal: unreachable; the built-in chooser instead")
            finish(session, .unavailable)
            return
        }
        session.watchdog?.invalidate()
        session.handle = handle
        session.portal = portal
        open[handle] = session
        if let index = early.firstIndex(where: { $0.path == handle && $0.sender == portal }) {
            let response = early.remove(at: index)
            respond(session, response: response.response, uris: response.uris)
        }
    }

    private func subscribeOnce() {
        guard !subscribed else { return }
        subscribed = true
        SessionBus.shared.subscribe(interface: Self.requestInterface, member: "Response") { [weak self] message in
            guard let self, let path = message.path else { return }
            let reader = message.reader
            guard let response = reader.uint32() else { return }
            let results = reader.array { entry in
                entry.dictEntry { pair -> (String, [String])? in
                    guard let key = pair.string() else { return nil }
                    return (key, pair.variant { $0.array { $0.string() } } ?? [])
                }
            } ?? []
            let uris = results.first { $0.0 == "uris" }?.1 ?? []
            if let portal = closing[path], message.sender != nil, message.sender == portal {
                closing[path] = nil  // the dialog being closed ended by itself
                return
            }
            guard let session = open[path] else {
                if path.hasPrefix(Self.objectPath + "/request/") {
                    early.append((path, message.sender, response, uris))
                    if early.count > 8 { early.removeFirst() }
                }
                return
            }
            guard message.sender != nil, message.sender == session.portal else { return }
            respond(session, response: response, uris: uris)
        }
    }

    private func respond(_ session: Session, response: UInt32, uris: [String]) {
        switch response {
        case 0:
            let urls = uris.compactMap { URL(string: $0) }.filter(\.isFileURL)
            finish(session, urls.isEmpty ? .cancelled : .chosen(urls))
        default:
            // 2 ("ended some other way") is also what GTK's backend answers when the user closes
            // its dialog with Escape or the window's close button: a cancel, not a failure.
            if response != 1 { EventTrace.log("file chooser portal: the dialog ended with response \(response): cancelled") }
            finish(session, .cancelled)
        }
    }

    private func finish(_ session: Session, _ outcome: FileChooserOutcome) {
        session.watchdog?.invalidate()
        if let handle = session.handle { open[handle] = nil }
        guard let finished = session.finished else { return }
        session.finished = nil
        finished(outcome)
    }

    private func close(_ session: Session) {
        session.watchdog?.invalidate()
        session.finished = nil
        guard let handle = session.handle else { return }
        open[handle] = nil
        closeRequest(handle, portal: session.portal)
    }

    /// Closes the dialog of request `handle`, trying again while the backend refuses.
    ///
    /// The portal forwards `Close` to its backend's request object as soon as it comes, but a
    /// GDBus backend (GTK's, GNOME's) exports that object only once its main loop has built and
    /// shown the dialog; GDBus answers a call to an object not yet exported from its reader thread
    /// with `UnknownMethod`, the portal hands that error back, and the dialog stays over the app.
    /// A late answer's `Close` comes a few milliseconds after the backend was asked, so it almost
    /// always loses that race (seen on the bus: the backend's error 1 ms after the call). Nothing on
    /// the bus says when the object appears, so a refused `Close` is sent again after growing
    /// delays, until one is answered, the dialog's `Response` comes (it ended anyway), or the tries
    /// run out.
    private func closeRequest(_ handle: String, portal: String?, attempt: Int = 0) {
        closing[handle] = portal
        SessionBus.shared.call(destination: portal ?? Self.busName, path: handle, interface: Self.requestInterface,
                               member: "Close", reply: { [weak self] reply in
            guard let self, closing.keys.contains(handle) else { return }
            guard reply == nil, attempt < Self.closeRetryDelays.count else {
                closing[handle] = nil
                return
            }
            UIApplication.shared.clock.schedule(after: Self.closeRetryDelays[attempt]) { [weak self] in
                guard let self, closing.keys.contains(handle) else { return }
                closeRequest(handle, portal: portal, attempt: attempt + 1)
            }
        })
    }
}
