import Foundation
import Testing
@testable import XResponder

/// Popovers, sheet detents and the presentation delegate (R-BR1).
@Suite("Popovers, sheet detents and presentation delegates (R-BR1)", .serialized, .tearsDownTestTrees)
@MainActor
struct PresentationControllerTests {
    /// A window showing a controller with a button; made in each test, on the main actor, so that
    /// the controllers also die there (a test suite's stored properties die on another thread).
    @MainActor
    final class Scene {
        let h = Harness()
        let window: UIWindow
        let presenter = UIViewController()
        let button = UIButton(type: .system)

        init() {
            window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
            window.rootViewController = presenter
            button.frame = CGRect(x: 100, y: 100, width: 80, height: 30)
            presenter.view.addSubview(button)
            window.layoutIfNeeded()
        }
    }

    /// Notes what a presentation's delegate hears.
    final class Recorder: UIPopoverPresentationControllerDelegate, UISheetPresentationControllerDelegate {
        var calls: [String] = []
        var adapted: UIModalPresentationStyle = .automatic
        var allowsDismiss = true
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            calls.append("adapt")
            return adapted
        }
        func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { calls.append("prepare") }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { allowsDismiss }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("will dismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("did dismiss") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { calls.append("attempted") }
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
            calls.append("detent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
        }
    }

