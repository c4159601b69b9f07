import CoreData
import Foundation
import Testing

/// Relationships (R-CD1): kept in the store and read back after a relaunch, inverses kept on both
/// sides in memory, delete rules, key paths through relationships in predicates and sorts, and a
/// run of random edits checked against a plain Swift model of the same graph.
@Suite("Core Data: relationships (R-CD1)")
@MainActor
struct CoreDataRelationshipTests {
    let folder = ScratchFolder()

    func make<T: NSManagedObject>(_ type: T.Type, _ name: String, in context: NSManagedObjectContext) -> T {
        let entityName = T.self == BookTag.self ? "Tag" : String(describing: T.self)
        let entity = NSEntityDescription.entity(forEntityName: entityName, in: context)!
        let object = T(entity: entity, insertInto: context)
        object.setValue(name, forKey: object.entity.attributesByName["name"] != nil ? "name" : "title")
        return object
    }

    func fetch<T: NSManagedObject>(_ entity: String, _ format: String? = nil, _ args: CVarArg..., sortedBy key: String = "name",
                                   in context: NSManagedObjectContext) throws -> [T] {
        let request = NSFetchRequest<T>(entityName: entity)
        if let format { request.predicate = NSPredicate(format: format, argumentArray: args) }
        request.sortDescriptors = [NSSortDescriptor(key: key, ascending: true)]
        return try context.fetch(request)
    }

    @Test("R-CD1: to-one, to-many, many-to-many, ordered and inverse-less relationships are kept in the store and read back after a relaunch")
    func keptAcrossRelaunch() throws {
        do {
            let container = try LibraryModel.open(in: folder)
            let context = container.viewContext
            let ann = make(Author.self, "Ann", in: context)
            let press = make(Publisher.self, "Press", in: context)
            ann.publisher = press
            let dune = make(Book.self, "Dune", in: context)
            let emma = make(Book.self, "Emma", in: context)
            dune.author = ann
            ann.addToBooks(emma)
            let classic = make(BookTag.self, "classic", in: context)
            let long = make(BookTag.self, "long", in: context)
            dune.addToTags(classic)
            dune.addToTags(long)
            emma.tags = NSSet(array: [classic])
            for title in ["One", "Two", "Three"] { dune.addToChapters(make(Chapter.self, title, in: context)) }
            dune.insertIntoChapters(make(Chapter.self, "Prologue", in: context), at: 0)
            let shelf = make(Shelf.self, "Front", in: context)
            shelf.books = NSSet(array: [dune, emma])
            try context.save()
        }
        let context = try LibraryModel.open(in: folder).viewContext
        let authors: [Author] = try fetch("Author", in: context)
        let ann = try #require(authors.first)
        #expect(authors.count == 1 && ann.books?.names == ["Dune", "Emma"])
        #expect(ann.publisher?.name == "Press" && ann.publisher?.authors?.names == ["Ann"])
        let books: [Book] = try fetch("Book", sortedBy: "title", in: context)
        #expect(books.map { $0.author?.name } == ["Ann", "Ann"], "the to-one reads back as the same author")
        #expect(books[0].author === ann, "uniqued: the author reached through the book is the one fetched")
        #expect(books[0].tags?.names == ["classic", "long"] && books[1].tags?.names == ["classic"])
        let tags: [BookTag] = try fetch("Tag", in: context)
        #expect(tags.map { $0.books?.names ?? [] } == [["Dune", "Emma"], ["Dune"]], "the other side of the many-to-many")
        let chapters = try #require(books[0].chapters?.array as? [Chapter])
        #expect(chapters.map(\.title) == ["Prologue", "One", "Two", "Three"], "an ordered relationship keeps its order")
        #expect(chapters.allSatisfy { $0.book === books[0] })
        let shelves: [Shelf] = try fetch("Shelf", in: context)
        #expect(shelves.first?.books?.names == ["Dune", "Emma"], "a to-many without an inverse")
        #expect((books[0].tags as? Set<BookTag>)?.count == 2, "bridges to a Swift Set of the class, as apps cast it")
    }

