@testable import CoreData
import Foundation
import Testing

/// Predicates turned into SQL (R-CD3): for hundreds of seeded random predicates over a store of
/// books with awkward titles (nil, empty, case and accent variants, non-ASCII, "\r\n"), a fetch —
/// whose `WHERE` clause SQLite now runs — selects exactly the books the predicate selects when
/// evaluated in memory on every book; with unsaved inserts, changes and deletions too. And what
/// is said to translate does: each predicate made only of translatable parts becomes an exact
/// SQL filter, so the agreement is SQLite's, not the memory path's with itself.
@Suite("Core Data: predicates in SQL (R-CD3)")
@MainActor
struct CoreDataPredicateSQLTests {
    let folder = ScratchFolder()
    let container: NSPersistentContainer
    var context: NSManagedObjectContext { container.viewContext }
    var authors: [Author] = []
    var books: [Book] = []

    static let titles: [String?] = [
        nil, "", "Café", "cafe", "CAFÉ", "Cafe\u{301}", "Dune", "dune messiah", "The Dune", "Ångström", "straße",
        "Strasse", "a\r\nb", "a\rb", "Zebra", "zebra", "ÆON", "北京", "emoji 🎉 party", "100 years", "C?fe", "*star*",
        "Dune\u{301}", "Dunes",
    ]
    static let patterns: [String] = [
        "", "C", "c", "Caf", "cafe", "CAFE", "é", "e", "Dune", "dune", "une", "a\r", "\n", "b", "Z", "Ång", "ss", "ß",
        "北", "🎉", "100", "s", "*", "?", "Dunes",
    ]
    static let likePatterns = ["*", "C*", "*af*", "?afe", "c?f?", "*e", "D*e", "*\\**"]
    static let regularExpressions = ["C.*", "[a-z]+", ".*une.*", "(Dune|Zebra)", "\\d+ years", ".", "[", "a.b"]

    init() throws {
        container = try LibraryModel.open(in: folder)
        var random = SeededGenerator(seed: 7)
        for index in 0..<8 {
            let author = Author(context: container.viewContext)
            author.name = index.isMultiple(of: 3) ? nil : "Author \(index)"
            authors.append(author)
        }
        for index in 0..<240 {
            let book = Book(context: container.viewContext)
            book.title = Self.titles[index % Self.titles.count]
            if index % 11 == 5 { book.setValue(nil, forKey: "year") } else { book.year = Int32(random.next(in: -20...40)) }
            book.author = random.next(in: 0...9) < 8 ? authors[random.next(in: 0...7)] : nil
            books.append(book)
        }
        try container.viewContext.save()
    }

    @Test("R-CD3: random predicates fetched through SQL select what they select in memory, counts included")
    func sqlAgreesWithMemory() throws {
        var random = SeededGenerator(seed: 42)
        var translated = 0
        for round in 0..<400 {
            let made = makePredicate(&random, depth: 0)
            let predicate = NSPredicate(format: made.format, argumentArray: made.arguments)
            let filter = PredicateSQL.filter(for: predicate, entity: books[0].entity, context: context)
            #expect((filter?.isExact ?? false) == made.translatable, "round \(round): \(made.format) translated \(String(describing: filter?.clause))")
            if made.translatable { translated += 1 }
            try expectAgreement(predicate, "round \(round): \(made.format)")
        }
        #expect(translated > 200)
    }

    @Test("R-CD3: with unsaved inserts, changes and deletions, SQL for the saved rows and memory for the unsaved agree with memory alone")
    func pendingChangesAgree() throws {
        var random = SeededGenerator(seed: 99)
        for index in 0..<30 {
            let book = books[random.next(in: 0...(books.count - 1))]
            switch index % 3 {
            case 0: book.title = Self.titles[random.next(in: 0...(Self.titles.count - 1))]
            case 1: book.year = Int32(random.next(in: -20...40))
            default: book.author = authors[random.next(in: 0...7)]
            }
        }
        // An author renamed and not saved: a comparison through `author` must see the new name.
        authors[1].name = "Renamed"

        for index in 0..<10 {
            let book = Book(context: context)
            book.title = Self.titles[index]
            book.year = Int32(index)
            book.author = authors[index % 8]
        }
        for _ in 0..<10 { context.delete(books[random.next(in: 0...(books.count - 1))]) }
        for round in 0..<200 {
            let made = makePredicate(&random, depth: 0)
            try expectAgreement(NSPredicate(format: made.format, argumentArray: made.arguments), "round \(round): \(made.format)")
        }
    }

