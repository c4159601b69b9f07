import Foundation
import Testing
@testable import XResponder

/// R-L3 with a frame drawn after every tick, as a window on screen draws them: each frame of an
/// animation leaves no trace of the one before and matches drawing the whole window afresh.
/// (The other animation tests step many frames between drawings, which hides a trail.)
@Suite("UIView.animate drawn frame by frame (R-L3)", .tearsDownTestTrees)
@MainActor
struct AnimationFrameDamageTests {
    /// The window drawn from scratch with the animation where it is now.
    func freshPixels(of window: UIWindow, _ h: Harness) -> Data? {
        h.app.viewAnimator.withPresentationValues {
            let fresh = WindowCompositor(window: window)
            window.damage.add(window.bounds)
            fresh.renderIfNeeded()
            return fresh.snapshot()?.pngData()
        }
    }

    @Test("R-L3 views sliding, growing and fading, drawn after every frame, leave nothing behind")
    func framesLeaveNoTrail() throws {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        window.backgroundColor = .white
        let slider = UIView(frame: CGRect(x: 0, y: 10, width: 40, height: 40))
        slider.backgroundColor = .red
        let grower = UIView(frame: CGRect(x: 200, y: 60, width: 80, height: 50))
        grower.backgroundColor = .blue
        window.addSubview(slider)
        window.addSubview(grower)
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: {
            slider.frame.origin.x = 200
            grower.frame = CGRect(x: 230, y: 80, width: 20, height: 10)
            grower.alpha = 0.3
        })
        for step in 0..<36 {
            h.input.advance(by: 1.0 / 60)
            compositor.renderIfNeeded()
            #expect(compositor.snapshot()?.pngData() == freshPixels(of: window, h), "frame \(step)")
        }
        let trail = try #require(compositor.snapshot())
        #expect(rgba(trail, 60, 30) == [255, 255, 255, 255])   // where the red box passed
    }

    /// A table of fixed-height rows in a window drawn once.
    func shownTable(_ h: Harness, rows: Int, style: UITableView.Style = .plain) -> (UIWindow, UITableView, ArraySource, WindowCompositor) {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let source = ArraySource([(0..<rows).map { "Row \($0)" }])
        let table = UITableView(frame: window.bounds, style: style)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        return (window, table, source, compositor)
    }

    @Test("R-R2 an animated insert's own frame redraws the new row, not the rows that will slide: they are still where they were drawn")
    func insertFrameLeavesSlidingRowsAlone() throws {
        let h = Harness()
        let (window, table, source, compositor) = shownTable(h, rows: 40)
        source.sections[0].insert("New", at: 2)
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        // Rows 4 to 7 slide from y 176–352 down by a row; nothing is drawn differently there yet.
        let sliding = CGRect(x: 0, y: 4 * 44 + 1, width: 320, height: 4 * 44 - 2)
        #expect(!window.damage.rects.isEmpty)
        #expect(window.damage.rects.allSatisfy { !$0.intersects(sliding) }, "\(window.damage.rects)")
        compositor.renderIfNeeded()
        #expect(compositor.snapshot()?.pngData() == freshPixels(of: window, h))
    }

    @Test("R-L3 a table's animated insert and delete, drawn after every frame, match the window drawn afresh; the sliding rows' pixels are moved, not redrawn (R-S5)")
    func tableUpdatesFrameByFrame() throws {
        let h = Harness()
        let (window, table, source, compositor) = shownTable(h, rows: 40)
        /// Steps the animation a frame at a time, comparing each with a fresh drawing; returns the
        /// frames that moved pixels and the most area one frame redrew.
        func frames(_ label: String) -> (moved: Int, mostRedrawn: CGFloat) {
            var moved = 0
            var most: CGFloat = 0
            for step in 0..<24 {
                h.input.advance(by: 1.0 / 60)
                compositor.renderIfNeeded()
                #expect(compositor.snapshot()?.pngData() == freshPixels(of: window, h), "\(label), frame \(step)")
                if !compositor.lastFrameMoves.isEmpty { moved += 1 }
                most = max(most, compositor.lastFrameRedrawn.reduce(0) { $0 + $1.width * $1.height })
            }
            return (moved, most)
        }
        source.sections[0].insert("New", at: 2)
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        compositor.renderIfNeeded()
        let insert = frames("insert")
        // Seven rows slide a row down over 18 frames; each frame redraws about the row fading in
        // (twice: where it is, and where the move carried its pixels), not the seven.
        #expect(insert.moved >= 12, "\(insert)")
        #expect(insert.mostRedrawn <= 320 * 44 * 3, "\(insert)")
        source.sections[0].removeSubrange(1...2)
        table.deleteRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)], with: .automatic)
        compositor.renderIfNeeded()
        let delete = frames("delete")
        #expect(delete.moved >= 12, "\(delete)")
    }

    @Test("R-L3 an inset grouped table with a header view, scrolled (its indicator showing), animates an insert that matches a fresh drawing every frame")
    func insetGroupedScrolledInsert() throws {
        let h = Harness()
        let (window, table, source, compositor) = shownTable(h, rows: 40, style: .insetGrouped)
        let header = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        header.text = "Header"
        table.tableHeaderView = header
        window.layoutIfNeeded()
        table.setContentOffset(CGPoint(x: 0, y: 30), animated: false)
        table.flashScrollIndicators()
        window.layoutIfNeeded()
        compositor.renderIfNeeded()
        source.sections[0].insert("New", at: 3)
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        compositor.renderIfNeeded()
        #expect(compositor.snapshot()?.pngData() == freshPixels(of: window, h), "the insert's own frame")
        for step in 0..<24 {
            h.input.advance(by: 1.0 / 60)
            compositor.renderIfNeeded()
            #expect(compositor.snapshot()?.pngData() == freshPixels(of: window, h), "frame \(step)")
        }
    }

    @Test("R-L3 a table scrolled while its rows slide after an insert still matches a fresh drawing every frame")
    func insertScrolledMidSlide() throws {
        let h = Harness()
        let (window, table, source, compositor) = shownTable(h, rows: 40)
        source.sections[0].insert("New", at: 2)
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        compositor.renderIfNeeded()
        for step in 0..<24 {
            h.input.advance(by: 1.0 / 60)
            if step == 6 || step == 7 {
                table.contentOffset.y += 20
                window.layoutIfNeeded()
            }
            compositor.renderIfNeeded()
            #expect(compositor.snapshot()?.pngData() == freshPixels(of: window, h), "frame \(step)")
        }
    }
}
