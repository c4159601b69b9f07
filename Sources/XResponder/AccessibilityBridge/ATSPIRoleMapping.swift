import Foundation

/// AT-SPI2's roles and states for the accessibility tree's objects (R-A11Y1). The numbers are
/// AT-SPI's (AtspiRole, AtspiStateType), which every client shares.
package enum ATSPIRoleMapping {
    package static func role(_ role: AccessibilityRole) -> UInt32 {
        switch role {
        case .application: 75
        case .window: 23            // frame
        case .alert: 2
        case .group, .other, .segmentedControl: 39   // panel
        case .button: 43            // push button
        case .toggleButton: 62
        case .link: 88
        case .staticText: 29        // label
        case .header: 83            // heading
        case .image: 27
        case .textField, .searchField: 79   // entry
        case .secureTextField: 40   // password text
        case .textView: 61          // text
        case .slider, .pageIndicator: 51
        case .stepper: 52           // spin button
        case .progress, .activityIndicator: 42
        case .table, .collection: 31        // list
        case .cell: 32              // list item
        case .scrollView: 49        // scroll pane
        case .navigationBar, .toolbar: 63   // tool bar
        case .tabBar: 38            // page tab list
        case .menu: 41              // popup menu
        case .menuItem: 35
        case .checkMenuItem: 8
        }
    }

    /// The `xml-roles` attribute of a search field (AT-SPI's roles have none of their own; browsers
    /// expose ARIA's `searchbox` this way).
    package static let searchBoxRole = "searchbox"

    /// The role an AT-SPI role number stands for (for reading other processes' trees).
    package static func accessibilityRole(_ number: UInt32) -> AccessibilityRole {
        switch number {
        case 75: .application
        case 23, 69: .window
        case 2, 16: .alert
        case 43: .button
        case 62, 7: .toggleButton
        case 88: .link
        case 29: .staticText
        case 83: .header
        case 27: .image
        case 79: .textField
        case 40: .secureTextField
        case 61: .textView
        case 51: .slider
        case 52: .stepper
        case 42: .progress
        case 31, 55, 98: .table
        case 32, 56: .cell
        case 49: .scrollView
        case 63: .toolbar
        case 38: .tabBar
        case 41, 33: .menu
        case 35: .menuItem
        case 8: .checkMenuItem
        case 39, 20, 99: .group
        default: .other
        }
    }

    static func roleName(_ role: UInt32) -> String {
        switch role {
        case 75: "application"
        case 23: "frame"
        case 2: "alert"
        case 39: "panel"
        case 43: "push button"
        case 62: "toggle button"
        case 88: "link"
        case 29: "label"
        case 83: "heading"
        case 27: "image"
        case 79: "entry"
        case 40: "password text"
        case 61: "text"
        case 51: "slider"
        case 52: "spin button"
        case 42: "progress bar"
        case 31: "list"
        case 32: "list item"
        case 49: "scroll pane"
        case 63: "tool bar"
        case 38: "page tab list"
        case 41: "popup menu"
        case 35: "menu item"
        case 8: "check menu item"
        default: "unknown"
        }
    }

    // AtspiStateType.
    package static let active: UInt32 = 1, checked: UInt32 = 4, editable: UInt32 = 7, enabled: UInt32 = 8
    package static let focusable: UInt32 = 11, focused: UInt32 = 12, modal: UInt32 = 16, multiLine: UInt32 = 17
    package static let selectable: UInt32 = 22, selected: UInt32 = 23, sensitive: UInt32 = 24, showing: UInt32 = 25
    static let singleLine: UInt32 = 26, visible: UInt32 = 30, checkable: UInt32 = 41, readOnly: UInt32 = 43

    /// The states of `node` as AT-SPI's two 32-bit words.
    @MainActor package static func states(of node: AccessibilityNode) -> [UInt32] {
        var states: [UInt32] = [visible, showing]
        if node.isEnabled { states += [enabled, sensitive] }
        let role = node.role
        if node.isFocusable || [.button, .toggleButton, .link, .textField, .secureTextField, .searchField, .slider].contains(role) {
            states.append(focusable)
        }
        if node.isFocused { states.append(focused) }
        if node.isSelected { states.append(role == .toggleButton ? checked : selected) }
        if role == .toggleButton { states.append(checkable) }
        if role == .checkMenuItem {
            states.append(checkable)
            if node.value == MenuRowView.checkedValue { states.append(checked) }
        }
        if role == .cell { states.append(selectable) }
        switch role {
        case .textField, .secureTextField, .searchField: states += [editable, singleLine]
        case .textView: states += (node.view as? UITextView)?.isEditable == false ? [multiLine, readOnly] : [editable, multiLine]
        case .alert: states.append(modal)
        case .window: if (node.view as? UIWindow)?.isKeyWindow == true { states.append(active) }
        default: break
        }
        var words: [UInt32] = [0, 0]
        for state in states { words[Int(state / 32)] |= 1 << (state % 32) }
        return words
    }
}
