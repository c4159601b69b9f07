import Foundation
import Testing
import XResponder
import XResponderTesting

/// Notes opened in windows of their own, used as a desktop user would (issue #51, R-DA2).
@Suite("UIKit screens in Swift 5 mode: notes in windows of their own, restorable (R-DA2)")
@MainActor
struct NoteWindowsScreenTests {
    @Test("R-DA2: a tap on a row opens its note in a new window titled after it; that window's delegate says what it shows for restoration, and another launch given that activity opens the same note")
    func noteOpensInItsOwnWindow() throws {
        let application = UIApplication.launch(delegate: NoteWindowsAppDelegate.self, clock: ManualClock())
        let input = HeadlessInput()
        let listScene = try #require(application.connectedScenes.first as? UIWindowScene)
        let listWindow = try #require(listScene.windows.first)
        #expect(listScene.title == "Notes")
        listWindow.layoutIfNeeded()
        let list = try #require((listWindow.rootViewController as? UINavigationController)?.topViewController as? NoteListViewController)
        let row = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        input.tap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: listWindow), in: listWindow)

        #expect(application.connectedScenes.count == 2)
        let noteScene = try #require(application.connectedScenes.first { $0 !== listScene } as? UIWindowScene)
        let noteWindow = try #require(noteScene.windows.first)
        #expect(noteScene.title == "Ideas" && noteWindow.title == "Ideas" && noteWindow.isKeyWindow)
        #expect(listScene.stateRestorationActivityOfDelegate == nil, "the list has nothing to restore")
        let activity = try #require(noteScene.stateRestorationActivityOfDelegate)
        #expect(activity.activityType == openNoteActivityType && activity.userInfo?["title"] as? String == "Ideas")

        // What the next launch hands the delegate (here given as the activity of a new scene).
        application.requestSceneSessionActivation(nil, userActivity: activity, options: nil)
        let reopened = try #require(application.connectedScenes.first { $0 !== listScene && $0 !== noteScene } as? UIWindowScene)
        #expect(reopened.title == "Ideas")
        for scene in application.connectedScenes { application.requestSceneSessionDestruction(scene.session, options: nil) }
    }
}

extension UIScene {
    /// What the scene's delegate would save for restoration now.
    @MainActor var stateRestorationActivityOfDelegate: NSUserActivity? { delegate?.stateRestorationActivity(for: self) }
}
