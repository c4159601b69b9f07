import Foundation
import Testing
import XResponder
import XResponderTesting

/// The size picker runs as it would on iOS (R-BR1).
@Suite("UIKit screens in Swift 5 mode: a picker view (R-BR1)")
@MainActor
struct SizePickerScreenTests {
    @Test("R-BR1: the picker fills the width at its own height; a click on a row below the middle chooses it and the label follows")
    func sizePicker() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 500))
        let controller = SizePickerViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.pickerView.frame.height == 216 && controller.pickerView.frame.width == 400)
        let row = try #require(controller.pickerView.view(forRow: 2, forComponent: 0))
        let frame = row.convert(row.bounds, to: window)
        input.tap(at: CGPoint(x: frame.midX, y: frame.midY), type: .indirectPointer)
        for _ in 0..<60 { input.advance(by: 1.0 / 60) }
        #expect(controller.pickerView.selectedRow(inComponent: 0) == 2 && controller.choiceLabel.text == "Size: Large")
    }
}
