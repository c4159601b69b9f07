import XResponder

/// One idea from the seeds, live. Each scene is a view controller whose root view fills the
/// content area; `tour` plays it with real X input for `make demo`'s screenshots.
@MainActor
class SceneController: UIViewController {
    var sceneTitle: String { "" }
    var summary: String { "" }
    /// Work the scene goes on doing after it appears, with nothing happening, that is not waste:
    /// `--idle-check` reports it instead of failing the scene (R-U10 allows work that follows a
    /// change of data until it is done).
    var idleWork: String? { nil }

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 720, height: 520))
        view.backgroundColor = UIColor(rgb: 0xF2F2F7)
        view.accessibilityIdentifier = "scene"
        let title = makeLabel(sceneTitle, frame: CGRect(x: 20, y: 12, width: 680, height: 26), size: 18, color: .black, bold: true)
        let text = makeLabel(summary, frame: CGRect(x: 20, y: 40, width: 680, height: 36))
        for label in [title, text] {
            label.autoresizingMask = [.flexibleWidth]
            view.addSubview(label)
        }
        buildScene()
    }

    /// Adds the scene's views below the title area (y ≥ 90).
    func buildScene() {}

    /// Points (in the scene's view) the tour presses, drags or types at.
    func tour(_ driver: TourDriver) {}
}

/// What a scene's tour can do, in scene coordinates.
@MainActor
protocol TourDriver {
    func click(_ point: CGPoint, in view: UIView)
    /// A click of the secondary button (a context menu).
    func rightClick(_ point: CGPoint, in view: UIView)
    func doubleClick(_ point: CGPoint, in view: UIView)
    func press(_ point: CGPoint, in view: UIView, hold seconds: Double)
    func drag(from: CGPoint, to: CGPoint, in view: UIView)
    /// A drag between two screen pixels (from another program's window into ours).
    func dragScreen(from: CGPoint, to: CGPoint)
    func type(_ text: String)
    func mediaKey(_ keysym: UInt)
    func wait(_ seconds: Double)
    /// Two fingers from a touchscreen, which XTest cannot produce: direct-touch input records are
    /// queued as the XInput 2 translator would make them.
    func pinch(center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, in view: UIView)
    /// A quick drag (a few large moves 10 ms apart), released while moving: a fling.
    func flick(from: CGPoint, to: CGPoint, in view: UIView)
    /// Wheel clicks (X buttons 5 down, 4 up) with the pointer at `point`.
    func wheel(down: Bool, clicks: Int, at point: CGPoint, in view: UIView)
    /// Saves what the X server shows now to demo-output/`name`.png.
    func screenshot(_ name: String)
    /// Resizes the demo window from another X client, as a user would (points).
    func resizeWindow(to size: CGSize)
    /// Presses and releases X keysyms with `modifiers` (keysyms) held: Ctrl+C, dead keys, Tab.
    func keys(_ keysyms: [UInt], holding modifiers: [UInt])
}
