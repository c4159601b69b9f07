import Foundation

/// One object of the accessibility tree (R-A11Y1): a window, a view, or a `UIAccessibilityElement`,
/// with what assistive technology reads of it and what it can do. A node is a handle made when
/// asked for; the objects stay the app's. The AT-SPI2 bridge and the UI-testing queries both walk
/// these.
@MainActor
package struct AccessibilityNode {
    package enum Object {
        case view(UIView)
        case element(UIAccessibilityElement)
    }
    package let object: Object

    package init(_ view: UIView) { object = .view(view) }
    init(_ element: UIAccessibilityElement) { object = .element(element) }

    /// The number the object is known by (never reused).
    var id: UInt64 {
        switch object {
        case .view(let view): view.accessibilitySettingsForWriting.nodeID
        case .element(let element): element.accessibilityNodeID
        }
    }

    package var view: UIView? { if case .view(let view) = object { return view }; return nil }

    package var role: AccessibilityRole {
        switch object {
        case .view(let view): AccessibilityRole.of(view)
        case .element(let element): AccessibilityRole.of(traits: element.accessibilityTraits, isElement: true)
        }
    }

    package var label: String? {
        switch object {
        case .view(let view): view.accessibilityLabel
        case .element(let element): element.accessibilityLabel
        }
    }

    package var value: String? {
        switch object {
        case .view(let view): view.accessibilityValue
        case .element(let element): element.accessibilityValue
        }
    }

    var hint: String? {
        switch object {
        case .view(let view): view.accessibilityHint
        case .element(let element): element.accessibilityHint
        }
    }

    package var identifier: String? {
        switch object {
        case .view(let view): view.accessibilityIdentifier
        case .element(let element): element.accessibilityIdentifier
        }
    }

    var traits: UIAccessibilityTraits {
        switch object {
        case .view(let view): view.accessibilityTraits
        case .element(let element): element.accessibilityTraits
        }
    }

    /// The frame in screen coordinates.
    package var frame: CGRect {
        switch object {
        case .view(let view): view.accessibilityFrame
        case .element(let element): element.accessibilityFrame
        }
    }

    var isElement: Bool {
        switch object {
        case .view(let view): view.isAccessibilityElement
        case .element(let element): element.isAccessibilityElement
        }
    }

    package var isEnabled: Bool { !traits.contains(.notEnabled) }
    package var isSelected: Bool { traits.contains(.selected) || (role == .toggleButton && value == "1") }
    package var isFocused: Bool { view?.isFirstResponder ?? false }
    var isFocusable: Bool { view?.canBecomeFirstResponder ?? false }

    var customActions: [UIAccessibilityCustomAction] {
        switch object {
        case .view(let view): view.accessibilityCustomActions ?? []
        case .element(let element): element.accessibilityCustomActions ?? []
        }
    }

    /// The window the object is shown in.
    package var window: UIWindow? {
        switch object {
        case .view(let view): view as? UIWindow ?? view.window
        case .element(let element): (element.accessibilityContainer as? UIView)?.window
        }
    }

    /// The object's own activation; false when it has none (the caller then clicks at its
    /// activation point, as VoiceOver taps).
    func activate() -> Bool {
        switch object {
        case .view(let view): view.accessibilityActivate()
        case .element(let element): element.accessibilityActivate()
        }
    }

    func increment() {
        switch object {
        case .view(let view): view.accessibilityIncrement()
        case .element(let element): element.accessibilityIncrement()
        }
    }

    func decrement() {
        switch object {
        case .view(let view): view.accessibilityDecrement()
        case .element(let element): element.accessibilityDecrement()
        }
    }

    /// Where a click activates it, in its window's coordinates.
    package var activationPointInWindow: CGPoint? {
        guard let window else { return nil }
        let screen: CGPoint
        switch object {
        case .view(let view): screen = view.accessibilityActivationPoint
        case .element(let element): screen = CGPoint(x: element.accessibilityFrame.midX, y: element.accessibilityFrame.midY)
        }
        return window.convertFromScreen(screen)
    }

    /// The accessible children, in reading order (AccessibilityTree.swift); none for an element,
    /// whose insides are read as part of it.
    package var children: [AccessibilityNode] {
        switch object {
        case .view(let view): view.isAccessibilityElement ? [] : AccessibilityTree.children(of: view)
        case .element: []
        }
    }
}
