import Foundation

extension UIView {
    /// The interactions added to this view, in order.
    public var interactions: [UIInteraction] {
        get { interactionStorage }
        set {
            for interaction in interactionStorage { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    public func addInteraction(_ interaction: UIInteraction) {
        guard !interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: UIInteraction) {
        guard let index = interactionStorage.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.remove(at: index)
        interaction.didMove(to: nil)
    }

    /// The pointer style over `point` (this view's coordinates): the first pointer interaction, from
    /// this view up through its superviews, that has a region there. Text views answer themselves.
    func pointerStyle(at point: CGPoint, modifiers: UIKeyModifierFlags) -> UIPointerStyle {
        var view: UIView? = self
        var location = point
        while let current = view {
            if let style = current.ownPointerStyle(at: location, modifiers: modifiers) { return style }
            for case let interaction as UIPointerInteraction in current.interactionStorage {
                if let style = interaction.style(at: location, modifiers: modifiers) { return style }
            }
            if let superview = current.superview { location = current.convert(location, to: superview) }
            view = current.superview
        }
        return .system()
    }
}
