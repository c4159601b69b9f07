import Foundation
import Testing
@testable import XResponder

/// The share sheet (R-BR1's sharing): `UIActivityViewController` with the desktop's activities,
/// application activities, item sources and the completion handler.
@Suite("Sharing: UIActivityViewController and the desktop's activities (R-BR1)", .serialized, .tearsDownTestTrees)
@MainActor
struct ActivityViewControllerTests {
    /// A window with a presenter and a Share button; the desktop's registrations point at a folder
    /// of the test's own: an application for `xrtest:` links and a mail client, each writing the
    /// URL it was started with to a file, and a home with Downloads and Documents.
    @MainActor
    final class Scene {
        let h = Harness()
        let window: UIWindow
        let presenter = UIViewController()
        let button = UIButton(type: .system)
        let root: URL
        private let savedHandlers: URLHandlers

        init() throws {
            window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
            window.rootViewController = presenter
            button.frame = CGRect(x: 100, y: 100, width: 80, height: 30)
            presenter.view.addSubview(button)
            window.layoutIfNeeded()
            root = FileManager.default.temporaryDirectory.appendingPathComponent("xr-share-\(UUID().uuidString)")
            let applications = root.appendingPathComponent("data/applications")
            let fm = FileManager.default
            for folder in ["data/applications", "config", "home/Downloads", "home/Documents"] {
                try fm.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            for (id, name, scheme, output) in [("xrtest-handler.desktop", "Test Reader", "xrtest", "opened.txt"),
                                               ("xrmail.desktop", "Test Mail", "mailto", "mailed.txt")] {
                let script = root.appendingPathComponent("\(output).sh")
                try "#!/bin/sh\nprintf '%s' \"$1\" > \"\(root.path)/\(output)\"\n".write(to: script, atomically: true, encoding: .utf8)
                try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
                try "[Desktop Entry]\nType=Application\nName=\(name)\nExec=\(script.path) %u\nMimeType=x-scheme-handler/\(scheme);\n"
                    .write(to: applications.appendingPathComponent(id), atomically: true, encoding: .utf8)
            }
            try "[Default Applications]\nx-scheme-handler/xrtest=xrtest-handler.desktop\nx-scheme-handler/mailto=xrmail.desktop\n"
                .write(to: root.appendingPathComponent("config/mimeapps.list"), atomically: true, encoding: .utf8)
            let environment = DesktopFolders.environment(root: root, home: root.appendingPathComponent("home"))
            savedHandlers = UIApplication.shared.urlHandlers
            UIApplication.shared.urlHandlers = URLHandlers(environment: environment)
        }

        func tearDown() {
            UIApplication.shared.urlHandlers = savedHandlers
            try? FileManager.default.removeItem(at: root)
        }

        /// Presents `sheet` from the button, laid out.
        func present(_ sheet: UIActivityViewController) {
            sheet.popoverPresentationController?.sourceView = button
            presenter.present(sheet, animated: false)
            window.layoutIfNeeded()
        }

        func rows(of sheet: UIActivityViewController) -> [ActivityRowView] { (sheet.view as? ActivitySheetView)?.rows ?? [] }

        /// Clicks the row of `type`.
        func choose(_ type: UIActivity.ActivityType, in sheet: UIActivityViewController) throws {
            let row = try #require(rows(of: sheet).first { $0.activity.activityType == type }, "no row for \(type.rawValue)")
            h.input.tap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: window), in: window)
            h.input.advance(by: 0.5)   // the sheet's dismissal animates
        }

