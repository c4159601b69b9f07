import Foundation
import Testing
@testable import XResponder

/// Appearance proxies (R-BR3): `appearance()` and `appearance(whenContainedInInstancesOf:)`.
@Suite("UIAppearance proxies (R-BR3)", .serialized, .tearsDownTestTrees)
@MainActor
struct AppearanceProxyTests {
    @Test("R-BR3 a class's appearance rule styles instances made afterwards, over the class's defaults; a value the app sets wins")
    func rulesForNewInstances() throws {
        defer { AppearanceProxies.reset() }
        UINavigationBar.appearance().barTintColor = .systemGreen
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
        UILabel.appearance().textColor = .systemRed
        UISwitch.appearance().onTintColor = .systemPurple
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(navigation.navigationBar.barTintColor == .systemGreen)
        #expect(navigation.navigationBar.titleTextAttributes?[.foregroundColor] as? UIColor == .white)
        #expect(UILabel().textColor == .systemRed && UISwitch().onTintColor == .systemPurple)
        let own = UILabel()
        own.textColor = .systemBlue
        #expect(own.textColor == .systemBlue)
        final class Caption: UILabel {
            override init(frame: CGRect) { super.init(frame: frame); font = .systemFont(ofSize: 11) }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        #expect(Caption().textColor == .systemRed, "a subclass takes its superclass's rule")
    }

    @Test("R-BR3 a contained rule styles a view inside those containers once it is in a window, not one elsewhere; bar button items take the item rule")
    func containedRulesAndItems() throws {
        defer { AppearanceProxies.reset() }
        UITextField.appearance(whenContainedInInstancesOf: [UISearchBar.self]).tintColor = .systemPurple
        UIBarButtonItem.appearance().tintColor = .systemOrange
        UIBarButtonItem.appearance().setTitleTextAttributes([.font: UIFont.boldSystemFont(ofSize: 15)], for: .normal)
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        defer { withExtendedLifetime(h) {} }
        let controller = UIViewController()
        controller.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let search = UISearchBar(frame: CGRect(x: 0, y: 100, width: 600, height: 56))
        let plain = UITextField(frame: CGRect(x: 0, y: 200, width: 200, height: 30))
        controller.view.addSubview(search)
        controller.view.addSubview(plain)
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.layoutIfNeeded()
        #expect(search.searchTextField.tintColor == .systemPurple)
        #expect(plain.tintColor != .systemPurple)
        var buttons: [BarButton] = []
        TreeWalk.forEach(in: window) { if let button = $0 as? BarButton { buttons.append(button) } }
        let edit = try #require(buttons.first)
        #expect(edit.tintColor == .systemOrange && edit.titleLabel?.font.pointSize == 15)
    }

    @Test("R-BR3 a rule made after a view was (a storyboard's, before didFinishLaunching) reaches it when it enters a window, unless the app set the property")
    func rulesReachExistingViewsInAWindow() throws {
        defer { AppearanceProxies.reset() }
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        defer { withExtendedLifetime(h) {} }
        let early = UISearchBar(frame: CGRect(x: 0, y: 0, width: 400, height: 56))
        let chosen = UISwitch()
        chosen.onTintColor = .systemYellow
        UISearchBar.appearance().tintColor = .white
        UISwitch.appearance().onTintColor = .systemPurple
        #expect(early.tintColor != .white, "not in a window yet")
        window.addSubview(early)
        window.addSubview(chosen)
        #expect(early.tintColor == .white && chosen.onTintColor == .systemYellow)
    }
}
