import Foundation
import Testing
@testable import XResponder

/// Xcode's Tabbed App template (Xcode 11–12), its Main.storyboard as Xcode wrote it: a tab bar
/// controller whose two tabs are view controllers with a title label each and a tab bar item with
/// a title and an image (R-IB1, R-IB3).
@Suite("Xcode's tabbed template storyboard (R-IB1, R-IB3)", .serialized, .tearsDownTestTrees)
@MainActor
struct TemplateStoryboardTests {
    static func tab(_ id: String, _ title: String, image: String, sceneID: String) -> String {
        """
            <scene sceneID="\(sceneID)">
                <objects>
                    <viewController id="\(id)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(id)-view">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(title) View" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-label">
                                    <rect key="frame" x="142" y="433" width="130" height="30"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="36"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <color key="backgroundColor" xcode11CocoaTouchSystemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor"/>
                            <constraints>
                                <constraint firstItem="\(id)-label" firstAttribute="centerX" secondItem="\(id)-safe" secondAttribute="centerX" id="\(id)-cx"/>
                                <constraint firstItem="\(id)-label" firstAttribute="centerY" secondItem="\(id)-view" secondAttribute="centerY" id="\(id)-cy"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
                        </view>
                        <tabBarItem key="tabBarItem" title="\(title)" image="\(image)" id="\(id)-item"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="749" y="-320"/>
            </scene>
        """
    }

    static let tabbed = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15400" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="49e-Tb-3d3">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="15404"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
    \(tab("9pv-A4-QxB", "First", image: "first", sceneID: "hNz-n2-bh7"))
    \(tab("8rJ-Kc-sve", "Second", image: "second", sceneID: "wg7-f3-ORq"))
            <scene sceneID="yl2-sM-qoP">
                <objects>
                    <tabBarController id="49e-Tb-3d3" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="W28-zg-YXA">
                            <rect key="frame" x="0.0" y="975.5" width="768" height="49"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                            <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                        </tabBar>
                        <connections>
                            <segue destination="9pv-A4-QxB" kind="relationship" relationship="viewControllers" id="u7Y-xg-7CH"/>
                            <segue destination="8rJ-Kc-sve" kind="relationship" relationship="viewControllers" id="lzU-1b-eKA"/>
                        </connections>
                    </tabBarController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="HuB-VB-40B" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="0.0" y="0.0"/>
            </scene>
        </scenes>
        <resources>
            <image name="first" width="30" height="30"/>
            <image name="second" width="30" height="30"/>
        </resources>
    </document>
    """

    @Test("R-IB3 the tabbed template: a tab bar controller with its two tabs in order, titled, the first shown with its label centred; picking the second loads it")
    func tabbedTemplate() throws {
        let (h, window, tabs) = try StoryboardFixtures.show(Self.tabbed, name: "Main", as: UITabBarController.self,
                                                            size: CGSize(width: 414, height: 896))
        defer { withExtendedLifetime(h) {} }   // the application lives through the test
        let controllers = try #require(tabs.viewControllers)
        #expect(controllers.map { $0.tabBarItem.title } == ["First", "Second"])
        #expect(tabs.selectedIndex == 0 && controllers[0].isViewLoaded && !controllers[1].isViewLoaded)
        let first = try #require(controllers[0].view.subviews.first as? UILabel)
        #expect(first.text == "First View")
        #expect(abs(first.center.x - controllers[0].view.bounds.midX) < 1 && abs(first.center.y - controllers[0].view.bounds.midY) < 1)
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect((controllers[1].view.subviews.first as? UILabel)?.text == "Second View")
        #expect(controllers[1].view.window === window)
    }
}
