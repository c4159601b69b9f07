import Foundation
import Testing
import XResponder

/// The level picker reads its catalog as it would on iOS (R-IB4).
@Suite("UIKit screens in Swift 5 mode: data, colour and image sets from the target's asset catalog (R-IB4)")
@MainActor
struct LevelPickerScreenTests {
    @Test("R-IB4: levels come from the data set, the brand colour from the colour set (dark in dark mode), the badge from the image set at the screen's scale")
    func levelPicker() throws {
        UIApplication.launch(clock: ManualClock())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let picker = LevelPickerViewController(style: .plain)
        window.rootViewController = UINavigationController(rootViewController: picker)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(picker.levels.map(\.name) == ["Easy", "Hard"] && picker.levels[1].moves == 20)

        let brand = try #require(picker.view.tintColor)
        #expect(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor(red: 0x58 / 255.0, green: 0x56 / 255.0, blue: 0xD6 / 255.0, alpha: 1))
        #expect(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(red: 0x5E / 255.0, green: 0x5C / 255.0, blue: 0xE6 / 255.0, alpha: 1))

        let badge = UIImage(resource: .checked)
        #expect(badge.size == CGSize(width: 12, height: 12))
        let dark = try #require(UIImage(named: "checked", in: .module, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(badge.imageAsset != nil && dark.size == CGSize(width: 12, height: 12) && dark.scale == 2)
        let cell = try #require(picker.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.image != nil)
    }
}
