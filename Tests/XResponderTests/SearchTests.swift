import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

/// Search (R-BR1): `UISearchController` in a navigation item, its bar, scope bar, results
/// controller and shade, and `UISearchBar` on its own, driven by clicks and keys.
@Suite("Search bars and search controllers (R-BR1)", .serialized, .tearsDownTestTrees)
@MainActor
struct SearchTests {
    /// The candy search every UIKit tutorial writes: a table filtered in place by a search
    /// controller with no results controller, and a scope bar.
    final class CandyList: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate {
        let candies = [("Chocolate Bar", "Chocolate"), ("Chocolate Chip", "Chocolate"), ("Dark Chocolate", "Chocolate"),
                       ("Lollipop", "Hard"), ("Candy Cane", "Hard"), ("Jaw Breaker", "Hard"), ("Caramel", "Other"),
                       ("Sour Chew", "Other"), ("Gummi Bear", "Other")]
        var filtered: [(String, String)] = []
        let searchController = UISearchController(searchResultsController: nil)
        var log: [String] = []

        var isFiltering: Bool {
            searchController.isActive && (!(searchController.searchBar.text ?? "").isEmpty || searchController.searchBar.selectedScopeButtonIndex > 0)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Candies"
            searchController.searchResultsUpdater = self
            searchController.obscuresBackgroundDuringPresentation = false
            searchController.searchBar.placeholder = "Search Candies"
            searchController.searchBar.scopeButtonTitles = ["All", "Chocolate", "Hard", "Other"]
            searchController.searchBar.delegate = self
            navigationItem.searchController = searchController
            definesPresentationContext = true
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        }

