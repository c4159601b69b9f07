import Foundation

/// The paging strip of a `UIPageViewController`: a paging scroll view whose content has a slot
/// per page — the shown page and, when the data source has them, the one before and the one after.
/// Only the shown page is a child while nothing moves; a neighbour becomes one (its view in its
/// slot, `willTransitionTo` told, appearance begun) the moment the strip moves toward it, and the
/// turn ends when the strip settles: on the neighbour (it becomes the page, the old one leaves)
/// or back where it began (the neighbour leaves). The strip then re-centres on the page, and the
/// neighbours are asked for again.
///
/// Owned by its controller, which it holds unowned: they live and die together. The scroll view
/// is its own and the strip is its delegate.
@MainActor
final class PageStrip: NSObject, UIScrollViewDelegate {
    unowned let controller: UIPageViewController
    let scrollView = UIScrollView()
    private(set) var current: UIViewController?
    /// The data source's answers for `current`, asked once per page (nil: no page that side).
    private var before: UIViewController?
    private var after: UIViewController?
    private var neighboursKnown = false
    /// The neighbour being revealed, and which way it lies.
    private(set) var pending: (controller: UIViewController, direction: UIPageViewController.NavigationDirection)?
    /// A turn made in code (or by a key) under way: its completion, and whether the delegate hears it.
    private var turnInCode: (completion: ((Bool) -> Void)?, tellsDelegate: Bool)?
    /// Set while the strip re-centres: the offset changes then are not a user's.
    private var recentring = false
    /// Where the pages go, in the controller's view.
    private var pageArea: CGRect = .zero

    init(controller: UIPageViewController) {
        self.controller = controller
        super.init()
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.delegate = self
        scrollView.accessibilityIdentifier = "pages"
    }

    private var horizontal: Bool { controller.navigationOrientation == .horizontal }
    private var pageLength: CGFloat { horizontal ? pageArea.width : pageArea.height }
    private var stride: CGFloat { pageLength + controller.interPageSpacing }
    private var currentSlot: Int { before == nil ? 0 : 1 }
    private var slotCount: Int { current == nil ? 0 : 1 + (before == nil ? 0 : 1) + (after == nil ? 0 : 1) }
    private var offsetAlongAxis: CGFloat { horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y }
    private func offset(ofSlot slot: Int) -> CGPoint {
        horizontal ? CGPoint(x: CGFloat(slot) * stride, y: 0) : CGPoint(x: 0, y: CGFloat(slot) * stride)
    }
    private func frame(ofSlot slot: Int) -> CGRect {
        horizontal ? CGRect(x: CGFloat(slot) * stride, y: 0, width: pageArea.width, height: pageArea.height)
            : CGRect(x: 0, y: CGFloat(slot) * stride, width: pageArea.width, height: pageArea.height)
    }
    private func slot(of direction: UIPageViewController.NavigationDirection) -> Int {
        direction == .forward ? currentSlot + 1 : currentSlot - 1
    }
    private var isMoving: Bool { scrollView.isDragging || scrollView.isDecelerating || pending != nil || turnInCode != nil }

    // MARK: Layout

    /// The data source changed: the neighbours are asked again.
    func neighboursChanged() {
        guard pending == nil, turnInCode == nil else { return }
        neighboursKnown = false
        controller.viewIfLoaded?.setNeedsLayout()
    }

    private func askNeighbours() {
        guard !neighboursKnown, let current else { return }
        neighboursKnown = true
        let source = controller.dataSource
        before = source?.pageViewController(controller, viewControllerBefore: current)
        after = source?.pageViewController(controller, viewControllerAfter: current)
        // A data source that answers the shown page, or the same page both ways, would make a
        // page its own neighbour: that side is taken to have no page.
        let ownNeighbour = before === current || after === current || (after != nil && after === before)
        if before === current { before = nil }
        if after === current || (after != nil && after === before) { after = nil }
        if ownNeighbour { EventTrace.log("UIPageViewController: the data source gave the shown page as its own neighbour; ignored") }
    }

