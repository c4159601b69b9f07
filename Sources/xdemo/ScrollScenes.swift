import Foundation
import XResponder

/// The list's table: like many UIKit apps, a drag that starts on a row's button scrolls anyway
/// (UIKit's default keeps controls: `touchesShouldCancel(in:)` is false for them).
final class ListTableView: UITableView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

/// A row: a label and a button. Buttons still tap; drags scroll and cancel them. The cell is reused
/// as the list scrolls, so the button's action reads the row the cell shows now.
final class ListRowCell: UITableViewCell {
    let button = makeFilledButton(frame: .zero, size: .small)
    var row = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        button.addAction(UIAction { [unowned self] _ in Status.report("button in row \(row + 1) tapped") }, for: .touchUpInside)
        button.addAction(UIAction { [unowned self] _ in Status.report("button in row \(row + 1): touch cancelled by the scroll") },
                         for: .touchCancel)
        contentView.addSubview(button)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(row: Int) {
        self.row = row
        textLabel?.text = "Row \(row + 1) of 10,000"
        textLabel?.font = .systemFont(ofSize: 14)
        button.setTitle("Tap \(row + 1)", for: .normal)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        button.frame = CGRect(x: contentView.bounds.maxX - 110, y: 6, width: 94, height: 32)
        textLabel?.frame.size.width = max(0, contentView.bounds.width - 140)
    }
}

/// Issues #10 and #32: a 10,000-row table in 100 sections that scrolls with UIKit's touch
/// semantics; only the rows on screen exist. Rows select (several at once; Shift extends) with the
/// mouse and the keyboard, section headers stick to the top; a swipe left deletes a row, and Edit
/// shows delete controls and handles that reorder rows (within and across sections). A right
/// click (or the Menu key on the selected row) opens the row's context menu (issue #34).
final class ListScene: SceneController, UITableViewDataSource, UITableViewDelegate {
    static let rowHeight: CGFloat = 44
    let list = ListTableView(frame: CGRect(x: 20, y: 84, width: 680, height: 426), style: .plain)
    let editButton = makeFilledButton(frame: CGRect(x: 620, y: 10, width: 80, height: 28), size: .small)
    /// The rows' numbers, by section: deleting and moving rows edits this, as an app's model.
    var rows: [[Int]] = (0..<100).map { section in Array(section * 100..<section * 100 + 100) }
    override var sceneTitle: String { "14 · A 10,000-row table" }
    override var summary: String {
        "Drag or fling to scroll; wheel, Page Up/Down and arrows select. Swipe a row left to delete it; Edit to reorder by the handles; right-click a row (or press Menu) for its menu."
    }

