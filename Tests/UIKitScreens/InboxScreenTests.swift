import Foundation
import Testing
import XResponder

/// The inbox header in the session's language (R-IB5): German under LANG=de_DE, English otherwise.
@Suite("UIKit screens in Swift 5 mode: a localized screen (R-IB5)", .serialized)
@MainActor
struct InboxScreenTests {
    private func withLanguage(_ lang: String, _ body: () throws -> Void) rethrows {
        let saved = (ProcessInfo.processInfo.environment["LANG"], ProcessInfo.processInfo.environment["LANGUAGE"])
        setenv("LANG", lang, 1)
        unsetenv("LANGUAGE")
        defer {
            if let lang = saved.0 { setenv("LANG", lang, 1) } else { unsetenv("LANG") }
            if let language = saved.1 { setenv("LANGUAGE", language, 1) }
        }
        try body()
    }

    @Test("R-IB5: NSLocalizedString, String(localized:) and a .stringsdict plural follow LANG")
    func inbox() throws {
        withLanguage("de_DE.UTF-8") {
            let inbox = InboxViewController()
            inbox.loadViewIfNeeded()
            #expect(inbox.title == "Posteingang")
            #expect(inbox.greetingLabel.text == "Willkommen zurück!")
            #expect(inbox.countLabel.text == "Keine ungelesenen Nachrichten")
            inbox.unreadCount = 1
            #expect(inbox.countLabel.text == "1 ungelesene Nachricht")
            inbox.unreadCount = 12
            #expect(inbox.countLabel.text == "12 ungelesene Nachrichten")
        }
        withLanguage("en_US.UTF-8") {
            let inbox = InboxViewController()
            inbox.loadViewIfNeeded()
            inbox.unreadCount = 1
            #expect(inbox.title == "Inbox" && inbox.greetingLabel.text == "Welcome back!")
            #expect(inbox.countLabel.text == "1 unread message")
        }
    }
}
