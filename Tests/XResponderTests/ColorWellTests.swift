import Foundation
import Testing
@testable import XResponder

/// `UIColorWell` and `UIColorPickerViewController` (R-BR1's pickers).
@Suite("Colour wells and the colour picker (R-BR1)", .serialized, .tearsDownTestTrees)
@MainActor
struct ColorWellTests {
    final class Listener: UIColorPickerViewControllerDelegate {
        var calls: [String] = []
        func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
            calls.append("select \(UIColorPickerViewController.hex(of: color)) continuously \(continuously)")
        }
        func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) { calls.append("did select") }
        func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) { calls.append("finish") }
    }

    @MainActor
    final class Scene {
        let h = Harness()
        let window: UIWindow
        let presenter = UIViewController()
        let well = UIColorWell(frame: CGRect(x: 100, y: 100, width: 28, height: 28))

        init() {
            window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
            window.rootViewController = presenter
            presenter.view.addSubview(well)
            window.layoutIfNeeded()
        }

        func click(_ view: UIView, at point: CGPoint? = nil) {
            let local = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
            h.input.tap(at: view.convert(local, to: window), in: window, type: .indirectPointer)
            h.input.advance(by: 0.5)
        }
    }

    @Test("R-BR1 colour well: a click opens the picker as a popover at the well; a swatch picked sets the well's colour and sends valueChanged")
    func wellOpensPicker() throws {
        let scene = Scene()
        scene.well.title = "Ink"
        scene.well.selectedColor = .red
        var changes = 0
        scene.well.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        scene.click(scene.well)
        let picker = try #require(scene.presenter.presentedViewController as? UIColorPickerViewController)
        #expect(picker.modalPresentationStyle == .popover && picker.view.frame.minY == 128 + UIPopoverPresentationController.gap, "below the well: \(picker.view.frame)")
        #expect(picker.title == "Ink" && UIColorPickerViewController.hex(of: picker.selectedColor) == "#FF0000")
        // The first grey row: white at the left, black at the right.
        let grid = picker.grid
        scene.click(grid, at: CGPoint(x: grid.bounds.maxX - 2, y: 2))
        #expect(UIColorPickerViewController.hex(of: try #require(scene.well.selectedColor)) == "#000000")
        #expect(changes == 1)
        scene.click(picker.closeButton)
        #expect(scene.presenter.presentedViewController == nil)
        #expect(changes == 1, "closing sends nothing")
    }

    @Test("R-BR1 colour picker: the delegate hears each pick, continuous opacity, a hex value and the close; a bad hex is put back")
    func pickerDelegate() throws {
        let scene = Scene()
        let picker = UIColorPickerViewController()
        let listener = Listener()
        picker.delegate = listener
        picker.selectedColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        scene.presenter.present(picker, animated: false)
        scene.window.layoutIfNeeded()
        #expect(picker.hexField.text == "#0000FF" && listener.calls.isEmpty, "setting it in code tells no one")

        picker.hexField.becomeFirstResponder()
        picker.hexField.text = "12ab34"
        picker.hexField.sendActions(for: .primaryActionTriggered)
        #expect(UIColorPickerViewController.hex(of: picker.selectedColor) == "#12AB34")
        #expect(listener.calls == ["select #12AB34 continuously false", "did select"])
        picker.hexField.text = "not a colour"
        picker.hexField.resignFirstResponder()
        #expect(picker.hexField.text == "#12AB34", "put back")

        listener.calls = []
        let slider = picker.opacitySlider
        let track = slider.convert(slider.bounds, to: scene.window)
        let touch = scene.h.input.mouseDown(at: CGPoint(x: track.maxX - 2, y: track.midY), in: scene.window)
        scene.h.input.moveTouch(touch, to: CGPoint(x: track.midX, y: track.midY))
        scene.h.input.endTouch(touch, at: CGPoint(x: track.midX, y: track.midY))
        #expect(listener.calls.contains { $0.hasSuffix("continuously true") }, "\(listener.calls)")
        #expect(listener.calls.last == "did select")
        var alpha: CGFloat = 0, r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0
        _ = picker.selectedColor.getRed(&r, green: &g, blue: &b, alpha: &alpha)
        #expect(alpha > 0.3 && alpha < 0.7, "about half: \(alpha)")

        listener.calls = []
        scene.h.input.pressKey(UIKey(characters: "", modifierFlags: [], keyCode: .keyboardEscape))
        scene.h.input.advance(by: 0.5)
        #expect(scene.presenter.presentedViewController == nil && listener.calls == ["finish"])
    }

    @Test("R-BR1 colour well, pixels: a ring of hues around the colour; an empty well is struck through; no alpha hides opacity")
    func wellPixels() throws {
        _ = Harness()
        let well = UIColorWell(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        well.selectedColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let image = renderOnWhite(well)
        #expect(close(rgba(image, 70, 70), blue), "the colour in the middle: \(rgba(image, 70, 70))")
        let top = rgba(image, 70, 51)
        #expect(top[0] > 200 && top[1] < 80 && top[2] < 80, "red at the top of the ring: \(top)")
        well.selectedColor = nil
        let empty = renderOnWhite(well)
        #expect(rgba(empty, 70, 70)[0] < 200, "the slash crosses the middle")
        let picker = UIColorPickerViewController()
        picker.supportsAlpha = false
        picker.loadViewIfNeeded()
        picker.view.frame = CGRect(x: 0, y: 0, width: 320, height: 420)
        picker.view.layoutIfNeeded()
        #expect(picker.opacitySlider.superview?.isHidden == true)
        #expect(UIColorPickerViewController.color(hex: "#GGHHII") == nil && UIColorPickerViewController.color(hex: "#12345") == nil)
    }
}
