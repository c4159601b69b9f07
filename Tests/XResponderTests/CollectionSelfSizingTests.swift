import Foundation
import Testing
@testable import XResponder

/// A collection cell laid out with Auto Layout: a wrapping label pinned to the content view.
final class NoteItemCell: UICollectionViewCell {
    let body = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A tag cell: a one-line label pinned all round, so the cell is as wide as its text.
final class TagCell: UICollectionViewCell {
    let title = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A cell that sizes itself by overriding `preferredLayoutAttributesFitting`, as some apps do.
final class FixedAnswerCell: UICollectionViewCell {
    nonisolated(unsafe) static var answer: CGFloat = 90
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size.height = FixedAnswerCell.answer
        return attributes
    }
}

/// Texts by index path, shown in note cells, tag cells or list cells.
@MainActor
final class TextItems: UICollectionViewDataSource {
    var texts: [[String]]
    var identifier: String
    init(_ texts: [[String]], identifier: String) { self.texts = texts; self.identifier = identifier }
    func numberOfSections(in collectionView: UICollectionView) -> Int { texts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        let text = texts[indexPath.section][indexPath.item]
        if let cell = cell as? NoteItemCell { cell.body.text = text }
        if let cell = cell as? TagCell { cell.title.text = text }
        if let cell = cell as? UICollectionViewListCell {
            var content = cell.defaultContentConfiguration()
            content.text = text
            content.textProperties.numberOfLines = 0
            cell.contentConfiguration = content
        }
        return cell
    }
}

@Suite("UICollectionView: self-sizing items (R-LC2)", .tearsDownTestTrees)
@MainActor
struct CollectionSelfSizingTests {
    let h = Harness()
    static let long = String(repeating: "A long note that wraps over several lines of its cell. ", count: 6)