    @Test("R-CD1: setting either side of a relationship changes the other: to-one moves, to-many add and remove, many-to-many, ordered moves — and the store agrees")
    func inversesKept() throws {
        let container = try LibraryModel.open(in: folder)
        let context = container.viewContext
        let ann = make(Author.self, "Ann", in: context)
        let bob = make(Author.self, "Bob", in: context)
        let dune = make(Book.self, "Dune", in: context)
        dune.author = ann
        #expect(ann.books?.names == ["Dune"])
        dune.author = bob
        #expect(ann.books?.names == [] && bob.books?.names == ["Dune"], "the book left Ann when it moved to Bob")
        ann.addToBooks(dune)
        #expect(dune.author === ann && bob.books?.count == 0, "adding to Ann's books took it from Bob")
        ann.removeFromBooks(dune)
        #expect(dune.author == nil)
        ann.books = NSSet(array: [dune])
        try context.save()

        let classic = make(BookTag.self, "classic", in: context)
        dune.addToTags(classic)
        #expect(classic.books?.names == ["Dune"])
        classic.mutableSetValue(forKey: "books").remove(dune)
        #expect(dune.tags?.count == 0, "taken out from the tag's side")
        classic.books = NSSet(array: [dune])

        let chapters = ["A", "B", "C"].map { make(Chapter.self, $0, in: context) }
        dune.chapters = NSOrderedSet(array: chapters)
        let ordered = dune.mutableOrderedSetValue(forKey: "chapters")
        ordered.moveObjects(at: IndexSet(integer: 2), to: 0)
        #expect((dune.chapters?.array as? [Chapter])?.map(\.title) == ["C", "A", "B"])
        dune.removeFromChapters(at: 1)
        #expect(chapters[0].book == nil && chapters[2].book === dune)
        chapters[0].book = dune
        #expect((dune.chapters?.array as? [Chapter])?.map(\.title) == ["C", "B", "A"], "joining through the to-one appends")
        try context.save()

        let reopened = try LibraryModel.open(in: folder).viewContext
        let book = try #require((try fetch("Book", sortedBy: "title", in: reopened) as [Book]).first)
        #expect(book.author?.name == "Ann" && book.tags?.names == ["classic"])
        #expect((book.chapters?.array as? [Chapter])?.map(\.title) == ["C", "B", "A"])
        let authors: [Author] = try fetch("Author", in: reopened)
        #expect(authors.map { $0.books?.count ?? -1 } == [1, 0])
    }

