import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

/// A drag source that answers the preview questions as an app may: a lifting preview cut to a
/// circle, an item preview of its own, or no return when cancelled.
@MainActor
final class PreviewingSourceView: UIView, UIDragInteractionDelegate {
    var itemCount = 1
    var liftShape: UIBezierPath?
    var itemPreview: UIView?
    var returnsWhenCancelled = true

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        (0..<itemCount).map { index in
            let item = UIDragItem(itemProvider: NSItemProvider(object: "item \(index)" as NSString))
            if let itemPreview { item.previewProvider = { UIDragPreview(view: itemPreview) } }
            return item
        }
    }
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: UIDragSession) -> UITargetedDragPreview? {
        let parameters = UIDragPreviewParameters()
        parameters.visiblePath = liftShape
        parameters.backgroundColor = .clear
        return UITargetedDragPreview(view: self, parameters: parameters)
    }
    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        returnsWhenCancelled ? defaultPreview : nil
    }
}

@Suite("The drag's picture: the lifted view follows the pointer, across windows, back home when cancelled (R-DT2)", .tearsDownTestTrees)
@MainActor
struct DragPreviewTests {
    let h = Harness()
    let window: UIWindow
    let source = DragSourceView(frame: CGRect(x: 10, y: 10, width: 100, height: 80))
    let target = DropTargetView(frame: CGRect(x: 200, y: 10, width: 150, height: 150))

    init() {
        window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        source.backgroundColor = .red
        window.addSubview(source)
        window.addSubview(target)
        source.addInteraction(UIDragInteraction(delegate: source))
        target.addInteraction(UIDropInteraction(delegate: target))
    }

    private func picture(in window: UIWindow? = nil) -> DragImageView? {
        (window ?? self.window).subviews.compactMap { $0 as? DragImageView }.first
    }

    /// Presses at `start` and moves to each point in turn; the touch is left down.
    private func press(at start: CGPoint, movingTo points: [CGPoint]) -> HeadlessInput.Touch {
        let touch = h.input.mouseDown(at: start, in: window)
        for point in points { h.input.moveTouch(touch, to: point) }
        return touch
    }

    @Test("R-DT2: by default the interaction's view is the picture: drawn as it is, on top of the window, keeping where the pointer took it; a drop removes it")
    func defaultPicture() throws {
        let touch = press(at: CGPoint(x: 30, y: 40), movingTo: [CGPoint(x: 80, y: 60), CGPoint(x: 150, y: 120)])
        let shown = try #require(picture())
        #expect(window.subviews.last === shown)
        // Taken 20 and 30 points into the view: its corner stays that far from the pointer.
        #expect(shown.frame == CGRect(x: 130, y: 90, width: 100, height: 80))
        let image = try #require(shown.image)
        #expect(image.size == CGSize(width: 100, height: 80))
        #expect(close(rgba(image, 50, 40), [255, 0, 0, 255]))
        #expect(!shown.isUserInteractionEnabled && window.hitTest(CGPoint(x: 180, y: 130), with: nil) !== shown)
        h.input.moveTouch(touch, to: CGPoint(x: 260, y: 80))
        #expect(shown.frame.origin == CGPoint(x: 240, y: 50))
        h.input.endTouch(touch)
        h.input.advance(by: 0.01)
        #expect(target.received == ["hello"])
        #expect(picture() == nil)
    }

    @Test("R-DT2: the window's pixels show the picture under the pointer while dragging, and none of it after the drop")
    func picturePixels() throws {
        let compositor = WindowCompositor(window: window)
        _ = compositor.renderIfNeeded()
        // Over the target: the picture's corner is at (240, 50).
        let touch = press(at: CGPoint(x: 30, y: 40), movingTo: [CGPoint(x: 80, y: 60), CGPoint(x: 260, y: 80)])
        _ = compositor.renderIfNeeded()
        var frame = try #require(compositor.snapshot())
        #expect(close(rgba(frame, 280, 90), [255, 0, 0, 255]))
        h.input.endTouch(touch)
        h.input.advance(by: 0.01)
        #expect(target.received == ["hello"])
        _ = compositor.renderIfNeeded()
        frame = try #require(compositor.snapshot())
        #expect(!close(rgba(frame, 280, 90), [255, 0, 0, 255], 60))
    }

