import CoreData
import XResponder

// A bookshelf of authors searched by their books (issue #52, R-CD3), as the Core Data search
// tutorials write one: a table of authors kept by an NSFetchedResultsController, a search
// controller in the navigation item whose text asks for authors with ANY book whose title begins
// with it, and a scope bar whose "Prolific" scope asks for authors with at least two books
// (`books.@count >= 2`). Each change of text or scope replaces the controller's predicate and
// fetches again; a new book reaches the table through the controller's delegate. Swift 5 mode;
// the model is Bookshelf.xcdatamodeld (Author ⟷ Book, one-to-many). The classes below are what
// Xcode's "Class Definition" generation writes for it, after xrport: the `@NSManaged`
// properties and the to-many accessor are given bodies.

public class Author: NSManagedObject {
}

public class Book: NSManagedObject {
}

extension Author {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Author> {
        return NSFetchRequest<Author>(entityName: "Author")
    }

    public var name: String? {
        get { value(forKey: "name") as? String }
        set { setValue(newValue, forKey: "name") }
    }
    public var books: NSSet? {
        get { value(forKey: "books") as? NSSet }
        set { setValue(newValue, forKey: "books") }
    }

    public func addToBooks(_ value: Book) {
        mutableSetValue(forKey: "books").add(value)
    }
}

extension Book {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Book> {
        return NSFetchRequest<Book>(entityName: "Book")
    }

    public var title: String? {
        get { value(forKey: "title") as? String }
        set { setValue(newValue, forKey: "title") }
    }
    public var year: Int16 {
        get { value(forKey: "year") as? Int16 ?? 0 }
        set { setValue(newValue, forKey: "year") }
    }
    public var author: Author? {
        get { value(forKey: "author") as? Author }
        set { setValue(newValue, forKey: "author") }
    }
}

class BookshelfViewController: UITableViewController, NSFetchedResultsControllerDelegate {
    var container: NSPersistentContainer!
    let searchController = UISearchController(searchResultsController: nil)

    lazy var fetchedResultsController: NSFetchedResultsController<Author> = {
        let fetchRequest: NSFetchRequest<Author> = Author.fetchRequest()
        fetchRequest.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        fetchRequest.fetchBatchSize = 20
        let controller = NSFetchedResultsController(fetchRequest: fetchRequest,
                                                    managedObjectContext: container.viewContext,
                                                    sectionNameKeyPath: nil, cacheName: nil)
        controller.delegate = self
        return controller
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Authors"
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Books beginning with…"
        searchController.searchBar.scopeButtonTitles = ["All", "Prolific"]
        searchController.searchBar.delegate = self
        navigationItem.searchController = searchController
        definesPresentationContext = true

        preloadShelfIfEmpty()
        performFetch()
    }

    /// The sample shelf a first launch shows.
    func preloadShelfIfEmpty() {
        let context = container.viewContext
        let count = (try? context.count(for: Author.fetchRequest())) ?? 0
        guard count == 0 else { return }
        let shelf: [(String, [(String, Int16)])] = [
            ("Frank Herbert", [("Dune", 1965), ("Dune Messiah", 1969), ("Children of Dune", 1976)]),
            ("Ursula K. Le Guin", [("A Wizard of Earthsea", 1968), ("The Dispossessed", 1974)]),
            ("Neal Stephenson", [("Ánathem", 2008), ("Snow Crash", 1992)]),
            ("Mary Shelley", [("Frankenstein", 1818)]),
            ("Anonymous", []),
        ]
        for (name, titles) in shelf {
            let author = Author(context: context)
            author.name = name
            for (title, year) in titles {
                let book = Book(context: context)
                book.title = title
                book.year = year
                author.addToBooks(book)
            }
        }
        do {
            try context.save()
        } catch {
            let nserror = error as NSError
            fatalError("Unresolved error \(nserror), \(nserror.userInfo)")
        }
    }

    func performFetch() {
        do {
            try fetchedResultsController.performFetch()
        } catch {
            let nserror = error as NSError
            fatalError("Unresolved error \(nserror), \(nserror.userInfo)")
        }
        tableView.reloadData()
    }

    func filterAuthors(bookTitlePrefix text: String, scope: Int) {
        var predicates: [NSPredicate] = []
        if !text.isEmpty {
            predicates.append(NSPredicate(format: "ANY books.title BEGINSWITH[cd] %@", text))
        }
        if scope == 1 {
            predicates.append(NSPredicate(format: "books.@count >= %d", 2))
        }
        fetchedResultsController.fetchRequest.predicate = predicates.isEmpty ? nil : NSCompoundPredicate(andPredicateWithSubpredicates: predicates)
        performFetch()
    }

    func addBook(title: String, year: Int16, to author: Author) {
        let book = Book(context: container.viewContext)
        book.title = title
        book.year = year
        author.addToBooks(book)
        do {
            try container.viewContext.save()
        } catch {
            let nserror = error as NSError
            fatalError("Unresolved error \(nserror), \(nserror.userInfo)")
        }
    }

    // MARK: - Table View

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return fetchedResultsController.sections?[section].numberOfObjects ?? 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Author") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Author")
        let author = fetchedResultsController.object(at: indexPath)
        let count = author.books?.count ?? 0
        cell.textLabel?.text = author.name
        cell.detailTextLabel?.text = count == 1 ? "1 book" : "\(count) books"
        return cell
    }

    // MARK: - Fetched results controller

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        tableView.reloadData()
    }
}

extension BookshelfViewController: UISearchResultsUpdating {
    func updateSearchResults(for searchController: UISearchController) {
        let searchBar = searchController.searchBar
        if searchController.isActive {
            filterAuthors(bookTitlePrefix: searchBar.text ?? "", scope: searchBar.selectedScopeButtonIndex)
        } else {
            filterAuthors(bookTitlePrefix: "", scope: 0)
        }
    }
}

extension BookshelfViewController: UISearchBarDelegate {
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        filterAuthors(bookTitlePrefix: searchBar.text ?? "", scope: selectedScope)
    }
}
