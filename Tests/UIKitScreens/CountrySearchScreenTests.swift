import Foundation
import Testing
import XResponder
import XResponderTesting

/// The countries search runs as it would on iOS (R-BR1).
@Suite("UIKit screens in Swift 5 mode: a table filtered by a search controller (R-BR1)")
@MainActor
struct CountrySearchScreenTests {
    @Test("R-BR1: a click in the navigation bar's search field and typing filter the table; Cancel shows every country again")
    func countrySearch() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 700, height: 600))
        let countries = CountriesViewController(style: .plain)
        window.rootViewController = UINavigationController(rootViewController: countries)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let field = countries.searchController.searchBar.searchTextField
        #expect(field.window === window && field.placeholder == "Search Countries")
        let fieldFrame = field.convert(field.bounds, to: window)
        input.tap(at: CGPoint(x: fieldFrame.midX, y: fieldFrame.midY))
        input.typeText("ger")
        input.runUntilIdle()
        window.layoutIfNeeded()
        #expect(countries.searchController.isActive && countries.tableView.numberOfRows(inSection: 0) == 1)
        #expect(countries.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Germany")
        countries.searchController.isActive = false
        window.layoutIfNeeded()
        #expect(countries.tableView.numberOfRows(inSection: 0) == countries.countries.count)
    }
}
