import XResponder

/// Scene 21's notes as pages (R-BR1): a `UIPageViewController` whose data source walks the notes,
/// with the page control's dots below; a drag, a touchpad swipe or the arrow keys turn them.
final class NotePagesController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    private let pages: [UIViewController]
    private var index = 0

    init(notes: [DemoNote]) {
        pages = notes.map { NotePagesController.page(for: $0) }
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 12])
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Browse"
        view.backgroundColor = .systemGroupedBackground
        dataSource = self
        delegate = self
        if let first = pages.first { setViewControllers([first], direction: .forward, animated: false) }
    }

    private static func page(for note: DemoNote) -> UIViewController {
        let page = UIViewController()
        page.view.backgroundColor = .secondarySystemGroupedBackground
        let title = UILabel(), body = UILabel()
        title.text = note.title
        title.font = .boldSystemFont(ofSize: 24)
        body.text = note.body
        body.numberOfLines = 0
        body.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [title, body])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        page.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: page.view.leadingAnchor, constant: 32),
            stack.trailingAnchor.constraint(equalTo: page.view.trailingAnchor, constant: -32),
            stack.centerYAnchor.constraint(equalTo: page.view.centerYAnchor),
        ])
        return page
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        pages.firstIndex { $0 === viewController }.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { index }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        guard completed, let shown = viewControllers?.first, let at = pages.firstIndex(where: { $0 === shown }) else { return }
        index = at
        Status.report("page \(at + 1) of \(pages.count) (didFinishAnimating, completed)")
    }
}
