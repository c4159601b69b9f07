import CoreData
import Foundation
import Testing
import XResponder
import XResponderTesting

/// The person editor used as a person would (issue #52, R-CD2): edits typed into it are the child
/// context's until Save; Cancel leaves the store and the view context as they were; a rename
/// saved by another context meanwhile loses to the editor's (the view context's merge policy),
/// and the pinned view context does not see that rename before its own save.
@Suite("UIKit screens in Swift 5 mode: editing in a child context, merge policy and query generation (R-CD2)")
@MainActor
struct PersonEditorScreenTests {
    func tap(_ view: UIView, _ input: HeadlessInput) {
        input.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    func barButton(_ title: String, in bar: UINavigationBar) -> UIButton? {
        bar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == title }
    }

    /// The names as the store holds them now, read by a context of its own.
    func storedNames(_ stack: PersonStack) throws -> [String] {
        let reader = stack.container.newBackgroundContext()
        return try reader.performAndWait {
            let request = NSFetchRequest<NSManagedObject>(entityName: "Person")
            request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
            return try reader.fetch(request).compactMap { $0.value(forKey: "name") as? String }
        }
    }

    @Test("R-CD2: Cancel drops the child's edit; Save pushes it into the view context and the store, winning over a rename another context saved meanwhile, which the pinned view context had not seen")
    func editInAChildContext() throws {
        let dataHome = ScratchDataHome("person-editor")
        defer { dataHome.restore() }
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let stack = PersonStack()
        let viewContext = stack.container.viewContext
        let ada = NSEntityDescription.insertNewObject(forEntityName: "Person", into: viewContext)
        ada.setValue("Ada", forKey: "name")
        try viewContext.save()
        #expect(viewContext.queryGenerationToken != nil)

        func openEditor() -> (UIWindow, PersonEditorViewController, UINavigationBar) {
            let editor = PersonEditorViewController()
            editor.viewContext = viewContext
            editor.personID = ada.objectID
            let navigation = UINavigationController(rootViewController: editor)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            return (window, editor, navigation.navigationBar)
        }

        var (window, editor, bar) = openEditor()
        var finished = 0
        editor.onFinish = { finished += 1 }
        #expect(editor.nameField.text == "Ada")
        tap(editor.nameField, input)
        input.typeText(" Lovelace")
        #expect(editor.nameField.text == "Ada Lovelace")
        tap(try #require(barButton("Cancel", in: bar)), input)
        #expect(finished == 1 && editor.editingContext == nil)
        #expect(ada.value(forKey: "name") as? String == "Ada" && !viewContext.hasChanges)
        #expect(try storedNames(stack) == ["Ada"])
        window.isHidden = true

        (window, editor, bar) = openEditor()
        editor.onFinish = { finished += 1 }
        tap(editor.nameField, input)
        input.typeText(" L.")
        // Meanwhile another part of the app renames her and saves.
        let other = stack.container.newBackgroundContext()
        try other.performAndWait {
            let person = try other.existingObject(with: ada.objectID)
            person.setValue("Augusta", forKey: "name")
            try other.save()
        }
        #expect(try storedNames(stack) == ["Augusta"])
        let pinned = NSFetchRequest<NSDictionary>(entityName: "Person")
        pinned.resultType = .dictionaryResultType
        #expect(try viewContext.fetch(pinned).compactMap { $0["name"] as? String } == ["Ada"], "the view context reads its moment")

        tap(try #require(barButton("Save", in: bar)), input)
        #expect(finished == 2 && editor.presentedViewController == nil, "saved without an alert")
        #expect(ada.value(forKey: "name") as? String == "Ada L.")
        #expect(try storedNames(stack) == ["Ada L."], "the object's change trumped the store's")
        window.isHidden = true
    }
}