    @Test("R-CD3: a top-level AND narrows the rows read by its translatable parts; a block predicate beside them still judges")
    func partialTranslation() throws {
        let year = NSPredicate(format: "year >= %d", 10)
        let block = NSPredicate { object, _ in ((object as? Book)?.title?.count ?? 0) > 4 }
        let both = NSCompoundPredicate(andPredicateWithSubpredicates: [year, block])
        let filter = try #require(PredicateSQL.filter(for: both, entity: books[0].entity, context: context))
        #expect(!filter.isExact)
        #expect(filter.clause == #"("ZYEAR" IS NOT NULL AND "ZYEAR" >= ?)"#)
        try expectAgreement(both, "year >= 10 AND a block")
        let through = NSPredicate(format: "year < 0 AND author.publisher.name == nil")
        #expect(PredicateSQL.filter(for: through, entity: books[0].entity, context: context)?.isExact == false)
        try expectAgreement(through, "year < 0 AND author.publisher.name == nil")
        // One to-one away translates; with the author entity changed and unsaved, it does not.
        let near = NSPredicate(format: "author.name BEGINSWITH 'Author'")
        #expect(PredicateSQL.filter(for: near, entity: books[0].entity, context: context)?.isExact == true)
        authors[2].name = "Changed"
        #expect(PredicateSQL.filter(for: near, entity: books[0].entity, context: context) == nil)
        try expectAgreement(near, "author.name BEGINSWITH 'Author' with an author renamed")
    }

    /// The books `predicate` fetches are the books it selects in memory, and `count(for:)` agrees.
    func expectAgreement(_ predicate: NSPredicate, _ label: String) throws {
        let all = try context.fetch(NSFetchRequest<Book>(entityName: "Book"))
        let expected = Set(all.filter { predicate.evaluate(with: $0) }.map(\.objectID))
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.predicate = predicate
        let fetched = try context.fetch(request)
        let got = Set(fetched.map(\.objectID))
        func rows(_ ids: Set<NSManagedObjectID>) -> String {
            ids.map { $0.uriRepresentation().lastPathComponent }.sorted().prefix(8).joined(separator: " ")
        }
        let difference = got.symmetricDifference(expected)
        #expect(difference.isEmpty, "\(label): missing \(rows(expected.subtracting(got))), extra \(rows(got.subtracting(expected)))")
        #expect(fetched.count == expected.count, "\(label): \(fetched.count) fetched, \(expected.count) selected")
        #expect(try context.count(for: request) == expected.count, "\(label): count")
    }

    @Test("R-CD3: BEGINSWITH in SQL answers as Swift where bytes alone would not — a Kelvin sign is K, a combining mark past the prefix joins its last letter")
    func beginsWithAsSwiftDoes() throws {
        for title in ["\u{212A}elvin", "Kelvin", "K", "Kafe\u{301}", "Kafes", "Ka\u{200D}b", "Ka\r\nb"] {
            Book(context: context).title = title
        }
        try context.save()
        for pattern in ["", "K", "Ke", "Kel", "Kafe", "Ka", "Kelvin", "Kelvins"] {
            let predicate = NSPredicate(format: "title BEGINSWITH %@", pattern)
            #expect(PredicateSQL.filter(for: predicate, entity: books[0].entity, context: context)?.isExact == true)
            try expectAgreement(predicate, "BEGINSWITH \(pattern.debugDescription)")
        }
    }

