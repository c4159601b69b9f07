import Foundation

/// The month and year wheels an inline calendar shows when its title is clicked, as iOS's: turning
/// them shows that month's days once the title is clicked again; the chosen date stays as it was.
@MainActor
final class MonthYearWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    unowned let owner: DatePickerCalendarView
    let picker = UIPickerView()
    var isShown = false
    private var monthNames: [String] = []

    init(owner: DatePickerCalendarView) {
        self.owner = owner
        picker.dataSource = self
        picker.delegate = self
    }

    /// Turns the wheels to `month`'s month and year.
    func show(month: Date) {
        let formatter = DateFormatter()
        formatter.locale = owner.locale
        formatter.calendar = owner.calendar
        monthNames = formatter.standaloneMonthSymbols
        picker.reloadAllComponents()
        let components = owner.calendar.dateComponents([.year, .month], from: month)
        picker.selectRow(max(0, (components.month ?? 1) - 1), inComponent: 0, animated: false)
        picker.selectRow(max(0, (components.year ?? 1) - DatePickerWheels.years.lowerBound), inComponent: 1, animated: false)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? monthNames.count : DatePickerWheels.years.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? monthNames[row] : String(DatePickerWheels.years.lowerBound + row)
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        var components = DateComponents()
        components.month = pickerView.selectedRow(inComponent: 0) + 1
        components.year = DatePickerWheels.years.lowerBound + pickerView.selectedRow(inComponent: 1)
        components.day = 1
        if let month = owner.calendar.date(from: components) { owner.showMonth(of: month) }
    }
}
