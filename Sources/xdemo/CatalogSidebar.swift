import XResponder

/// A part of the catalog: a heading and the scenes under it (by their place in `ShellController.scenes`).
struct CatalogSection {
    let title: String
    let scenes: [Int]

    /// The catalog's parts, in the order a UIKit developer looks for things: the seeds' scenes
    /// (hit-testing, the responder chain, `sendEvent`) first, then UIKit's areas.
    static let all: [CatalogSection] = [
        CatalogSection(title: "Events and hit-testing", scenes: [0, 1, 2, 3, 4, 5, 6, 7, 12]),
        CatalogSection(title: "Gestures", scenes: [8, 9, 14]),
        CatalogSection(title: "Controls", scenes: [10, 27]),
        CatalogSection(title: "Text", scenes: [11, 16, 23]),
        CatalogSection(title: "Lists", scenes: [13, 21, 22]),
        CatalogSection(title: "Layout", scenes: [15, 18]),
        CatalogSection(title: "Appearance", scenes: [19, 26]),
        CatalogSection(title: "Presentation", scenes: [20, 24, 25]),
        CatalogSection(title: "Desktop", scenes: [28]),
        CatalogSection(title: "Stress", scenes: [17]),
    ]
}

/// The catalog's sidebar: the scenes in an inset grouped list, in sections, with a search field
/// in the navigation bar that narrows the list to the scenes whose title or explanation holds
/// what is typed. Picking a row shows its scene in the secondary column.
final class CatalogSidebarController: UITableViewController, UISearchResultsUpdating {
    private let scenes: [SceneController]
    private let pick: (Int) -> Void
    /// The sections as shown: all of them, or those with a scene that matches the search.
    private var shown = CatalogSection.all
    let search = UISearchController(searchResultsController: nil)

    init(scenes: [SceneController], pick: @escaping (Int) -> Void) {
        self.scenes = scenes
        self.pick = pick
        super.init(style: .insetGrouped)
        title = "UIKit Catalog"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "scene")
        tableView.rowHeight = UITableView.automaticDimension   // a long title takes a second line
        tableView.estimatedRowHeight = 36
        tableView.accessibilityIdentifier = "catalog"
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search"
        navigationItem.searchController = search
    }

    // MARK: Data source

    override func numberOfSections(in tableView: UITableView) -> Int { shown.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown[section].scenes.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { shown[section].title }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "scene", for: indexPath)
        let scene = scenes[shown[indexPath.section].scenes[indexPath.row]]
        var content = cell.defaultContentConfiguration()
        content.text = scene.catalogTitle
        content.textProperties.font = .systemFont(ofSize: 15)
        cell.contentConfiguration = content
        cell.accessibilityIdentifier = scene.sceneTitle
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        pick(shown[indexPath.section].scenes[indexPath.row])
    }

    // MARK: Search

    func updateSearchResults(for searchController: UISearchController) {
        let query = (searchController.searchBar.text ?? "").trimmingCharacters(in: .whitespaces)
        shown = CatalogSection.all.compactMap { section in
            let matching = section.scenes.filter { index in
                query.isEmpty || scenes[index].catalogTitle.localizedCaseInsensitiveContains(query)
                    || scenes[index].summary.localizedCaseInsensitiveContains(query)
                    || section.title.localizedCaseInsensitiveContains(query)
            }
            return matching.isEmpty ? nil : CatalogSection(title: section.title, scenes: matching)
        }
        tableView.reloadData()
    }

    // MARK: The current scene

    /// Where scene `index` is in the list as shown (nil when a search hides it).
    func indexPath(ofScene index: Int) -> IndexPath? {
        for (section, part) in shown.enumerated() {
            if let row = part.scenes.firstIndex(of: index) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    /// Marks scene `index` as the one shown, scrolling its row into view.
    func select(scene index: Int) {
        guard isViewLoaded, let path = indexPath(ofScene: index) else { return }
        tableView.selectRow(at: path, animated: false, scrollPosition: .none)
        tableView.scrollToRow(at: path, at: .none, animated: false)
    }
}
