import Foundation

/// Finds the drop target under a drag and keeps its delegate told (R-DT2): the first view up from
/// the one hit-tested at the drag's point that has a `UIDropInteraction` whose delegate can handle
/// the session; entering, updating and leaving as the drag moves; performing and concluding the
/// drop; and telling every target the drag entered that it ended. One object per drag over our
/// windows, for drags from this application and from other programs alike.
@MainActor
final class DropTargeting {
    let session: DropSession
    private weak var target: UIDropInteraction?
    /// Interactions the drag entered, told `sessionDidEnd` at the end; and each asked interaction's
    /// `canHandle` answer, asked once per drag (UIKit's rule).
    private var entered: [Weak<UIDropInteraction>] = []
    private var answers: [(interaction: Weak<UIDropInteraction>, canHandle: Bool)] = []
    /// The operation the target proposed last.
    private(set) var operation: UIDropOperation = .cancel
    private var ended = false

    init(session: DropSession) {
        self.session = session
    }

    /// The drag is at `point` in `window`: the target there hears of it; returns its proposal.
    @discardableResult
    func move(to point: CGPoint, in window: UIWindow) -> UIDropOperation {
        session.place(at: point, in: window)
        let found = findTarget(at: point, in: window)
        if found !== target {
            leaveTarget()
            target = found
            if let found, let delegate = found.delegate {
                if !entered.contains(where: { $0.object === found }) { entered.append(Weak(found)) }
                delegate.dropInteraction(found, sessionDidEnter: session)
            }
        }
        guard let target, let delegate = target.delegate else {
            operation = .cancel
            return operation
        }
        var proposed = delegate.dropInteraction(target, sessionDidUpdate: session).operation
        // A source that does not allow moving gets a copy (UIKit's rule).
        if proposed == .move, !session.allowsMoveOperation { proposed = .copy }
        operation = proposed
        return operation
    }

    /// The drag left every window of ours (or was cancelled).
    func leave() {
        leaveTarget()
        target = nil
        operation = .cancel
    }

    /// The drag was released: the target performs the drop when it proposed copy or move. Returns
    /// what was done. Every target entered hears the end.
    func perform() -> UIDropOperation {
        let done: UIDropOperation
        if let target, let delegate = target.delegate, operation.performs {
            done = operation
            delegate.dropInteraction(target, performDrop: session)
            delegate.dropInteraction(target, concludeDrop: session)
        } else {
            done = .cancel
            leaveTarget()
        }
        target = nil
        end()
        return done
    }

    /// Tells every target entered that the drag ended (once).
    func end() {
        guard !ended else { return }
        ended = true
        for entry in entered {
            if let interaction = entry.object { interaction.delegate?.dropInteraction(interaction, sessionDidEnd: session) }
        }
        entered = []
        answers = []
    }

    private func leaveTarget() {
        if let target, let delegate = target.delegate { delegate.dropInteraction(target, sessionDidExit: session) }
    }

    private func findTarget(at point: CGPoint, in window: UIWindow) -> UIDropInteraction? {
        var view = window.hitTest(point, with: nil)
        while let current = view {
            for case let interaction as UIDropInteraction in current.interactions where canHandle(interaction) {
                return interaction
            }
            view = current.superview
        }
        return nil
    }

    private func canHandle(_ interaction: UIDropInteraction) -> Bool {
        if let answer = answers.first(where: { $0.interaction.object === interaction }) { return answer.canHandle }
        let answer = interaction.delegate?.dropInteraction(interaction, canHandle: session) ?? false
        answers.append((Weak(interaction), answer))
        return answer
    }
}
