import Foundation
import Testing
import XResponder

/// The log viewer holds a 200,000-line log, jumps to its end and finds its errors (issue #35).
@Suite("UIKit screens in Swift 5 mode: a log viewer with find over a long text (R-TX1, R-TX2)")
@MainActor
struct LogViewerScreenTests {
    @Test("R-TX1 R-TX2: the log opens, jumps to its last line, and the find bar goes from error to error")
    func logViewer() {
        UIApplication.launch(clock: ManualClock())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        let viewer = LogViewController()
        viewer.log = (1...200_000).map { line in
            line % 50_000 == 0 ? "\(line) ERROR disk almost full" : "\(line) INFO request served"
        }.joined(separator: "\n")
        window.rootViewController = viewer
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let textView = viewer.textView
        #expect(textView.frame.height > 400)
        viewer.jumpToEnd()
        #expect(textView.contentOffset.y > textView.contentSize.height - 2 * textView.bounds.height)
        // From the end, the first error found wraps around to line 50,000.
        viewer.findErrors()
        #expect(textView.findInteraction?.isFindNavigatorVisible == true)
        #expect(textView.findInteraction?.activeFindSession?.resultCount == 4)
        #expect(textView.text(in: textView.selectedTextRange!) == "ERROR")
        textView.findInteraction?.findNext()
        textView.findInteraction?.findNext()
        #expect(textView.findInteraction?.activeFindSession?.highlightedResultIndex == 2)
        let selected = textView.selectedRange
        let line = (textView.text as NSString).lineRange(for: selected)
        #expect((textView.text as NSString).substring(with: line).hasPrefix("150000 ERROR"))
        textView.findInteraction?.dismissFindNavigator()
        #expect(textView.findInteraction?.isFindNavigatorVisible == false)
    }
}
