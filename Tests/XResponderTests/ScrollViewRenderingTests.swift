import Foundation
import Testing
@testable import XResponder

/// A row that counts how often it is drawn.
@MainActor
final class CountingRow: UIView {
    static var draws = 0
    override func draw(_ rect: CGRect) {
        Self.draws += 1
    }
}

/// R-S5: only what is visible is drawn, and scrolling moves pixels instead of redrawing them —
/// with the same pixels as drawing the whole window afresh.
@Suite("UIScrollView: drawing only what is visible (R-S5)", .tearsDownTestTrees)
@MainActor
struct ScrollViewRenderingTests {
    /// A 10,000-row list of 30-point rows, each with its own colour and a label.
    func list() -> (Harness, RecordingWindow, UIScrollView) {
        let h = Harness()
        let window = h.makeWindow()
        window.backgroundColor = .lightGray
        let list = UIScrollView(frame: CGRect(x: 20, y: 20, width: 300, height: 330))
        list.backgroundColor = .white
        for index in 0..<10_000 {
            let row = CountingRow(frame: CGRect(x: 0, y: CGFloat(index) * 30, width: 300, height: 30))
            row.backgroundColor = UIColor(red: CGFloat(index % 7) / 7, green: CGFloat(index % 5) / 5, blue: 0.8, alpha: 1)
            let label = UILabel(frame: CGRect(x: 8, y: 5, width: 200, height: 20))
            label.text = "Row \(index)"
            row.addSubview(label)
            list.addSubview(row)
        }
        list.contentSize = CGSize(width: 300, height: 300_000)
        window.addSubview(list)
        return (h, window, list)
    }

    /// The window drawn from scratch by a compositor that has never drawn it.
    func freshPixels(of window: UIWindow) -> Data? {
        let fresh = WindowCompositor(window: window)
        window.damage.add(window.bounds)
        fresh.renderIfNeeded()
        return fresh.snapshot()?.pngData()
    }

    @Test("R-S5: a frame of a 10,000-row list draws the visible rows only")
    func drawsVisibleRowsOnly() {
        let (_, window, list) = list()
        let compositor = WindowCompositor(window: window)
        CountingRow.draws = 0
        compositor.renderIfNeeded()
        #expect(CountingRow.draws <= 12)   // 330 points of 30-point rows (and a row touching the edge)
        list.contentOffset = CGPoint(x: 0, y: 150_000)
        CountingRow.draws = 0
        compositor.renderIfNeeded()
        #expect(CountingRow.draws <= 13)
    }

    @Test("R-S5: scrolling by whole points redraws the exposed strip, with the same pixels as a full redraw")
    func scrollingCopiesPixels() throws {
        let (_, window, list) = list()
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        for (step, delta) in [CGFloat(7), 30, -12, 45, 1].enumerated() {
            CountingRow.draws = 0
            list.contentOffset.y += delta
            #expect(window.pendingScrollCopies.count == 1)
            let changed = compositor.renderIfNeeded()
            // The exposed strip crosses one row more than it covers, and the indicator bar (old
            // place and new) a few more.
            #expect(CountingRow.draws <= Int((abs(delta) / 30).rounded(.up)) + 1 + 6, "step \(step)")
            #expect(CountingRow.draws < 11, "step \(step): the whole list was redrawn")
            #expect(!changed.isEmpty)
            let incremental = try #require(compositor.snapshot()?.pngData())
            #expect(incremental == freshPixels(of: window), "step \(step): copied pixels differ from a full redraw")
        }
    }