        func updateSearchResults(for searchController: UISearchController) {
            let bar = searchController.searchBar
            let scope = bar.scopeButtonTitles![bar.selectedScopeButtonIndex]
            let text = bar.text ?? ""
            filtered = candies.filter { candy in
                (scope == "All" || candy.1 == scope) && (text.isEmpty || candy.0.lowercased().contains(text.lowercased()))
            }
            log.append("update \"\(text)\" \(scope) \(searchController.isActive ? "active" : "inactive")")
            tableView.reloadData()
        }

        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search clicked") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { log.append("scope \(selectedScope)") }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            isFiltering ? filtered.count : candies.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = (isFiltering ? filtered : candies)[indexPath.row].0
            return cell
        }
    }

    private func center(of view: UIView, in window: UIWindow) -> CGPoint {
        let frame = view.convert(view.bounds, to: window)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test("R-BR1 navigationItem.searchController: the bar lies below the items; a click activates it (Cancel and scope bar show), typing filters through the updater, Return and scope clicks reach the delegate, Cancel ends it, Ctrl+F focuses it")
    func searchControllerInNavigationBar() throws {
        let scene = TextScene()
        let window = scene.window
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        let list = CandyList(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let bar = list.searchController.searchBar
        #expect(bar.superview === navigation.navigationBar)
        #expect(navigation.navigationBar.frame.height == 100 && bar.frame.minY == 44 && bar.frame.height == 56, "\(navigation.navigationBar.frame) \(bar.frame)")
        #expect(list.view.safeAreaInsets.top == 100)
        #expect(bar.searchTextField.placeholder == "Search Candies")

        scene.click(center(of: bar.searchTextField, in: window))
        window.layoutIfNeeded()
        #expect(list.searchController.isActive && bar.isFirstResponder)
        #expect(bar.showsCancelButton && bar.showsScopeBar)
        #expect(navigation.navigationBar.frame.height == 144 && list.view.safeAreaInsets.top == 144)
        #expect(list.log == ["update \"\" All active"])

        scene.type("cho")
        list.title = "3 Candies"   // the bar is rebuilt; the search field keeps the keyboard
        window.layoutIfNeeded()
        #expect(bar.isFirstResponder && bar.superview === navigation.navigationBar)
        #expect(list.log.suffix(3) == ["update \"c\" All active", "update \"ch\" All active", "update \"cho\" All active"])
        #expect(list.tableView.numberOfRows(inSection: 0) == 3)
        scene.input.pressKey(UIKey.forCharacter("\n"))
        scene.input.runUntilIdle()
        #expect(list.log.last == "search clicked")

        // The scope bar's third segment ("Hard"): no chocolate is hard.
        let segments = try #require(bar.subviews.compactMap { $0 as? UISegmentedControl }.first)
        let frame = segments.convert(segments.bounds, to: window)
        scene.click(CGPoint(x: frame.minX + frame.width * 2.5 / 4, y: frame.midY))
        #expect(bar.selectedScopeButtonIndex == 2)
        #expect(list.log.suffix(2) == ["scope 2", "update \"cho\" Hard active"])
        #expect(list.tableView.numberOfRows(inSection: 0) == 0)

        let cancel = try #require(bar.subviews.compactMap { $0 as? UIButton }.first { $0.accessibilityIdentifier == "cancel search" })
        scene.click(center(of: cancel, in: window))
        window.layoutIfNeeded()
        #expect(!list.searchController.isActive && !bar.isFirstResponder && bar.text == "")
        #expect(!bar.showsCancelButton && !bar.showsScopeBar && navigation.navigationBar.frame.height == 100)
        #expect(list.log.last == "update \"\" Hard inactive")
        #expect(list.tableView.numberOfRows(inSection: 0) == 9)

        // Ctrl+F, which nothing else uses here, focuses the search field, as a desktop app's.
        scene.control("f")
        #expect(list.searchController.isActive && bar.isFirstResponder)
    }

    /// A results controller that notes its appearances.
    final class Results: UITableViewController {
        var appeared = 0
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); appeared += 1 }
    }

    @Test("R-BR1 a results controller shows over the content once there is text; before that a shade obscures it, and a click on the shade ends the search")
    func resultsControllerAndShade() throws {
        let scene = TextScene()
        let window = scene.window
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        let results = Results(style: .plain)
        let search = UISearchController(searchResultsController: results)
        let home = UIViewController()
        home.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: home)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        #expect(search.obscuresBackgroundDuringPresentation, "UIKit's default")

        scene.click(center(of: search.searchBar.searchTextField, in: window))
        window.layoutIfNeeded()
        #expect(search.isActive && search.presentingHost === home)
        let shade = try #require(navigation.view.subviews.first { $0.accessibilityIdentifier == "search cover" })
        #expect(shade.backgroundColor != nil && !shade.isHidden && results.viewIfLoaded?.window == nil)
        #expect(shade.frame.minY == navigation.navigationBar.frame.maxY && shade.frame.maxY == 600, "\(shade.frame)")

        scene.type("a")
        window.layoutIfNeeded()
        #expect(search.showsSearchResultsController && results.view.window === window && results.appeared == 1)
        #expect(shade.backgroundColor == nil && results.view.frame == shade.bounds)

        // Emptied again: the shade is back; a click on it ends the search.
        scene.press(.keyboardDeleteOrBackspace)
        window.layoutIfNeeded()
        #expect(!search.showsSearchResultsController && shade.backgroundColor != nil && results.view.window == nil)
        scene.click(CGPoint(x: 400, y: 400))
        #expect(!search.isActive && shade.superview == nil)
    }

    /// Notes what a search bar's delegate hears.
    final class BarRecorder: UISearchBarDelegate {
        var calls: [String] = []
        var allowsDigits = false
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("began") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { calls.append("text \"\(searchText)\"") }
        func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            allowsDigits || !text.contains { $0.isNumber }
        }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("ended") }
    }

    @Test("R-BR1 a search bar on its own: the delegate hears the user's edits (not a text assignment), may refuse them, and the clear button; tokens show before the text and Backspace removes the last")
    func standaloneSearchBar() throws {
        let scene = TextScene()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 300, width: 400, height: 56))
        let recorder = BarRecorder()
        bar.delegate = recorder
        scene.window.addSubview(bar)
        scene.window.layoutIfNeeded()
        #expect(bar.sizeThatFits(CGSize(width: 400, height: 0)).height == 56)
        bar.text = "set in code"
        #expect(recorder.calls.isEmpty)
        bar.text = ""
        scene.click(center(of: bar.searchTextField, in: scene.window))
        scene.type("ab1")
        #expect(recorder.calls == ["began", "text \"a\"", "text \"ab\""], "the digit is refused")
        scene.window.layoutIfNeeded()
        let clear = bar.searchTextField.clearButtonRect(forBounds: bar.searchTextField.bounds)
        scene.click(bar.searchTextField.convert(CGPoint(x: clear.midX, y: clear.midY), to: scene.window))
        #expect(recorder.calls.last == "text \"\"" && bar.text == "")

        let field = bar.searchTextField
        field.insertToken(UISearchToken(icon: nil, text: "Photos"), at: 0)
        field.insertToken(UISearchToken(icon: nil, text: "Anna"), at: 1)
        scene.window.layoutIfNeeded()
        #expect(field.tokens.map(\.text) == ["Photos", "Anna"])
        let textStart = field.textRect(forBounds: field.bounds).minX
        #expect(textStart > 100, "the chips come before the text: \(textStart)")
        scene.press(.keyboardDeleteOrBackspace)
        #expect(field.tokens.map(\.text) == ["Photos"])
        bar.resignFirstResponder()
        #expect(recorder.calls.last == "ended")
    }

    /// A search bar placed in Interface Builder as a table's header, its delegate the controller.
    final class FilterList: UITableViewController, UISearchBarDelegate {
        var heard: [String] = []
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { heard.append(searchText) }
    }

    @Test("R-IB1 R-BR1 a storyboard's search bar as a table's header view: placeholder, style, scope titles and the delegate outlet; a footer view too")
    func searchBarFromStoryboard() throws {
        let text = StoryboardFixtures.header.replacingOccurrences(of: "initialViewController=\"nav-root\"", with: "initialViewController=\"filter\"") + """
            <scenes>
                <scene sceneID="s-filter">
                    <objects>
                        <tableViewController id="filter" customClass="FilterList" customModule="XResponderTests" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <searchBar key="tableHeaderView" contentMode="redraw" searchBarStyle="minimal" placeholder="Filter recipes" showsScopeBar="YES" id="search">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                    <textInputTraits key="textInputTraits"/>
                                    <scopeButtonTitles>
                                        <string>All</string>
                                        <string>Quick</string>
                                    </scopeButtonTitles>
                                    <connections>
                                        <outlet property="delegate" destination="filter" id="o-delegate"/>
                                    </connections>
                                </searchBar>
                                <view key="tableFooterView" contentMode="scaleToFill" id="footer">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </view>
                                <connections>
                                    <outlet property="dataSource" destination="filter" id="o-ds"/>
                                    <outlet property="delegate" destination="filter" id="o-d"/>
                                </connections>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let (h, window, list) = try StoryboardFixtures.show(text, name: "Filter", as: FilterList.self)
        defer { withExtendedLifetime(h) {} }
        let bar = try #require(list.tableView.tableHeaderView as? UISearchBar)
        #expect(bar.placeholder == "Filter recipes" && bar.searchBarStyle == .minimal)
        #expect(bar.scopeButtonTitles == ["All", "Quick"] && bar.showsScopeBar && bar.frame.height == 100)
        #expect(bar.delegate === list && bar.window === window)
        #expect(list.tableView.tableFooterView?.frame.height == 44)
    }
}
