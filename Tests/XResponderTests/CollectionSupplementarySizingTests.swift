import Foundation
import Testing
@testable import XResponder

/// Where a registration's handler finds the data source's section identifiers.
@MainActor
private final class SectionIdentifiers {
    var identifiers: () -> [Int] = { [] }
}

@Suite("UICollectionView: headers and footers of estimated height size themselves (R-LC2)", .tearsDownTestTrees)
@MainActor
struct CollectionSupplementarySizingTests {
    let h = Harness()
    static let explanation = String(repeating: "Items you remove stay in the bin for thirty days, then go for good. ", count: 3)

    /// A grouped list of two sections with headers and footers from list content configurations.
    private func list(width: CGFloat = 320) -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: width, height: 600))
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        // Texts go by section identifier (0: the bin, 1: the archive), as an app's do: a batch that
        // deletes a section moves the others' headers and footers to new indexes.
        let sections = SectionIdentifiers()
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = sections.identifiers()[indexPath.section] == 0 ? "Bin" : "Archive"
            view.contentConfiguration = content
        }
        let footer = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionFooter) { view, _, indexPath in
            var content = UIListContentConfiguration.groupedFooter()
            content.text = sections.identifiers()[indexPath.section] == 0 ? Self.explanation : "Archived."
            view.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, text in
            view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: text)
        }
        sections.identifiers = { [weak dataSource] in dataSource?.snapshot().sectionIdentifiers ?? [] }
        dataSource.supplementaryViewProvider = { view, kind, indexPath in
            kind == UICollectionView.elementKindSectionHeader
                ? view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
                : view.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Letter", "Photo"], toSection: 0)
        snapshot.appendItems(["Invoice"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(collection)
        window.layoutIfNeeded()
        return (window, collection, dataSource)
    }

    private func frame(_ collection: UICollectionView, _ kind: String, _ section: Int) -> CGRect {
        collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame ?? .null
    }

    @Test("R-LC2: a footer of several lines is as tall as its text, not its 38-point estimate; what follows moves down; the view is where the layout says")
    func footerGrows() throws {
        let (_, collection, _) = list()
        let footer = frame(collection, UICollectionView.elementKindSectionFooter, 0)
        #expect(footer.height > 70, "three lines and more: \(footer)")
        let nextHeader = frame(collection, UICollectionView.elementKindSectionHeader, 1)
        #expect(nextHeader.minY >= footer.maxY - 0.5, "the next section starts below it: \(nextHeader) after \(footer)")
        let firstRowBelow = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))).frame
        #expect(firstRowBelow.minY >= nextHeader.maxY - 0.5)
        let view = try #require(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)))
        #expect(view.frame == footer)
        let short = frame(collection, UICollectionView.elementKindSectionFooter, 1)
        #expect(short.height < 50 && short.height > 20, "one line: \(short)")
    }

    @Test("R-LC2: at a narrower width the footer is measured again and grows; a batch deleting the first section keeps the second's measure with it")
    func widthAndBatches() throws {
        let (window, collection, dataSource) = list()
        let wide = frame(collection, UICollectionView.elementKindSectionFooter, 0).height
        window.frame.size.width = 220
        window.layoutIfNeeded()
        let narrow = frame(collection, UICollectionView.elementKindSectionFooter, 0).height
        #expect(narrow > wide + 10, "\(narrow) at 220 against \(wide) at 320")
        let archived = frame(collection, UICollectionView.elementKindSectionFooter, 1).height
        var snapshot = dataSource.snapshot()
        snapshot.deleteSections([0])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        #expect(abs(frame(collection, UICollectionView.elementKindSectionFooter, 0).height - archived) < 0.5)
    }
}
