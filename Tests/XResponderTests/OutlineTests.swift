import Foundation
import Testing
@testable import XResponder

@Suite("Outlines: section snapshots, disclosure and keys (R-LC2, R-LC4)", .tearsDownTestTrees)
@MainActor
struct OutlineTests {
    let h = Harness()

    static func folders() -> NSDiffableDataSourceSectionSnapshot<String> {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Documents", "Music"])
        outline.append(["Letters", "Taxes"], to: "Documents")
        outline.append(["2025", "2026"], to: "Taxes")
        outline.append(["Albums"], to: "Music")
        return outline
    }

    @Test("R-LC2: a section snapshot shows roots and the children of expanded parents, depth first")
    func sectionSnapshotOrder() {
        var outline = Self.folders()
        #expect(outline.items == ["Documents", "Letters", "Taxes", "2025", "2026", "Music", "Albums"])
        #expect(outline.visibleItems == ["Documents", "Music"])
        outline.expand(["Documents", "Taxes"])
        #expect(outline.visibleItems == ["Documents", "Letters", "Taxes", "2025", "2026", "Music"])
        #expect(outline.level(of: "2026") == 2 && outline.parent(of: "2026") == "Taxes" && outline.rootItems == ["Documents", "Music"])
        #expect(outline.isVisible("2025") && !outline.isVisible("Albums"))
        outline.insert(["Receipts"], after: "Letters")
        outline.insert(["Desktop"], before: "Documents")
        #expect(outline.visibleItems.prefix(4) == ["Desktop", "Documents", "Letters", "Receipts"])
        outline.append(["Letters"], to: "Music")   // already present: left where it is
        #expect(outline.parent(of: "Letters") == "Documents")
        let taxes = outline.snapshot(of: "Taxes", includingParent: true)
        #expect(taxes.items == ["Taxes", "2025", "2026"] && taxes.level(of: "2025") == 1)
        var years = NSDiffableDataSourceSectionSnapshot<String>()
        years.append(["2024"])
        outline.replace(childrenOf: "Taxes", using: years)
        #expect(outline.items.contains("2024") && !outline.contains("2025") && outline.parent(of: "2024") == "Taxes")
        outline.delete(["Documents"])
        #expect(outline.items == ["Desktop", "Music", "Albums"], "a parent goes with its children")
        #expect(outline.visualDescription() == "  Desktop\n- Music\n      Albums")
    }

    @Test("R-LC2: an outline a hundred thousand levels deep is walked without running out of stack")
    func deepOutline() {
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([0])
        for level in 1..<100_000 { outline.append([level], to: level - 1) }
        outline.expand(Array(0..<100_000))
        #expect(outline.visibleItems.count == 100_000)
        outline.delete([0])
        #expect(outline.items.isEmpty)
    }

    @MainActor final class Sidebar {
        let collection: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, String>
        var expanded: [String] = []
        init(window: UIWindow, style: UICellAccessory.OutlineDisclosureOptions.Style) {
            collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                var content = cell.defaultContentConfiguration()
                content.text = name
                cell.contentConfiguration = content
                cell.accessories = name == "2025" || name == "2026" || name == "Letters" || name == "Albums"
                    ? [] : [.outlineDisclosure(options: .init(style: style))]
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { collection, indexPath, name in
                collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
            }
            window.addSubview(collection)
            dataSource.apply(OutlineTests.folders(), to: 0, animatingDifferences: false)
            dataSource.sectionSnapshotHandlers.willExpandItem = { [unowned self] item in self.expanded.append(item) }
            window.layoutIfNeeded()
        }
        func names() -> [String] { dataSource.snapshot().itemIdentifiers }
        func cell(_ name: String) -> UICollectionViewListCell? {
            dataSource.indexPath(for: name).flatMap { collection.cellForItem(at: $0) as? UICollectionViewListCell }
        }
    }

