import Foundation
import Testing
import XResponder
import XResponderTesting

/// The reading screen follows the desktop's text size as an iOS app follows the reader's (R-BR3).
@Suite("UIKit screens in Swift 5 mode: Dynamic Type — text styles, UIFontMetrics, an accessibility layout (R-BR3)", .serialized)
@MainActor
struct ArticleScreenTests {
    @Test("R-BR3: a larger desktop text scale grows the styled and scaled labels, stacks the byline at accessibility sizes and reaches the notification; back to 1 undoes it")
    func articleFollowsTextSize() {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        defer { input.setTextScale(1) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let screen = ArticleViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        input.runUntilIdle()
        #expect(screen.titleLabel.font.pointSize == 28 && screen.bodyLabel.font.pointSize == 18)
        #expect(screen.bylineStack.axis == .horizontal && screen.sizeLabel.text == "Text size: default")
        let bodyHeight = screen.bodyLabel.frame.height

        input.setTextScale(1.25)   // GNOME's Large Text
        #expect(screen.titleLabel.font.pointSize == 32 && abs(screen.bodyLabel.font.pointSize - 18 * 21 / 17) < 0.01)
        #expect(screen.bylineStack.axis == .horizontal && screen.sizeLabel.text == "Text size: larger")
        #expect(screen.bodyLabel.frame.height > bodyHeight, "the body relaid at its new size")

        input.setTextScale(2.5)
        #expect(screen.bylineStack.axis == .vertical && screen.sizeLabel.text == "Text size: accessibility")
        #expect(screen.bodyLabel.font.pointSize == 40, "held at its maximum")
        #expect(screen.authorLabel.frame.maxY <= screen.dateLabel.frame.minY, "the byline stacked")
        #expect(screen.sizeChanges == 2)

        input.setTextScale(1)
        #expect(screen.titleLabel.font.pointSize == 28 && screen.bylineStack.axis == .horizontal && screen.sizeChanges == 3)
    }
}
