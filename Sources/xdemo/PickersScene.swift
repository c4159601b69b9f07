import XResponder

/// Scene 28: pickers (R-BR1). A picker view of two wheels from a data source (a coffee order), a
/// date picker's inline calendar choosing a day and a compact one choosing a day and a time in
/// quarter hours (its buttons open a calendar and time wheels); each reports its choice on the
/// status line, and a colour well tints the coffee wheels. Drag a wheel, turn it with the mouse
/// wheel, click a row, or click it and use the arrow keys.
final class PickersScene: SceneController, UIPickerViewDataSource, UIPickerViewDelegate {
    let drinks = ["Espresso", "Flat white", "Cappuccino", "Latte", "Mocha", "Americano"]
    let sizes = ["Small", "Medium", "Large"]
    let order = UIPickerView(frame: CGRect(x: 20, y: 90, width: 330, height: 216))
    let day = UIDatePicker(frame: CGRect(x: 370, y: 84, width: 330, height: 382))
    let time = UIDatePicker(frame: CGRect(x: 70, y: 329, width: 280, height: 34))
    let tint = UIColorWell(frame: CGRect(x: 20, y: 330, width: 32, height: 32))
    let formatter = DateFormatter()

    override var sceneTitle: String { "28 · Pickers: wheels for choices and dates" }
    override var summary: String {
"A UIPickerView with two wheels from its data source, an inline UIDatePicker calendar and a compact one for a day and a time in quarter hours. Drag, scroll, click a row or a day, or use the arrow keys."
    }

    override func buildScene() {
        order.dataSource = self
        order.delegate = self
        order.accessibilityIdentifier = "order"
        view.addSubview(order)
        day.datePickerMode = .date
        day.preferredDatePickerStyle = .inline
        day.accessibilityIdentifier = "day"
        time.datePickerMode = .dateAndTime   // compact: what .automatic is
        time.minuteInterval = 15
        time.accessibilityIdentifier = "time"
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        for picker in [day, time] {
            picker.addAction(UIAction { [unowned self] _ in
                Status.report("\(picker.accessibilityIdentifier ?? ""): \(formatter.string(from: picker.date))")
            }, for: .valueChanged)
            view.addSubview(picker)
        }
        tint.title = "Wheel Tint"
        tint.selectedColor = order.tintColor
        tint.addAction(UIAction { [unowned self] _ in
            order.backgroundColor = tint.selectedColor?.withAlphaComponent(0.15)
            Status.report("wheel tint: \(tint.selectedColor.map { String(describing: $0) } ?? "none")")
        }, for: .valueChanged)
        view.addSubview(tint)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? drinks.count : sizes.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? drinks[row] : sizes[row]
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        component == 0 ? 190 : 110
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        let drink = drinks[pickerView.selectedRow(inComponent: 0)], size = sizes[pickerView.selectedRow(inComponent: 1)]
        Status.report("order: \(size) \(drink)")
    }

    override func tour(_ driver: TourDriver) {
        driver.screenshot("28-pickers")
        driver.click(CGPoint(x: 100, y: 108 + 64), in: order)      // two rows below the middle
        driver.click(CGPoint(x: 330 / 7 * 3.5, y: 44 + 22 + 44 * 2.5), in: day)   // a day in the third week
        driver.wait(0.8)
        driver.screenshot("28-pickers-turned")
        driver.click(CGPoint(x: 182, y: 17), in: time)              // the compact time button
        driver.wait(0.6)
        driver.screenshot("28-pickers-time")
        driver.keys([0xFF1B], holding: [])                          // Escape closes it
        driver.wait(0.8)                                            // until its fade has ended
        driver.click(CGPoint(x: 16, y: 16), in: tint)               // the colour picker
        driver.wait(0.6)
        driver.screenshot("28-pickers-colour")
        driver.keys([0xFF1B], holding: [])                          // Escape closes it
    }
}
