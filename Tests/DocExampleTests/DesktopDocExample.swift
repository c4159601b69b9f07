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
