import Foundation
import SnapshotTesting
import Testing
@testable import XResponder
@testable import XResponderSnapshotTesting
@testable import xdemo

/// The appearance gallery (demo scene 20) as an iOS team tests its screens: `assertSnapshot` with
/// the headless image strategy, against reference PNGs in `__Snapshots__` (R-AP1 … R-AP4).
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter GallerySnapshot` records them anew.
@Suite("The gallery against its reference PNGs, through the swift-snapshot-testing strategy (R-AP1)", .serialized)
@MainActor
struct GallerySnapshotTests {
    func gallery() -> UIView {
        _ = UIApplication.sharedIfExists ?? UIApplication.launch()
        let scene = AppearanceScene()
        scene.loadViewIfNeeded()
        return scene.gallery
    }

    @Test("R-AP1 the gallery in light matches its reference")
    func light() {
        assertSnapshot(of: gallery(), as: .image(perceptualPrecision: 0.98, userInterfaceStyle: .light))
    }

    @Test("R-AP3 the gallery in dark matches its reference")
    func dark() {
        assertSnapshot(of: gallery(), as: .image(perceptualPrecision: 0.98, userInterfaceStyle: .dark))
    }

    @Test("R-AP1 a difference fails with a count and a diff image that marks it in red")
    func diffImage() throws {
        _ = UIApplication.sharedIfExists ?? UIApplication.launch()
        func square(corner: UIColor) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
                context.cgContext.setFillColor(UIColor.green)
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
                context.cgContext.setFillColor(corner)
                context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            }
        }
        #expect(ImageDiff.compare(square(corner: .green), square(corner: .green), precision: 1, perceptualPrecision: 1) == nil)
        let failure = try #require(ImageDiff.compare(square(corner: .green), square(corner: .blue), precision: 1, perceptualPrecision: 1))
        #expect(failure.0.contains("25 of 400 pixels differ"))
        let path = try #require(failure.0.components(separatedBy: "diff image: ").last)
        let diff = try #require(UIImage(contentsOfFile: path))
        #expect(diff.pixel(x: 2, y: 2).map { [$0.red, $0.green, $0.blue] } == [255, 0, 0])
        #expect(diff.pixel(x: 15, y: 15).map { $0.green > 200 && $0.red > 150 } == true)   // the faded reference
        // A 6 % difference passes at a 90 % precision; a small colour change passes a perceptual one.
        #expect(ImageDiff.compare(square(corner: .green), square(corner: .blue), precision: 0.9, perceptualPrecision: 1) == nil)
        #expect(ImageDiff.compare(square(corner: .green), square(corner: UIColor(red: 0, green: 0.99, blue: 0, alpha: 1)),
                                  precision: 1, perceptualPrecision: 0.98) == nil)
        // Sizes that differ are reported, not compared.
        let small = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        #expect(ImageDiff.compare(square(corner: .green), small, precision: 1, perceptualPrecision: 1)?.0.contains("differs") == true)
    }
}
