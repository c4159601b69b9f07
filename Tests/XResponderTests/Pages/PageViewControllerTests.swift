import Foundation
import Testing
@testable import XResponder

/// `UIPageViewController` (R-BR1's page controllers): pages from a data source, turned by a drag,
/// in code, and by the arrow keys, with the delegate's and the appearance callbacks in UIKit's order.
@Suite("Page view controllers (R-BR1)", .serialized, .tearsDownTestTrees)
@MainActor
struct PageViewControllerTests {
    /// One page: records its appearance callbacks into a shared log.
    final class Page: UIViewController {
        let number: Int
        let log: Log
        init(_ number: Int, log: Log) {
            self.number = number
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.add("\(number) willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.add("\(number) didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.add("\(number) willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.add("\(number) didDisappear") }
    }

    final class Log {
        var entries: [String] = []
        func add(_ entry: String) { entries.append(entry) }
        func take() -> [String] { defer { entries = [] }; return entries }
    }

    /// Pages 0…count-1, made once each (as an app's array of pages); hears the delegate.
    final class Book: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages: [Page]
        let log: Log
        var counts = true
        var asked = 0
        init(count: Int, log: Log) {
            self.log = log
            pages = (0..<count).map { Page($0, log: log) }
        }
        func index(of controller: UIViewController) -> Int? { pages.firstIndex { $0 === controller } }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            asked += 1
            return index(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            asked += 1
            return index(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
        }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { counts ? pages.count : 0 }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int {
            pageViewController.viewControllers?.first.flatMap { index(of: $0) } ?? 0
        }
        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
            log.add("will turn to \(pendingViewControllers.compactMap { index(of: $0) })")
        }
        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            log.add("finished \(finished) from \(previousViewControllers.compactMap { index(of: $0) }) completed \(completed)")
        }
    }

    @MainActor
    final class Scene {
        let h = Harness()
        let window: UIWindow
        let log = Log()
        let book: Book
        let pages: UIPageViewController

        init(count: Int = 3, orientation: UIPageViewController.NavigationOrientation = .horizontal,
             options: [UIPageViewController.OptionsKey: Any]? = nil, counts: Bool = false) {
            window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            book = Book(count: count, log: log)
            book.counts = counts
            pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: orientation, options: options)
            pages.dataSource = book
            pages.delegate = book
            pages.setViewControllers([book.pages[0]], direction: .forward, animated: false)
            window.rootViewController = pages
            window.layoutIfNeeded()
            _ = log.take()
        }

        /// A drag along the pages by `distance` (negative: toward the next page), released after
        /// `hold` seconds still, then the strip left to settle.
        func drag(by distance: CGFloat, hold: TimeInterval = 0.2, vertical: Bool = false) {
            let start = CGPoint(x: 200, y: 150)
            let touch = h.input.beginTouch(at: start, in: window)
            for step in 1...10 {
                h.input.advance(by: 0.01)
                let d = distance * CGFloat(step) / 10
                h.input.moveTouch(touch, to: vertical ? CGPoint(x: start.x, y: start.y + d) : CGPoint(x: start.x + d, y: start.y))
            }
            h.input.advance(by: hold)
            h.input.endTouch(touch)
            settle()
        }

        func settle() { for _ in 0..<90 { h.input.advance(by: 1.0 / 60) } }
        var shown: Int? { pages.viewControllers?.first.flatMap { book.index(of: $0) } }
    }

    @Test("R-BR1 pages: the page set fills the view and is the only child; its neighbours are asked of the data source")
    func firstPage() {
        let scene = Scene()
        #expect(scene.shown == 0 && scene.pages.children.count == 1)
        #expect(scene.book.pages[0].view.convert(scene.book.pages[0].view.bounds, to: scene.window) == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(scene.book.pages[0].viewIfLoaded?.window === scene.window && scene.book.pages[1].viewIfLoaded?.window == nil)
        #expect(scene.book.asked == 2, "before and after page 0")
        #expect(scene.pages.pageControl.isHidden, "no count, no dots")
        #expect(scene.pages.gestureRecognizers.isEmpty)
    }

