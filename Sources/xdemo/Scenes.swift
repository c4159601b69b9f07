import XResponder

/// One idea from the seeds, live. Each scene is a view controller shown in the catalog's
/// secondary column, under a navigation bar that carries its title; `tour` plays it with real X
/// input for `make demo`'s screenshots.
@MainActor
class SceneController: UIViewController {
    /// The scene's number and title ("11 · Controls and target-action"): the tour's lines and
    /// screenshots, the Scene menu and `XDEMO_TOUR_ONLY` go by the number.
    var sceneTitle: String { "" }
    var summary: String { "" }
    /// The title the catalog shows: the number left off, as a catalog lists its pages.
    var catalogTitle: String {
        guard let separator = sceneTitle.range(of: " · ") else { return sceneTitle }
        return String(sceneTitle[separator.upperBound...])
    }
    /// Work the scene goes on doing after it appears, with nothing happening, that is not waste:
    /// `--idle-check` reports it instead of failing the scene (R-U10 allows work that follows a
    /// change of data until it is done).
    var idleWork: String? { nil }

    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        navigationItem.title = catalogTitle
        // The scene's view starts below the navigation bar: scenes place their views by points
        // from the top (y ≥ 90 below the explanation).
        edgesForExtendedLayout = []
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 720, height: 520))
        view.backgroundColor = .systemGroupedBackground
        view.accessibilityIdentifier = "scene"
        // The title is the navigation bar's; the explanation heads the page, as in Apple's catalog.
        let text = makeLabel(summary, frame: CGRect(x: 20, y: 14, width: 680, height: 54), size: 15, color: .secondaryLabel)
        text.autoresizingMask = [.flexibleWidth]
        view.addSubview(text)
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
