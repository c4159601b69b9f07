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
            // Tall enough for the picker's popover (460 points) below the well.
            window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 700))
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

    @Test("R-BR1 colour picker, spectrum: the Spectrum tab shows hues across, paler up and darker down, drawn as the picked colour is computed; a drag picks continuously, the release once more")
    func spectrumTab() throws {
        let scene = Scene()
        let picker = UIColorPickerViewController()
        let listener = Listener()
        picker.delegate = listener
        scene.presenter.present(picker, animated: false)
        scene.window.layoutIfNeeded()
        let tabs = picker.tabs
        scene.click(tabs, at: CGPoint(x: tabs.bounds.width / 2, y: tabs.bounds.midY))
        #expect(picker.grid.isHidden && !picker.spectrum.isHidden)

        let spectrum = picker.spectrum
        let frame = spectrum.convert(spectrum.bounds, to: scene.window)
        let start = CGPoint(x: frame.minX + frame.width * 0.1, y: frame.midY)
        let end = CGPoint(x: frame.minX + frame.width * 0.6, y: frame.minY + frame.height * 0.75)
        let touch = scene.h.input.mouseDown(at: start, in: scene.window)
        scene.h.input.moveTouch(touch, to: end)
        scene.h.input.endTouch(touch, at: end)
        scene.h.input.advance(by: 0.1)
        #expect(listener.calls.contains { $0.hasSuffix("continuously true") } && listener.calls.last == "did select", "\(listener.calls)")
        let expected = ColorSpectrumView.color(at: CGPoint(x: 0.6, y: 0.75))
        #expect(UIColorPickerViewController.hex(of: picker.selectedColor) == UIColorPickerViewController.hex(of: expected))

        // What is drawn at a place is the colour picked there (the ring moved away first).
        spectrum.show(.white)
        let compositor = WindowCompositor(window: scene.window)
        compositor.renderIfNeeded()
        let image = try #require(compositor.snapshot())
        for unit in [CGPoint(x: 0.3, y: 0.5), CGPoint(x: 0.7, y: 0.25), CGPoint(x: 0.5, y: 0.8)] {
            let point = CGPoint(x: frame.minX + frame.width * unit.x, y: frame.minY + frame.height * unit.y)
            let drawn = try #require(image.pixel(x: Int(point.x), y: Int(point.y)))
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            _ = ColorSpectrumView.color(at: unit).getRed(&r, green: &g, blue: &b, alpha: &a)
            #expect(abs(Int(drawn.red) - Int(r * 255)) < 12 && abs(Int(drawn.green) - Int(g * 255)) < 12
                    && abs(Int(drawn.blue) - Int(b * 255)) < 12, "\(unit): drawn \(drawn), computed \(r) \(g) \(b)")
        }
    }

    @Test("R-BR1 colour picker, sliders: red, green and blue show the colour; a drag to the end sets 255; a typed value sets its channel; out of range is put back")
    func slidersTab() throws {
        let scene = Scene()
        let picker = UIColorPickerViewController()
        let listener = Listener()
        picker.delegate = listener
        picker.selectedColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        scene.presenter.present(picker, animated: false)
        scene.window.layoutIfNeeded()
        picker.tabs.selectedSegmentIndex = 2
        picker.tabs.sendActions(for: .valueChanged)
        #expect(picker.grid.isHidden && picker.spectrum.isHidden && !picker.channels[0].isHidden)
        #expect(picker.channelFields.map(\.text) == ["51", "102", "153"])

        let red = picker.channels[0]
        let track = red.convert(red.bounds, to: scene.window)
        let touch = scene.h.input.mouseDown(at: CGPoint(x: track.minX + 60, y: track.maxY - 14), in: scene.window)
        scene.h.input.moveTouch(touch, to: CGPoint(x: track.maxX + 40, y: track.maxY - 14))
        scene.h.input.endTouch(touch, at: CGPoint(x: track.maxX + 40, y: track.maxY - 14))
        scene.h.input.advance(by: 0.1)
        #expect(UIColorPickerViewController.hex(of: picker.selectedColor) == "#FF6699")
        #expect(listener.calls.contains("select #FF6699 continuously true") && listener.calls.last == "did select", "\(listener.calls)")
        #expect(picker.channelFields[0].text == "255")

        let green = picker.channelFields[1]
        green.becomeFirstResponder()
        green.text = "0"
        green.sendActions(for: .primaryActionTriggered)
        #expect(UIColorPickerViewController.hex(of: picker.selectedColor) == "#FF0099")
        green.text = "300"
        green.resignFirstResponder()
        #expect(green.text == "0", "put back")
        #expect(UIColorPickerViewController.hex(of: picker.selectedColor) == "#FF0099")
    }

    @Test("R-BR1 UIColor.getHue: hue, saturation and brightness as UIKit gives them")
    func hueSaturationBrightness() {
        func hsb(_ color: UIColor) -> [Int] {
            var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            _ = color.getHue(&h, saturation: &s, brightness: &b, alpha: &a)
            return [Int((h * 360).rounded()), Int((s * 100).rounded()), Int((b * 100).rounded())]
        }
        #expect(hsb(.red) == [0, 100, 100] && hsb(UIColor(red: 0, green: 1, blue: 0, alpha: 1)) == [120, 100, 100])
        #expect(hsb(UIColor(red: 1, green: 0, blue: 1, alpha: 1)) == [300, 100, 100])
        #expect(hsb(UIColor(red: 0.5, green: 0.25, blue: 0.25, alpha: 1)) == [0, 50, 50])
        #expect(hsb(.gray) == [0, 0, 50])
        #expect(hsb(UIColor(hue: 0.58, saturation: 0.3, brightness: 0.9, alpha: 1)) == [209, 30, 90])
    }
}
