import XResponder

// Search as iOS developers have written it since iOS 11: a table view controller filtered in
// place by a UISearchController in its navigation item, with no results controller, following
// the text through UISearchResultsUpdating. Swift 5 mode, UIKit's idiom unchanged.

class CountriesViewController: UITableViewController {
    let countries = ["Austria", "Belgium", "Denmark", "Finland", "France", "Germany", "Greece",
                     "Ireland", "Italy", "Netherlands", "Norway", "Portugal", "Spain", "Sweden"]
    var filteredCountries: [String] = []
    let searchController = UISearchController(searchResultsController: nil)

    var isSearchBarEmpty: Bool {
        return searchController.searchBar.text?.isEmpty ?? true
    }

    var isFiltering: Bool {
        return searchController.isActive && !isSearchBarEmpty
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Countries"
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Countries"
        navigationItem.searchController = searchController
        definesPresentationContext = true
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Country")
    }

    func filterContentForSearchText(_ searchText: String) {
        filteredCountries = countries.filter { (country: String) -> Bool in
            return country.lowercased().contains(searchText.lowercased())
        }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        if isFiltering {
            return filteredCountries.count
        }
        return countries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Country", for: indexPath)
        let country: String
        if isFiltering {
            country = filteredCountries[indexPath.row]
        } else {
            country = countries[indexPath.row]
        }
        cell.textLabel?.text = country
        return cell
    }
}

extension CountriesViewController: UISearchResultsUpdating {
    func updateSearchResults(for searchController: UISearchController) {
        let searchBar = searchController.searchBar
        filterContentForSearchText(searchBar.text!)
    }
}
