import Foundation
import Testing
@testable import XResponder

/// Details of bars and presentations ported apps hit (issue #46, R-AS2): a two-line title view,
/// and what a full-screen presentation leaves in the window.
@Suite("Navigation title views and full-screen presentations as in UIKit (R-AS2)", .tearsDownTestTrees)
@MainActor
struct BarsAndPresentationTests {
    @Test("R-AS2 a two-line titleView (a vertical stack of title and date) gets the height it needs within the bar, not clipped")
    func twoLineTitleView() throws {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let root = UIViewController()
        let title = UILabel(), date = UILabel()
        title.text = "Meeting notes"
        title.font = .boldSystemFont(ofSize: 17)
        date.text = "29 November 2026"
        date.font = .systemFont(ofSize: 12)
        let stack = UIStackView(arrangedSubviews: [title, date])
        stack.axis = .vertical
        stack.alignment = .center
        root.navigationItem.titleView = stack
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        let needed = title.intrinsicContentSize.height + date.intrinsicContentSize.height
        #expect(stack.frame.height >= needed - 0.5, "\(stack.frame) for \(needed) points of text")
        #expect(stack.frame.minY >= 0 && stack.frame.maxY <= bar.bounds.maxY)
        #expect(date.frame.maxY <= stack.bounds.maxY + 0.5 && date.frame.height >= date.intrinsicContentSize.height - 0.5)
        #expect(stack.frame.width >= date.intrinsicContentSize.width - 0.5)
        #expect(abs(stack.frame.midX - bar.bounds.midX) <= 1, "centred")
        let narrow = stack.frame.width
        date.text = "Sunday, 29 November 2026, 10:30"
        bar.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(stack.frame.width > narrow + 20, "measured again when its content changes")
    }

    @Test("R-AS2 a .fullScreen presentation takes the presenter's views out of the window once it covers them and puts them back on dismissal; sheets and .overFullScreen leave them")
    func fullScreenRemovesThePresentersViews() throws {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let log = EventLog()
        let root = LifecycleController("root", log: log)
        window.rootViewController = root
        window.layoutIfNeeded()
        let cover = LifecycleController("cover", log: log)
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        #expect(root.view.superview == nil && root.view.window == nil, "out of the window under a full-screen presentation")
        #expect(cover.view.window === window)
        window.frame.size = CGSize(width: 500, height: 700)          // resized while covered
        log.clear()
        cover.dismiss(animated: false)
        #expect(root.view.superview === window && window.subviews.first === root.view, "back where it was")
        #expect(root.view.frame == window.bounds, "at the window's new size")
        #expect(log.entries.filter { $0.hasPrefix("root:") } == ["root:willAppear", "root:didAppear"], "appearing once, not twice")

        for style in [UIModalPresentationStyle.overFullScreen, .pageSheet] {
            let over = UIViewController()
            over.modalPresentationStyle = style
            root.present(over, animated: false)
            #expect(root.view.window === window, "\(style): the presenter shows through, so it stays")
            over.dismiss(animated: false)
        }
    }
}
