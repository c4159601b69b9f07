import Foundation

extension UIWindow {
    /// The Menu key (or Shift+F10) that no responder used opens the context menu of the view with
    /// the keyboard focus (R-DT1): the first view up from the first responder that has a
    /// `UIContextMenuInteraction`, at its selected row or its centre, with the first row lit.
    func handleUnusedMenuKey(_ presses: Set<UIPress>) -> Bool {
        guard presses.count == 1, let key = presses.first?.key else { return false }
        let modifiers = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        let isMenuKey = (key.keyCode == .keyboardApplication || key.keyCode == .keyboardMenu) && modifiers.isEmpty
            || key.keyCode == .keyboardF10 && modifiers == .shift
        guard isMenuKey else { return false }
        var view: UIView? = firstResponderStorage as? UIView ?? rootViewController?.viewIfLoaded ?? subviews.first
        while let current = view {
            for case let interaction as UIContextMenuInteraction in current.interactions {
                let point = interaction.keyboardLocation?() ?? CGPoint(x: current.bounds.midX, y: current.bounds.midY)
                if interaction.presentMenu(at: point, byKeyboard: true) { return true }
            }
            view = current.superview
        }
        return false
    }
}