    @Test("R-S5: what a copy cannot do is redrawn: fractional offsets, overlapping views, earlier damage, indicators")
    func copyFallbacksStayCorrect() throws {
        let (_, window, list) = list()
        let badge = UIView(frame: CGRect(x: 250, y: 100, width: 100, height: 40))
        badge.backgroundColor = .red
        window.addSubview(badge)   // drawn above the list, over part of it
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        // Damage taken before the scroll moves with its pixels.
        (list.subviews[3]).backgroundColor = .black
        list.contentOffset.y += 20
        compositor.renderIfNeeded()
        #expect(try #require(compositor.snapshot()?.pngData()) == freshPixels(of: window))
        // A fractional offset cannot be a copy: the whole list is redrawn.
        list.contentOffset.y += 0.5
        #expect(window.pendingScrollCopies.isEmpty)
        compositor.renderIfNeeded()
        #expect(try #require(compositor.snapshot()?.pngData()) == freshPixels(of: window))
        // The indicators fade in and move with every scroll.
        list.contentOffset.y = 40
        list.flashScrollIndicators()
        compositor.renderIfNeeded()
        list.contentOffset.y += 25
        compositor.renderIfNeeded()
        #expect(try #require(compositor.snapshot()?.pngData()) == freshPixels(of: window))
        // Sideways too.
        list.contentSize.width = 900
        list.contentOffset.x += 33
        compositor.renderIfNeeded()
        #expect(try #require(compositor.snapshot()?.pngData()) == freshPixels(of: window))
        // A translucent list blends with what is under it: no copy.
        list.alpha = 0.5
        list.contentOffset.y += 10
        #expect(window.pendingScrollCopies.isEmpty)
    }

    @Test("R-S5: the renderer's cull index: rows out of order, overlapping rows and moved rows are still drawn right")
    func cullIndexStaysCorrect() throws {
        let h = Harness()
        let window = h.makeWindow()
        let container = UIView(frame: window.bounds)
        container.backgroundColor = .white
        window.addSubview(container)
        // 200 rows in order, every tenth one tall enough to overlap the next nine.
        for index in 0..<200 {
            let row = UIView(frame: CGRect(x: CGFloat(index % 5) * 20, y: CGFloat(index) * 10, width: 30,
                                           height: index % 10 == 0 ? 95 : 8))
            row.backgroundColor = UIColor(red: CGFloat(index % 9) / 9, green: CGFloat(index % 4) / 4, blue: 0.5, alpha: 1)
            container.addSubview(row)
        }
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        func check(_ what: String) throws {
            compositor.renderIfNeeded()
            let fresh = WindowCompositor(window: window)
            window.damage.add(window.bounds)
            fresh.renderIfNeeded()
            #expect(try #require(compositor.snapshot()?.pngData()) == fresh.snapshot()?.pngData(), "\(what)")
        }
        container.setNeedsDisplay(CGRect(x: 0, y: 185, width: 400, height: 30))   // a band the tall row 10 reaches
        try check("overlapping rows")
        container.subviews[150].frame.origin.y = 5                                // a row moved out of order
        container.setNeedsDisplay(CGRect(x: 0, y: 0, width: 400, height: 20))
        try check("a row moved to the top")
        container.exchangeSubview(at: 3, withSubviewAt: 120)
        container.setNeedsDisplay(CGRect(x: 0, y: 20, width: 400, height: 20))
        try check("rows swapped")
        container.subviews[60].removeFromSuperview()
        try check("a row removed")
    }

    @Test("R-S5: scrolling a self-sizing table redraws the exposed rows, not every row its layout places again")
    func tableScrollRedrawsStripOnly() throws {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let source = NumberedRows(count: 1_000)
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = source
        window.addSubview(table)
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        for (step, delta) in [CGFloat(37), 44, -13, 90].enumerated() {
            table.contentOffset.y += delta
            compositor.renderIfNeeded()
            // Each pass sets every shown row's frame again; only the strip (and the indicator bar,
            // old place and new) may be redrawn — not the 480-point window.
            let redrawn = compositor.lastFrameRedrawn.reduce(0) { $0 + $1.width * $1.height }
            #expect(redrawn <= 320 * (abs(delta) + 60), "step \(step): \(compositor.lastFrameRedrawn)")
            #expect(try #require(compositor.snapshot()?.pngData()) == freshPixels(of: window), "step \(step)")
        }
    }
}

/// Rows numbered from 0, in default cells.
@MainActor
private final class NumberedRows: NSObject, UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