    /// Lays the strip out in `area`: the scroll view a spacing longer than a page (so pages slide
    /// apart by it), a slot per page, the shown page centred unless a turn is under way.
    func layout(in area: CGRect) {
        pageArea = area
        let spacing = controller.interPageSpacing
        scrollView.frame = horizontal ? CGRect(x: area.minX, y: area.minY, width: area.width + spacing, height: area.height)
            : CGRect(x: area.minX, y: area.minY, width: area.width, height: area.height + spacing)
        if !isMoving { askNeighbours() }
        let count = CGFloat(slotCount)
        scrollView.contentSize = horizontal ? CGSize(width: count * stride, height: area.height)
            : CGSize(width: area.width, height: count * stride)
        scrollView.alwaysBounceHorizontal = horizontal
        scrollView.alwaysBounceVertical = !horizontal
        if let view = current?.view {
            if view.superview !== scrollView { scrollView.addSubview(view) }
            view.frame = frame(ofSlot: currentSlot)
        }
        if let pending, let view = pending.controller.viewIfLoaded { view.frame = frame(ofSlot: slot(of: pending.direction)) }
        if !isMoving {
            recentring = true
            scrollView.contentOffset = offset(ofSlot: currentSlot)
            recentring = false
        }
    }

    private func relayout() {
        guard let view = controller.viewIfLoaded else { return }
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }

    // MARK: Showing a page in code

    /// `setViewControllers`: at once, or sliding in from `direction`'s side.
    func show(_ page: UIViewController, direction: UIPageViewController.NavigationDirection,
              animated: Bool, completion: ((Bool) -> Void)?) {
        if let turn = turnInCode {   // a turn in code still moving ends where it is going
            turnInCode = nil
            scrollView.setContentOffset(scrollView.contentOffset, animated: false)
            settle(finishing: turn)
        }
        concealPendingAtOnce()
        guard page !== current else {
            completion?(true)
            return
        }
        let visible = controller.isViewOnScreen && controller.viewIfLoaded != nil
        guard animated, visible, current != nil, UIView.areAnimationsEnabled else {
            replace(with: page, visible: visible)
            completion?(true)
            return
        }
        // The new page takes the neighbour slot on its side, and the strip scrolls to it.
        if direction == .forward { after = page } else { before = page }
        if before === after { if direction == .forward { before = nil } else { after = nil } }
        neighboursKnown = true
        relayout()
        turnInCode = (completion, false)
        scrollView.setContentOffset(offset(ofSlot: slot(of: direction)), animated: true)
    }

    /// Swaps the shown page without moving the strip.
    private func replace(with page: UIViewController, visible: Bool) {
        let old = current
        old?.willMove(toParent: nil)
        page.willMove(toParent: controller)
        if page.parent !== controller { controller.addChild(page) }
        current = page
        neighboursKnown = false
        guard controller.viewIfLoaded != nil else {
            old?.removeFromParent()
            page.didMove(toParent: controller)
            return
        }
        for participant in [old, page].compactMap({ $0 }) { participant.appearanceIsDrivenByTransition = true }
        if visible {
            old?.beginAppearanceTransition(false, animated: false)
            page.beginAppearanceTransition(true, animated: false)
        }
        old?.viewIfLoaded?.removeFromSuperview()
        relayout()
        if visible {
            old?.endAppearanceTransition()
            page.endAppearanceTransition()
        }
        for participant in [old, page].compactMap({ $0 }) { participant.appearanceIsDrivenByTransition = false }
        old?.removeFromParent()
        page.didMove(toParent: controller)
    }

