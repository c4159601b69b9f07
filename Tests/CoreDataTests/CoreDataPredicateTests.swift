import CoreData
import Foundation
import Testing

/// `NSPredicate(format:)` (R-CD3, R-CD4): a table of format strings with the objects Apple's
/// Predicate Programming Guide says they match, evaluated in fetches; collection operators on
/// plain values; malformed strings and unknown keys as errors.
@Suite("Core Data: predicates from format strings (R-CD3, R-CD4)")
@MainActor
struct CoreDataPredicateTests {
    let folder = ScratchFolder()
    let container: NSPersistentContainer
    var context: NSManagedObjectContext { container.viewContext }
    static let future = Date(timeIntervalSinceReferenceDate: 2_000_000_000)

    init() throws {
        let model = try ModelFixtures.writeNotesModel(in: folder)
        container = try ModelFixtures.container(model: model, store: folder.file("Notes.sqlite"))
        let rows: [(String?, Int16, Bool, Double)] = [
            (nil, 0, false, 0), ("groceries list", 1, false, 0), ("Ideas", 2, true, 1),
            ("Groceries", 3, true, 2.5), ("Trip to Lisbon", 4, false, 0), ("Café plans", 5, false, 0),
        ]
        for (title, rank, pinned, score) in rows {
            let note = Note(context: container.viewContext)
            note.title = title
            note.rank = rank
            note.pinned = pinned
            note.setValue(score, forKey: "score")
            if rank == 4 { note.created = Self.future }
        }
        try container.viewContext.save()
        container.viewContext.reset()
    }

    /// The ranks of the notes `predicate` fetches, in order.
    func ranks(_ predicate: NSPredicate) throws -> [Int16] {
        let request = NSFetchRequest<Note>(entityName: "Note")
        request.predicate = predicate
        request.sortDescriptors = [NSSortDescriptor(key: "rank", ascending: true)]
        return try context.fetch(request).map(\.rank)
    }

    @Test("R-CD3: comparisons, string operators with [c] and [d], LIKE and MATCHES, IN, BETWEEN, NOT, AND/OR, nil, booleans, SELF, %@ %K %d arguments and argument arrays select the notes the guide says")
    func formatTable() throws {
        let cases: [(NSPredicate, [Int16])] = [
            (NSPredicate(format: "rank == 3"), [3]),
            (NSPredicate(format: "rank = %d", 3), [3]),
            (NSPredicate(format: "rank >= %@", NSNumber(value: 4)), [4, 5]),
            (NSPredicate(format: "rank > 2 AND pinned == YES"), [3]),
            (NSPredicate(format: "pinned == TRUE && rank != 3"), [2]),
            (NSPredicate(format: "rank > 1 OR title == 'groceries list'"), [1, 2, 3, 4, 5]),
            (NSPredicate(format: "NOT (rank < 3)"), [3, 4, 5]),
            (NSPredicate(format: "title BEGINSWITH 'Gro'"), [3]),
            (NSPredicate(format: "title BEGINSWITH[c] 'gro'"), [1, 3]),
            (NSPredicate(format: "title ENDSWITH \"list\""), [1]),
            (NSPredicate(format: "title CONTAINS 'cafe'"), []),
            (NSPredicate(format: "title CONTAINS[cd] 'CAFE'"), [5]),
            (NSPredicate(format: "title ==[c] 'IDEAS'"), [2]),
            (NSPredicate(format: "title LIKE 'Trip*'"), [4]),
            (NSPredicate(format: "title LIKE[c] '?deas'"), [2]),
            (NSPredicate(format: "title MATCHES '[A-Z].*s'"), [2, 3, 5]),
            (NSPredicate(format: "rank IN {1, 2}"), [1, 2]),
            (NSPredicate(format: "rank IN %@", [1, 5] as NSArray), [1, 5]),
            (NSPredicate(format: "rank NOT IN {0, 1}"), [2, 3, 4, 5]),
            (NSPredicate(format: "title IN[c] {'ideas', 'GROCERIES'}"), [2, 3]),
            (NSPredicate(format: "rank BETWEEN {2, 4}"), [2, 3, 4]),
            (NSPredicate(format: "title == nil"), [0]),
            (NSPredicate(format: "title != NULL AND rank < 2"), [1]),
            (NSPredicate(format: "%K == %@", "title", "Ideas"), [2]),
            (NSPredicate(format: "created > %@", Date(timeIntervalSinceReferenceDate: 0) as NSDate), [4]),
            (NSPredicate(format: "score >= 2.5"), [3]),
            (NSPredicate(format: "score < -1"), []),
            (NSPredicate(format: "SELF.rank == 5"), [5]),
            (NSPredicate(format: "TRUEPREDICATE"), [0, 1, 2, 3, 4, 5]),
            (NSPredicate(format: "FALSEPREDICATE"), []),
            (NSPredicate(format: "rank > %@ AND title BEGINSWITH[c] %@", argumentArray: [1, "g"]), [3]),
            (NSCompoundPredicate(andPredicateWithSubpredicates: [NSPredicate(format: "rank > 1"), NSPredicate(format: "pinned == NO")]), [4, 5]),
        ]
        for (predicate, expected) in cases {
            #expect(try ranks(predicate) == expected, "\(predicate.formatString ?? "\(predicate)")")
        }
    }

