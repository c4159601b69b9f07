import Foundation
import XResponder

/// Issue #35: a text view holding a million-line log. It opens at once (the paragraphs on screen
/// are laid out, the rest measured in idle time), typing anywhere costs what a short text costs,
/// Ctrl+F finds, and the scroll indicator drags to the end.
final class LongDocumentScene: SceneController {
    static let lineCount = 1_000_000
    let log = UITextView(frame: CGRect(x: 20, y: 90, width: 680, height: 400))
    override var sceneTitle: String { "24 · A million-line document" }
    override var idleWork: String? { "the text view measures a million lines' heights in idle slices, then stops" }
    override var summary: String {
        "A 1,000,000-line log in a UITextView: type anywhere, Ctrl+F to find, drag the scroll indicator on the right to the end."
    }

    override func buildScene() {
        log.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
        log.isFindInteractionEnabled = true
        log.layer.borderWidth = 1
        log.layer.borderColor = UIColor(rgb: 0xC7C7CC).cgColor
        log.accessibilityIdentifier = "long log"
        let started = Date()
        log.text = Self.makeLog(lines: Self.lineCount)
        view.addSubview(log)
        Status.report(String(format: "%@ lines in the text view in %.0f ms", Self.lineCount.formatted(),
                             Date().timeIntervalSince(started) * 1000))
    }

    /// Lines as a service writes them: a number, a level and a message.
    static func makeLog(lines: Int) -> String {
        let levels = ["INFO ", "DEBUG", "INFO ", "WARN ", "INFO "]
        let messages = ["request served in 12 ms", "cache hit for /index.html", "connection from 10.0.0.7 accepted",
                        "slow query: 180 ms", "worker 3 idle"]
        var text = ""
        text.reserveCapacity(lines * 56)
        for line in 0..<lines {
            text += String(line + 1)
            text += " "
            text += levels[line % levels.count]
            text += " "
            text += messages[(line / 5) % messages.count]
            text += "\n"
        }
        return text
    }

    override func tour(_ driver: TourDriver) {
        driver.click(CGPoint(x: 300, y: 110), in: log)
        driver.keys([0xFF57], holding: [0xFFE3])   // Ctrl+End: the last line
        driver.type("The end of the log.")
        driver.keys([0x0066], holding: [0xFFE3])   // Ctrl+F: the find bar
        driver.type("500000 ")
        driver.keys([0xFF0D], holding: [])         // Return: the next match
        driver.wait(0.3)
        driver.screenshot("24-long-document-find")
        driver.keys([0xFF1B], holding: [])         // Escape: the bar closes, the match selected
    }
}
