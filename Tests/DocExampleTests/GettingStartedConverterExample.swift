import Foundation
import Testing
import XResponder
import XResponderTesting

// docs/getting-started.md, "A small tool: a unit converter", compiled and run.

final class ConverterController: UIViewController {
    let kinds = UISegmentedControl(items: ["km → miles", "°C → °F"])
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    let input = UILabel(frame: .zero)
    let result = UILabel(frame: .zero)
    let card = UIStackView(frame: .zero)
    let arrow = UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: 48, height: 24)).image { context in
        context.cgContext.setFillColor(UIColor.systemBlue)
        context.cgContext.fill(CGRect(x: 0, y: 8, width: 48, height: 8))
    })

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        arrow.contentMode = .scaleAspectFit
        result.font = .boldSystemFont(ofSize: 28)
        let row = UIStackView(arrangedSubviews: [input, slider])
        row.spacing = 12
        row.alignment = .center
        card.axis = .vertical
        card.alignment = .center
        card.addArrangedSubview(arrow)
        card.addArrangedSubview(result)
        let column = UIStackView(arrangedSubviews: [kinds, row, card])
        column.axis = .vertical
        column.spacing = 20
        column.frame = view.bounds.insetBy(dx: 20, dy: 20)
        column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(column)
        kinds.selectedSegmentIndex = 0
        kinds.addTarget(self, action: Selector("kindChanged:", ConverterController.kindChanged), for: .valueChanged)
        slider.addTarget(self, action: Selector("valueChanged:", ConverterController.valueChanged), for: .valueChanged)
        kindChanged(kinds)
    }

    func kindChanged(_ sender: UISegmentedControl) {
        slider.maximumValue = 100
        slider.value = 50
        valueChanged(slider)
        card.backgroundColor = .systemYellow
        UIView.animate(withDuration: 0.5, delay: 0, options: [.allowUserInteraction], animations: {
            self.card.backgroundColor = .white
        })
    }

    func valueChanged(_ sender: UISlider) {
        let celsius = kinds.selectedSegmentIndex == 1
        input.text = String(format: "%.1f %@", Double(sender.value), celsius ? "°C" : "km")
        let converted = celsius ? sender.value * 9 / 5 + 32 : sender.value * 0.621371
        result.text = String(format: "%.1f %@", Double(converted), celsius ? "°F" : "miles")
    }
}

@Suite("docs/getting-started.md: the unit converter")
@MainActor
struct GettingStartedConverterExample {
    @Test("the converter lays out, converts, and follows a window resize")
    func converter() throws {
        let app = UIApplication.launch(clock: ManualClock())
        let headless = HeadlessInput(application: app)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 320))
        window.rootViewController = ConverterController()
        window.makeKeyAndVisible()
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 500)   // what a user resizing it does
        window.layoutIfNeeded()

        let controller = try #require(window.rootViewController as? ConverterController)
        #expect(controller.result.text == "31.1 miles")
        #expect(controller.slider.convert(controller.slider.bounds, to: window).maxX == 780)
        // Tap the second segment: °C → °F, through the typed action.
        let segment = controller.kinds.convert(CGPoint(x: controller.kinds.bounds.width * 0.75, y: 10), to: window)
        headless.tap(at: segment, in: window)
        #expect(controller.result.text == "122.0 °F")
        headless.advance(by: 1)
        #expect(controller.card.backgroundColor === UIColor.white)
        window.rootViewController = nil
        window.isHidden = true
    }
}
