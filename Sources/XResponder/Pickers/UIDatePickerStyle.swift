import Foundation

/// How a date picker looks (iOS 13.4+): `.compact` buttons that open a calendar or time wheels in
/// a popover, the `.inline` calendar, or `.wheels`. `.automatic` is compact, as on iOS 14 and
/// later; a countdown is always wheels (`UIDatePicker+Styles.swift`).
public enum UIDatePickerStyle: Int, Sendable {
    case automatic, wheels, compact, inline
}