    @Test("R-BR1 pages: a drag past half a page turns to the next; the delegate and the appearance callbacks come in UIKit's order")
    func dragTurns() {
        let scene = Scene()
        scene.drag(by: -260)
        #expect(scene.shown == 1)
        #expect(scene.log.take() == ["will turn to [1]", "1 willAppear", "0 willDisappear", "1 didAppear", "0 didDisappear",
                                     "finished true from [0] completed true"])
        #expect(scene.pages.children.map { scene.book.index(of: $0) } == [1])
        #expect(scene.book.pages[1].view.convert(CGPoint.zero, to: scene.window) == .zero, "re-centred on the new page")
        scene.drag(by: 260)
        #expect(scene.shown == 0, "and back")
        #expect(scene.log.take().last == "finished true from [1] completed true")
    }

    @Test("R-BR1 pages: a short drag goes back; the revealed page appears and disappears, the delegate hears the turn not completed")
    func shortDragGoesBack() {
        let scene = Scene()
        scene.drag(by: -80)
        #expect(scene.shown == 0 && scene.pages.children.count == 1)
        #expect(scene.log.take() == ["will turn to [1]", "1 willAppear", "0 willDisappear", "1 willDisappear", "1 didDisappear",
                                     "0 willAppear", "0 didAppear", "finished true from [0] completed false"])
        #expect(scene.book.pages[1].viewIfLoaded?.superview == nil)
    }

    @Test("R-BR1 pages: at the first page a drag back reveals nothing and bounces; at the last there is no next")
    func ends() {
        let scene = Scene(count: 2)
        scene.drag(by: 200)
        #expect(scene.shown == 0 && scene.log.take().isEmpty)
        scene.drag(by: -260)
        #expect(scene.shown == 1)
        _ = scene.log.take()
        scene.drag(by: -260)
        #expect(scene.shown == 1 && scene.log.take().isEmpty, "nothing after the last page")
    }

    @Test("R-BR1 pages: setViewControllers slides in code and completes; the delegate is not told; not animated it swaps at once")
    func inCode() {
        let scene = Scene()
        var finished: [Bool] = []
        scene.pages.setViewControllers([scene.book.pages[2]], direction: .forward, animated: true) { finished.append($0) }
        #expect(finished.isEmpty, "still sliding")
        scene.settle()
        #expect(finished == [true] && scene.shown == 2)
        let log = scene.log.take()
        #expect(!log.contains { $0.hasPrefix("will turn") || $0.hasPrefix("finished") }, "\(log)")
        #expect(log.contains("2 didAppear") && log.contains("0 didDisappear"))
        scene.pages.setViewControllers([scene.book.pages[0]], direction: .reverse, animated: false) { finished.append($0) }
        #expect(finished == [true, true] && scene.shown == 0)
        #expect(scene.log.take() == ["2 willDisappear", "0 willAppear", "2 didDisappear", "0 didAppear"])
        #expect(scene.pages.children.count == 1)
    }

    @Test("R-BR1 pages: with a page count the dots show below the pages and follow a turn")
    func pageControl() {
        let scene = Scene(counts: true)
        let dots = scene.pages.pageControl
        #expect(!dots.isHidden && dots.numberOfPages == 3 && dots.currentPage == 0)
        #expect(scene.book.pages[0].view.frame.height == 300 - 37 && dots.frame.minY == 300 - 37)
        scene.drag(by: -260)
        #expect(dots.currentPage == 1)
    }

    @Test("R-BR1 pages: vertical pages turn with a vertical drag; the inter-page spacing option parts them")
    func verticalWithSpacing() {
        let scene = Scene(orientation: .vertical, options: [.interPageSpacing: 20])
        #expect(scene.pages.interPageSpacing == 20)
        scene.drag(by: -200, vertical: true)
        #expect(scene.shown == 1)
        #expect(scene.book.pages[1].view.convert(CGPoint.zero, to: scene.window) == .zero)
    }

    @Test("R-BR1 pages: the arrow keys turn pages as a user's turn")
    func arrowKeys() {
        let scene = Scene()
        scene.h.input.pressKey(UIKey(characters: UIKeyCommand.inputRightArrow, modifierFlags: [], keyCode: .keyboardRightArrow))
        scene.settle()
        #expect(scene.shown == 1)
        #expect(scene.log.take().last == "finished true from [0] completed true")
        scene.h.input.pressKey(UIKey(characters: UIKeyCommand.inputLeftArrow, modifierFlags: [], keyCode: .keyboardLeftArrow))
        scene.settle()
        #expect(scene.shown == 0)
    }

    @Test("R-BR1 pages, bad input: no page given, a data source that answers the shown page, pages set before the view loads")
    func badInput() {
        let scene = Scene()
        var result: [Bool] = []
        scene.pages.setViewControllers([], direction: .forward, animated: true) { result.append($0) }
        scene.pages.setViewControllers(nil, direction: .forward, animated: false) { result.append($0) }
        #expect(result == [false, false] && scene.shown == 0)

        final class Stuck: UIPageViewControllerDataSource {
            func pageViewController(_ p: UIPageViewController, viewControllerBefore v: UIViewController) -> UIViewController? { v }
            func pageViewController(_ p: UIPageViewController, viewControllerAfter v: UIViewController) -> UIViewController? { v }
        }
        let stuck = Stuck()
        scene.pages.dataSource = stuck
        scene.window.layoutIfNeeded()
        scene.drag(by: -260)
        #expect(scene.shown == 0 && scene.pages.children.count == 1, "a page is never its own neighbour")

        let early = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                         options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        let page = UIViewController()
        early.setViewControllers([page, UIViewController()], direction: .forward, animated: true)
        #expect(early.viewControllers?.first === page && early.spineLocation == .mid && early.transitionStyle == .pageCurl)
        scene.window.rootViewController = early
        scene.window.layoutIfNeeded()
        #expect(page.viewIfLoaded?.window === scene.window)
    }

    @Test("R-BR1 R-IB1 pages: a storyboard's pageViewController takes the style, orientation and spine it names")
    func fromStoryboard() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
        useSafeAreas="YES" colorMatched="YES" initialViewController="pgs-1">
            <scenes>
                <scene sceneID="scn-1">
                    <objects>
                        <pageViewController autoresizesArchivedViewToFullSize="NO" transitionStyle="scroll" \
        navigationOrientation="vertical" spineLocation="none" id="pgs-1" sceneMemberID="viewController"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let (_, _, pages) = try StoryboardFixtures.show(text, name: "Pages", as: UIPageViewController.self)
        #expect(pages.transitionStyle == .scroll && pages.navigationOrientation == .vertical && pages.spineLocation == .none)
        #expect(pages.viewControllers == nil, "pages come from code, as in UIKit")
    }
}