    @Test("R-CD1: delete rules — cascade deletes the author's books and their chapters, nullify takes a book out of its tags, deny refuses the save")
    func deleteRules() throws {
        let context = try LibraryModel.open(in: folder).viewContext
        let press = make(Publisher.self, "Press", in: context)
        let ann = make(Author.self, "Ann", in: context)
        ann.publisher = press
        let dune = make(Book.self, "Dune", in: context)
        let emma = make(Book.self, "Emma", in: context)
        ann.books = NSSet(array: [dune, emma])
        dune.addToChapters(make(Chapter.self, "One", in: context))
        let classic = make(BookTag.self, "classic", in: context)
        classic.books = NSSet(array: [dune, emma])
        try context.save()

        context.delete(press)
        var denied: NSError?
        do { try context.save() } catch { denied = error as NSError }
        #expect(denied?.code == NSValidationRelationshipDeniedDeleteError, "a publisher with authors cannot go")
        #expect(denied?.localizedDescription.contains("authors") == true)
        context.rollback()
        #expect(!press.isDeleted && ann.publisher === press, "rolled back")

        context.delete(ann)
        #expect(dune.isDeleted && emma.isDeleted, "cascade: the author's books")
        #expect(press.authors?.count == 0, "nullify: Ann left the publisher")
        #expect(classic.books?.count == 0, "the cascaded books left their tag")
        try context.save()
        let reopened = try LibraryModel.open(in: folder).viewContext
        #expect(try reopened.count(for: NSFetchRequest<Book>(entityName: "Book")) == 0)
        #expect(try reopened.count(for: NSFetchRequest<Chapter>(entityName: "Chapter")) == 0, "cascade went on to the chapters")
        let tags: [BookTag] = try fetch("Tag", in: reopened)
        #expect(tags.map(\.name) == ["classic"] && tags.first?.books?.count == 0, "the tag stays, without the books")
        let publishers: [Publisher] = try fetch("Publisher", in: reopened)
        #expect(publishers.first?.authors?.count == 0)
        reopened.delete(try #require(publishers.first))
        try reopened.save()
    }

    @Test("R-CD3: predicates and sorts through relationships — author.name, ANY tags.name, @count, a to-one compared with an object, sorting by author.name")
    func keyPathsThroughRelationships() throws {
        let context = try LibraryModel.open(in: folder).viewContext
        let ann = make(Author.self, "Ann", in: context)
        let zed = make(Author.self, "Zed", in: context)
        let books = ["Alpha", "Beta", "Gamma"].map { make(Book.self, $0, in: context) }
        books[0].author = zed
        books[1].author = ann
        books[2].author = ann
        let classic = make(BookTag.self, "classic", in: context)
        books[0].addToTags(classic)
        books[2].addToTags(classic)
        try context.save()
        context.reset()

        func titles(_ format: String, _ args: CVarArg..., sortedBy key: String = "title") throws -> [String] {
            let request = NSFetchRequest<Book>(entityName: "Book")
            request.predicate = NSPredicate(format: format, argumentArray: args)
            request.sortDescriptors = [NSSortDescriptor(key: key, ascending: true), NSSortDescriptor(key: "title", ascending: true)]
            return try context.fetch(request).compactMap(\.title)
        }
        #expect(try titles("author.name == %@", "Ann") == ["Beta", "Gamma"])
        #expect(try titles("ANY tags.name == %@", "classic") == ["Alpha", "Gamma"])
        #expect(try titles("tags.@count == 0") == ["Beta"])
        #expect(try titles("TRUEPREDICATE", sortedBy: "author.name") == ["Beta", "Gamma", "Alpha"])
        let annAgain: [Author] = try fetch("Author", "name == %@", "Ann", in: context)
        #expect(try titles("author == %@", annAgain[0]) == ["Beta", "Gamma"])
        let prolific: [Author] = try fetch("Author", "books.@count >= 2", in: context)
        #expect(prolific.map(\.name) == ["Ann"])
        #expect(annAgain[0].value(forKeyPath: "books.@count") as? Int == 2)
        var unknown: NSError?
        do { _ = try titles("author.nickname == %@", "x") } catch { unknown = error as NSError }
        #expect(unknown?.localizedDescription.contains("keypath author.nickname not found in entity Author") == true)
    }

    @Test("R-CD1: two hundred random links, unlinks, moves and deletes agree with a plain model of the same graph, in memory and after a relaunch")
    func randomEditsAgreeWithAModel() throws {
        var generator = SeededGenerator(seed: 0x5EED)
        var owner: [String: String] = [:]          // book → author
        var tagged: Set<[String]> = []             // [book, tag]
        var liveBooks: Set<String> = []
        let authorNames = ["A0", "A1", "A2"], tagNames = ["T0", "T1", "T2"]
        do {
            let context = try LibraryModel.open(in: folder).viewContext
            let authors = authorNames.map { make(Author.self, $0, in: context) }
            let tags = tagNames.map { make(BookTag.self, $0, in: context) }
            var books: [String: Book] = [:]
            for step in 0..<200 {
                let pick = Int.random(in: 0..<6, using: &generator)
                let live = liveBooks.sorted()
                let author = Int.random(in: 0..<3, using: &generator), tag = Int.random(in: 0..<3, using: &generator)
                if pick == 0 || live.isEmpty {
                    let name = "B\(step)"
                    books[name] = make(Book.self, name, in: context)
                    liveBooks.insert(name)
                    continue
                }
                let name = live[Int.random(in: 0..<live.count, using: &generator)]
                let book = books[name]!
                switch pick {
                case 1: book.author = authors[author]; owner[name] = authorNames[author]
                case 2: authors[author].addToBooks(book); owner[name] = authorNames[author]
                case 3: book.author = nil; owner[name] = nil
                case 4: tags[tag].mutableSetValue(forKey: "books").add(book); tagged.insert([name, tagNames[tag]])
                case 5 where step % 3 == 0:
                    context.delete(book)
                    liveBooks.remove(name); owner[name] = nil; tagged = tagged.filter { $0[0] != name }
                default: book.removeFromTags(tags[tag]); tagged.remove([name, tagNames[tag]])
                }
                if step % 50 == 49 { try context.save() }
            }
            try context.save()
        }
        let context = try LibraryModel.open(in: folder).viewContext
        let books: [Book] = try fetch("Book", sortedBy: "title", in: context)
        #expect(Set(books.compactMap(\.title)) == liveBooks)
        for book in books {
            let name = book.title ?? "?"
            #expect(book.author?.name == owner[name], "author of \(name)")
            #expect(book.tags?.names == tagged.filter { $0[0] == name }.map { $0[1] }.sorted(), "tags of \(name)")
        }
        let authors: [Author] = try fetch("Author", in: context)
        for author in authors {
            #expect(author.books?.names == owner.filter { $0.value == author.name }.map(\.key).sorted(), "books of \(author.name ?? "?")")
        }
    }
}

/// A small deterministic generator (SplitMix64), so that a failing run can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