    func collection(_ layout: UICollectionViewLayout, _ source: TextItems, width: CGFloat = 320) -> (UIWindow, UICollectionView) {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: width, height: 480))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(NoteItemCell.self, forCellWithReuseIdentifier: "note")
        collection.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
        collection.register(FixedAnswerCell.self, forCellWithReuseIdentifier: "fixed")
        collection.dataSource = source
        window.addSubview(collection)
        window.layoutIfNeeded()
        return (window, collection)
    }

    func frame(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
    }

    static func estimatedRows(_ estimate: CGFloat) -> UICollectionViewCompositionalLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    @Test("R-LC2: a list's rows size themselves to their text; a long one is taller and the rows below follow")
    func listRowsSizeThemselves() {
        let texts = ["Short", Self.long, "Short again", "Another"]
        let (_, collection) = collection(UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)), TextItems([texts], identifier: "list"))
        #expect(approx(frame(collection, 0).height, 44))
        let tall = frame(collection, 1)
        #expect(tall.height > 100, "the long note wraps to several lines: \(tall)")
        #expect(approx(tall.minY, 44))
        #expect(approx(frame(collection, 2).minY, tall.maxY))
        #expect(approx(collection.contentSize.height, 44 * 3 + tall.height))
        // The cells are where the layout says, at their measured heights.
        #expect(approx(collection.cellForItem(at: IndexPath(item: 1, section: 0))!.frame, tall))
    }

    @Test("R-LC2: Auto Layout cells in a group of estimated height take their content's height")
    func autoLayoutCellsSizeTheirRows() {
        let texts = ["One line", Self.long, "One line"]
        let (_, collection) = collection(Self.estimatedRows(50), TextItems([texts], identifier: "note"))
        let short = frame(collection, 0), long = frame(collection, 1)
        let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0)) as! NoteItemCell
        #expect(short.height < 50 && short.height > 16, "one line and its 8-point margins: \(short)")
        #expect(long.height > 100 && abs(long.height - (cell.body.frame.height + 16)) <= 0.5,
                "\(long) against the label's \(cell.body.frame)")
        #expect(approx(frame(collection, 2).minY, long.maxY))
    }

    @Test("R-LC2: a million estimated rows cost what is on screen; a row far down is found and sized there")
    func millionEstimatedRows() {
        let source = TextItems([Array(repeating: "Row", count: 1_000_000)], identifier: "note")
        source.texts[0][500_000] = Self.long
        let (window, collection) = collection(Self.estimatedRows(60), source)
        let measuredHeight = frame(collection, 0).height
        #expect(measuredHeight < 60)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0))!.frame.minY > 59_000_000 - 1,
                "rows not shown stand at the estimate")
        collection.scrollToItem(at: IndexPath(item: 500_000, section: 0), at: .top, animated: false)
        window.layoutIfNeeded()
        let far = frame(collection, 500_000)
        #expect(far.height > 100, "the long row is measured where it shows: \(far)")
        #expect(collection.visibleCells.count < 30)
        #expect(collection.collectionViewLayout.measures.sizes.count < 80, "only the rows shown were measured")
    }

    @Test("R-LC2: in a row of estimated height, the tallest item sets the row; items of fractional height stretch to it")
    func rowOfItemsTakesTheTallest() {
        let estimated = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(40)))
        let stretched = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)),
                                                       subitems: [estimated, stretched])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (_, collection) = collection(layout, TextItems([[Self.long, "Short", "Short", "Short"]], identifier: "note"))
        let first = frame(collection, 0), beside = frame(collection, 1), below = frame(collection, 2)
        #expect(first.height > 150, "half a width of the long note: \(first)")
        #expect(approx(beside.height, first.height), "the fractional item stretches with its row")
        #expect(approx(below.minY, first.maxY))
        #expect(below.height < 40 && approx(frame(collection, 3).height, below.height))
    }

    @Test("R-LC2: a vertical group's estimated items stack, each pushing the ones below it")
    func verticalGroupStacks() {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(90)),
                                                     subitem: item, count: 3)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (_, collection) = collection(layout, TextItems([["One", Self.long, "Three", "Four"]], identifier: "note"))
        let second = frame(collection, 1)
        #expect(second.height > 100)
        #expect(approx(frame(collection, 2).minY, second.maxY))
        #expect(approx(frame(collection, 3).minY, frame(collection, 2).maxY), "the next group starts under the last of this one")
    }

    @Test("R-LC2: a flow layout's automatic size flows tags at their own widths, wrapping when a line is full")
    func flowTagsTakeTheirWidths() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.itemSize = CGSize(width: 60, height: 30)
        layout.minimumInteritemSpacing = 8
        let tags = ["Swift", "Linux desktops", "X11", "Cairo and Pango together", "UIKit"]
        let (_, collection) = collection(layout, TextItems([tags], identifier: "tag"))
        let widths = tags.indices.map { frame(collection, $0).width }
        #expect(widths[1] > widths[0] && widths[3] > widths[1], "wider texts, wider tags: \(widths)")
        #expect(widths[2] < 60, "a short tag is narrower than the estimate: \(widths)")
        let label = UILabel()
        label.text = "Cairo and Pango together"
        #expect(abs(widths[3] - (label.intrinsicContentSize.width + 20)) <= 1)
        #expect(frame(collection, 3).minY > frame(collection, 0).minY, "the long tag wraps to the next line")
    }

    @Test("R-LC2: a cell's own preferredLayoutAttributesFitting decides its height")
    func cellOverrideDecides() {
        FixedAnswerCell.answer = 90
        let (_, collection) = collection(Self.estimatedRows(40), TextItems([["a", "b", "c"]], identifier: "fixed"))
        #expect(approx(frame(collection, 0).height, 90))
        #expect(approx(frame(collection, 2).minY, 180))
    }

    @Test("R-LC2: a new width measures again: text that wrapped in a narrow window takes fewer lines in a wide one")
    func newWidthMeasuresAgain() {
        let (window, collection) = collection(UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)), TextItems([[Self.long, "b"]], identifier: "list"))
        let narrow = frame(collection, 0).height
        window.frame.size.width = 900
        collection.frame = window.bounds
        window.layoutIfNeeded()
        let wide = frame(collection, 0).height
        #expect(wide < narrow, "\(wide) against \(narrow)")
        #expect(approx(frame(collection, 1).minY, wide))
    }

    @Test("R-LC2: a batch carries the measures with their items; an item inserted is measured as it shows")
    func batchCarriesMeasures() {
        let source = TextItems([["a", Self.long, "c"]], identifier: "list")
        let (_, collection) = collection(UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)), source)
        let long = frame(collection, 1).height
        source.texts[0].insert(Self.long + " More.", at: 0)
        collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(frame(collection, 0).height > 100, "the new item was measured at once")
        #expect(approx(frame(collection, 2).height, long), "the old long item kept its measure at its new place")
        #expect(approx(frame(collection, 3).minY, frame(collection, 2).maxY))
    }

    @Test("R-LC2: a custom layout hears the preferred size through shouldInvalidateLayout(forPreferredLayoutAttributes:)")
    func customLayoutHears() {
        final class Column: UICollectionViewLayout {
            var heights: [Int: CGFloat] = [:]
            var heard = 0
            override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 1000) }
            func attributes(_ item: Int) -> UICollectionViewLayoutAttributes {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                let top = (0..<item).reduce(CGFloat(0)) { $0 + (heights[$1] ?? 40) }
                attributes.frame = CGRect(x: 0, y: top, width: 320, height: heights[item] ?? 40)
                return attributes
            }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { (0..<3).map(attributes) }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { attributes(indexPath.item) }
            override func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: UICollectionViewLayoutAttributes,
                                                 withOriginalAttributes original: UICollectionViewLayoutAttributes) -> Bool {
                heard += 1
                heights[original.indexPath.item] = preferred.size.height
                return true
            }
        }
        FixedAnswerCell.answer = 70
        let layout = Column()
        let (_, collection) = collection(layout, TextItems([["a", "b", "c"]], identifier: "fixed"))
        #expect(layout.heard == 3)
        #expect(approx(collection.cellForItem(at: IndexPath(item: 2, section: 0))!.frame, CGRect(x: 0, y: 140, width: 320, height: 70)))
    }

    @Test("R-LC2: bad answers are survived: a cell that asks for NaN, a negative or a changing height settles")
    func badAnswersSurvive() {
        for answer in [CGFloat.nan, -50, .infinity] {
            FixedAnswerCell.answer = answer
            let (window, collection) = collection(Self.estimatedRows(40), TextItems([["a", "b"]], identifier: "fixed"))
            #expect(approx(frame(collection, 0).height, 40), "\(answer) is not a height: the estimate stands")
            window.removeFromSuperview()
            _ = collection
        }
        // A cell whose answer changes every time it is asked: the layout settles within a pass.
        final class Restless: UICollectionViewCell {
            nonisolated(unsafe) static var asked = 0
            override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
                Restless.asked += 1
                let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
                attributes.size.height = CGFloat(30 + Restless.asked % 7)
                return attributes
            }
        }
        let (window, collection) = collection(Self.estimatedRows(40), TextItems([["a", "b"]], identifier: "restless"))
        collection.register(Restless.self, forCellWithReuseIdentifier: "restless")
        collection.reloadData()
        window.layoutIfNeeded()
        let asked = Restless.asked
        window.layoutIfNeeded()
        collection.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(Restless.asked == asked, "a shown cell that was measured is not asked again")
    }
}
