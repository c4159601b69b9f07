import Foundation
import Testing
import XResponder
import XResponderTesting

/// The recipe screen's Share button runs as it would on iOS (R-BR1 sharing).
@Suite("UIKit screens in Swift 5 mode: sharing with UIActivityViewController (R-BR1)")
@MainActor
struct RecipeShareScreenTests {
    func tap(_ view: UIView, _ input: HeadlessInput) {
        input.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil), type: .indirectPointer)
    }

    /// The first view under `root` that is a control labelled `label` (what a screen reader finds).
    func control(_ label: String, in root: UIView) -> UIControl? {
        if let control = root as? UIControl, control.accessibilityLabel == label { return control }
        for subview in root.subviews { if let found = control(label, in: subview) { return found } }
        return nil
    }

    @Test("R-BR1: Share opens the sheet at the bar button; the app's activity gets the ingredients; Copy copies the title; closing reports not shared")
    func recipeSharing() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let recipe = RecipeViewController()
        let navigation = UINavigationController(rootViewController: recipe)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        func settle() { for _ in 0..<30 { input.advance(by: 1.0 / 60) } }
        let shareButton = try #require(navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.last)

        tap(shareButton, input)
        settle()
        var sheet = try #require(recipe.presentedViewController as? UIActivityViewController)
        #expect(sheet.view.frame.minY > shareButton.convert(shareButton.bounds, to: nil).maxY, "below the Share button")
        ShoppingListActivity.shoppingList = []
        tap(try #require(control("Add to Shopping List", in: sheet.view)), input)
        settle()
        #expect(ShoppingListActivity.shoppingList == ["4 tomatoes", "1 onion", "500 ml stock"])
        #expect(recipe.statusLabel.text == "Shared" && recipe.presentedViewController == nil)

        tap(shareButton, input)
        settle()
        sheet = try #require(recipe.presentedViewController as? UIActivityViewController)
        tap(try #require(control("Copy", in: sheet.view)), input)
        settle()
        #expect(UIPasteboard.general.string == "Tomato Soup\nhttps://recipes.example.com/tomato-soup")
        #expect(recipe.statusLabel.text == "Copied" && recipe.lastActivity == .copyToPasteboard)

        tap(shareButton, input)
        settle()
        sheet = try #require(recipe.presentedViewController as? UIActivityViewController)
        tap(try #require(control("Close", in: sheet.view)), input)
        settle()
        #expect(recipe.presentedViewController == nil && recipe.statusLabel.text == "Not shared")
    }
}
