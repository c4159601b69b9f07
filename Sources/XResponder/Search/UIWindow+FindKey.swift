import Foundation

extension UIWindow {
    /// Ctrl+F that no responder used (a text view's find uses it first) focuses the window's search
    /// field, as a desktop app's search entry takes it (R-BR1): the first shown search bar, one in
    /// a navigation bar before one in the content. Answers whether it did.
    func handleUnusedFindKey(_ presses: Set<UIPress>) -> Bool {
        guard presses.count == 1, let key = presses.first?.key,
              key.modifierFlags.subtracting([.alphaShift, .numericPad]) == .control,
              key.charactersIgnoringModifiers.lowercased() == "f" else { return false }
        var inContent: UISearchBar?
        var found: UISearchBar?
        TreeWalk.preorder(from: self) { view in
            guard found == nil, !view.isHidden, view.alpha > 0 else { return false }
            guard let bar = view as? UISearchBar else { return true }
            if bar.isInNavigationBar { found = bar } else if inContent == nil { inContent = bar }
            return false
        }
        guard let bar = found ?? inContent, bar.searchTextField.isEnabled else { return false }
        bar.becomeFirstResponder()
        bar.searchTextField.selectAll(nil)
        return true
    }
}
