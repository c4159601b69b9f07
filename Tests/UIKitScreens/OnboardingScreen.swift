import XResponder

// An onboarding flow as iOS developers write it: a UIPageViewController subclass that is its own
// data source and delegate, three pages built in code, the system page control fed by
// presentationCount/presentationIndex, and a "Get Started" button on the last page that jumps
// back to the first with setViewControllers. Swift 5 mode; unchanged from what compiles for iOS.

class OnboardingPageViewController: UIViewController {
    let titleText: String
    let color: UIColor
    let titleLabel = UILabel()
    var onGetStarted: (() -> Void)?

    init(title: String, color: UIColor, showsButton: Bool = false) {
        self.titleText = title
        self.color = color
        super.init(nibName: nil, bundle: nil)
        if showsButton { onGetStarted = {} }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        titleLabel.text = titleText
        titleLabel.font = .boldSystemFont(ofSize: 28)
        titleLabel.textAlignment = .center
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        if onGetStarted != nil {
            let button = UIButton(type: .system)
            button.setTitle("Get Started", for: .normal)
            button.translatesAutoresizingMaskIntoConstraints = false
            button.addAction(UIAction { [weak self] _ in self?.onGetStarted?() }, for: .touchUpInside)
            view.addSubview(button)
            NSLayoutConstraint.activate([
                button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                button.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 24),
            ])
        }
    }
}

class OnboardingViewController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    lazy var pages: [OnboardingPageViewController] = [
        OnboardingPageViewController(title: "Welcome", color: .systemBlue),
        OnboardingPageViewController(title: "Sync", color: .systemGreen),
        OnboardingPageViewController(title: "Share", color: .systemOrange, showsButton: true),
    ]
    private(set) var currentIndex = 0
    var finishedTurns = 0

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 8])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        dataSource = self
        delegate = self
        pages.last?.onGetStarted = { [weak self] in
            guard let self = self else { return }
            self.currentIndex = 0
            self.setViewControllers([self.pages[0]], direction: .reverse, animated: true, completion: nil)
        }
        setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? OnboardingPageViewController, let index = pages.firstIndex(of: page), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? OnboardingPageViewController, let index = pages.firstIndex(of: page), index < pages.count - 1 else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int {
        return pages.count
    }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        return currentIndex
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        guard completed, let shown = viewControllers?.first as? OnboardingPageViewController,
              let index = pages.firstIndex(of: shown) else { return }
        currentIndex = index
        finishedTurns += 1
    }
}
