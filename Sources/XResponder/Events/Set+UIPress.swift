import Foundation

extension Set where Element == UIPress {
    /// The presses `handler` did not take (it answers whether it handled a press's key); presses
    /// without a key are never taken. What a view passes on to `super.pressesBegan`.
    @MainActor func unhandled(by handler: (UIKey) -> Bool) -> Set<UIPress> {
        filter { press in
            guard let key = press.key else { return true }
            return !handler(key)
        }
    }
}