    @Test("R-LC2: a click on a row's disclosure expands it — children appear indented — and a second collapses it")
    func disclosureExpands() throws {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let sidebar = Sidebar(window: window, style: .cell)
        #expect(sidebar.names() == ["Documents", "Music"])
        let documents = try #require(sidebar.cell("Documents"))
        let chevron = documents.convert(CGPoint(x: documents.outlineDisclosureFrame.midX, y: documents.bounds.midY), to: window)
        // A click on the row's text selects it and does not expand (cell style).
        h.input.tap(at: documents.convert(CGPoint(x: 60, y: documents.bounds.midY), to: window), in: window)
        h.input.runUntilIdle()
        #expect(sidebar.names() == ["Documents", "Music"] && sidebar.collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        h.input.tap(at: chevron, in: window)
        h.input.advance(by: 1)
        h.input.runUntilIdle()
        #expect(sidebar.names() == ["Documents", "Letters", "Taxes", "Music"])
        #expect(sidebar.expanded == ["Documents"])
        #expect(documents.configurationState.isExpanded && sidebar.dataSource.snapshot(for: 0).isExpanded("Documents"))
        let letters = try #require(sidebar.cell("Letters"))
        #expect(letters.indentationLevel == 1 && letters.contentView.frame.minX == 16 && documents.contentView.frame.minX == 0)
        h.input.tap(at: chevron, in: window)
        h.input.advance(by: 1)
        h.input.runUntilIdle()
        #expect(sidebar.names() == ["Documents", "Music"])
    }

    @Test("R-LC2: a header-style row expands from a click anywhere on it; handlers can refuse and give children lazily")
    func headerStyleAndHandlers() throws {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let sidebar = Sidebar(window: window, style: .header)
        sidebar.dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0 != "Music" }
        sidebar.dataSource.sectionSnapshotHandlers.snapshotForExpandingParentItem = { item, children in
            var more = children
            if item == "Documents" { more.append(["Scans"]) }
            return more
        }
        let music = try #require(sidebar.cell("Music"))
        h.input.tap(at: music.convert(CGPoint(x: 60, y: 20), to: window), in: window)
        h.input.advance(by: 1)
        #expect(sidebar.names() == ["Documents", "Music"], "Music may not expand")
        let documents = try #require(sidebar.cell("Documents"))
        h.input.tap(at: documents.convert(CGPoint(x: 60, y: 20), to: window), in: window)
        h.input.advance(by: 1)
        h.input.runUntilIdle()
        #expect(sidebar.names() == ["Documents", "Letters", "Taxes", "Scans", "Music"])
        #expect(sidebar.collection.indexPathsForSelectedItems == nil, "a header-style row expands rather than selects")
    }

    @Test("R-LC4: Right expands the selected parent, Left collapses it, and Left on a child goes to its parent")
    func arrowsWalkTheTree() throws {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let sidebar = Sidebar(window: window, style: .cell)
        let collection = sidebar.collection
        _ = collection.becomeFirstResponder()
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        func press(_ usage: UIKeyboardHIDUsage) {
            h.input.pressKey(UIKey(characters: "", keyCode: usage), in: window)
            h.input.advance(by: 1)
            h.input.runUntilIdle()
        }
        press(.keyboardRightArrow)
        #expect(sidebar.names() == ["Documents", "Letters", "Taxes", "Music"])
        press(.keyboardDownArrow)
        press(.keyboardDownArrow)
        #expect(sidebar.collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)], "Taxes")
        press(.keyboardRightArrow)
        #expect(sidebar.names() == ["Documents", "Letters", "Taxes", "2025", "2026", "Music"])
        press(.keyboardDownArrow)
        press(.keyboardLeftArrow)
        #expect(sidebar.collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)], "Left on 2025 goes to Taxes")
        press(.keyboardLeftArrow)
        #expect(sidebar.names() == ["Documents", "Letters", "Taxes", "Music"], "Left on Taxes collapses it")
    }
}