    @Test("R-CD3: ANY, ALL and NONE over a one-to-many's members, and their @count, run in SQL and select what they select in memory, an author without books included; unsaved members stay in memory")
    func quantifiersThroughToMany() throws {
        let bookless = Author(context: context)
        bookless.name = "Bookless"
        try context.save()
        let all = try context.fetch(NSFetchRequest<Author>(entityName: "Author"))
        let formats = ["ANY books.title BEGINSWITH %@", "ALL books.title BEGINSWITH %@", "NONE books.title BEGINSWITH %@",
                       "ANY books.title == %@", "ALL books.title != %@", "ANY books.title CONTAINS[cd] %@", "NONE books.title < %@",
                       "ANY books.year > %@", "ALL books.year >= %@", "ANY books.title == nil", "ALL books.title != nil",
                       "books.@count > %@", "books.@count == %@", "books.@count BETWEEN {0, 31}", "NOT books.@count IN {0, 29}"]
        try expectQuantifiedAgreement("Author", formats, arguments: ["C", "Dune", "e", "zebra", "Ångström"] as [Any] + [5, -30, 0, 30].map { NSNumber(value: $0) })
        #expect(all.contains { $0 === bookless } && NSPredicate(format: "ALL books.title == %@", "x").evaluate(with: bookless))
        // Members with unsaved changes are judged in memory.
        books[0].title = "unsaved"
        #expect(PredicateSQL.filter(for: NSPredicate(format: "ANY books.title == %@", "unsaved"), entity: bookless.entity, context: context) == nil)
        let request = NSFetchRequest<Author>(entityName: "Author")
        request.predicate = NSPredicate(format: "ANY books.title == %@", "unsaved")
        #expect(try context.fetch(request).map(\.objectID) == [books[0].author?.objectID].compactMap { $0 })
    }

