import Foundation

/// What holds a presented controller's view in the window: a backdrop over the window's content
/// area — all of it but the menu bar (R-DA1) — (dimmed for sheets and alerts, clear otherwise)
/// with the presented view on it (R-AS2, R-AS3).
///
/// It is modal by construction: it is the window's frontmost subview and covers the window, so every
/// touch that misses the presented view lands on the backdrop and goes no further back. A click on
/// a sheet's backdrop dismisses the sheet unless `isModalInPresentation` (UIKit dismisses sheets by a
/// swipe; a desktop click outside is its counterpart). Alerts never dismiss that way.
@MainActor
final class PresentationContainerView: UIView {
    /// The presented controller; weak, its presenter owns it (`presentedViewController`).
    weak var presented: UIViewController?
    let dismissesOnBackdropClick: Bool

    /// Never in a storyboard or nib: this view is the library's own.
    required init?(coder: NSCoder) { return nil }

    init(frame: CGRect, presented: UIViewController, dimmed: Bool, dismissesOnBackdropClick: Bool) {
        self.presented = presented
        self.dismissesOnBackdropClick = dismissesOnBackdropClick
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = dimmed ? Self.dimmedColor : .clear
        accessibilityIdentifier = "presentation"
    }

    static let dimmedColor = UIColor(white: 0, alpha: 0.4)

    /// Covers `area`, given in the window's coordinates, and takes the window's coordinates as
    /// its own (its bounds' origin is its frame's): the frames of presented views, popovers and
    /// sheets are worked out in the container's bounds and anchored to views in window points,
    /// so both must agree whether or not a menu bar moves the content area down.
    func fill(_ area: CGRect) {
        frame = area
        bounds.origin = area.origin
    }

    /// A sheet at or below its largest undimmed detent leaves the page live: the backdrop is clear
    /// and lets touches through to the presenter.
    private var passesTouchesThrough = false

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self && passesTouchesThrough ? nil : hit
    }

    /// Dims the page, or leaves it live, as `sheet`'s detent says.
    func dim(for sheet: UISheetPresentationController, animated: Bool) {
        let live = sheet.leavesPageUndimmed(in: bounds)
        passesTouchesThrough = live
        let color = live ? UIColor.clear : Self.dimmedColor
        guard backgroundColor != color else { return }
        if animated, window != nil, UIView.areAnimationsEnabled {
            UIView.animate(withDuration: 0.25) { self.backgroundColor = color }
        } else {
            backgroundColor = color
        }
    }

    /// The backdrop keeps every touch (nothing behind it gets input); a click on it may dismiss.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard dismissesOnBackdropClick, let presented, presented.presentedStorage == nil else { return }
        // The presentation's controller asks its delegate and minds `isModalInPresentation`.
        presented.presentationController?.userAskedToDismiss()
    }

    /// An app's presentation controller lays out the presented view itself, around the
    /// container's own layout (a window resize).
    override func layoutSubviews() {
        guard let controller = presented?.presentationControllerStorage, controller.isSuppliedByApp else {
            super.layoutSubviews()
            layoutPopoverChrome()
            return
        }
        controller.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        controller.containerViewDidLayoutSubviews()
    }

    /// A popover's arrow and shadow, under its card.
    private(set) var popoverChrome: PopoverChromeView?

    /// Puts the popover's chrome around its card (made when first needed): after the card was
    /// placed, moved to a new source, or the window resized.
    func layoutPopoverChrome() {
        guard let presented, let popover = presented.presentationControllerStorage as? UIPopoverPresentationController,
              popover.shownStyle == .popover, !popover.isSuppliedByApp,
              let card = popover.presentedView ?? presented.viewIfLoaded, card.superview === self else {
            popoverChrome?.removeFromSuperview()
            popoverChrome = nil
            return
        }
        let chrome = popoverChrome ?? PopoverChromeView(frame: .zero)
        if chrome.superview !== self { insertSubview(chrome, belowSubview: card) }
        popoverChrome = chrome
        let source = popover.lastSourceRect.map { window?.convert($0, to: self) ?? $0 }
        chrome.place(card: card.frame, source: source, direction: popover.arrowDirection,
                     fill: card.backgroundColor ?? popover.backgroundColor ?? .systemBackground)
    }

    /// A sheet's grabber, above the sheet's top edge (`UISheetPresentationController`).
    private var grabber: SheetGrabberView?

    func layoutGrabber(for sheet: UISheetPresentationController) {
        guard sheet.prefersGrabberVisible, sheet.resolvedDetents(in: bounds).count > 0, let view = sheet.presentedView else {
            grabber?.removeFromSuperview()
            grabber = nil
            return
        }
        let grabber = self.grabber ?? SheetGrabberView(sheet: sheet)
        self.grabber = grabber
        if grabber.superview !== self { addSubview(grabber) } else { bringSubviewToFront(grabber) }
        grabber.frame = CGRect(x: view.frame.midX - 40, y: view.frame.minY, width: 80, height: 20)
    }

    /// The frame the presented view takes for `style`, in a window of `bounds`.
    static func presentedFrame(for controller: UIViewController, in bounds: CGRect) -> CGRect {
        let style = controller.presentationControllerStorage?.shownStyle ?? controller.modalPresentationStyle
        if style.fillsWindow { return bounds }
        if style == .popover, let popover = controller.presentationControllerStorage as? UIPopoverPresentationController,
           let window = controller.presentingStorage?.viewIfLoaded?.window {
            return popover.popoverFrame(in: bounds, window: window)
        }
        if style == .pageSheet || style == .automatic, let sheet = controller.presentationControllerStorage as? UISheetPresentationController {
            return sheet.sheetFrame(in: bounds)
        }
        switch style {
        case .pageSheet, .automatic:
            // An iPhone-style page: inset from the top, full width up to a readable 720 points.
            let width = min(bounds.width, 720)
            let top = min(40, bounds.height * 0.1)
            return CGRect(x: bounds.midX - width / 2, y: bounds.minY + top, width: width, height: bounds.height - top)
        default:
            // A centred card of the preferred size (UIKit's form sheet is 540 × 620).
            let preferred = controller.preferredContentSize
            var size = CGSize(width: preferred.width > 0 ? preferred.width : 540,
                              height: preferred.height > 0 ? preferred.height : 620)
            size.width = min(size.width, max(bounds.width - 40, 0))
            size.height = min(size.height, max(bounds.height - 40, 0))
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                          width: size.width, height: size.height)
        }
    }
}

