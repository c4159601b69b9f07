import Foundation
import XResponder

extension XCUIElement {
    /// What an element is, as XCUITest names it (R-A11Y1: read from the accessibility tree).
    public enum ElementType: UInt, Sendable {
        case any = 0, other, application, group, window, alert, button, `switch`, toggle, link, staticText, image
        case textField, secureTextField, searchField, textView
        case slider, stepper, segmentedControl, pageIndicator, progressIndicator, activityIndicator
        case table, collectionView, cell, scrollView, navigationBar, tabBar, toolbar
        case menu, menuItem

        init(_ role: AccessibilityRole) {
            switch role {
            case .application: self = .application
            case .window: self = .window
            case .alert: self = .alert
            case .group, .other: self = .other
            case .button: self = .button
            case .toggleButton: self = .switch
            case .link: self = .link
            case .staticText, .header: self = .staticText
            case .image: self = .image
            case .textField: self = .textField
            case .secureTextField: self = .secureTextField
            case .searchField: self = .searchField
            case .textView: self = .textView
            case .slider: self = .slider
            case .stepper: self = .stepper
            case .segmentedControl: self = .segmentedControl
            case .pageIndicator: self = .pageIndicator
            case .progress: self = .progressIndicator
            case .activityIndicator: self = .activityIndicator
            case .table: self = .table
            case .collection: self = .collectionView
            case .cell: self = .cell
            case .scrollView: self = .scrollView
            case .navigationBar: self = .navigationBar
            case .tabBar: self = .tabBar
            case .toolbar: self = .toolbar
            case .menu: self = .menu
            case .menuItem, .checkMenuItem: self = .menuItem
            }
        }

        func matches(_ other: ElementType) -> Bool { self == .any || self == other }
    }
}
