import XResponder

/// Issue #12's small tool: a unit converter built only with stack views, labels, a segmented
/// control, a slider, an image view and an animation, pinned to the scene with anchors (issue
/// #29). Nothing is placed by hand: resize the window and it lays itself out again.
/// docs/getting-started.md builds it step by step.
final class ConverterScene: SceneController {
    struct Conversion {
        let title: String, from: String, to: String, range: ClosedRange<Float>
        let convert: (Float) -> Float
    }
    let conversions = [
        Conversion(title: "Distance", from: "km", to: "miles", range: 0...100) { $0 * 0.621371 },
        Conversion(title: "Temperature", from: "°C", to: "°F", range: -40...100) { $0 * 9 / 5 + 32 },
        Conversion(title: "Weight", from: "kg", to: "lb", range: 0...200) { $0 * 2.20462 },
    ]
    let kinds = UISegmentedControl(items: ["Distance", "Temperature", "Weight"])
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    let input = UILabel(frame: .zero)
    let result = UILabel(frame: .zero)
    let card = UIStackView(frame: .zero)

    override var sceneTitle: String { "16 · A unit converter (stacks)" }
    override var summary: String { "Built only from stack views, a segmented control, a slider, labels, an image view and an animation. Resize the window: it lays out again." }

    override func buildScene() {
        let arrow = UIImageView(image: Self.arrowImage())
        arrow.contentMode = .scaleAspectFit
        input.font = .systemFont(ofSize: 16)
        result.font = .boldSystemFont(ofSize: 28)
        result.textAlignment = .center

        let sliderRow = UIStackView(arrangedSubviews: [input, slider])
        sliderRow.spacing = 12
        sliderRow.alignment = .center

        card.axis = .vertical
        card.alignment = .center
        card.spacing = 8
        card.backgroundColor = .white
        for view in [arrow, result] { card.addArrangedSubview(view) }

        let column = UIStackView(arrangedSubviews: [kinds, sliderRow, card])
        column.axis = .vertical
        column.spacing = 20
        column.distribution = .fill
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 90),
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            column.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
        ])

        kinds.selectedSegmentIndex = 0
        kinds.addAction(UIAction { [unowned self] _ in kindChanged() }, for: .valueChanged)
        slider.addAction(UIAction { [unowned self] _ in update(animated: false) }, for: .valueChanged)
        kindChanged()
    }

    private func kindChanged() {
        let conversion = conversions[max(0, kinds.selectedSegmentIndex)]
        slider.minimumValue = conversion.range.lowerBound
        slider.maximumValue = conversion.range.upperBound
        slider.value = (conversion.range.lowerBound + conversion.range.upperBound) / 2
        update(animated: true)
    }

    private func update(animated: Bool) {
        let conversion = conversions[max(0, kinds.selectedSegmentIndex)]
        input.text = String(format: "%.1f %@", Double(slider.value), conversion.from)
        result.text = String(format: "%.1f %@", Double(conversion.convert(slider.value)), conversion.to)
        guard animated else { return }
        // A flash of colour behind the result, on the application's clock (R-L3).
        card.backgroundColor = UIColor(rgb: 0xFFE8B0)
        UIView.animate(withDuration: 0.6, delay: 0.1, options: [.curveEaseOut, .allowUserInteraction], animations: {
            self.card.backgroundColor = .white
        })
    }

    /// A right arrow, drawn once into an image.
    static func arrowImage() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 96, height: 48)).image { context in
            let cg = context.cgContext
            cg.setFillColor(UIColor.systemBlue)
            cg.beginPath()
            cg.move(to: CGPoint(x: 4, y: 16))
            cg.addLine(to: CGPoint(x: 60, y: 16))
            cg.addLine(to: CGPoint(x: 60, y: 4))
            cg.addLine(to: CGPoint(x: 92, y: 24))
            cg.addLine(to: CGPoint(x: 60, y: 44))
            cg.addLine(to: CGPoint(x: 60, y: 32))
            cg.addLine(to: CGPoint(x: 4, y: 32))
            cg.closePath()
            cg.fillPath()
        }
    }

    override func tour(_ driver: TourDriver) {
        driver.click(CGPoint(x: 20 + (view.bounds.width - 40) * 0.5, y: 90 + 16), in: view)   // "Temperature"
        driver.drag(from: CGPoint(x: 300, y: 163), to: CGPoint(x: 600, y: 163), in: view)
        driver.screenshot("16-converter-960x600")
        driver.resizeWindow(to: CGSize(width: 1200, height: 720))
        driver.screenshot("16-converter-1200x720")
        driver.resizeWindow(to: CGSize(width: 960, height: 628))
    }
}
