import Foundation
import Testing
@testable import XResponder

/// R-H3 and R-H5 with many siblings: the cull index skips XResponder's own views that cannot contain
/// the point, and the answer is always the one asking every subview front to back would give.
@Suite("Hit-testing many siblings (R-H3, R-H5)", .tearsDownTestTrees)
@MainActor
struct HitTestCullingTests {
    /// An application's class with no overrides at all: it is still always asked.
    final class AppRow: UIView {}

    /// An application's class that takes touches 30 points beyond its bounds.
    final class WideTarget: UIView {
        var asked = 0
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            asked += 1
            return bounds.insetBy(dx: -30, dy: -30).contains(point)
        }
    }

    /// What UIKit's loop answers: every subview asked, front to back.
    func reference(_ parent: UIView, _ point: CGPoint) -> UIView? {
        guard parent.point(inside: point, with: nil), !parent.isHidden, parent.isUserInteractionEnabled, parent.alpha >= 0.01 else {
            return nil
        }
        for child in parent.subviews.reversed() {
            if let hit = child.hitTest(child.convert(point, from: parent), with: nil) { return hit }
        }
        return parent
    }

    @Test("R-H3 R-H5 random grids mixing UIKit views, app subclasses, overrides, hidden and transformed views: the same answer as asking every subview")
    func randomGrids() {
        for seed in 1...40 {
            var rng = SeededGenerator(seed: UInt64(seed) &* 7919)
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 2000))
            TestTrees.register(parent)
            let rows = Int.random(in: 40...400, using: &rng)
            var y: CGFloat = 0
            for index in 0..<rows {
                let height = CGFloat.random(in: 2...30, using: &rng)
                let frame = CGRect(x: CGFloat.random(in: 0...300, using: &rng), y: y,
                                   width: CGFloat.random(in: 5...300, using: &rng), height: height)
                let kind = Int.random(in: 0..<10, using: &rng)
                let child: UIView = kind == 0 ? WideTarget(frame: frame) : kind == 1 ? AppRow(frame: frame)
                    : kind == 2 ? UILabel(frame: frame) : UIView(frame: frame)
                if kind == 3 { child.isHidden = true }
                // Rotation widens the frame upwards, which breaks the y order the index needs: only
                // in half the seeds, so that the other half exercises the index.
                if kind == 4, seed % 2 == 0 { child.transform = CGAffineTransform(rotationAngle: 0.3) }
                if index % 17 == 0 {   // a grandchild sticking out of an unclipped child, sideways and down
                    child.addSubview(UIView(frame: CGRect(x: -20, y: 0, width: 400, height: 60)))
                }
                parent.addSubview(child)
                if Int.random(in: 0..<4, using: &rng) > 0 { y += CGFloat.random(in: 0...height, using: &rng) }
            }
            for _ in 0..<300 {
                let point = CGPoint(x: CGFloat.random(in: -40...640, using: &rng), y: CGFloat.random(in: -40...min(2040, y + 80), using: &rng))
                let expected = reference(parent, point)
                #expect(parent.hitTest(point, with: nil) === expected, "seed \(seed) at \(point)")
            }
            parent.removeFromSuperview()
        }
    }

    @Test("R-H5 an app view's enlarged hit area is honoured behind 10,000 plain siblings, and it is asked each time")
    func overrideBehindManySiblings() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 1920, height: 1200))
        let target = WideTarget(frame: CGRect(x: 1900, y: 0, width: 10, height: 10))
        window.addSubview(target)   // first: behind every other subview
        for index in 0..<10_000 {
            window.addSubview(UIView(frame: CGRect(x: CGFloat(index % 100) * 19.2, y: 40 + CGFloat(index / 100) * 10.8,
                                                   width: 19.2, height: 10.8)))
        }
        for round in 1...100 {
            // Above the grid (it starts at y = 40), outside the target's extent but within 30
            // points of its bounds: only its override can answer.
            #expect(window.hitTest(CGPoint(x: 1880, y: 35), with: nil) === target)
            #expect(target.asked == round)
        }
        // Inside the grid the plain view in front wins; the target is behind it and not reached.
        let front = window.hitTest(CGPoint(x: 20, y: 55), with: nil)
        #expect(front === window.subviews[1 + 100 + 1])
    }

    @Test("R-H3 subviews out of y order, or added and moved between queries, are still found")
    func changesBetweenQueries() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 4000))
        TestTrees.register(parent)
        var views: [UIView] = []
        for index in 0..<100 {
            let view = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 40, width: 200, height: 40))
            parent.addSubview(view)
            views.append(view)
        }
        for round in 0..<50 {
            let moved = views[round]
            moved.frame.origin = CGPoint(x: 200, y: 3960 - CGFloat(round) * 40)   // out of y order from now on
            #expect(parent.hitTest(CGPoint(x: 210, y: 3961 - CGFloat(round) * 40), with: nil) === moved)
            let added = UIView(frame: CGRect(x: 0, y: CGFloat(round) * 40, width: 400, height: 40))
            parent.addSubview(added)
            #expect(parent.hitTest(CGPoint(x: 10, y: CGFloat(round) * 40 + 1), with: nil) === added)
            #expect(parent.hitTest(CGPoint(x: 10, y: CGFloat(round) * 40 + 1), with: nil) === reference(parent, CGPoint(x: 10, y: CGFloat(round) * 40 + 1)))
        }
        parent.removeFromSuperview()
    }
}