    @Test("R-DT2: previewForLifting's visible path cuts the picture out; an item's previewProvider replaces what lifted")
    func customPreviews() throws {
        let custom = PreviewingSourceView(frame: CGRect(x: 10, y: 200, width: 60, height: 60))
        custom.backgroundColor = .blue
        custom.liftShape = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 40, height: 40))
        window.addSubview(custom)
        custom.addInteraction(UIDragInteraction(delegate: custom))
        var touch = press(at: CGPoint(x: 40, y: 230), movingTo: [CGPoint(x: 100, y: 230)])
        var shown = try #require(picture())
        var image = try #require(shown.image)
        #expect(image.size == CGSize(width: 40, height: 40))
        #expect(close(rgba(image, 20, 20), [0, 0, 255, 255]))
        #expect(rgba(image, 1, 1)[3] == 0)   // outside the circle: nothing
        h.input.endTouch(touch)
        h.input.advance(by: 1)
        #expect(picture() == nil)

        let badge = UILabel(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        badge.backgroundColor = .green
        custom.itemPreview = badge
        touch = press(at: CGPoint(x: 40, y: 230), movingTo: [CGPoint(x: 100, y: 230)])
        shown = try #require(picture())
        image = try #require(shown.image)
        #expect(image.size == CGSize(width: 30, height: 20))
        #expect(close(rgba(image, 15, 10), [0, 255, 0, 255]))
        h.input.endTouch(touch)
        h.input.advance(by: 1)
    }

    @Test("R-DT2: a drag of several items shows their count on the picture")
    func countBadge() throws {
        let custom = PreviewingSourceView(frame: CGRect(x: 10, y: 200, width: 60, height: 60))
        custom.itemCount = 3
        window.addSubview(custom)
        custom.addInteraction(UIDragInteraction(delegate: custom))
        let touch = press(at: CGPoint(x: 40, y: 230), movingTo: [CGPoint(x: 100, y: 230)])
        let shown = try #require(picture())
        #expect(shown.subviews.compactMap { ($0 as? UILabel)?.text } == ["3"])
        h.input.endTouch(touch)
        h.input.advance(by: 1)
    }

    @Test("R-DT2: the picture moves to the window the pointer is over and leaves with it; outside the app only the cursor shows")
    func acrossWindows() throws {
        let other = h.makeWindow(frame: CGRect(x: 500, y: 0, width: 300, height: 300))
        let touch = press(at: CGPoint(x: 30, y: 40), movingTo: [CGPoint(x: 80, y: 60), CGPoint(x: 600, y: 100)])
        #expect(picture() == nil)
        let shown = try #require(picture(in: other))
        // Screen x 600 is the other window's 100; the corner keeps its 20-point offset.
        #expect(shown.frame.origin == CGPoint(x: 80, y: 70))
        h.input.moveTouch(touch, to: CGPoint(x: 450, y: 350))
        #expect(picture() == nil && picture(in: other) == nil)
        h.input.endTouch(touch)
        h.input.advance(by: 1)
        #expect(h.app.currentDrag == nil)
    }

    @Test("R-DT2: a cancelled drag's picture flies back to where it lifted from, then goes; without a cancelling preview it goes at once")
    func cancelledReturnsHome() throws {
        var touch = press(at: CGPoint(x: 30, y: 40), movingTo: [CGPoint(x: 80, y: 60), CGPoint(x: 150, y: 250)])
        let shown = try #require(picture())
        h.input.endTouch(touch)
        h.input.advance(by: DragPreviewOverlay.returnDuration / 2)
        let midway = shown.layer.presentation()?.frame.origin ?? shown.frame.origin
        #expect(midway.x > 10 && midway.x < 130)
        h.input.advance(by: DragPreviewOverlay.returnDuration)
        #expect(picture() == nil)

        let custom = PreviewingSourceView(frame: CGRect(x: 10, y: 200, width: 60, height: 60))
        custom.returnsWhenCancelled = false
        window.addSubview(custom)
        custom.addInteraction(UIDragInteraction(delegate: custom))
        touch = press(at: CGPoint(x: 40, y: 230), movingTo: [CGPoint(x: 100, y: 250)])
        #expect(picture() != nil)
        h.input.endTouch(touch)
        #expect(picture() == nil)
    }

    @Test("R-LC1: a table row dragged out shows the row (cut as dragPreviewParametersForRowAt says); while the table moves its own row, the picture hides")
    func tableRowPicture() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 180, height: 200), style: .plain)
        let rows = CutFruitRows()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = rows
        table.dragDelegate = rows
        window.addSubview(table)
        window.layoutIfNeeded()
        let touch = press(at: CGPoint(x: 60, y: 120), movingTo: [CGPoint(x: 60, y: 150), CGPoint(x: 60, y: 200)])
        let shown = try #require(picture())
        #expect(shown.isHidden)   // its own row moves in the table
        #expect(shown.image?.size == CGSize(width: 170, height: 40))
        h.input.moveTouch(touch, to: CGPoint(x: 270, y: 80))
        #expect(!shown.isHidden)
        #expect(shown.frame.size == CGSize(width: 170, height: 40))
        h.input.endTouch(touch)
        h.input.advance(by: 1)
        #expect(target.received == ["Apple"])
        #expect(picture() == nil)
    }
}

/// Fruit rows that cut their drag picture 5 points in from each side and 2 from top and bottom.
@MainActor
final class CutFruitRows: NSObject, UITableViewDataSource, UITableViewDragDelegate {
    var fruits = ["Apple", "Banana", "Cherry", "Date"]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        fruits.insert(fruits.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: fruits[indexPath.row] as NSString))]
    }
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        guard let cell = tableView.cellForRow(at: indexPath) else { return nil }
        let parameters = UIDragPreviewParameters()
        parameters.visiblePath = UIBezierPath(roundedRect: cell.bounds.insetBy(dx: 5, dy: 2), cornerRadius: 8)
        return parameters
    }
}
