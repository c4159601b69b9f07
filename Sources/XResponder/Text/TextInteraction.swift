import Foundation

/// Clicks and drags on a text view (R-TX2), as a gesture recognizer that only watches: it never
/// recognizes, claims or delays a touch, so the view and the scroll view's own recognizers see
/// everything they would without it.
///
/// - mouse, left button: a click focuses the view and places the caret, a second click selects the
///   word, a third the line (a field: everything); dragging extends the selection by the same unit,
///   and outside the view scrolls it (autoscroll); Shift+click extends the selection.
/// - mouse, middle button: pastes PRIMARY where it was clicked (X's selection paste).
/// - a finger: a tap focuses and places the caret; a drag is the scroll view's.
@MainActor
final class TextInteraction: UIGestureRecognizer {
    private enum Granularity { case character, word, paragraph }
    private var granularity = Granularity.character
    /// The unit the drag started on, which stays selected whichever way the drag goes.
    private var originRange = NSRange(location: 0, length: 0)
    private var startPoint = CGPoint.zero
    /// The pointer in window coordinates: the view scrolls under a pointer that rests.
    private var lastWindowPoint = CGPoint.zero
    private var isSelectingWithMouse = false
    private var autoscrollTimer: ScheduledTimer?
    private weak var trackedTouch: UITouch?
    /// The press of the tracked click made the view first responder.
    private var focusedAtPress = false

    init() {
        super.init(target: nil, action: nil)
        cancelsTouchesInView = false
        delaysTouchesBegan = false
        delaysTouchesEnded = false
        name = "TextInteraction"
    }

    private var textView: (any TextEditingView)? { view as? any TextEditingView }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouch == nil, let touch = touches.first, let textView,
              textView.isTextInteractionPoint(touch.location(in: textView)) else { return }
        trackedTouch = touch
        startPoint = touch.location(in: textView)
        lastWindowPoint = touch.location(in: nil)
        guard touch.type == .indirectPointer else { return }   // fingers act on the tap's end
        if touch.buttonMask.contains(.primary) || touch.buttonMask.isEmpty {
            beginMouseSelection(touch, event: event, in: textView)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = trackedTouch, touches.contains(touch), let textView else { return }
        lastWindowPoint = touch.location(in: nil)
        guard isSelectingWithMouse else { return }
        extendSelection(to: textView.convert(lastWindowPoint, from: nil), in: textView)
        updateAutoscroll(in: textView)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = trackedTouch, touches.contains(touch), let textView else { return }
        let point = touch.location(in: textView)
        if isSelectingWithMouse {
            TextPrimarySelection.offer(from: textView)
            if focusedAtPress { keepFocus(of: textView, after: touch) }
        } else if touch.type == .indirectPointer, touch.buttonMask.contains(.button(3)) {
            pastePrimary(at: point, in: textView)
        } else if touch.type != .indirectPointer, hypot(point.x - startPoint.x, point.y - startPoint.y) < 10 {
            let wasFirstResponder = textView.isFirstResponder
            if focus(textView) {
                let offset = offset(at: point, in: textView)
                textView.editor.select(NSRange(location: offset, length: 0))
                if !wasFirstResponder { keepFocus(of: textView, after: touch) }
            }
        }
        finish()
    }

