import Foundation
import Testing
import XResponder
import XResponderTesting

/// The privacy page's footers size themselves to their text (R-LC2).
@Suite("UIKit screens in Swift 5 mode: list footers that size themselves")
@MainActor
struct PrivacySettingsScreenTests {
    @Test("R-LC2: the tracking footer's three lines make it taller than the one-line analytics footer; the next section starts below it; a narrower window makes it taller still")
    func footersSizeThemselves() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let screen = PrivacySettingsViewController()
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        input.runUntilIdle()
        let collectionView = try #require(screen.collectionView)
        func footer(_ section: Int) throws -> CGRect {
            let attributes = try #require(collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section)))
            return attributes.frame
        }
        let long = try footer(0), short = try footer(1)
        #expect(long.height > short.height + 25, "\(long) against \(short)")
        let nextHeader = try #require(collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(nextHeader.frame.minY >= long.maxY)
        let shown = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter,
                                                     at: IndexPath(item: 0, section: 0))
        #expect(shown?.frame.height == long.height)

        window.frame = CGRect(x: 0, y: 0, width: 300, height: 700)
        window.layoutIfNeeded()
        input.runUntilIdle()
        #expect(try footer(0).height > long.height)
    }
}
