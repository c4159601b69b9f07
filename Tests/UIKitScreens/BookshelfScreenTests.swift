import CoreData
import Foundation
import Testing
import XResponder
import XResponderTesting

/// The bookshelf searched by its books, used as a person would (issue #52, R-CD3): typing in the
/// search field filters the authors by `ANY books.title BEGINSWITH[cd]`, the "Prolific" scope by
/// `books.@count >= 2`, and a book added to an author brings that author into the filtered list
/// through the fetched-results controller.
@Suite("UIKit screens in Swift 5 mode: authors searched by their books (R-CD3)")
@MainActor
struct BookshelfScreenTests {
    func rows(_ table: UITableView) -> [String] {
        (0..<table.numberOfRows(inSection: 0)).map { row in
            let cell = table.cellForRow(at: IndexPath(row: row, section: 0))
            return "\(cell?.textLabel?.text ?? "?") (\(cell?.detailTextLabel?.text ?? "?"))"
        }
    }

    @Test("R-CD3: the search text asks for authors with ANY book whose title BEGINSWITH[cd] it, the Prolific scope for books.@count >= 2; a second book brings its author into the Prolific list; the shelf is kept across a relaunch")
    func authorsSearchedByTheirBooks() throws {
        let dataHome = ScratchDataHome("bookshelf")
        defer { dataHome.restore() }
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        func launch() -> (UIWindow, BookshelfViewController) {
            let container = NSPersistentContainer(name: "Bookshelf")
            container.loadPersistentStores { _, error in #expect(error == nil) }
            let shelf = BookshelfViewController(style: .plain)
            shelf.container = container
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 420, height: 700))
            window.rootViewController = UINavigationController(rootViewController: shelf)
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            return (window, shelf)
        }
        let (window, shelf) = launch()
        let table = shelf.tableView!
        let everyone = ["Anonymous (0 books)", "Frank Herbert (3 books)", "Mary Shelley (1 book)",
                        "Neal Stephenson (2 books)", "Ursula K. Le Guin (2 books)"]
        #expect(rows(table) == everyone)

        func typeAndLook(_ text: String) -> [String] {
            input.typeText(text)
            input.runUntilIdle()
            window.layoutIfNeeded()
            return rows(table)
        }
        func backspace(_ times: Int) {
            for _ in 0..<times { input.pressKey(UIKey(characters: "", modifierFlags: [], keyCode: .keyboardDeleteOrBackspace)) }
            input.runUntilIdle()
            window.layoutIfNeeded()
        }
        let bar = shelf.searchController.searchBar
        let field = bar.searchTextField
        let fieldFrame = field.convert(field.bounds, to: window)
        input.tap(at: CGPoint(x: fieldFrame.midX, y: fieldFrame.midY))
        input.runUntilIdle()
        window.layoutIfNeeded()
        #expect(shelf.searchController.isActive)

        // "dune" is the first word of two of Herbert's titles and inside a third: one author.
        #expect(typeAndLook("dune") == ["Frank Herbert (3 books)"])
        backspace(4)
        #expect(rows(table) == everyone, "no text: every author")
        // Case and diacritics are ignored ([cd]): "Ánathem" begins with "an"; nobody's title
        // begins with "wizard" (it is "A Wizard of Earthsea"), and the author without books never
        // matches ANY.
        #expect(typeAndLook("AN") == ["Neal Stephenson (2 books)"])
        backspace(2)
        #expect(typeAndLook("wizard") == [])
        backspace(6)
        #expect(typeAndLook("f") == ["Mary Shelley (1 book)"])

        // The scope bar's "Prolific" segment: Shelley has one book.
        window.layoutIfNeeded()
        let segments = try #require(bar.subviews.compactMap { $0 as? UISegmentedControl }.first)
        let segmentsFrame = segments.convert(segments.bounds, to: window)
        input.tap(at: CGPoint(x: segmentsFrame.minX + segmentsFrame.width * 0.75, y: segmentsFrame.midY))
        input.runUntilIdle()
        window.layoutIfNeeded()
        #expect(bar.selectedScopeButtonIndex == 1)
        #expect(rows(table) == [])

        // A second book: the controller sees Shelley's changed books and lets her in.
        let shelley = try #require(try shelf.container.viewContext.fetch(Author.fetchRequest()).first { $0.name == "Mary Shelley" })
        shelf.addBook(title: "The Last Man", year: 1826, to: shelley)
        window.layoutIfNeeded()
        #expect(rows(table) == ["Mary Shelley (2 books)"])
        backspace(1)
        #expect(rows(table) == ["Frank Herbert (3 books)", "Mary Shelley (2 books)", "Neal Stephenson (2 books)",
                                "Ursula K. Le Guin (2 books)"], "Prolific, no text")

        shelf.searchController.isActive = false
        window.layoutIfNeeded()
        let afterwards = ["Anonymous (0 books)", "Frank Herbert (3 books)", "Mary Shelley (2 books)",
                          "Neal Stephenson (2 books)", "Ursula K. Le Guin (2 books)"]
        #expect(rows(table) == afterwards, "the search ended: every author, the scope's filter gone")
        window.isHidden = true

        let (secondWindow, relaunched) = launch()
        #expect(rows(relaunched.tableView) == afterwards, "the store kept the shelf, which was not preloaded twice")
        secondWindow.isHidden = true
    }
}
