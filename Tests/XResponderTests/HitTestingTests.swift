import Foundation
import Testing
@testable import XResponder

/// The seeds' myView: logs hitTest entry/exit and pointInside, like the NSLog calls in seed 000.
@MainActor
final class LoggingHitView: UIView {
    let log: EventLog
    init(_ name: String, _ frame: CGRect, _ log: EventLog) {
        self.log = log
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        log.add("hitTest \(accessibilityIdentifier!) Entry")
        let retView = super.hitTest(point, with: event)
        log.add("hitTest \(accessibilityIdentifier!) Exit view=\(retView?.accessibilityIdentifier ?? "nil")")
        return retView
    }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let ret = super.point(inside: point, with: event)
        log.add("pointInside \(accessibilityIdentifier!) = \(ret ? "YES" : "NO")")
        return ret
    }
}

@Suite("Hit-testing (R-H1 … R-H8)", .tearsDownTestTrees)
@MainActor
struct HitTestingTests {
    @Test("R-H1 hidden, non-interactive and alpha < 0.01 views are skipped with their subtree")
    func skippedViews() {
        let h = Harness()
        let window = h.makeWindow()
        let parent = h.view("parent", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        let child = h.view("child", CGRect(x: 0, y: 0, width: 100, height: 100), in: parent)
        let p = CGPoint(x: 50, y: 50)
        #expect(window.hitTest(p, with: nil) === child)

        parent.isHidden = true
        #expect(window.hitTest(p, with: nil) === window)
        parent.isHidden = false

        parent.isUserInteractionEnabled = false
        #expect(window.hitTest(p, with: nil) === window)
        parent.isUserInteractionEnabled = true

        parent.alpha = 0.009
        #expect(window.hitTest(p, with: nil) === window)
        parent.alpha = 0.01   // exactly 0.01 is still hittable
        #expect(window.hitTest(p, with: nil) === child)

        child.alpha = 0
        #expect(window.hitTest(p, with: nil) === parent)
    }

    @Test("R-H1 the seeds' blue view with interaction disabled lets touches fall to its parent")
    func disabledBlueViewFallsThrough() {
        let h = Harness()
        let window = h.makeWindow()
        let red = h.view("red", CGRect(x: 0, y: 0, width: 300, height: 300), in: window)
        let blue = h.view("blue", CGRect(x: 50, y: 50, width: 100, height: 100), in: red)
        blue.isUserInteractionEnabled = false
        h.input.tap(at: CGPoint(x: 60, y: 60), in: window)
        #expect(h.log.entries.prefix(2) == ["red began 1", "window began 1"])
        #expect(!h.log.entries.contains { $0.hasPrefix("blue") })
    }

    @Test("R-H2 a subview sticking out of its superview is not hittable outside the superview")
    func outsideSuperview() {
        let h = Harness()
        let window = h.makeWindow()
        let parent = h.view("parent", CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
        let child = h.view("child", CGRect(x: 50, y: 50, width: 100, height: 100), in: parent)
        #expect(parent.clipsToBounds == false)
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === child)
        #expect(window.hitTest(CGPoint(x: 125, y: 125), with: nil) === window)
    }

    @Test("R-H2 a superview that overrides point(inside:) makes its sticking-out subview hittable")
    func outsideSuperviewRescued() {
        final class Generous: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                subviews.contains { $0.point(inside: convert(point, to: $0), with: event) } || super.point(inside: point, with: event)
            }
        }
        let h = Harness()
        let window = h.makeWindow()
        let parent = Generous(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(parent)
        let child = h.view("child", CGRect(x: 50, y: 50, width: 100, height: 100), in: parent)
        #expect(window.hitTest(CGPoint(x: 125, y: 125), with: nil) === child)
    }

