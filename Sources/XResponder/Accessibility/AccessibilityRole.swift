import Foundation

/// What kind of thing an accessible object is (R-A11Y1). One list serves the AT-SPI2 bridge (its
/// roles) and the UI-testing queries (their element types), so both read the same tree alike.
package enum AccessibilityRole: Sendable {
    case application, window, alert, group, other
    case button, toggleButton, link, staticText, header, image
    case textField, secureTextField, searchField, textView
    case slider, stepper, segmentedControl, pageIndicator, progress, activityIndicator
    case table, collection, cell, scrollView, navigationBar, tabBar, toolbar
    /// A context menu's popup, its rows, and rows with a checkmark (R-DT1).
    case menu, menuItem, checkMenuItem

    /// Roles that hold other objects (shown even when not elements themselves).
    var isContainer: Bool {
        switch self {
        case .application, .window, .alert, .table, .collection, .cell, .scrollView, .navigationBar, .tabBar, .toolbar,
             .segmentedControl, .textView, .menu:
            return true
        default:
            return false
        }
    }

    /// The role of `view` (its class first, then its traits).
    @MainActor static func of(_ view: UIView) -> AccessibilityRole {
        switch view {
        case is MenuWindow: return .menu
        case let row as MenuRowView: return row.hasCheckmark ? .checkMenuItem : .menuItem
        case is UIWindow: return .window
        case let field as UITextField:
            if field.isSecureTextEntry { return .secureTextField }
            return field.accessibilityTraits.contains(.searchField) ? .searchField : .textField
        case is UITextView: return .textView
        case is UISlider: return .slider
        case is UISwitch: return .toggleButton
        case is UIStepper: return .stepper
        case is UISegmentedControl: return .segmentedControl
        case is UIPageControl: return .pageIndicator
        case is UIProgressView: return .progress
        case is UIActivityIndicatorView: return .activityIndicator
        case is UITableView: return .table
        case is UICollectionView: return .collection
        case is UITableViewCell, is UICollectionViewCell: return .cell
        case is UINavigationBar: return .navigationBar
        case is UITabBar: return .tabBar
        case is UIToolbar: return .toolbar
        case is AlertView: return .alert
        case is UIScrollView: return .scrollView
        default: return of(traits: view.accessibilityTraits, isElement: view.isAccessibilityElement)
        }
    }

    /// The role traits alone give (for plain views and `UIAccessibilityElement`s).
    static func of(traits: UIAccessibilityTraits, isElement: Bool) -> AccessibilityRole {
        if traits.contains(.toggleButton) { return .toggleButton }
        if traits.contains(.button) || traits.contains(.keyboardKey) { return .button }
        if traits.contains(.link) { return .link }
        if traits.contains(.searchField) { return .searchField }
        if traits.contains(.header) { return .header }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.image) { return .image }
        if traits.contains(.staticText) { return .staticText }
        return isElement ? .other : .group
    }
}