/// A sheet's grabber: a capsule at the top of the sheet. A click moves the sheet to its next
/// detent; a drag moves the sheet and, let go, settles it at the nearest detent.
@MainActor
final class SheetGrabberView: UIView {
    private weak var sheet: UISheetPresentationController?
    private var dragStartTop: CGFloat?

    /// Never in a storyboard or nib: this view is the library's own.
    required init?(coder: NSCoder) { return nil }

    init(sheet: UISheetPresentationController) {
        self.sheet = sheet
        super.init(frame: .zero)
        isOpaque = false
        accessibilityIdentifier = "sheet grabber"
        addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.sheet?.advanceDetent() })
        addGestureRecognizer(UIPanGestureRecognizer { [weak self] recognizer in self?.dragged(recognizer as! UIPanGestureRecognizer) })
    }

    private func dragged(_ pan: UIPanGestureRecognizer) {
        guard let sheet, let view = sheet.presentedView, let container = superview else { return }
        switch pan.state {
        case .began:
            dragStartTop = view.frame.minY
        case .changed:
            guard let start = dragStartTop else { return }
            let top = min(max(start + pan.translation(in: container).y, container.bounds.minY), container.bounds.maxY - 20)
            view.frame = CGRect(x: view.frame.minX, y: top, width: view.frame.width, height: container.bounds.maxY - top)
            frame.origin.y = top
        case .ended, .cancelled:
            dragStartTop = nil
            sheet.settle(atTop: view.frame.minY)
        default:
            break
        }
    }

    override func draw(_ rect: CGRect) {
        UIColor.tertiaryLabel.setFill()
        UIBezierPath(roundedRect: CGRect(x: bounds.midX - 18, y: 5, width: 36, height: 5), cornerRadius: 2.5).fill()
    }
}
