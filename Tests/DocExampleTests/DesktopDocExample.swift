import Foundation
import Testing
import XResponder

// docs/desktop.md: the page's context menu.

final class CanvasView: UIView, UIContextMenuInteractionDelegate {
    var log: [String] = []

    func install() {
        addInteraction(UIContextMenuInteraction(delegate: self))
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [
                UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in self.log.append("copy") },
                UIMenu(title: "Share", children: [UIAction(title: "Mail") { _ in self.log.append("mail") }]),
                UIAction(title: "Delete", attributes: .destructive) { _ in self.log.append("delete") },
            ])
        }
    }
}

@MainActor @Test func theDocsContextMenuChoosesCopy() {
    _ = UIApplication.launch(clock: ManualClock())
    let input = HeadlessInput()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let canvas = CanvasView(frame: window.bounds)
    window.addSubview(canvas)
    canvas.install()
    window.makeKeyAndVisible()
    let press = input.mouseDown(at: CGPoint(x: 20, y: 20), in: window, button: .secondary)
    input.endTouch(press)
    input.pressKey(UIKey(characters: "", keyCode: .keyboardDownArrow))
    input.pressKey(UIKey(characters: "\r", keyCode: .keyboardReturnOrEnter))
    #expect(canvas.log == ["copy"])
    window.isHidden = true
}

// docs/desktop.md: the page's drop well.

final class DropWell: UIView, UIDropInteractionDelegate {
    var files: [URL] = []

    func install() {
        addInteraction(UIDropInteraction(delegate: self))
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: URL.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        session.loadObjects(ofClass: URL.self) { urls in self.files += urls }
    }
}

/// Drags a file URL onto the well.
final class FileChip: UIView, UIDragInteractionDelegate {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: URL(fileURLWithPath: "/tmp/notes.txt")))]
    }
}

@MainActor @Test func theDocsDropWellTakesAFile() {
    _ = UIApplication.launch(clock: ManualClock())
    let input = HeadlessInput()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
    let well = DropWell(frame: CGRect(x: 200, y: 0, width: 200, height: 200))
    let chip = FileChip(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(well)
    window.addSubview(chip)
    well.install()
    chip.addInteraction(UIDragInteraction(delegate: chip))
    window.makeKeyAndVisible()
    let touch = input.mouseDown(at: CGPoint(x: 50, y: 50), in: window)
    input.moveTouch(touch, to: CGPoint(x: 150, y: 60))
    input.moveTouch(touch, to: CGPoint(x: 300, y: 100))
    input.endTouch(touch)
    input.advance(by: 0.1)
    #expect(well.files.map(\.path) == ["/tmp/notes.txt"])
    window.isHidden = true
}

// docs/desktop.md: the main menu's builder (R-DA1), with the key-command sample's controller.

final class MenuAppDelegate: UIResponder, UIApplicationDelegate {
    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }
        builder.remove(menu: .format)
        let save = UIKeyCommand(title: "Save", action: Selector("save", DocumentViewController.save),
                                input: "s", modifierFlags: .command)
        builder.insertChild(UIMenu(options: .displayInline, children: [save]), atStartOfMenu: .file)
    }
}