    override func buildScene() {
        list.accessibilityIdentifier = "list"
        list.register(ListRowCell.self, forCellReuseIdentifier: "row")
        list.allowsMultipleSelection = true
        list.rowHeight = Self.rowHeight
        list.dataSource = self
        list.delegate = self
        view.addSubview(list)
        editButton.setTitle("Edit", for: .normal)
        editButton.addAction(UIAction { [unowned self] _ in
            list.setEditing(!list.isEditing, animated: true)
            editButton.setTitle(list.isEditing ? "Done" : "Edit", for: .normal)
            Status.report(list.isEditing ? "editing: drag a handle to reorder, the red control deletes" : "done editing")
        }, for: .touchUpInside)
        view.addSubview(editButton)
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent != nil { _ = list.becomeFirstResponder() }   // keys move the selection and scroll
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Rows \(section * 100 + 1)–\(section * 100 + 100)"
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        (cell as? ListRowCell)?.show(row: rows[indexPath.section][indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        Status.report("selected row \(rows[indexPath.section][indexPath.row] + 1); \(tableView.indexPathsForSelectedRows?.count ?? 0) selected")
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        Status.report("deselected row \(rows[indexPath.section][indexPath.row] + 1)")
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        let number = rows[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
        Status.report("deleted row \(number + 1)")
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath != destinationIndexPath else { return }
        let number = rows[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        rows[destinationIndexPath.section].insert(number, at: destinationIndexPath.row)
        Status.report("moved row \(number + 1) to section \(destinationIndexPath.section + 1), place \(destinationIndexPath.row + 1)")
    }

    /// The row's context menu, as an iOS app builds one: actions, an inline group with a
    /// checkmark, a submenu whose sections load when it opens, and a destructive Delete.
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration? {
        let number = rows[indexPath.section][indexPath.row]
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            guard let self else { return nil }
            let copy = UIAction(title: "Copy Row Number", image: UIImage(systemName: "doc.on.doc")) { _ in
                UIPasteboard.general.string = "\(number + 1)"
                Status.report("copied \(number + 1)")
            }
            let top = UIAction(title: "Move to Top", image: UIImage(systemName: "arrow.up")) { [weak self] _ in
                self?.move(indexPath, to: IndexPath(row: 0, section: indexPath.section))
            }
            let marks = UIMenu(title: "Mark", options: [.displayInline, .singleSelection], children: ["None", "Flag", "Star"].map { name in
                UIAction(title: name, state: self.marks[number, default: "None"] == name ? .on : .off) { [weak self] _ in
                    self?.marks[number] = name
                    Status.report("row \(number + 1) marked \(name)")
                }
            })
            let sections = UIMenu(title: "Move to Section", image: UIImage(systemName: "folder"), children: [
                UIDeferredMenuElement.uncached { [weak self] completion in
                    // The sections are read when the submenu opens, as a server's list would be.
                    completion((0..<min(8, self?.rows.count ?? 0)).map { section in
                        UIAction(title: "Section \(section + 1)") { [weak self] _ in
                            self?.move(indexPath, to: IndexPath(row: 0, section: section))
                        }
                    })
                },
            ])
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in
                self?.tableView(tableView, commit: .delete, forRowAt: indexPath)
            }
            return UIMenu(title: "Row \(number + 1)", children: [copy, top, marks, sections, UIMenu(options: .displayInline, children: [delete])])
        }
    }

    /// Marks chosen from rows' context menus, by row number.
    var marks: [Int: String] = [:]

    private func move(_ from: IndexPath, to: IndexPath) {
        let number = rows[from.section].remove(at: from.row)
        rows[to.section].insert(number, at: to.row)
        list.moveRow(at: from, to: to)
        Status.report("moved row \(number + 1) to section \(to.section + 1), place \(to.row + 1)")
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        Status.report("drag ended at row \(firstRow()), \(decelerate ? "decelerating" : "at rest")")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        Status.report("came to rest at row \(firstRow())")
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        Status.report("scrolled to row \(firstRow())")
    }

    private func firstRow() -> Int {
        guard let top = list.indexPathsForVisibleRows?.first else { return 1 }
        return top.section * 100 + top.row + 1
    }

    override func tour(_ driver: TourDriver) {
        driver.flick(from: CGPoint(x: 300, y: 460), to: CGPoint(x: 300, y: 160), in: view)
        driver.wait(0.15)
        driver.screenshot("14-list-mid-deceleration")
        driver.wait(5)   // about 3,000 points of deceleration
        driver.wheel(down: true, clicks: 3, at: CGPoint(x: 300, y: 300), in: view)
        driver.click(CGPoint(x: 640, y: 84 + 22 + 44), in: view)   // a button in the second visible row
        // Held on a button past the content delay (the button highlights), then dragged: the list
        // scrolls and the button's touch is cancelled.
        driver.flick(from: CGPoint(x: 640, y: 84 + 22 + 44 * 6), to: CGPoint(x: 640, y: 250), in: view)
        // A click on a list still moving only stops it, as in UIKit; the next one selects a row.
        driver.click(CGPoint(x: 200, y: 84 + 22 + 44 * 3), in: view)
        driver.wait(0.3)
        driver.click(CGPoint(x: 200, y: 84 + 22 + 44 * 3), in: view)   // select a row, then two more by keys
        driver.keys([0xFF54], holding: [0xFFE1])                         // Shift+Down
        driver.keys([0xFF54], holding: [0xFFE1])
        driver.wait(0.3)
        driver.screenshot("14-list-selection")
        // Swipe a row left: Delete shows beside it; a click on it deletes the row.
        let third = CGFloat(84 + 28 + 44 * 2 + 22)
        driver.drag(from: CGPoint(x: 560, y: third), to: CGPoint(x: 420, y: third), in: view)
        driver.wait(0.4)
        driver.screenshot("14-list-swipe")
        driver.click(CGPoint(x: 680, y: third), in: view)
        driver.wait(0.5)
        // Edit: handles at the trailing edge; drag the first row's handle three rows down.
        driver.click(CGPoint(x: 660, y: 24), in: view)
        driver.wait(0.4)
        let first = CGFloat(84 + 28 + 22)
        driver.drag(from: CGPoint(x: 678, y: first), to: CGPoint(x: 678, y: first + 44 * 3), in: view)
        driver.wait(0.5)
        driver.screenshot("14-list-editing")
        driver.click(CGPoint(x: 660, y: 24), in: view)
        driver.wait(0.4)
        // Right-click a row: its context menu; Down to "Move to Section", Right opens the submenu.
        driver.rightClick(CGPoint(x: 200, y: first + 44), in: view)
        driver.wait(0.2)
        driver.keys([0xFF54, 0xFF54, 0xFF54, 0xFF54, 0xFF54, 0xFF54], holding: [])   // Down ×6
        driver.keys([0xFF53], holding: [])                                           // Right
        driver.wait(0.2)
        driver.screenshot("14-list-context-menu")
        driver.keys([0xFF1B], holding: [])                                           // Escape
        driver.wait(0.2)
    }
}

/// A picture drawn once into a `UIImage` (image views arrive with issue #12).
final class PictureView: UIView {
    let image: UIImage
    override init(frame: CGRect) {
        image = UIGraphicsImageRenderer(size: frame.size).image { context in
            let cg = context.cgContext
            for row in 0..<Int(frame.height / 40) + 1 {
                for column in 0..<Int(frame.width / 40) + 1 {
                    cg.setFillColor((row + column) % 2 == 0 ? UIColor(rgb: 0xDCE6F5) : UIColor(rgb: 0xB4C8E6))
                    cg.fill(CGRect(x: CGFloat(column) * 40, y: CGFloat(row) * 40, width: 40, height: 40))
                }
            }
            let colors: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemBlue]
            for (index, color) in colors.enumerated() {
                cg.setFillColor(color)
                cg.fillEllipse(in: CGRect(x: 60 + CGFloat(index) * 110, y: 90 + CGFloat(index % 2) * 90, width: 90, height: 90))
            }
        }
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func draw(_ rect: CGRect) { image.draw(in: bounds) }
}

/// Issue #10: pinch to zoom (a touchscreen, or the tour's injected touches), double-click to zoom in.
final class ZoomScene: SceneController, UIScrollViewDelegate {
    let scroller = UIScrollView(frame: CGRect(x: 20, y: 84, width: 680, height: 426))
    let picture = PictureView(frame: CGRect(x: 0, y: 0, width: 560, height: 360))
    override var sceneTitle: String { "15 · A zoomable picture" }
    override var summary: String { "Pinch to zoom from 1× to 4× (it bounces back past the limits); double-click zooms in, again zooms out; drag to pan." }

    override func buildScene() {
        scroller.backgroundColor = UIColor(rgb: 0x30343C)
        scroller.delegate = self
        scroller.minimumZoomScale = 1
        scroller.maximumZoomScale = 4
        scroller.addSubview(picture)
        scroller.contentSize = picture.frame.size
        let doubleTap = UITapGestureRecognizer { [unowned self] recognizer in
            let point = recognizer.location(in: picture)
            if scroller.zoomScale > 1.01 {
                scroller.setZoomScale(1, animated: true)
            } else {
                scroller.zoom(to: CGRect(x: point.x - 70, y: point.y - 45, width: 140, height: 90), animated: true)
            }
        }
        doubleTap.numberOfTapsRequired = 2
        scroller.addGestureRecognizer(doubleTap)
        view.addSubview(scroller)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { picture }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        Status.report(String(format: "zoomed to %.2f×", Double(scale)))
    }

    override func tour(_ driver: TourDriver) {
        driver.pinch(center: CGPoint(x: 300, y: 260), from: 60, to: 180, in: view)
        driver.wait(0.5)
        driver.screenshot("15-picture-zoomed")
        driver.drag(from: CGPoint(x: 400, y: 400), to: CGPoint(x: 250, y: 250), in: view)
        driver.wait(1)
    }
}
