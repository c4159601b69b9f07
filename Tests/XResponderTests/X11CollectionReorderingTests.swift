import CX11
import Foundation
import Testing
@testable import XResponder

/// Reordering a collection list on a real X server: an XTest drag by the reorder handle, the system
/// clock driving the slides, and the pixels the window shows afterwards.
@Suite("UICollectionView reordering under X11 (R-LC2)", .serialized)
@MainActor
struct X11CollectionReorderingTests {
    @Test("R-LC2 X11: a row dragged by its handle into the next section and dropped leaves no pixels behind — its lift's shadow and the rows that slid under it are repainted, as a full redraw shows")
    func dropLeavesNothingBehind() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let window = try x.showWindow(frame: CGRect(x: 60, y: 40, width: 360, height: 520))
        let collection = UICollectionView(frame: window.bounds,
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(), .reorder(displayed: .always)]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collection, indexPath, text in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Apples", "Pears", "Plums"], toSection: 0)
        snapshot.appendItems(["Leeks", "Beans", "Kale", "Chard"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(collection)
        try x.waitUntil("the rows are drawn") { collection.visibleCells.count == 7 }
        _ = try x.backend.processEvents(timeout: 0.3) { false }

        let from = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))).frame
        let to = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))).frame
        let start = CGPoint(x: from.maxX - 20, y: from.midY), end = CGPoint(x: from.maxX - 20, y: to.midY + 4)
        x.injector.movePointer(to: x.screenPoint(start, in: window))
        x.injector.button(1, isDown: true)
        _ = try x.backend.processEvents(timeout: 0.03) { false }
        for step in 1...20 {
            let t = CGFloat(step) / 20
            x.injector.movePointer(to: x.screenPoint(CGPoint(x: start.x, y: start.y + (end.y - start.y) * t), in: window))
            _ = try x.backend.processEvents(timeout: 0.02) { false }
        }
        x.injector.button(1, isDown: false)
        try x.waitUntil("the row moved") { dataSource.snapshot().itemIdentifiers(inSection: 1).contains("Plums") }
        let differing = try x.pixelsLeftBehind(in: window)
        let count = differing.count
        #expect(count == 0, "pixels differ from a full redraw, first \(differing.prefix(4))")
    }
}
