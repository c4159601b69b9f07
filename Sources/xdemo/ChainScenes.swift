import XResponder

/// The application subclass (seeds' DPApplication) flashes a dot at every touch that begins.
final class SendEventScene: SceneController {
    override var sceneTitle: String { "6 · UIApplication.sendEvent sees every touch first" }
    override var summary: String { "DemoApplication overrides sendEvent: each touch that begins flashes an orange ring, then super delivers it." }
    override func buildScene() {
        view.addSubview(NamedView("any view", frame: CGRect(x: 40, y: 110, width: 300, height: 200), color: .systemBlue))
    }
    override func tour(_ driver: TourDriver) {
        driver.click(CGPoint(x: 120, y: 160), in: view)
        driver.click(CGPoint(x: 500, y: 300), in: view)
    }
}

/// Seed 003: boxes dragged with touchesMoved.
final class DragScene: SceneController {
    override var sceneTitle: String { "7 · Dragging with touchesMoved" }
    override var summary: String { "Each box moves by location − previousLocation; queued motions arrive coalesced, nothing is lost." }
    override func buildScene() {
        view.addSubview(DraggableBox("drag me", frame: CGRect(x: 60, y: 120, width: 120, height: 120), color: .systemGreen))
        view.addSubview(DraggableBox("me too", frame: CGRect(x: 260, y: 160, width: 100, height: 100), color: .systemOrange))
    }
    override func tour(_ driver: TourDriver) {
        driver.drag(from: CGPoint(x: 120, y: 180), to: CGPoint(x: 420, y: 330), in: view)
    }
}

/// Seed 003: one event handled by several responders: each logs, then calls super.
final class ChainScene: SceneController {
    final class Layer: NamedView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            chainLog.append(name)
            Status.report("handled by: " + chainLog.joined(separator: " → "))
            super.touchesBegan(touches, with: event)
        }
    }
    override var sceneTitle: String { "8 · One event, several responders" }
    override var summary: String { "Every layer handles touchesBegan and calls super: the event climbs inner → middle → outer → controller." }
    override func buildScene() {
        let outer = Layer("outer", frame: CGRect(x: 20, y: 90, width: 420, height: 320), color: UIColor(rgb: 0x3A3A3C))
        let middle = Layer("middle", frame: CGRect(x: 30, y: 40, width: 300, height: 220), color: .systemBlue)
        let inner = Layer("inner", frame: CGRect(x: 30, y: 40, width: 160, height: 120), color: .systemRed)
        for layer in [outer, middle, inner] { layer.forwardsTouches = true }
        view.addSubview(outer)
        outer.addSubview(middle)
        middle.addSubview(inner)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        chainLog.append("view controller")
        Status.report("handled by: " + chainLog.joined(separator: " → "))
        chainLog.removeAll()
    }
    override func tour(_ driver: TourDriver) { driver.click(CGPoint(x: 120, y: 200), in: view) }
}
@MainActor var chainLog: [String] = []

/// Seed 001: a custom event rides the responder chain to the view controller.
final class RouterScene: SceneController {
    final class LikeButton: NamedView {
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesEnded(touches, with: event)
            routerEvent(name: "likeTapped", userInfo: ["post": 42])
        }
    }
    final class Cell: UIView {
        override func routerEvent(name: String, userInfo: [String: Any]?) {
            Status.report("cell passes \(name) on")
            super.routerEvent(name: name, userInfo: userInfo)
        }
    }
    override var sceneTitle: String { "13 · routerEvent bubbling to the view controller" }
    override var summary: String { "The like button calls routerEvent(name:userInfo:); the cell passes it on; the controller handles it." }
    override func buildScene() {
        let cell = Cell(frame: CGRect(x: 20, y: 100, width: 500, height: 120))
        cell.backgroundColor = .white
        view.addSubview(cell)
        cell.addSubview(makeLabel("A post in a cell", frame: CGRect(x: 16, y: 16, width: 300, height: 20), color: .black))
        cell.addSubview(LikeButton("♥ like", frame: CGRect(x: 380, y: 40, width: 100, height: 44), color: .systemRed))
    }
    override func routerEvent(name: String, userInfo: [String: Any]?) {
        Status.report("view controller handled routerEvent \(name) for post \(userInfo?["post"] as? Int ?? 0)")
    }
    override func tour(_ driver: TourDriver) { driver.click(CGPoint(x: 440, y: 160), in: view) }
}