    /// An arrow key: the neighbour that way, slid to as a user's turn (the delegate hears it).
    func turnByKey(_ direction: UIPageViewController.NavigationDirection) {
        guard !isMoving, controller.isViewOnScreen else { return }
        askNeighbours()
        guard (direction == .forward ? after : before) != nil else { return }
        turnInCode = (nil, true)
        scrollView.setContentOffset(offset(ofSlot: slot(of: direction)), animated: UIView.areAnimationsEnabled)
        if !UIView.areAnimationsEnabled { scrollViewDidEndScrollingAnimation(scrollView) }
    }

    // MARK: The strip moving

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !recentring, current != nil else { return }
        let here = offset(ofSlot: currentSlot)
        let delta = offsetAlongAxis - (horizontal ? here.x : here.y)
        if delta > 0.5, let after { reveal(after, .forward) } else if delta < -0.5, let before { reveal(before, .reverse) }
    }

    /// `page` starts to show: a child in its slot, told it appears and the shown page that it goes.
    private func reveal(_ page: UIViewController, _ direction: UIPageViewController.NavigationDirection) {
        if let pending {
            if pending.controller === page { return }
            conceal(pending.controller)   // the drag turned back past the shown page
        }
        guard let current else { return }
        pending = (page, direction)
        controller.addChild(page)
        page.appearanceIsDrivenByTransition = true
        current.appearanceIsDrivenByTransition = true
        scrollView.addSubview(page.view)
        page.view.frame = frame(ofSlot: slot(of: direction))
        if turnInCode?.tellsDelegate ?? true { controller.delegate?.pageViewController(controller, willTransitionTo: [page]) }
        if controller.isViewOnScreen {
            page.beginAppearanceTransition(true, animated: true)
            current.beginAppearanceTransition(false, animated: true)
        }
    }

    /// The pending page goes back: it disappears, the shown page appears again.
    private func conceal(_ page: UIViewController) {
        if controller.isViewOnScreen {
            page.beginAppearanceTransition(false, animated: true)
            page.endAppearanceTransition()
            current?.beginAppearanceTransition(true, animated: true)
            current?.endAppearanceTransition()
        }
        page.willMove(toParent: nil)
        page.viewIfLoaded?.removeFromSuperview()
        page.removeFromParent()
        page.appearanceIsDrivenByTransition = false
        current?.appearanceIsDrivenByTransition = false
        pending = nil
    }

    private func concealPendingAtOnce() {
        guard let pending else { return }
        conceal(pending.controller)
        relayout()
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        guard let turn = turnInCode else { return settle() }
        turnInCode = nil
        settle(finishing: turn)
    }

    /// The strip came to rest: the turn completes when it rests on the pending page, else goes back.
    private func settle(finishing turn: (completion: ((Bool) -> Void)?, tellsDelegate: Bool)? = nil) {
        guard !scrollView.isDragging, let pending, let old = current else {
            turn?.completion?(pending == nil && turn != nil)
            if pending == nil { relayout() }
            return
        }
        let target = offset(ofSlot: slot(of: pending.direction))
        let resting = abs(offsetAlongAxis - (horizontal ? target.x : target.y)) < stride / 2
        let tellsDelegate = turn?.tellsDelegate ?? true
        if resting {
            let page = pending.controller
            self.pending = nil
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            current = page
            neighboursKnown = false
            if controller.isViewOnScreen {
                page.endAppearanceTransition()
                old.endAppearanceTransition()
            }
            page.appearanceIsDrivenByTransition = false
            old.appearanceIsDrivenByTransition = false
            old.removeFromParent()
            page.didMove(toParent: controller)
            relayout()
            if tellsDelegate {
                controller.userTurned(pending.direction)
                controller.delegate?.pageViewController(controller, didFinishAnimating: true,
                                                        previousViewControllers: [old], transitionCompleted: true)
            }
            turn?.completion?(true)
        } else {
            conceal(pending.controller)
            relayout()
            if tellsDelegate {
                controller.delegate?.pageViewController(controller, didFinishAnimating: true,
                                                        previousViewControllers: [old], transitionCompleted: false)
            }
            turn?.completion?(false)
        }
    }
}