    /// The click or tap that focused the view leaves it first responder, even when an action of the
    /// same touch ended editing. Gesture actions run on the next turn; the common "tap outside ends
    /// editing" recognizer (`view.endEditing(true)`, `cancelsTouchesInView = false`) would otherwise
    /// take the focus from the field just tapped. UIKit's field focuses in its own touch handling,
    /// after those actions, so there it ends up first responder: here it takes the focus back,
    /// with its selection, after the actions this touch fired — unless one of them gave the focus
    /// to another responder.
    private func keepFocus(of textView: any TextEditingView, after touch: UITouch) {
        guard let window = touch.window ?? textView.window else { return }
        // After the whole delivery, so the actions every recognizer scheduled for this touch are
        // queued first.
        window.afterTouchDelivery.append { [weak self, weak textView] in
            UIApplication.shared.performOnNextTurn { [weak self, weak textView] in
                guard let self, let textView, !textView.isFirstResponder, let window = textView.window,
                      window.firstResponderStorage == nil else { return }
                let selection = textView.editor.selectedRange
                if self.focus(textView) { textView.editor.select(selection) }
            }
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finish()
    }

    override func reset() {
        trackedTouch = nil
        focusedAtPress = false
        isSelectingWithMouse = false
        autoscrollTimer?.invalidate()
        autoscrollTimer = nil
    }

    private func finish() {
        autoscrollTimer?.invalidate()
        autoscrollTimer = nil
        isSelectingWithMouse = false
        if state == .possible { state = .failed }
    }

    // MARK: Mouse selection

    private func beginMouseSelection(_ touch: UITouch, event: UIEvent, in textView: any TextEditingView) {
        let wasFirstResponder = textView.isFirstResponder
        guard focus(textView) || textView.isTextSelectable else { return }
        focusedAtPress = !wasFirstResponder && textView.isFirstResponder
        isSelectingWithMouse = true
        textView.caretBlinker.restart()
        let editor = textView.editor
        let offset = offset(at: startPoint, in: textView)
        editor.breakUndoCoalescing()
        switch min(touch.tapCount, 3) {
        case 2:
            granularity = .word
            editor.selectWord(at: offset)
        case 3:
            granularity = .paragraph
            if textView.isMultiline { editor.selectParagraph(at: offset) } else { editor.selectAll() }
        default:
            granularity = .character
            if event.modifierFlags.contains(.shift) {
                editor.setSelection(anchor: editor.anchor, active: offset)
                originRange = NSRange(location: editor.anchor, length: 0)
                return
            }
            editor.select(NSRange(location: offset, length: 0))
        }
        originRange = editor.selectedRange
    }

    private func extendSelection(to point: CGPoint, in textView: any TextEditingView) {
        let editor = textView.editor
        let offset = offset(at: point, in: textView)
        var unit = NSRange(location: offset, length: 0)
        switch granularity {
        case .character: break
        case .word: unit = textView.editorLayout.wordRange(at: offset)
        case .paragraph:
            if textView.isMultiline {
                editor.selectParagraph(at: offset)
                unit = editor.selectedRange
            } else {
                unit = NSRange(location: 0, length: editor.length)
            }
        }
        let originEnd = originRange.location + originRange.length
        if offset < originRange.location {
            editor.setSelection(anchor: originEnd, active: unit.location)
        } else {
            editor.setSelection(anchor: originRange.location, active: max(originEnd, unit.location + unit.length))
        }
    }

    /// Keeps extending (and so scrolling) while the pointer rests outside the view.
    private func updateAutoscroll(in textView: any TextEditingView) {
        let outside = !textView.bounds.contains(textView.convert(lastWindowPoint, from: nil))
        if outside, autoscrollTimer == nil {
            autoscrollTimer = UIApplication.shared.clock.schedule(after: 0.05) { [weak self] in self?.autoscrollTick() }
        } else if !outside {
            autoscrollTimer?.invalidate()
            autoscrollTimer = nil
        }
    }

    private func autoscrollTick() {
        autoscrollTimer = nil
        guard isSelectingWithMouse, let textView else { return }
        extendSelection(to: textView.convert(lastWindowPoint, from: nil), in: textView)
        updateAutoscroll(in: textView)
    }

    // MARK: Helpers

    private func offset(at point: CGPoint, in textView: any TextEditingView) -> Int {
        textView.editorLayout.offset(at: CGPoint(x: point.x - textView.layoutOrigin.x, y: point.y - textView.layoutOrigin.y))
    }

    /// Makes the view first responder when it can edit; true when it is (or already was).
    private func focus(_ textView: any TextEditingView) -> Bool {
        if textView.isFirstResponder { return true }
        guard textView.editorIsEditable || textView.isTextSelectable else { return false }
        return textView.becomeFirstResponder()
    }

    private func pastePrimary(at point: CGPoint, in textView: any TextEditingView) {
        guard textView.editorIsEditable, focus(textView) else { return }
        let offset = offset(at: point, in: textView)
        textView.editor.select(NSRange(location: offset, length: 0))
        textView.sharedPaste(from: .primarySelection)
    }
}
