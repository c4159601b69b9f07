import Foundation
import Testing
import XResponder
import XResponderTesting

/// The release notes' rows and tags size themselves to their text (R-LC2).
@Suite("UIKit screens in Swift 5 mode: self-sizing list rows and tags (R-LC2)")
@MainActor
struct ReleaseNotesScreenTests {
    @Test("R-LC2: long notes get tall rows that show every line; short ones stay at 44 points or so; tags are as wide as their names")
    func notesAndTagsFitTheirText() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = ReleaseNotesViewController()
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        input.runUntilIdle()

        let notes = try #require(screen.notesView)
        let rows = (0..<screen.notes.count).map { notes.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(rows[1].height > rows[0].height + 40, "the 2.0 note runs to several lines: \(rows.map(\.height))")
        #expect(rows[3].height > rows[2].height + 20, "the 1.8 note runs to two lines or more")
        #expect(rows[2].height < 70, "a one-line note keeps a short row")
        for index in 1..<rows.count { #expect(abs(rows[index].minY - rows[index - 1].maxY) < 0.01, "rows follow each other") }

        // Every line of the long note is inside its row: its labels' text fits their frames, and
        // the frames lie in the cell.
        let cell = try #require(notes.cellForItem(at: IndexPath(item: 1, section: 0)))
        cell.layoutIfNeeded()
        let labels = cell.allSubviews(of: UILabel.self).filter { !($0.text ?? "").isEmpty }
        #expect(labels.count == 2)
        for label in labels {
            let needed = label.sizeThatFits(CGSize(width: label.bounds.width, height: .greatestFiniteMagnitude)).height
            #expect(label.bounds.height >= needed - 0.5, "\(label.text ?? "") needs \(needed), has \(label.bounds.height)")
            let inCell = label.convert(label.bounds, to: cell)
            #expect(inCell.minY >= 0 && inCell.maxY <= cell.bounds.height + 0.5)
        }
        // Drawn: the tall row's last line of text has ink near the row's bottom, above the next row.
        let renderer = UIGraphicsImageRenderer(bounds: cell.bounds)
        let image = renderer.image { _ in _ = cell.drawHierarchy(in: cell.bounds, afterScreenUpdates: true) }
        let bottomBand = Int(cell.bounds.height * image.scale) - Int(30 * image.scale)
        let inked = (Int(20 * image.scale)..<Int(300 * image.scale)).contains { x in
            (bottomBand..<bottomBand + Int(16 * image.scale)).contains { y in (image.pixel(x: x, y: y)?.red ?? 255) < 150 }
        }
        #expect(inked, "the note's last line is drawn inside its row")

        let tags = try #require(screen.tagsView)
        let widths = (0..<screen.tags.count).map { tags.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame.width }
        #expect(widths[1] < widths[2], "X11 is narrower than Accessibility: \(widths)")
        let tagCell = try #require(tags.cellForItem(at: IndexPath(item: 2, section: 0)) as? TagCell)
        #expect(abs(tagCell.frame.width - (tagCell.nameLabel.intrinsicContentSize.width + 20)) <= 1)
        #expect(tagCell.contentView.layer.cornerRadius == tagCell.bounds.height / 2, "the cell's bounds override made a pill")
    }
}

extension UIView {
    /// This view's descendants of a class, depth first.
    func allSubviews<View: UIView>(of type: View.Type) -> [View] {
        subviews.flatMap { view -> [View] in
            let own: [View] = (view as? View).map { [$0] } ?? []
            return own + view.allSubviews(of: type)
        }
    }
}