        /// Waits (letting the main queue run) until `condition` holds, for at most `seconds`.
        func eventually(_ seconds: Double = 20, _ condition: () -> Bool) async -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while !condition() {
                guard Date() < deadline else { return false }
                try? await Task.sleep(nanoseconds: 10_000_000)
            }
            return true
        }
    }

    /// What the completion handler heard.
    @MainActor
    final class Completions {
        var calls: [(type: UIActivity.ActivityType?, completed: Bool, returned: Int?, error: Bool)] = []
        func attach(to sheet: UIActivityViewController) {
            sheet.completionWithItemsHandler = { type, completed, returned, error in
                self.calls.append((type, completed, returned?.count, error != nil))
            }
        }
    }

    @Test("R-BR1 sharing: the sheet offers the desktop activities that take the items, minus excluded ones, as a popover at its source")
    func offersDesktopActivities() throws {
        let scene = try Scene()
        defer { scene.tearDown() }
        let link = try #require(URL(string: "xrtest://note/42"))
        let sheet = UIActivityViewController(activityItems: ["A note", link], applicationActivities: nil)
        #expect(sheet.modalPresentationStyle == .popover)
        scene.present(sheet)
        #expect(sheet.offeredActivities.map(\.activityType) == [.copyToPasteboard, .openInDefaultApplication, .mail, .saveToFiles])
        #expect(scene.rows(of: sheet).map(\.titleLabel.text) == ["Copy", "Open in Test Reader", "Mail", "Save to File…"])
        #expect(sheet.popoverPresentationController?.arrowDirection == .up, "below the Share button")
        #expect(sheet.view.frame.minY == scene.button.frame.maxY + UIPopoverPresentationController.gap)
        #expect((sheet.view as? ActivitySheetView)?.titleLabel.text == "A note")

        sheet.dismiss(animated: false)
        let plain = UIActivityViewController(activityItems: ["Only text"], applicationActivities: nil)
        plain.excludedActivityTypes = [.mail, .print]
        scene.present(plain)
        #expect(plain.offeredActivities.map(\.activityType) == [.copyToPasteboard, .saveToFiles],
                "no link to open, mail excluded")
    }

    @Test("R-BR1 sharing: Copy puts the text and the link on the clipboard, dismisses the sheet, and the handler hears it once")
    func copyActivity() throws {
        let scene = try Scene()
        defer { scene.tearDown() }
        let link = try #require(URL(string: "https://example.com/a"))
        let sheet = UIActivityViewController(activityItems: ["Read this", link], applicationActivities: nil)
        let completions = Completions()
        completions.attach(to: sheet)
        scene.present(sheet)
        try scene.choose(.copyToPasteboard, in: sheet)
        #expect(scene.presenter.presentedViewController == nil)
        #expect(UIPasteboard.general.string == "Read this\nhttps://example.com/a")
        #expect(UIPasteboard.general.url == link)
        #expect(completions.calls.count == 1)
        #expect(completions.calls.first?.type == .copyToPasteboard && completions.calls.first?.completed == true)
    }

    @Test("R-BR1 sharing: closing the sheet (Escape, the close button, a click outside) reports no activity, not completed")
    func closingReportsCancel() throws {
        let scene = try Scene()
        defer { scene.tearDown() }
        for way in ["escape", "close", "outside"] {
            let sheet = UIActivityViewController(activityItems: ["x"], applicationActivities: nil)
            let completions = Completions()
            completions.attach(to: sheet)
            scene.present(sheet)
            switch way {
            case "escape": scene.h.input.pressKey(UIKey(characters: "", modifierFlags: [], keyCode: .keyboardEscape))
            case "close":
                let close = try #require((sheet.view as? ActivitySheetView)?.closeButton)
                scene.h.input.tap(at: close.convert(CGPoint(x: 15, y: 15), to: scene.window), in: scene.window)
            default: scene.h.input.tap(at: CGPoint(x: 700, y: 550), in: scene.window)
            }
            scene.h.input.advance(by: 0.5)
            #expect(scene.presenter.presentedViewController == nil, "\(way) closes the sheet")
            #expect(completions.calls.count == 1 && completions.calls.first?.type == nil && completions.calls.first?.completed == false, "\(way)")
        }
    }

    /// An item that gives mail a subject and a shorter text, and saving a longer one.
    final class Note: NSObject, UIActivityItemSource {
        var asked: [String] = []
        func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "" }
        func activityViewController(_ activityViewController: UIActivityViewController,
                                    itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
            asked.append(activityType?.rawValue ?? "nil")
            return activityType == .copyToPasteboard ? "short" : "the whole note"
        }
        func activityViewController(_ activityViewController: UIActivityViewController,
                                    subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "Shopping" }
    }

    @Test("R-BR1 sharing: an item source is asked for the chosen activity's item; its placeholder decides what is offered")
    func itemSources() throws {
        let scene = try Scene()
        defer { scene.tearDown() }
        let note = Note()
        let sheet = UIActivityViewController(activityItems: [note], applicationActivities: nil)
        scene.present(sheet)
        #expect(sheet.offeredActivities.map(\.activityType) == [.copyToPasteboard, .mail, .saveToFiles])
        #expect(note.asked.isEmpty, "only the placeholder before a choice")
        try scene.choose(.copyToPasteboard, in: sheet)
        #expect(note.asked == [UIActivity.ActivityType.copyToPasteboard.rawValue])
        #expect(UIPasteboard.general.string == "short")

        final class Later: UIActivityItemProvider {
            override var item: Any { activityType == .copyToPasteboard ? "made for copy" : "made" }
        }
        let provided = UIActivityViewController(activityItems: [Later(placeholderItem: "")], applicationActivities: nil)
        scene.present(provided)
        try scene.choose(.copyToPasteboard, in: provided)
        #expect(UIPasteboard.general.string == "made for copy")
    }

    /// An app's own action: records its items, finishes on the next turn as a network call would.
    final class Favourite: UIActivity {
        var prepared: [Any] = []
        var performed = 0
        override class var activityCategory: UIActivity.Category { .action }
        override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.favourite") }
        override var activityTitle: String? { "Add to Favourites" }
        override var activityImage: UIImage? { UIImage(systemName: "star") }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is String } }
        override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
        override func perform() {
            performed += 1
            DispatchQueue.main.async { self.activityDidFinish(true) }
        }
    }

    @Test("R-BR1 sharing: an application activity is listed after the desktop's, prepared, performed after the sheet goes, and reported when it finishes")
    func applicationActivity() async throws {
        let scene = try Scene()
        defer { scene.tearDown() }
        let favourite = Favourite()
        let sheet = UIActivityViewController(activityItems: ["Soup"], applicationActivities: [favourite])
        let completions = Completions()
        completions.attach(to: sheet)
        scene.present(sheet)
        #expect(scene.rows(of: sheet).last?.titleLabel.text == "Add to Favourites")
        try scene.choose(UIActivity.ActivityType("com.example.favourite"), in: sheet)
        #expect(favourite.performed == 1 && (favourite.prepared.first as? String) == "Soup")
        #expect(scene.presenter.presentedViewController == nil, "the sheet went before perform()")
        #expect(completions.calls.isEmpty, "not finished yet")
        #expect(await scene.eventually { !completions.calls.isEmpty })
        #expect(completions.calls.first?.type?.rawValue == "com.example.favourite" && completions.calls.first?.completed == true)
        favourite.activityDidFinish(false)   // a second finish is ignored
        #expect(completions.calls.count == 1)
    }

    @Test("R-BR1 sharing: Save to File shows its panel over the sheet; Save writes the item into the chosen folder, numbering a taken name")
    func saveToFile() throws {
        let scene = try Scene()
        defer { scene.tearDown() }
        let downloads = scene.root.appendingPathComponent("home/Downloads")
        try "older".write(to: downloads.appendingPathComponent("Groceries.txt"), atomically: true, encoding: .utf8)
        let sheet = UIActivityViewController(activityItems: ["Groceries\nmilk"], applicationActivities: nil)
        let completions = Completions()
        completions.attach(to: sheet)
        scene.present(sheet)
        try scene.choose(.saveToFiles, in: sheet)
        let panel = try #require(sheet.presentedViewController as? SaveToFileViewController, "the panel is over the sheet")
        #expect(panel.nameField.text == "Groceries.txt")
        #expect(panel.folderControl.numberOfSegments == 3, "Downloads, Documents, home: \(panel.folderControl.numberOfSegments)")
        #expect(panel.folderControl.titleForSegment(at: 0) == "Downloads")
        panel.save()
        scene.h.input.advance(by: 0.5)
        let saved = downloads.appendingPathComponent("Groceries 2.txt")
        #expect(try String(contentsOf: saved, encoding: .utf8) == "Groceries\nmilk")
        #expect(try String(contentsOf: downloads.appendingPathComponent("Groceries.txt"), encoding: .utf8) == "older", "never overwritten")
        #expect(scene.presenter.presentedViewController == nil, "panel and sheet gone")
        #expect(completions.calls.count == 1 && completions.calls.first?.type == .saveToFiles && completions.calls.first?.completed == true)

        // Escape on the panel cancels: the activity ends, not completed, nothing written.
        let again = UIActivityViewController(activityItems: ["Other"], applicationActivities: nil)
        let cancelled = Completions()
        cancelled.attach(to: again)
        scene.present(again)
        try scene.choose(.saveToFiles, in: again)
        #expect(again.presentedViewController is SaveToFileViewController)
        scene.h.input.advance(by: 0.5)
        scene.h.input.pressKey(UIKey(characters: "", modifierFlags: [], keyCode: .keyboardEscape))
        scene.h.input.advance(by: 0.5)
        #expect(scene.presenter.presentedViewController == nil)
        #expect(cancelled.calls.count == 1 && cancelled.calls.first?.type == .saveToFiles && cancelled.calls.first?.completed == false)
        #expect(!FileManager.default.fileExists(atPath: downloads.appendingPathComponent("Other.txt").path))
    }

    @Test("R-BR1 sharing: Mail starts the desktop's mail client through xdg-email with the subject and the text")
    func mailThroughXdgEmail() async throws {
        let scene = try Scene()
        defer { scene.tearDown() }
        let sheet = UIActivityViewController(activityItems: [Note()], applicationActivities: nil)
        let completions = Completions()
        completions.attach(to: sheet)
        scene.present(sheet)
        try scene.choose(.mail, in: sheet)
        #expect(await scene.eventually { !completions.calls.isEmpty }, "xdg-email finished")
        #expect(completions.calls.first?.type == .mail && completions.calls.first?.completed == true)
        let mailto = try String(contentsOf: scene.root.appendingPathComponent("mailed.txt"), encoding: .utf8)
        let components = try #require(URLComponents(string: mailto))
        #expect(components.scheme == "mailto")
        let query = Dictionary((components.queryItems ?? []).map { ($0.name.lowercased(), $0.value ?? "") }, uniquingKeysWith: { a, _ in a })
        #expect(query["subject"] == "Shopping" && query["body"] == "the whole note", "\(mailto)")
    }

    @Test("R-BR1 sharing, bad input: no items, items of no known kind, a source that answers nil, a second choice — survived")
    func badInput() throws {
        let scene = try Scene()
        defer { scene.tearDown() }
        let empty = UIActivityViewController(activityItems: [], applicationActivities: nil)
        scene.present(empty)
        let view = try #require(empty.view as? ActivitySheetView)
        #expect(empty.offeredActivities.isEmpty && view.rows.isEmpty && !view.emptyLabel.isHidden)
        empty.dismiss(animated: false)

        final class Silent: NSObject, UIActivityItemSource {
            func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "placeholder" }
            func activityViewController(_ activityViewController: UIActivityViewController,
                                        itemForActivityType activityType: UIActivity.ActivityType?) -> Any? { nil }
        }
        let odd = UIActivityViewController(activityItems: [NSObject(), 42, Silent()], applicationActivities: nil)
        let completions = Completions()
        completions.attach(to: odd)
        scene.present(odd)
        #expect(odd.offeredActivities.map(\.activityType).first == .copyToPasteboard, "the placeholder is text")
        UIPasteboard.general.string = "before"
        let row = try #require(scene.rows(of: odd).first)
        odd.choose(row.activity)
        odd.choose(row.activity)   // a second choice while one runs is ignored
        scene.h.input.advance(by: 0.5)
        #expect(completions.calls.count == 1 && completions.calls.first?.completed == false, "nothing was copied")
        #expect(UIPasteboard.general.string == "before", "the clipboard keeps what it had")
    }

    @Test("R-BR1 sharing, pixels: the activities are one rounded white group on the grouped background, each row's symbol at its trailing edge")
    func sheetPixels() throws {
        let scene = try Scene()
        defer { scene.tearDown() }
        let sheet = UIActivityViewController(activityItems: ["Look"], applicationActivities: nil)
        scene.present(sheet)
        let view = try #require(sheet.view as? ActivitySheetView)
        let image = renderLayered(view)
        #expect(close(rgba(image, 4, 30), [0xF2, 0xF2, 0xF7, 255]), "grouped background: \(rgba(image, 4, 30))")
        let group = view.group.frame
        #expect(close(rgba(image, group.minX + 40, group.minY + 4), white), "the group is white")
        #expect(close(rgba(image, group.minX + 1, group.minY + 1), [0xF2, 0xF2, 0xF7, 255], 40), "its corner is rounded")
        let icon = try #require(view.rows.first?.iconView)
        let iconFrame = icon.convert(icon.bounds, to: view)
        let dark = stride(from: iconFrame.minX, to: iconFrame.maxX, by: 1).contains { x in
            rgba(image, x, iconFrame.midY)[0] < 128
        }
        #expect(dark, "the Copy symbol is drawn at the trailing edge")
    }
}