    @Test("R-H3 subviews are asked front to back and the first answer wins; nil answers are not asked again")
    func frontToBack() {
        let h = Harness()
        let window = h.makeWindow()
        let log = EventLog()
        let back = LoggingHitView("back", CGRect(x: 0, y: 0, width: 100, height: 100), log)
        let front = LoggingHitView("front", CGRect(x: 0, y: 0, width: 100, height: 100), log)
        let other = LoggingHitView("other", CGRect(x: 200, y: 0, width: 100, height: 100), log)
        window.addSubview(back)
        window.addSubview(front)
        window.addSubview(other)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === front)
        #expect(log.entries == [
            "hitTest other Entry", "pointInside other = NO", "hitTest other Exit view=nil",
            "hitTest front Entry", "pointInside front = YES", "hitTest front Exit view=front",
        ])
        // No subview answers: the view returns itself.
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === window)
    }

    @Test("R-H3 seed 000: touching view E walks B, D, E and delivers to E only")
    func seedViewsAtoE() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let log = EventLog()
        let viewA = LoggingHitView("viewA", CGRect(x: 10, y: 10, width: 300, height: 200), log)
        let viewB = LoggingHitView("viewB", CGRect(x: 10, y: 240, width: 300, height: 200), log)
        let viewC = LoggingHitView("viewC", CGRect(x: 10, y: 10, width: 120, height: 180), log)
        let viewD = LoggingHitView("viewD", CGRect(x: 170, y: 10, width: 120, height: 180), log)
        let viewE = LoggingHitView("viewE", CGRect(x: 30, y: 40, width: 60, height: 100), log)
        window.addSubview(viewA)
        window.addSubview(viewB)
        viewB.addSubview(viewC)
        viewB.addSubview(viewD)
        viewD.addSubview(viewE)
        // A point inside E: window (10+170+30+5, 240+10+40+5).
        let hit = window.hitTest(CGPoint(x: 215, y: 295), with: nil)
        #expect(hit === viewE)
        #expect(log.entries == [
            "hitTest viewB Entry", "pointInside viewB = YES",
            "hitTest viewD Entry", "pointInside viewD = YES",
            "hitTest viewE Entry", "pointInside viewE = YES",
            "hitTest viewE Exit view=viewE",
            "hitTest viewD Exit view=viewE",
            "hitTest viewB Exit view=viewE",
        ])
    }

    @Test("R-H4 the point handed to each view is in its own coordinates: bounds origin and transform honoured")
    func ownCoordinates() {
        final class Probe: UIView {
            var seen: [CGPoint] = []
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                seen.append(point)
                return super.point(inside: point, with: event)
            }
        }
        let h = Harness()
        let window = h.makeWindow()
        let scroller = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        scroller.bounds.origin = CGPoint(x: 0, y: 50)   // scrolled down by 50
        window.addSubview(scroller)
        let probe = Probe(frame: CGRect(x: 0, y: 50, width: 20, height: 20))
        scroller.addSubview(probe)
        #expect(window.hitTest(CGPoint(x: 105, y: 105), with: nil) === probe)
        #expect(probe.seen.last == CGPoint(x: 5, y: 5))

        // A view scaled 2× about its center: its 50×50 bounds cover 100×100 on screen.
        let scaled = Probe(frame: CGRect(x: 250, y: 250, width: 50, height: 50))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(scaled)
        #expect(scaled.frame == CGRect(x: 225, y: 225, width: 100, height: 100))
        #expect(window.hitTest(CGPoint(x: 230, y: 230), with: nil) === scaled)
        #expect(scaled.seen.last == CGPoint(x: 2.5, y: 2.5))
    }

    @Test("R-H4 convert(_:to:) and convert(_:from:) work between any two views and with nil for the window")
    func conversion() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 30, y: 40, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        let c = UIView(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
        c.transform = CGAffineTransform(rotationAngle: .pi / 2)
        window.addSubview(a)
        a.addSubview(b)
        window.addSubview(c)
        #expect(b.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 16))
        #expect(b.convert(CGPoint(x: 16, y: 16), from: nil) == CGPoint(x: 1, y: 1))
        #expect(a.convert(CGPoint(x: 1, y: 1), to: b) == CGPoint(x: -4, y: -4))
        #expect(b.convert(CGPoint(x: 1, y: 1), from: a) == CGPoint(x: -4, y: -4))
        // Round trip through a rotated view.
        let p = CGPoint(x: 7, y: 9)
        let there = b.convert(p, to: c)
        let back = b.convert(there, from: c)
        #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
        // c's center (250, 250) is its bounds center (50, 50) whatever the rotation.
        let center = c.convert(CGPoint(x: 50, y: 50), to: nil)
        #expect(abs(center.x - 250) < 1e-9 && abs(center.y - 250) < 1e-9)
        // Rects convert to the bounding box.
        #expect(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil) == CGRect(x: 15, y: 15, width: 10, height: 10))
        // Different windows go through screen coordinates.
        let other = h.makeWindow(frame: CGRect(x: 130, y: 140, width: 100, height: 100))
        #expect(window.convert(CGPoint(x: 100, y: 100), to: other) == CGPoint(x: 0, y: 0))
    }

    @Test("R-H5 an overridden hitTest returning subviews[0] redirects the touch")
    func redirectToFirstSubview() {
        final class Redirector: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                guard super.hitTest(point, with: event) != nil else { return nil }
                return subviews[0]
            }
        }
        let h = Harness()
        let window = h.makeWindow()
        let container = Redirector(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(container)
        let first = h.view("first", CGRect(x: 0, y: 0, width: 50, height: 50), in: container)
        _ = h.view("second", CGRect(x: 100, y: 100, width: 50, height: 50), in: container)
        h.input.tap(at: CGPoint(x: 120, y: 120), in: window)
        #expect(h.log.entries.first == "first began 1")
        #expect(first.receivedTouches.map(\.phase) == [.began, .ended])
    }

    @Test("R-H5 a hitTest override that changes its superview's subviews while asked is survived: no view is asked twice, none that left is asked")
    func overrideChangingSubviewsMidWalk() {
        /// Answers nil and, the first time it is asked, runs `sideEffect` (R-H5 asks overrides for
        /// none; the walk must still neither trap nor ask a view twice).
        final class Meddler: UIView {
            var sideEffect: (() -> Void)?
            var asked = 0
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                asked += 1
                sideEffect?()
                sideEffect = nil
                return nil
            }
        }
        let h = Harness()
        let window = h.makeWindow()
        func fourChildren() -> (UIView, [Meddler]) {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.addSubview(parent)
            let children = (0..<4).map { _ in Meddler(frame: parent.bounds) }
            children.forEach(parent.addSubview)
            return (parent, children)
        }
        // The front child removes the two below it: they are not asked; the last one is.
        let (parent, children) = fourChildren()
        children[3].sideEffect = { children[2].removeFromSuperview(); children[1].removeFromSuperview() }
        #expect(parent.hitTest(CGPoint(x: 10, y: 10), with: nil) === parent)
        #expect(children.map(\.asked) == [1, 0, 0, 1])
        // The front child removes itself and everything: the walk ends at the parent.
        let (emptied, others) = fourChildren()
        others[3].sideEffect = { others.forEach { $0.removeFromSuperview() } }
        #expect(emptied.hitTest(CGPoint(x: 10, y: 10), with: nil) === emptied)
        #expect(others.map(\.asked) == [0, 0, 0, 1])
        // A child sends itself to the back: the walk goes on below it where it is now (nothing),
        // and it is not asked again.
        let (reordered, moved) = fourChildren()
        moved[2].sideEffect = { reordered.sendSubviewToBack(moved[2]) }
        #expect(reordered.hitTest(CGPoint(x: 10, y: 10), with: nil) === reordered)
        #expect(moved.map(\.asked) == [0, 0, 1, 1])
        // A child adds views in front of itself: they came after the walk passed, and are not asked.
        let (grown, grownChildren) = fourChildren()
        let late = Meddler(frame: grown.bounds)
        grownChildren[1].sideEffect = { grown.addSubview(late) }
        #expect(grown.hitTest(CGPoint(x: 10, y: 10), with: nil) === grown)
        #expect(grownChildren.map(\.asked) + [late.asked] == [1, 1, 1, 1, 0])
    }

    @Test("R-H5 seed 004: a button under an overlapping scroll view is rescued by the parent's hitTest")
    func underButton() {
        final class TopView: UIView {
            weak var underButton: UIView?
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let result = super.hitTest(point, with: event)
                if let underButton {
                    let buttonPoint = underButton.convert(point, from: self)
                    if underButton.point(inside: buttonPoint, with: event) { return underButton }
                }
                return result
            }
        }
        let h = Harness()
        let window = h.makeWindow()
        let top = TopView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(top)
        let button = h.view("button", CGRect(x: 20, y: 20, width: 80, height: 40), in: top)
        let scrollView = h.view("scroll", CGRect(x: 0, y: 0, width: 400, height: 300), in: top)
        // Without the override the scroll view, in front, takes the touch.
        #expect(top.hitTest(CGPoint(x: 30, y: 30), with: nil) === scrollView)
        top.underButton = button
        h.input.tap(at: CGPoint(x: 30, y: 30), in: window)
        #expect(h.log.entries.first == "button began 1")
        h.log.clear()
        h.input.tap(at: CGPoint(x: 200, y: 200), in: window)
        #expect(h.log.entries.first == "scroll began 1")
    }

    @Test("R-H5 an enlarged hit area via point(inside:) takes touches outside the bounds")
    func enlargedHitArea() {
        final class BigTarget: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let h = Harness()
        let window = h.makeWindow()
        let small = BigTarget(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        window.addSubview(small)
        #expect(window.hitTest(CGPoint(x: 85, y: 85), with: nil) === small)
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === window)
    }

    @Test("R-H5 the window calls hitTest exactly once per new touch")
    func hitTestOncePerTouch() {
        final class Counter: UIView {
            var calls = 0
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                calls += 1
                return super.hitTest(point, with: event)
            }
        }
        let h = Harness()
        let window = h.makeWindow()
        let counter = Counter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(counter)
        h.input.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 300, y: 300), in: window, steps: 5)
        #expect(counter.calls == 1)
    }

    @Test("R-H6 transparent content still hits: drawing does not affect hit-testing")
    func transparentContentHits() {
        let h = Harness()
        let window = h.makeWindow()
        let clear = h.view("clear", CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
        clear.backgroundColor = .clear
        clear.isOpaque = false
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === clear)
    }

    @Test("R-H7 windows are tried front to back and a nil hitTest falls through to the window below")
    func severalWindows() {
        final class PassThroughWindow: UIWindow {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let hit = super.hitTest(point, with: event)
                return hit === self ? nil : hit   // only its subviews take touches (click-through overlay)
            }
        }
        let h = Harness()
        let bottom = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let bottomView = h.view("bottom", CGRect(x: 0, y: 0, width: 400, height: 400), in: bottom)
        let overlay = PassThroughWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        overlay.windowLevel = .alert
        overlay.isHidden = false
        let badge = h.view("badge", CGRect(x: 0, y: 0, width: 50, height: 50), in: overlay)
        // Screen coordinates (no window named): the overlay is in front.
        h.input.tap(at: CGPoint(x: 10, y: 10))
        #expect(h.log.entries.first == "badge began 1")
        h.log.clear()
        h.input.tap(at: CGPoint(x: 200, y: 200))
        #expect(h.log.entries.first == "bottom began 1")
        // Level beats order: bringing the bottom window front does not put it above the alert level.
        bottom.makeKey()
        h.log.clear()
        h.input.tap(at: CGPoint(x: 10, y: 10))
        #expect(h.log.entries.first == "badge began 1")
        // Same level: the most recently ordered front wins.
        let second = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let secondView = h.view("second", CGRect(x: 0, y: 0, width: 400, height: 400), in: second)
        h.log.clear()
        h.input.tap(at: CGPoint(x: 300, y: 300))
        #expect(h.log.entries.first == "second began 1")
        _ = (bottomView, badge, secondView)
    }

    @Test("R-H8 NaN, infinite, singular and huge geometry never traps and does not hit")
    func hostileGeometry() {
        let h = Harness()
        let window = h.makeWindow()
        let nanFrame = h.view("nan", CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100), in: window)
        let infinite = h.view("inf", CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 100), in: window)
        let squashed = h.view("squashed", CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
        squashed.transform = CGAffineTransform(scaleX: 0, y: 0)
        let nanTransform = h.view("nanT", CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
        nanTransform.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        let far = h.view("far", CGRect(x: 1e9, y: -1e12, width: 1e10, height: 1e10), in: window)
        for point in [CGPoint(x: 50, y: 50), CGPoint(x: CGFloat.nan, y: 1), CGPoint(x: 1e300, y: -1e300),
                      CGPoint(x: CGFloat.infinity, y: 0), CGPoint(x: 40000, y: -40000)] {
            let hit = window.hitTest(point, with: nil)
            #expect(hit !== nanFrame && hit !== infinite && hit !== squashed && hit !== nanTransform)
            _ = window.convert(point, to: nanTransform)
            _ = nanTransform.convert(point, to: far)
            _ = far.convert(CGRect(x: point.x, y: point.y, width: 1, height: 1), to: nil)
        }
        // A touch through all of it is survived.
        h.input.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 1e12, y: .nan), in: window)
        #expect(!h.log.entries.contains { $0.hasPrefix("nan") || $0.hasPrefix("squashed") })
    }
}
