import Foundation
import Testing
import XResponder
import XResponderTesting

/// The stopwatch's time does not jiggle, and its titles fit where iOS's do (R-BR5).
@Suite("UIKit screens in Swift 5 mode: the system font — monospaced digits, titles that fit (R-BR5)", .serialized)
@MainActor
struct StopwatchScreenTests {
    @Test("R-BR5: the running time keeps one width whatever its digits; button titles fit their 80-point circles; laps list with times of one width")
    func stopwatchKeepsItsShape() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = StopwatchViewController()
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        input.runUntilIdle()

        screen.show(elapsed: 61.11)
        let ones = screen.timeLabel.intrinsicContentSize.width
        screen.show(elapsed: 488.88)
        #expect(screen.timeLabel.text == "08:08.88")
        #expect(screen.timeLabel.intrinsicContentSize.width == ones, "tabular figures: the time does not jiggle")
        #expect(ones <= screen.timeLabel.bounds.width, "the time fits the phone's width")
        let proportional = UILabel()
        proportional.font = .systemFont(ofSize: 64, weight: .light)
        proportional.text = "01:01.11"
        #expect(proportional.intrinsicContentSize.width < ones, "the plain system font's ones are narrower")

        for button in [screen.lapButton, screen.startButton] {
            let title = try #require(button.titleLabel)
            #expect(title.intrinsicContentSize.width <= 80 - 16, "\(title.text ?? "") fits its circle")
            #expect(title.font.familyName == UIFont.systemFont(ofSize: 17).familyName)
        }

        input.tap(at: screen.lapButton.convert(CGPoint(x: 40, y: 40), to: window), in: window)
        input.runUntilIdle()
        screen.show(elapsed: 500)
        input.tap(at: screen.lapButton.convert(CGPoint(x: 40, y: 40), to: window), in: window)
        input.runUntilIdle()
        #expect(screen.laps.count == 2)
        #expect(screen.lapsTable.visibleCells.count == 2)
        let lapTimes = screen.laps.map { time -> CGFloat in
            let label = UILabel()
            label.font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)
            label.text = screen.format(time)
            return label.intrinsicContentSize.width
        }
        #expect(lapTimes[0] == lapTimes[1], "lap times line up")
    }
}
