import Foundation
import Testing
@testable import XResponder
@testable import xdemo

/// xdemo as a UIKit catalog (issue #53): a double-column split view whose sidebar lists every
/// scene once, in sections, and narrows to a search; a pick shows the scene under its title.
@Suite("xdemo's catalog: the split view, its sections, its search and a pick (issue #53)", .serialized)
@MainActor
struct DemoCatalogTests {
    func shown() -> (UIWindow, ShellController) {
        _ = UIApplication.sharedIfExists ?? UIApplication.launch()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 960, height: 600))
        let shell = ShellController()
        window.rootViewController = shell
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, shell)
    }

    /// The rows the sidebar shows, by section, as their texts.
    func rows(_ sidebar: CatalogSidebarController) -> [[String]] {
        let table = sidebar.tableView!
        return (0..<sidebar.numberOfSections(in: table)).map { section in
            (0..<sidebar.tableView(table, numberOfRowsInSection: section)).map { row in
                let cell = sidebar.tableView(table, cellForRowAt: IndexPath(row: row, section: section))
                return (cell.contentConfiguration as? UIListContentConfiguration)?.text ?? ""
            }
        }
    }

    @Test("every scene is listed once, under one of the ten sections, by its title without its number")
    func everySceneOnce() {
        let (window, shell) = shown()
        defer { window.isHidden = true }
        #expect(CatalogSection.all.flatMap(\.scenes).sorted() == Array(shell.scenes.indices))
        #expect(CatalogSection.all.map(\.title) == ["Events and hit-testing", "Gestures", "Controls", "Text", "Lists", "Layout",
                                                    "Appearance", "Presentation", "Desktop", "Stress"])
        let listed = rows(shell.sidebar).flatMap { $0 }
        #expect(Set(listed) == Set(shell.scenes.map(\.catalogTitle)) && listed.count == shell.scenes.count)
        #expect(!listed.contains { $0.contains(" · ") })
    }

    @Test("a pick shows the scene alone in the secondary column, titled in its navigation bar, its row selected")
    func pickShowsTheScene() throws {
        let (window, shell) = shown()
        defer { window.isHidden = true }
        #expect(shell.split.viewController(for: .secondary) === shell.detail)
        let controls = 10
        let path = try #require(shell.sidebar.indexPath(ofScene: controls))
        shell.sidebar.tableView(shell.sidebar.tableView, didSelectRowAt: path)
        window.layoutIfNeeded()
        #expect(shell.detail.viewControllers == [shell.scenes[controls]])
        #expect(shell.detail.navigationBar.topItem?.title == "Controls and target-action")
        #expect(shell.sidebar.tableView.indexPathForSelectedRow == path)
        let sceneView = try #require(shell.scenes[controls].viewIfLoaded)
        #expect(sceneView.window === window && sceneView.convert(sceneView.bounds, to: window).minY >= shell.detail.navigationBar.frame.maxY,
                "the scene starts below its bar")
    }

    @Test("search narrows the sidebar to the scenes whose title, explanation or section holds the text; Cancel brings them all back")
    func searchNarrows() {
        let (window, shell) = shown()
        defer { window.isHidden = true }
        let search = shell.sidebar.search
        search.isActive = true
        search.searchBar.text = "form"
        shell.sidebar.updateSearchResults(for: search)
        let narrowed = rows(shell.sidebar)
        #expect(narrowed.flatMap { $0 }.contains("A form: fields, notes and the clipboard"))
        #expect(narrowed.flatMap { $0 }.count < shell.scenes.count && !narrowed.isEmpty)
        search.searchBar.text = "Gestures"
        shell.sidebar.updateSearchResults(for: search)
        #expect(rows(shell.sidebar) == [["Single tap vs double tap", "Pan, pinch and long press", "A zoomable picture"]], "a section's name finds its scenes")
        search.isActive = false
        #expect(rows(shell.sidebar).flatMap { $0 }.count == shell.scenes.count)
    }
}
