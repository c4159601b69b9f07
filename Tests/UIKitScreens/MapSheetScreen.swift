import XResponder

// A maps app's search sheet, as Apple Maps shows it since iOS 15: the sheet rests at half height
// without dimming the map, whose buttons keep working under it; pulled to full height it dims
// the map like any sheet (R-BR1). Swift 5 mode.

class MapViewController: UIViewController {
    let locateButton = UIButton(type: .system)
    var locateCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        locateButton.setTitle("Locate Me", for: .normal)
        locateButton.frame = CGRect(x: 20, y: 80, width: 120, height: 44)
        locateButton.addTarget(self, action: Selector("locate", MapViewController.locate), for: .touchUpInside)
        view.addSubview(locateButton)
    }

    func locate() {
        locateCount += 1
    }

    func showSearch() {
        let search = PlaceSearchViewController()
        if let sheet = search.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
        }
        search.isModalInPresentation = true
        present(search, animated: true)
    }
}

class PlaceSearchViewController: UIViewController {
    let searchBar = UISearchBar()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        searchBar.placeholder = "Search Maps"
        searchBar.frame = CGRect(x: 0, y: 16, width: view.bounds.width, height: 56)
        searchBar.autoresizingMask = [.flexibleWidth]
        view.addSubview(searchBar)
    }
}
