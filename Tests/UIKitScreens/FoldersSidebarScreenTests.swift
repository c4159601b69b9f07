import Foundation
import Testing
import XResponder
import XResponderTesting

/// The folders sidebar expands and collapses as on an iPad, and bolds the selected folder (R-LC2).
@Suite("UIKit screens in Swift 5 mode: an outline sidebar with configuration updates (R-LC2)")
@MainActor
struct FoldersSidebarScreenTests {
    @Test("R-LC2: the sidebar opens expanded where the app said; a click on a disclosure opens Documents, indented; a selected folder turns bold")
    func foldersOpenAndSelect() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let screen = FoldersSidebarViewController()
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        input.runUntilIdle()

        func names() -> [String] { screen.dataSource.snapshot().itemIdentifiers }
        func cell(_ name: String) throws -> UICollectionViewListCell {
            let indexPath = try #require(screen.dataSource.indexPath(for: name))
            return try #require(screen.collectionView.cellForItem(at: indexPath) as? UICollectionViewListCell)
        }
        #expect(names() == ["iCloud Drive", "Documents", "Desktop", "On My Computer"])
        let documents = try cell("Documents")
        #expect(documents.indentationLevel == 1)
        let chevron = documents.convert(CGPoint(x: documents.bounds.maxX - 20, y: documents.bounds.midY), to: window)
        input.tap(at: chevron, in: window)
        input.advance(by: 1)
        input.runUntilIdle()
        #expect(names() == ["iCloud Drive", "Documents", "Invoices", "Letters", "Desktop", "On My Computer"])
        #expect(screen.openedCount == 1)
        let letters = try cell("Letters")
        #expect(letters.indentationLevel == 2)
        #expect(letters.contentView.frame.minX > documents.contentView.frame.minX, "deeper, further in")

        input.tap(at: letters.convert(CGPoint(x: 100, y: letters.bounds.midY), to: window), in: window)
        input.advance(by: 0.5)
        input.runUntilIdle()
        let content = try #require(letters.contentConfiguration as? UIListContentConfiguration)
        #expect(content.textProperties.font == .boldSystemFont(ofSize: 17), "the selected folder is bold")
        #expect((documents.contentConfiguration as? UIListContentConfiguration)?.textProperties.font == .systemFont(ofSize: 17))
    }
}
