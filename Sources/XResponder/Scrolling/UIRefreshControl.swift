import Foundation

/// Pull to refresh (R-BR1): set on a scroll view's `refreshControl`, it lies above the content. A
/// drag that pulls the content down past `triggerDistance` beyond its top starts refreshing and
/// sends `.valueChanged`; the control then shows a spinner in the room it adds above the content
/// (`adjustedContentInset`) until the app calls `endRefreshing()`. On a desktop the pull is a drag
/// with the pointer (or the touchpad's drag); F5 in the window triggers it too, as reloading does
/// in a desktop app. `beginRefreshing()` in code shows it without sending the action, as in UIKit.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The room the control takes above the content while refreshing.
    static let height: CGFloat = 60
    /// How far past the top a pull must go to start refreshing.
    static let triggerDistance: CGFloat = 80

    public private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString? {
        didSet { titleLabel.attributedText = attributedTitle; setNeedsLayout() }
    }

    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    /// Set once a pull has triggered, until the drag ends: one pull, one action.
    private var triggeredThisDrag = false

    public convenience init() { self.init(frame: .zero) }

    override func applyClassDefaults() {
        super.applyClassDefaults()
        spinner.hidesWhenStopped = false
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        alpha = 0
        accessibilityIdentifier = "refresh control"
    }

    /// Shows the control refreshing without sending the action (the app started the refresh).
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        alpha = 1
        scrollView?.refreshInsetDidChange(adding: true)
    }

    /// Hides the spinner and gives the room back; content pulled into it moves back up.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        scrollView?.refreshInsetDidChange(adding: false)
        if let scrollView { scrollViewDidScroll(scrollView) }
    }

    /// A user's pull or F5: refresh, and tell the target.
    func triggerByUser() {
        guard !isRefreshing, isEnabled else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }

    private var scrollView: UIScrollView? { superview as? UIScrollView }

    /// The scroll view moved: the control stays just above the content's top, shows how far the
    /// pull has gone, and a drag pulled past the trigger distance starts refreshing.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        // The resting top without the control's own room: a pull is measured from there.
        let top = scrollView.minimumContentOffset.y + (isRefreshing ? Self.height : 0)
        let pulled = top - scrollView.contentOffset.y
        // Just above the content (and the app's own top inset), where its room opens.
        let frame = CGRect(x: 0, y: -scrollView.contentInset.top - Self.height, width: scrollView.bounds.width, height: Self.height)
        if self.frame != frame { self.frame = frame }
        if !isRefreshing { alpha = min(1, max(0, pulled / Self.triggerDistance)) }
        if !scrollView.isDragging { triggeredThisDrag = false }
        if scrollView.isDragging, !triggeredThisDrag, !isRefreshing, pulled >= Self.triggerDistance {
            triggeredThisDrag = true
            triggerByUser()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let titled = attributedTitle.map { $0.length > 0 } ?? false
        let spinnerSize = spinner.intrinsicContentSize
        let spinnerY = titled ? 10 : (bounds.height - spinnerSize.height) / 2
        spinner.frame = CGRect(x: bounds.midX - spinnerSize.width / 2, y: spinnerY, width: spinnerSize.width, height: spinnerSize.height)
        titleLabel.isHidden = !titled
        titleLabel.frame = CGRect(x: 0, y: spinner.frame.maxY + 4, width: bounds.width, height: 16)
    }
}
