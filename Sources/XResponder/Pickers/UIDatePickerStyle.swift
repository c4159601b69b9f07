import Foundation

/// How a date picker looks (iOS 13.4+). XResponder draws every style as wheels for now: `.compact`
/// (a button that opens a calendar) and `.inline` (the calendar in place) are on issue #48's list.
public enum UIDatePickerStyle: Int, Sendable {
    case automatic, wheels, compact, inline
}
