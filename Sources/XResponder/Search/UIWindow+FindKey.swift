import Foundation

extension UIWindow {
    /// Ctrl+F that no responder used (a text view's find uses it first) focuses the window's search
    /// field, as a desktop app's search entry takes it (R-BR1): the first shown search bar, one in
    /// a navigation bar before one in the content. Answers whether it did.
    func handleUnusedFindKey(_ presses: Set<UIPress>) -> Bool {
        guard presses.count == 1, let key = presses.first?.key,
              key.modifierFlags.subtracting([.alphaShift, .numericPad]) == .control,
              key.charactersIgnoringModifiers.lowercased() == "f" else { return false }
        let inBar = TreeWalk.first(from: self, shownOnly: true) { ($0 as? UISearchBar)?.isInNavigationBar == true }
        guard let bar = (inBar ?? TreeWalk.first(from: self, shownOnly: true) { $0 is UISearchBar }) as? UISearchBar,
              bar.searchTextField.isEnabled else { return false }
        bar.becomeFirstResponder()
        bar.searchTextField.selectAll(nil)
        return true
    }
}
