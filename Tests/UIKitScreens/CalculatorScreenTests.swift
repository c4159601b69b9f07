import Foundation
import Testing
import XResponder
import XResponderTesting

/// The calculator runs as it would on iOS (issue #30, R-AP1 … R-AP4).
@Suite("UIKit screens in Swift 5 mode: a calculator with round keys, layers, symbols and dark mode (R-AP1, R-AP2, R-AP3)")
@MainActor
struct CalculatorScreenTests {
    func pixel(_ image: UIImage, _ point: CGPoint) -> [Int] {
        let p = image.pixel(x: Int(point.x * image.scale), y: Int(point.y * image.scale))!
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }

    @Test("R-AP2: round custom keys draw their own background, not a blue pill; taps type and spring back")
    func calculatorDraws() {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let calculator = CalculatorViewController()
        window.rootViewController = calculator
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let key = calculator.keys[0]
        #expect(key.buttonType == .custom && key.frame.height == 64)
        let image = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        let frame = key.convert(key.bounds, to: window)
        // The key's corner, outside its radius, is the white screen; its middle edge is its grey.
        #expect(pixel(image, CGPoint(x: frame.minX + 2, y: frame.minY + 2)) == [255, 255, 255])
        #expect(pixel(image, CGPoint(x: frame.midX, y: frame.minY + 3)) == [217, 217, 217])
        // No system blue anywhere on the keypad.
        let blue = (Int(frame.minY)..<Int(frame.maxY)).contains { y in
            (Int(frame.minX)..<Int(frame.maxX)).contains { x in
                let p = pixel(image, CGPoint(x: x, y: y))
                return p[2] > 200 && p[0] < 60
            }
        }
        #expect(!blue)
        // The swatch's white outline is drawn over its colour.
        let swatch = calculator.swatches[0].frame
        #expect(pixel(image, CGPoint(x: swatch.midX, y: swatch.minY + 1)) == [255, 255, 255])

        input.tap(at: CGPoint(x: frame.midX, y: frame.midY), in: window)
        #expect(calculator.display.text == "7")
        #expect(key.transform == .identity)                                    // the model, at once
        #expect(key.layer.presentation()?.affineTransform() != .identity)      // the drawing springs back
        input.advance(by: 0.5)
        #expect(key.layer.presentation()?.affineTransform() == .identity)
        #expect(calculator.deleteButton.currentImage?.isSymbolImage == true)
        // The padded display: its intrinsic size holds the insets, and its text is drawn inside them.
        let plain = UILabel()
        plain.attributedText = calculator.display.attributedText
        #expect(calculator.display.intrinsicContentSize.width == plain.intrinsicContentSize.width + 24)
        window.rootViewController = nil
    }

    @Test("R-AP3: dark mode: the dynamic key colour and semantic colours follow; traitCollectionDidChange runs")
    func calculatorDarkMode() {
        UIApplication.launch(clock: ManualClock())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let calculator = CalculatorViewController()
        window.rootViewController = calculator
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        window.overrideUserInterfaceStyle = .dark
        #expect(calculator.traitChanges == 1)
        let image = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        let frame = calculator.keys[0].convert(calculator.keys[0].bounds, to: window)
        #expect(pixel(image, CGPoint(x: frame.minX + 2, y: frame.minY + 2)) == [0, 0, 0])      // systemBackground, dark
        #expect(pixel(image, CGPoint(x: frame.midX, y: frame.minY + 3)) == [51, 51, 51])       // the key's dark grey
        window.rootViewController = nil
    }
}
