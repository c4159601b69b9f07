import Foundation

/// Pages the user turns with a swipe (R-BR1's page controllers): one child controller shown at a
/// time, its neighbours asked of the `dataSource` and revealed as the drag uncovers them, the turn
/// completing when the paging scroll view settles on the neighbour (or going back when it settles
/// where it began). `setViewControllers(_:direction:animated:completion:)` turns in code. With a
/// data source that answers `presentationCount(for:)`, a page control shows the dots below.
///
/// Written-down choices: `.pageCurl` turns as `.scroll` does (no curl is drawn; the style is still
/// reported), and a mid spine shows the first of its two pages; the delegate hears only turns the
/// user makes, as in UIKit. A pointer drag, a touchpad or wheel scroll along the orientation, and
/// the left/right (up/down) arrow keys turn pages.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages turn: a curl (drawn as a slide here) or a scroll.
    public enum TransitionStyle: Int, Sendable { case pageCurl = 0, scroll = 1 }
    /// Which way pages follow one another: across or down.
    public enum NavigationOrientation: Int, Sendable { case horizontal = 0, vertical = 1 }
    /// Where the spine is for page-curl transitions.
    public enum SpineLocation: Int, Sendable { case none = 0, min = 1, mid = 2, max = 3 }
    /// Which way `setViewControllers(_:direction:animated:completion:)` turns: forward or back.
    public enum NavigationDirection: Int, Sendable { case forward = 0, reverse = 1 }

    /// A key of the options a page view controller is made with (spine location, inter-page spacing).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public private(set) var transitionStyle: TransitionStyle = .scroll
    public private(set) var navigationOrientation: NavigationOrientation = .horizontal
    public private(set) var spineLocation: SpineLocation = .none
    /// Points between pages as they slide (scroll style).
    public private(set) var interPageSpacing: CGFloat = 0
    open var isDoubleSided = false
    open weak var dataSource: UIPageViewControllerDataSource? { didSet { strip.neighboursChanged() } }
    open weak var delegate: UIPageViewControllerDelegate?

    /// The page shown (one; a mid spine's two when set so).
    open var viewControllers: [UIViewController]? { strip.current.map { [$0] } }

    /// UIKit's page-curl recognizers; empty for the scroll style (as documented by UIKit), and
    /// here for both.
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// The paging strip: the scroll view, the pages in it and the turn under way.
    lazy var strip = PageStrip(controller: self)
    /// The dots, when the data source counts pages (hidden until it does).
    let pageControl: UIPageControl = {
        let dots = UIPageControl()
        dots.isHidden = true
        dots.isUserInteractionEnabled = false
        return dots
    }()

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        super.init(nibName: nil, bundle: nil)
        configure(style: style, orientation: navigationOrientation, options: options ?? [:])
    }

    /// A storyboard's `<pageViewController>` sets the style, orientation and spine it names
    /// (`transitionStyle="scroll"`, `navigationOrientation="vertical"`, `spineLocation="mid"`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        let spines: [String: SpineLocation] = ["none": .none, "min": .min, "mid": .mid, "max": .max]
        var options: [OptionsKey: Any] = [:]
        if let spine = NibCoder.attribute("spineLocation", in: coder).flatMap({ spines[$0] }) { options[.spineLocation] = spine }
        configure(style: NibCoder.attribute("transitionStyle", in: coder) == "pageCurl" ? .pageCurl : .scroll,
                  orientation: NibCoder.attribute("navigationOrientation", in: coder) == "vertical" ? .vertical : .horizontal,
                  options: options)
    }

    func configure(style: TransitionStyle, orientation: NavigationOrientation, options: [OptionsKey: Any]) {
        transitionStyle = style
        navigationOrientation = orientation
        let spacing = options[.interPageSpacing]
        interPageSpacing = max(0, (spacing as? CGFloat) ?? (spacing as? Double).map { CGFloat($0) }
                               ?? (spacing as? Int).map { CGFloat($0) } ?? (spacing as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0)
        let spine = options[.spineLocation]
        let requested = (spine as? SpineLocation) ?? (spine as? NSNumber).flatMap { SpineLocation(rawValue: $0.intValue) }
            ?? (spine as? Int).flatMap { SpineLocation(rawValue: $0) }
        spineLocation = style == .pageCurl ? (requested ?? .min) : .none
    }

    open override func loadView() {
        let root = PageContainerView(controller: self)
        root.addSubview(strip.scrollView)
        root.addSubview(pageControl)
        view = root
    }

    open override var keyCommands: [UIKeyCommand]? {
        let horizontal = navigationOrientation == .horizontal
        return (super.keyCommands ?? []) + [
            UIKeyCommand(input: horizontal ? UIKeyCommand.inputRightArrow : UIKeyCommand.inputDownArrow, modifierFlags: [], action: Self.nextAction),
            UIKeyCommand(input: horizontal ? UIKeyCommand.inputLeftArrow : UIKeyCommand.inputUpArrow, modifierFlags: [], action: Self.previousAction),
        ]
    }

    private static let nextAction = Selector("pageForward:", perform: { (pages: UIPageViewController, _: Any?) in
        pages.strip.turnByKey(.forward)
    })
    private static let previousAction = Selector("pageBackward:", perform: { (pages: UIPageViewController, _: Any?) in
        pages.strip.turnByKey(.reverse)
    })

    /// Shows `viewControllers` (the first; UIKit wants two for a mid spine). Animated, the new
    /// page slides in from the side `direction` names; `completion` gets whether it finished.
    /// The delegate is not told (as in UIKit). An empty or nil list is refused with a message.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard let page = viewControllers?.first else {
            EventTrace.log("UIPageViewController.setViewControllers: no view controller given; nothing changes")
            completion?(false)
            return
        }
        strip.show(page, direction: direction, animated: animated, completion: completion)
        updatePageControl(askingIndex: true)
    }

    /// The page control's dots: shown for the scroll style when the data source counts pages.
    func updatePageControl(askingIndex: Bool) {
        let count = transitionStyle == .scroll ? dataSource?.presentationCount(for: self) ?? 0 : 0
        pageControl.numberOfPages = max(0, count)
        if askingIndex, count > 0 { pageControl.currentPage = min(max(0, dataSource?.presentationIndex(for: self) ?? 0), count - 1) }
        if pageControl.isHidden != (count <= 0) {
            pageControl.isHidden = count <= 0
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// A user's turn completed (`forward`) or went back: the dots follow.
    func userTurned(_ direction: NavigationDirection) {
        guard !pageControl.isHidden, pageControl.numberOfPages > 0 else { return }
        let step = direction == .forward ? 1 : -1
        pageControl.currentPage = min(max(0, pageControl.currentPage + step), pageControl.numberOfPages - 1)
    }
}

/// The page controller's root view: the strip fills it, less a bar for the dots when they show
/// (above the bottom safe-area inset).
final class PageContainerView: UIView {
    weak var controller: UIPageViewController?

    /// Never in a storyboard or nib: this view is the library's own.
    required init?(coder: NSCoder) { return nil }

    init(controller: UIPageViewController) {
        self.controller = controller
        super.init(frame: .zero)
        clipsToBounds = true
    }

    static let dotsHeight: CGFloat = 37

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller else { return }
        var pages = bounds
        if !controller.pageControl.isHidden {
            // The dots sit above a bottom bar (a toolbar, a tab bar) that covers the view's foot.
            let foot = bounds.maxY - safeAreaInsets.bottom
            pages.size.height = max(0, foot - Self.dotsHeight - bounds.minY)
            controller.pageControl.frame = CGRect(x: 0, y: pages.maxY, width: bounds.width, height: Self.dotsHeight)
        }
        controller.strip.layout(in: pages)
    }
}
