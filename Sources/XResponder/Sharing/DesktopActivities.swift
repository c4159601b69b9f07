import Foundation

/// The activities a Linux desktop offers every share sheet, each backed by the desktop's own
/// service: the clipboard, the default application (xdg-open) and the mail client (xdg-email).
/// Saving to a file is `SaveToFileActivity`. Each is offered only when it can take the items and
/// its service is there (no mail client registered: no Mail row).
enum DesktopActivities {
    /// In the order the sheet lists them.
    @MainActor static func all() -> [UIActivity] {
        [CopyActivity(), OpenInDefaultApplicationActivity(), MailActivity(), SaveToFileActivity()]
    }
}

/// Copy: text, links and an image onto the clipboard at once (a paste takes the kind it wants).
final class CopyActivity: UIActivity {
    private var items = ActivityItems(resolved: [])

    override var activityType: ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }
    override var activityImage: UIImage? { UIImage(systemName: "doc.on.doc") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        let items = ActivityItems(resolved: activityItems)
        return !(items.texts.isEmpty && items.urls.isEmpty && items.images.isEmpty)
    }

    override func prepare(withActivityItems activityItems: [Any]) { items = ActivityItems(resolved: activityItems) }

    override func perform() {
        var contents: [(type: String, data: Data)] = []
        if !items.urls.isEmpty {
            contents.append((UIPasteboard.uriListType, Data(items.urls.map { $0.absoluteString + "\r\n" }.joined().utf8)))
        }
        if !items.texts.isEmpty || !items.urls.isEmpty { contents.append((UIPasteboard.textType, Data(items.plainText.utf8))) }
        if let png = items.images.first?.pngData() { contents.append((UIPasteboard.pngType, png)) }
        // Nothing left once the sources answered for Copy: the clipboard keeps what it had.
        guard !contents.isEmpty else { return activityDidFinish(false) }
        UIPasteboard.storage.write(contents, to: .general)
        activityDidFinish(true)
    }
}

/// "Open in <application>": the first link or file, with the application the desktop opens it
/// with (xdg-open, through `UIApplication.open`).
final class OpenInDefaultApplicationActivity: UIActivity {
    private var target: URL?

    override var activityType: ActivityType? { .openInDefaultApplication }
    override var activityTitle: String? {
        let handlers = UIApplication.shared.urlHandlers
        guard let url = target, !url.isFileURL, let scheme = url.scheme?.lowercased(),
              let id = handlers.application(for: "x-scheme-handler/\(scheme)"), let name = handlers.name(ofApplication: id)
        else { return "Open" }
        return "Open in \(name)"
    }
    override var activityImage: UIImage? { UIImage(systemName: "globe") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        let urls = ActivityItems(resolved: activityItems).urls
        target = urls.first { UIApplication.shared.canOpenURL($0) }
        return target != nil
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        target = ActivityItems(resolved: activityItems).urls.first { UIApplication.shared.canOpenURL($0) }
    }

    override func perform() {
        guard let target else { return activityDidFinish(false) }
        UIApplication.shared.open(target) { [weak self] opened in self?.activityDidFinish(opened) }
    }
}

/// Mail: a new message in the desktop's mail client (xdg-email), the text and links as its body,
/// images and data as attachments, the item source's subject as its subject.
final class MailActivity: UIActivity {
    private var items = ActivityItems(resolved: [])

    override var activityType: ActivityType? { .mail }
    override var activityTitle: String? { "Mail" }
    override var activityImage: UIImage? { UIImage(systemName: "envelope") }

    /// xdg-email, when a mail client is registered for `mailto:`.
    private var xdgEmail: String? {
        let handlers = UIApplication.shared.urlHandlers
        guard handlers.application(for: "x-scheme-handler/mailto") != nil else { return nil }
        return handlers.tool("xdg-email")
    }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        !ActivityItems(resolved: activityItems).isEmpty && xdgEmail != nil
    }

    override func prepare(withActivityItems activityItems: [Any]) { items = ActivityItems(resolved: activityItems) }

    /// xdg-email's arguments for the prepared items; attachments are written into `folder`.
    func arguments(attachingIn folder: URL) throws -> [String] {
        var arguments = ["--utf8"]
        if let subject = itemSubject, !subject.isEmpty { arguments += ["--subject", subject] }
        let body = items.plainText
        if !body.isEmpty { arguments += ["--body", body] }
        var files: [URL] = items.urls.filter { $0.isFileURL && FileManager.default.fileExists(atPath: $0.path) }
        for (index, image) in items.images.enumerated() {
            guard let png = image.pngData() else { continue }
            let file = folder.appendingPathComponent(index == 0 ? "Image.png" : "Image \(index + 1).png")
            try png.write(to: file)
            files.append(file)
        }
        for (index, bytes) in items.data.enumerated() {
            let file = folder.appendingPathComponent(index == 0 ? "Attachment" : "Attachment \(index + 1)")
            try bytes.write(to: file)
            files.append(file)
        }
        for file in files { arguments += ["--attach", file.path] }
        return arguments
    }

    override func perform() {
        guard let tool = xdgEmail else { return activityDidFinish(false) }
        do {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xr-mail-\(UUID().uuidString)")
            // Left for the process's life: the mail client reads them after xdg-email returns.
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let arguments = try arguments(attachingIn: folder)
            DesktopCommand.run(tool, arguments, environment: UIApplication.shared.urlHandlers.environment) { [weak self] succeeded in
                self?.activityDidFinish(succeeded)
            }
        } catch {
            failure = error
            activityDidFinish(false)
        }
    }
}
