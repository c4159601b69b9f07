import CX11
import Foundation

// The input methods' upkeep (R-TX3, R-U6): the method opened after the first frame, replaced when
// its server goes, taken up again when a server comes back, and a context for every window.

extension X11Backend {
    /// The input method server went away: every window's input context went with it. Whatever
    /// was being composed is dropped (as GTK does) and the built-in method takes over. Only a
    /// window that showed a preedit is told: an empty preedit replaces the selection otherwise.
    func replaceLostInputMethod() {
        let freedByXlib = display.lostInputMethodFreedByXlib
        let composing = windows.values.filter { $0.abandonInputContext(freedByXlib: freedByXlib) }.compactMap { $0.window?.windowNumber }
        keyboard.inputContext = nil
        display.replaceLostInputMethod()
        attachInputContexts()
        for number in composing { enqueuePreedit("", caret: 0, windowNumber: number) }
    }

    /// Opens the input method put off at start-up and gives every window its context.
    func openPendingInputMethod() {
        guard display.openPendingInputMethod() else { return }
        attachInputContexts()
    }

    /// A server registered again after the last one was lost (R-U6): it is used again, each
    /// window's built-in context replaced by one on the server.
    func reopenInputMethodServerIfBack() {
        guard display.inputMethodServerMayBeBack else { return }
        let detached = windows.values.map { (window: $0, context: $0.detachInputContext()) }
        guard let reopened = display.reopenInputMethodServer() else {
            for (window, context) in detached { window.reattach(context) }
            return
        }
        for (_, context) in detached { context?.destroy(connectionAlive: true) }
        if let builtIn = reopened.replacedBuiltIn { XCloseIM(builtIn) }   // no server: it never waits
        keyboard.inputContext = nil
        attachInputContexts()
        // Still in use after every context was made: the server is connected. Otherwise the
        // watchdog ended a wait on the way and the probe was told (it tries again later).
        if display.usesInputMethodServer { display.inputMethodProbe.connected() }
    }

    /// Every window gets a context on the display's input method; the one of the window with the
    /// X focus has the context's focus too — without it a server's context filters no key, and
    /// no FocusIn may come to set it (the focus did not move).
    func attachInputContexts() {
        for window in windows.values { window.attachInputContext() }
        let focused = focusedXID.flatMap { windows[$0] } ?? application.keyWindow?.platformWindow as? X11Window
        if let context = focused?.inputContext {
            display.waitingOnInputMethod { XSetICFocus(context) }
        }
    }
}
