import Testing
import XResponder

/// docs/architecture.md's target-action sample, compiled and run.
@MainActor
@Test func architectureSelectorSample() {
    UIApplication.launch()

    final class DocumentViewController: UIViewController {
        var saved = 0
        func save(_ sender: Any?) { saved += 1 }
    }

    let controller = DocumentViewController()
    let button = UIView()
    controller.view.addSubview(button)
    let save = Selector("save:", DocumentViewController.save)
    UIApplication.shared.sendAction(save, to: nil, from: button, for: nil)   // controller.saved == 1

    #expect(controller.saved == 1)
}