    func popoverContent(_ recorder: Recorder, from button: UIButton) -> UIViewController {
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 200, height: 150)
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = button
        content.popoverPresentationController?.delegate = recorder
        return content
    }

    @Test("R-BR1 a popover sits below its source at its preferred size, undimmed; a click outside asks the delegate and dismisses it")
    func popoverBelowItsSource() throws {
        let scene = Scene()
        let (h, window, presenter, _) = (scene.h, scene.window, scene.presenter, scene.button)
        defer { withExtendedLifetime(scene) {} }
        let recorder = Recorder()
        let content = popoverContent(recorder, from: scene.button)
        presenter.present(content, animated: false)
        #expect(content.view.frame == CGRect(x: 40, y: 130 + UIPopoverPresentationController.gap, width: 200, height: 150), "\(content.view.frame)")
        #expect(content.popoverPresentationController?.arrowDirection == .up)
        #expect(content.presentationController?.containerView?.backgroundColor == .clear)
        #expect(recorder.calls == ["prepare"], "a regular window does not adapt")
        h.input.tap(at: CGPoint(x: 600, y: 500), in: window)
        h.input.advance(by: 0.5)   // the dismissal animates
        #expect(presenter.presentedViewController == nil)
        #expect(recorder.calls == ["prepare", "will dismiss", "did dismiss"])
    }

    /// Found porting a share-sheet example: UIKit places a popover when its transition starts,
    /// so apps set the source just after `present` (`avc.popoverPresentationController?.sourceView = v`).
    @Test("R-BR1 a popover's source set just after present places it at once; it fades in where it stands")
    func sourceSetAfterPresent() throws {
        let scene = Scene()
        let (h, presenter) = (scene.h, scene.presenter)
        defer { withExtendedLifetime(scene) {} }
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 200, height: 150)
        content.modalPresentationStyle = .popover
        presenter.present(content, animated: true)
        content.popoverPresentationController?.sourceView = scene.button
        let placed = CGRect(x: 40, y: 130 + UIPopoverPresentationController.gap, width: 200, height: 150)
        #expect(content.view.frame == placed, "\(content.view.frame)")
        h.input.advance(by: 0.1)
        #expect(content.view.frame == placed && content.view.alpha == 1, "fading, not sliding")
        h.input.advance(by: 0.5)
        #expect(content.view.frame == placed && content.popoverPresentationController?.arrowDirection == .up)
    }

    @Test("R-BR1 near the bottom a popover goes above its source; a bar button item can be its source")
    func popoverAboveAndFromBarItem() throws {
        let scene = Scene()
        let (_, window, presenter, button) = (scene.h, scene.window, scene.presenter, scene.button)
        defer { withExtendedLifetime(scene) {} }
        button.frame.origin.y = 520
        let recorder = Recorder()
        let content = popoverContent(recorder, from: scene.button)
        presenter.present(content, animated: false)
        #expect(content.view.frame.maxY == 520 - UIPopoverPresentationController.gap && content.popoverPresentationController?.arrowDirection == .down, "\(content.view.frame)")
        presenter.dismiss(animated: false)
        #expect(!recorder.calls.contains("did dismiss"), "a dismissal in code is not the user's")

        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.topViewController?.navigationItem.rightBarButtonItem = item
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let shared = UIViewController()
        shared.modalPresentationStyle = .popover
        shared.preferredContentSize = CGSize(width: 200, height: 100)
        shared.popoverPresentationController?.barButtonItem = item
        navigation.present(shared, animated: false)
        #expect(shared.view.frame.minY == 44 + UIPopoverPresentationController.gap && shared.view.frame.maxX <= 800 - 10, "below the bar's item: \(shared.view.frame)")
    }

    @Test("R-BR1 in a compact window the delegate adapts a popover (.none keeps it); a modal one is not dismissed by a click outside, the delegate hears the attempt")
    func adaptationAndModal() throws {
        let scene = Scene()
        let (h, window, presenter, _) = (scene.h, scene.window, scene.presenter, scene.button)
        defer { withExtendedLifetime(scene) {} }
        window.frame.size = CGSize(width: 400, height: 600)
        window.layoutIfNeeded()
        let recorder = Recorder()
        recorder.adapted = .none
        let content = popoverContent(recorder, from: scene.button)
        presenter.present(content, animated: false)
        #expect(recorder.calls == ["adapt", "prepare"] && content.view.frame.size == CGSize(width: 200, height: 150))
        presenter.dismiss(animated: false)

        let sheetRecorder = Recorder()
        sheetRecorder.adapted = .pageSheet
        let adapted = popoverContent(sheetRecorder, from: scene.button)
        presenter.present(adapted, animated: false)
        #expect(adapted.view.frame.width == 400 && adapted.view.frame.maxY == 600, "shown as a sheet: \(adapted.view.frame)")
        presenter.dismiss(animated: false)

        let modal = UIViewController()
        let modalRecorder = Recorder()
        modal.isModalInPresentation = true
        modal.presentationController?.delegate = modalRecorder
        presenter.present(modal, animated: false)
        h.input.tap(at: CGPoint(x: 200, y: 10), in: window)
        #expect(presenter.presentedViewController === modal && modalRecorder.calls == ["adapt", "attempted"], "\(modalRecorder.calls)")
    }

    @Test("R-BR1 sheet detents: a medium sheet is half the page; a click on its grabber moves it to large, a drag brings it back to medium; the delegate hears each change")
    func sheetDetents() throws {
        let scene = Scene()
        let (h, window, presenter, _) = (scene.h, scene.window, scene.presenter, scene.button)
        defer { withExtendedLifetime(scene) {} }
        let recorder = Recorder()
        let content = UIViewController()
        let sheet = try #require(content.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        sheet.delegate = recorder
        #expect(content.popoverPresentationController == nil)
        presenter.present(content, animated: false)
        #expect(content.view.frame == CGRect(x: 40, y: 320, width: 720, height: 280), "\(content.view.frame)")
        let container = try #require(content.presentationController?.containerView)
        let grabber = try #require(container.subviews.first { $0.accessibilityIdentifier == "sheet grabber" })
        h.input.tap(at: CGPoint(x: grabber.frame.midX, y: grabber.frame.midY), in: window)
        #expect(sheet.selectedDetentIdentifier == .large && content.view.frame.minY == 40)
        let touch = h.input.beginTouch(at: CGPoint(x: grabber.frame.midX, y: grabber.frame.midY), in: window)
        for step in 1...8 {
            h.input.advance(by: 0.016)
            h.input.moveTouch(touch, to: CGPoint(x: grabber.frame.midX, y: 50 + CGFloat(step) * 30))
        }
        h.input.endTouch(touch)
        #expect(sheet.selectedDetentIdentifier == .medium && content.view.frame.minY == 320, "\(content.view.frame)")
        #expect(recorder.calls == ["detent com.apple.UIKit.large", "detent com.apple.UIKit.medium"])
    }

    @Test("R-BR1 undimmed detents: at or below largestUndimmedDetentIdentifier the page is live — not dimmed, clicks reach it, the sheet stays; at large it dims and a click outside dismisses")
    func undimmedDetents() throws {
        let scene = Scene()
        let (h, window, presenter, button) = (scene.h, scene.window, scene.presenter, scene.button)
        defer { withExtendedLifetime(scene) {} }
        var pressed = 0
        button.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
        let content = UIViewController()
        let sheet = try #require(content.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.largestUndimmedDetentIdentifier = .medium
        presenter.present(content, animated: false)
        let container = try #require(content.presentationController?.containerView)
        #expect(container.backgroundColor == .clear)
        h.input.tap(at: CGPoint(x: 140, y: 115), in: window, type: .indirectPointer)
        #expect(pressed == 1 && presenter.presentedViewController === content, "the click reached the page; the sheet stays")

        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        h.input.advance(by: 0.5)
        #expect(container.backgroundColor == PresentationContainerView.dimmedColor)
        h.input.tap(at: CGPoint(x: 140, y: 20), in: window, type: .indirectPointer)
        h.input.advance(by: 0.5)
        #expect(pressed == 1 && presenter.presentedViewController == nil, "dimmed: a click outside dismisses")

        // Without an undimmed detent, a medium sheet dims the page as before.
        let other = UIViewController()
        other.sheetPresentationController?.detents = [.medium()]
        presenter.present(other, animated: false)
        #expect(other.presentationController?.containerView?.backgroundColor == PresentationContainerView.dimmedColor)
        h.input.tap(at: CGPoint(x: 140, y: 115), in: window, type: .indirectPointer)
        #expect(pressed == 1)
    }

    @Test("R-BR1 a popover has iOS's arrow to the middle of its source, in the card's colour, and a shadow; both fade with it, follow a new source and go with it")
    func popoverArrowAndShadow() throws {
        let scene = Scene()
        let (h, window, presenter, button) = (scene.h, scene.window, scene.presenter, scene.button)
        defer { withExtendedLifetime(scene) {} }
        presenter.view.backgroundColor = UIColor(white: 0.5, alpha: 1)
        let content = popoverContent(Recorder(), from: button)
        content.view.backgroundColor = .white
        presenter.present(content, animated: true)
        let container = try #require(content.view.superview as? PresentationContainerView)
        let chrome = try #require(container.popoverChrome)
        #expect(chrome.alpha == content.view.alpha, "it fades with the card")
        h.input.advance(by: 0.5)
        #expect(chrome.alpha == 1 && content.view.alpha == 1)
        func pixel(_ point: CGPoint) -> [Int] {
            let image = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in _ = window.drawHierarchy(in: window.bounds, afterScreenUpdates: true) }
            return rgba(image, point.x, point.y)
        }
        // The button is 100…180 × 100…130; the card stands 13 points below, its arrow's tip at (140, 130).
        #expect(content.view.frame.minY == 143)
        #expect(pixel(CGPoint(x: 140, y: 139))[0] > 240, "inside the arrow: the card's white")
        #expect(pixel(CGPoint(x: 120, y: 134))[0] < 140, "beside the arrow: the background")
        let under = pixel(CGPoint(x: content.view.frame.midX, y: content.view.frame.maxY + 6))[0]
        #expect(under < 125 && under > 60, "the shadow darkens the grey under the card: \(under)")
        // A new source: the arrow follows.
        button.frame.origin.x = 400
        content.popoverPresentationController?.sourceView = button
        #expect(pixel(CGPoint(x: 440, y: 139))[0] > 240)
        presenter.dismiss(animated: false)
        #expect(container.superview == nil)
    }

    @Test("R-BR1 Escape closes a popover or a sheet as a click outside does: the delegate is asked, isModalInPresentation keeps it, a controller's own Escape command comes first")
    func escapeClosesPopoversAndSheets() throws {
        let scene = Scene()
        let (h, presenter, button) = (scene.h, scene.presenter, scene.button)
        defer { withExtendedLifetime(scene) {} }
        let escape = UIKey(characters: "\u{1B}", modifierFlags: [], keyCode: .keyboardEscape)
        let recorder = Recorder()
        let content = popoverContent(recorder, from: button)
        presenter.present(content, animated: false)
        h.input.pressKey(escape)
        h.input.advance(by: 1)
        #expect(presenter.presentedViewController == nil && recorder.calls.contains("did dismiss"))
        // A sheet that must stay: the delegate hears the attempt.
        let sheet = UIViewController()
        sheet.isModalInPresentation = true
        let sheetRecorder = Recorder()
        sheet.presentationController?.delegate = sheetRecorder
        presenter.present(sheet, animated: false)
        h.input.pressKey(escape)
        h.input.advance(by: 1)
        #expect(presenter.presentedViewController === sheet && sheetRecorder.calls.contains("attempted"))
        sheet.isModalInPresentation = false
        h.input.pressKey(escape)
        h.input.advance(by: 1)
        #expect(presenter.presentedViewController == nil)
        // A full-screen presentation is not closed by Escape (no click outside closes it either).
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        presenter.present(full, animated: false)
        h.input.pressKey(escape)
        h.input.advance(by: 1)
        #expect(presenter.presentedViewController === full)
        presenter.dismiss(animated: false)
    }
}