    @Test("R-CD3: unsaved objects are filtered by the same predicate; count(for:) counts what matches")
    func pendingAndCount() throws {
        let draft = Note(context: context)
        draft.title = "Groceries for Sunday"
        draft.rank = 9
        #expect(try ranks(NSPredicate(format: "title BEGINSWITH 'Groceries'")) == [3, 9])
        let request = NSFetchRequest<Note>(entityName: "Note")
        request.predicate = NSPredicate(format: "rank > %d", 2)
        #expect(try context.count(for: request) == 4)
    }

    @Test("R-CD3: ANY, ALL and NONE over to-many values, @count, @sum, @avg, @min, @max, and $variables, on plain dictionaries")
    func collectionsAndVariables() {
        let folder: [String: Any] = ["name": "Work", "notes": [["rank": 1], ["rank": 4], ["rank": 6]], "tags": ["a", "b"]]
        let truths: [(String, Bool)] = [
            ("notes.@count == 3", true), ("tags.@count > 2", false), ("notes.@sum.rank == 11", true),
            ("notes.@avg.rank > 3.5", true), ("notes.@min.rank == 1", true), ("notes.@max.rank == 6", true),
            ("ANY notes.rank == 4", true), ("ALL notes.rank > 0", true), ("ALL notes.rank > 1", false),
            ("NONE notes.rank > 6", true), ("SOME tags == 'b'", true), ("tags CONTAINS 'a'", true),
            ("'b' IN tags", true), ("name ==[c] 'work'", true),
        ]
        for (format, expected) in truths {
            #expect(NSPredicate(format: format).evaluate(with: folder) == expected, "\(format)")
        }
        let limit = NSPredicate(format: "notes.@count <= $limit")
        #expect(limit.evaluate(with: folder, substitutionVariables: ["limit": 3]))
        #expect(!limit.evaluate(with: folder, substitutionVariables: ["limit": 2]))
    }

    @Test("R-CD4: a malformed format string or an argument missing is a fetch error that quotes the string and says where, never a crash; a key the entity lacks is an error naming it",
          arguments: ["rank ==", "rank === 3", "(rank == 3", "title BEGINSWITH", "rank == %@", "title == 'unclosed",
                      "rank IN {1, 2", "AND rank == 1", "rank == 1 rank", "rank ~ 1", "title CONTAINS[x] 'a'", ""])
    func malformed(format: String) throws {
        let predicate = NSPredicate(format: format)
        #expect(!predicate.evaluate(with: ["rank": 1]))
        let request = NSFetchRequest<Note>(entityName: "Note")
        request.predicate = predicate
        #expect {
            try context.fetch(request)
        } throws: { error in
            (error as NSError).localizedDescription.contains("Unable to parse the format string \"\(format)\"")
        }
    }

    @Test("R-CD4: a key path the entity does not have, and %K given something other than a name, are errors")
    func unknownKeys() throws {
        let request = NSFetchRequest<Note>(entityName: "Note")
        request.predicate = NSPredicate(format: "colour == 'red' OR rank == 1")
        #expect {
            try context.fetch(request)
        } throws: { error in
            (error as NSError).localizedDescription.contains("keypath colour not found in entity Note")
        }
        request.predicate = NSPredicate(format: "%K == 1", NSNumber(value: 5))
        #expect(throws: NSError.self) { try context.fetch(request) }
    }
}