    @Test("R-CD3: @sum, @avg, @min and @max of the members' numbers, through a one-to-many, a many-to-many and a to-many without an inverse, run in SQL and select what they select in memory (members without a year, owners without members); of text they stay in memory")
    func aggregatesOfMembers() throws {
        let bookless = Author(context: context)
        bookless.name = "Bookless"
        try context.save()
        let numbers = [-30, -3, 0, 5, 12, 30, 41].map { NSNumber(value: $0) } + [NSNumber(value: 4.5)]
        try expectQuantifiedAgreement("Author", ["books.@sum.year > %@", "books.@sum.year == %@", "books.@avg.year >= %@",
                                                 "books.@avg.year < %@", "books.@min.year <= %@", "books.@max.year > %@",
                                                 "books.@max.year == %@", "books.@avg.year == nil", "books.@min.year != nil",
                                                 "books.@sum.year BETWEEN {-10, 60}", "NOT books.@max.year IN {40, 39, 38}"],
                                      arguments: numbers + ["5"] as [Any])
        let entity = bookless.entity
        #expect(PredicateSQL.filter(for: NSPredicate(format: "books.@max.title == %@", "Dune"), entity: entity, context: context) == nil,
                "text's order is Foundation's: memory")
        let shelf = NSEntityDescription.insertNewObject(forEntityName: "Shelf", into: context)
        shelf.mutableSetValue(forKey: "books").addObjects(from: Array(books[0..<9]))
        let tag = NSEntityDescription.insertNewObject(forEntityName: "Tag", into: context)
        tag.setValue("short", forKey: "name")
        for book in books[3..<40] { book.mutableSetValue(forKey: "tags").add(tag) }
        _ = NSEntityDescription.insertNewObject(forEntityName: "Tag", into: context)
        try context.save()
        try expectQuantifiedAgreement("Tag", ["books.@max.year > %@", "books.@avg.year <= %@"], arguments: numbers)
        try expectQuantifiedAgreement("Shelf", ["books.@min.year < %@", "books.@sum.year >= %@"], arguments: numbers)
    }

    @Test("R-CD3: ANY, ALL, NONE and @count through a many-to-many (from either side of its join table) and through a to-many without an inverse run in SQL and select what they select in memory; unsaved members stay in memory, an unsaved change of the fetched side's own members is judged there")
    func quantifiersThroughJoinTables() throws {
        var random = SeededGenerator(seed: 11)
        var tags: [BookTag] = []
        for name in ["classic", "Classic", "sf", "Ångström", nil, "café", "zebra", "unused"] as [String?] {
            let tag = BookTag(context: context)
            tag.name = name
            tags.append(tag)
        }
        for book in books {
            for tag in tags.dropLast() where random.next(in: 0...9) < 2 { book.mutableSetValue(forKey: "tags").add(tag) }
        }
        var shelves: [Shelf] = []
        for index in 0..<5 {
            let shelf = Shelf(context: context)
            shelf.name = "Shelf \(index)"
            shelves.append(shelf)
            for book in books where index < 4 && random.next(in: 0...29) == 0 { shelf.mutableSetValue(forKey: "books").add(book) }
        }
        try context.save()
        #expect(tags.last?.books?.count == 0 && shelves.last?.books?.count == 0, "a member-less object on each side")

        let cases: [(entity: String, formats: [String])] = [
            ("Book", ["ANY tags.name == %@", "ANY tags.name BEGINSWITH[cd] %@", "ALL tags.name != %@", "NONE tags.name CONTAINS %@",
                      "ANY tags.name == nil", "tags.@count > %@", "tags.@count == %@"]),
            ("Tag", ["ANY books.title BEGINSWITH %@", "ALL books.year > %@", "NONE books.title == %@", "books.@count >= %@"]),
            ("Shelf", ["ANY books.title CONTAINS[cd] %@", "ALL books.year >= %@", "books.@count BETWEEN {1, 8}"]),
        ]
        for (entityName, formats) in cases {
            try expectQuantifiedAgreement(entityName, formats, arguments: ["c", "Classic", "Dune", "é", "zebra"] as [Any] + [0, 1, 2, 10, -30].map { NSNumber(value: $0) })
        }

        // A shelf given a book, unsaved: the books are unchanged, so SQL still reads the saved
        // shelves, and the changed shelf is judged in memory.
        let dune = try #require(books.first { $0.title == "Dune" })
        shelves[4].mutableSetValue(forKey: "books").add(dune)
        let onShelf = NSPredicate(format: "ANY books.title == %@", "Dune")
        #expect(PredicateSQL.filter(for: onShelf, entity: shelves[4].entity, context: context)?.isExact == true)
        let shelfRequest = NSFetchRequest<Shelf>(entityName: "Shelf")
        shelfRequest.predicate = onShelf
        #expect(Set(try context.fetch(shelfRequest).map(\.objectID)) == Set(shelves.filter { onShelf.evaluate(with: $0) }.map(\.objectID)))
        #expect(try context.fetch(shelfRequest).contains { $0 === shelves[4] })
        // A renamed tag, unsaved: a book's tags are judged in memory.
        tags[2].name = "renamed"
        let renamed = NSPredicate(format: "ANY tags.name == %@", "renamed")
        #expect(PredicateSQL.filter(for: renamed, entity: books[0].entity, context: context) == nil)
        let bookRequest = NSFetchRequest<Book>(entityName: "Book")
        bookRequest.predicate = renamed
        let renamedBooks = try context.fetch(bookRequest)
        #expect(Set(renamedBooks.map(\.objectID)) == Set(books.filter { renamed.evaluate(with: $0) }.map(\.objectID)) && !renamedBooks.isEmpty)
    }

    /// Each of `formats` (quantified or `@count` ones) with each of `arguments`, over the saved
    /// objects of `entityName`: it translates exactly when its kinds agree (a year or a count
    /// with a number, text with text; a format without `%@` always), and a fetch and a count
    /// select what the predicate selects in memory.
    func expectQuantifiedAgreement(_ entityName: String, _ formats: [String], arguments: [Any]) throws {
        let entity = try #require(NSEntityDescription.entity(forEntityName: entityName, in: context))
        let all = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: entityName))
        for format in formats {
            for argument in arguments {
                let predicate = NSPredicate(format: format, argumentArray: format.contains("%@") ? [argument] : [])
                let label = "\(entityName): \(format) with \(argument)"
                let numeric = format.contains("year") || format.contains("@count")
                if numeric == (argument is NSNumber) || !format.contains("%@") {
                    #expect(PredicateSQL.filter(for: predicate, entity: entity, context: context)?.isExact == true, "\(label): in SQL")
                }
                let expected = Set(all.filter { predicate.evaluate(with: $0) }.map(\.objectID))
                let request = NSFetchRequest<NSManagedObject>(entityName: entityName)
                request.predicate = predicate
                #expect(Set(try context.fetch(request).map(\.objectID)) == expected, "\(label)")
                #expect(try context.count(for: request) == expected.count, "\(label): count")
            }
        }
    }

    // MARK: Random predicates

    struct MadePredicate {
        var format: String
        var arguments: [Any]
        var translatable: Bool
    }

    func makePredicate(_ random: inout SeededGenerator, depth: Int) -> MadePredicate {
        guard depth < 3, random.next(in: 0...9) < 4 else { return makeComparison(&random) }
        let left = makePredicate(&random, depth: depth + 1)
        switch random.next(in: 0...2) {
        case 0:
            return MadePredicate(format: "NOT (\(left.format))", arguments: left.arguments, translatable: left.translatable)
        default:
            let right = makePredicate(&random, depth: depth + 1)
            let word = random.next(in: 0...1) == 0 ? "AND" : "OR"
            return MadePredicate(format: "(\(left.format)) \(word) (\(right.format))", arguments: left.arguments + right.arguments,
                                 translatable: left.translatable && right.translatable)
        }
    }

    func makeComparison(_ random: inout SeededGenerator) -> MadePredicate {
        let options = ["", "[c]", "[d]", "[cd]"][random.next(in: 0...3)]
        func pick<T>(_ items: [T]) -> T { items[random.next(in: 0...(items.count - 1))] }
        switch random.next(in: 0...9) {
        case 0, 1:
            let operation = pick(["==", "!=", "<", "<=", ">", ">="])
            if random.next(in: 0...9) == 0 { return MadePredicate(format: "title \(operation) nil", arguments: [], translatable: true) }
            return MadePredicate(format: "title \(operation)\(options) %@", arguments: [pick(Self.patterns)], translatable: true)
        case 2, 3:
            let operation = pick(["BEGINSWITH", "ENDSWITH", "CONTAINS"])
            return MadePredicate(format: "title \(operation)\(options) %@", arguments: [pick(Self.patterns)], translatable: true)
        case 4:
            if random.next(in: 0...1) == 0 {
                return MadePredicate(format: "title LIKE\(options) %@", arguments: [pick(Self.likePatterns)], translatable: true)
            }
            return MadePredicate(format: "title MATCHES\(options) %@", arguments: [pick(Self.regularExpressions)], translatable: true)
        case 5:
            let value = random.next(in: -25...45)
            switch random.next(in: 0...4) {
            case 0: return MadePredicate(format: "%d < year", arguments: [value], translatable: true)
            case 1: return MadePredicate(format: "year BETWEEN {%d, %d}", arguments: [value, value + random.next(in: 0...20)], translatable: true)
            case 2: return MadePredicate(format: "year IN %@", arguments: [[value, value + 1, value + 7] as [Any]], translatable: true)
            case 3: return MadePredicate(format: "year == nil", arguments: [], translatable: true)
            default: return MadePredicate(format: "year \(pick(["==", "!=", "<", "<=", ">", ">="])) %d", arguments: [value], translatable: true)
            }
        case 6:
            if random.next(in: 0...3) == 0 {
                return MadePredicate(format: "author \(pick(["==", "!="])) nil", arguments: [], translatable: true)
            }
            return MadePredicate(format: "author \(pick(["==", "!="])) %@", arguments: [pick(authors)], translatable: true)
        case 7:
            if random.next(in: 0...1) == 0 { return MadePredicate(format: "SELF == %@", arguments: [pick(books)], translatable: true) }
            return MadePredicate(format: "SELF IN %@", arguments: [[pick(books), pick(books), pick(books)]], translatable: true)
        case 8:
            return MadePredicate(format: "title IN %@", arguments: [[pick(Self.patterns), pick(Self.patterns)]], translatable: true)
        default:
            // One to-one away, through a subquery (books without an author compare nil).
            let names: [Any] = ["Author 1", "author 2", "Author 4", "A", "Author", "Author 7"]
            switch random.next(in: 0...4) {
            case 0: return MadePredicate(format: "author.name BEGINSWITH\(options) %@", arguments: [pick(names)], translatable: true)
            case 1: return MadePredicate(format: "author.name \(pick(["==", "!="])) nil", arguments: [], translatable: true)
            case 2: return MadePredicate(format: "author.name IN %@", arguments: [[pick(names), pick(names)] as [Any]], translatable: true)
            case 3: return MadePredicate(format: "author.name CONTAINS\(options) %@", arguments: [pick(["or 1", "OR", "ö", ""])], translatable: true)
            default:
                return MadePredicate(format: "author.name \(pick(["==", "!=", "<", "<=", ">", ">="]))\(options) %@", arguments: [pick(names)],
                                     translatable: true)
            }
        }
    }
}

extension SeededGenerator {
    /// A number in `range` (the seeded generator of CoreDataRelationshipTests).
    mutating func next(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}
