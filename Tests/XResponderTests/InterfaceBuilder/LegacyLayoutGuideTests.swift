import Foundation
import Testing
@testable import XResponder

/// Storyboards of iOS 7 to 10 tie their views to `<viewControllerLayoutGuide>`s, the controller's
/// `topLayoutGuide` and `bottomLayoutGuide`, which code of that age uses too (R-IB3).
@Suite("Top and bottom layout guides (R-IB3)", .serialized, .tearsDownTestTrees)
@MainActor
struct LegacyLayoutGuideTests {
    static let storyboard = StoryboardFixtures.header.replacingOccurrences(of: "nav-root", with: "old") + """
        <scenes>
            <scene sceneID="s-old">
                <objects>
                    <viewController id="old" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="top-guide"/>
                            <viewControllerLayoutGuide type="bottom" id="bottom-guide"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <subviews>
                                <label text="Top" translatesAutoresizingMaskIntoConstraints="NO" id="top-label">
                                    <rect key="frame" x="16" y="28" width="100" height="21"/>
                                </label>
                                <label text="Bottom" translatesAutoresizingMaskIntoConstraints="NO" id="bottom-label">
                                    <rect key="frame" x="16" y="520" width="100" height="21"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="top-label" firstAttribute="top" secondItem="top-guide" secondAttribute="bottom" constant="8" id="c1"/>
                                <constraint firstItem="top-label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                                <constraint firstItem="bottom-guide" firstAttribute="top" secondItem="bottom-label" secondAttribute="bottom" constant="20" id="c3"/>
                                <constraint firstItem="bottom-label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    @Test("R-IB3 constraints to a storyboard's top and bottom layout guides hold to the safe area's edges, inset or not")
    func storyboardGuides() throws {
        let (_, window, controller) = try StoryboardFixtures.show(Self.storyboard, name: "Old", as: UIViewController.self,
                                                                  size: CGSize(width: 320, height: 568))
        let top = try #require(controller.view.subviews.first { ($0 as? UILabel)?.text == "Top" })
        let bottom = try #require(controller.view.subviews.first { ($0 as? UILabel)?.text == "Bottom" })
        #expect(top.frame.minY == 8, "\(top.frame)")
        #expect(bottom.frame.maxY == 548, "\(bottom.frame)")
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 30, right: 0)
        window.layoutIfNeeded()
        #expect(top.frame.minY == 52, "under a 44-point bar: \(top.frame)")
        #expect(bottom.frame.maxY == 518, "\(bottom.frame)")
        #expect(controller.topLayoutGuide.length == 44 && controller.bottomLayoutGuide.length == 30)
    }

    @Test("R-IB3 topLayoutGuide.bottomAnchor in code is the safe area's top")
    func guidesInCode() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = UIViewController()
        window.rootViewController = controller
        controller.additionalSafeAreaInsets.top = 20
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            box.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 20, width: 50, height: 460), "\(box.frame)")
        #expect(controller.topLayoutGuide === controller.topLayoutGuide, "made once")
    }
}
