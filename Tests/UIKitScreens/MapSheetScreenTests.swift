import Foundation
import Testing
import XResponder
import XResponderTesting

/// The map's search sheet leaves the map live at half height and dims it at full (R-BR1).
@Suite("UIKit screens in Swift 5 mode: a sheet that does not dim what it covers")
@MainActor
struct MapSheetScreenTests {
    @Test("R-BR1: at medium the map is not dimmed and Locate Me works under the sheet, which stays; at large the map is dimmed and its button no longer answers")
    func undimmedMedium() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        let map = MapViewController()
        window.rootViewController = map
        window.makeKeyAndVisible()
        input.runUntilIdle()
        map.showSearch()
        input.advance(by: 1)
        input.runUntilIdle()
        let search = try #require(map.presentedViewController as? PlaceSearchViewController)
        let sheet = try #require(search.sheetPresentationController)
        #expect(sheet.selectedDetentIdentifier == nil || sheet.selectedDetentIdentifier == .medium)
        #expect(search.view.frame.minY > 300, "half height: \(search.view.frame)")

        func mapPixel() -> UIColor? {
            let image = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
                _ = window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
            }
            guard let pixel = image.pixel(x: 300, y: 4) else { return nil }
            return UIColor(red: CGFloat(pixel.red) / 255, green: CGFloat(pixel.green) / 255, blue: CGFloat(pixel.blue) / 255, alpha: 1)
        }
        let undimmed = try #require(mapPixel())
        input.tap(at: CGPoint(x: 80, y: 102), in: window)
        #expect(map.locateCount == 1)
        #expect(map.presentedViewController === search)

        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        input.advance(by: 1)
        input.runUntilIdle()
        let dimmed = try #require(mapPixel())
        var (r1, g1, b1, a1) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
        var (r2, g2, b2, a2) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
        _ = undimmed.getRed(&r1, green: &g1, blue: &b1, alpha: &a1)
        _ = dimmed.getRed(&r2, green: &g2, blue: &b2, alpha: &a2)
        #expect(search.view.frame.minY > 4 && search.view.frame.minY < 100, "full height: \(search.view.frame)")
        #expect(g2 < g1 - 0.1, "the map darkens behind the full-height sheet")
        input.tap(at: CGPoint(x: 80, y: 20), in: window)
        #expect(map.locateCount == 1 && map.presentedViewController === search, "modal in presentation: it stays")
    }
}
