import Foundation

/// A continuous recognizer for the pointer moving over its view with no button held (R-G7): began
/// when it enters, changed as it moves, ended when it leaves.
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    override var receivesTouches: Bool { false }

    override func handleHover(_ event: UIEvent, inside: Bool) -> Bool {
        lastLocation = event.windowLocation
        lastLocationWindow = event.locationWindow
        switch (state, inside) {
        case (.possible, true): state = .began
        case (.began, true), (.changed, true): state = .changed
        case (.began, false), (.changed, false): state = .ended
        default: return false
        }
        return true
    }
}
