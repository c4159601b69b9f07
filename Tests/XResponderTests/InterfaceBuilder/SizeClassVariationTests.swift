import Foundation
import Testing
@testable import XResponder

/// A storyboard's size-class variations (R-IB3: "the base size class" and what varies from it):
/// constraints and subviews installed per size class, a constraint's constant, a label's font and a
/// stack view's axis, following the window's size classes as it is resized.
@Suite("Storyboard size-class variations follow the window (R-IB3)", .serialized, .tearsDownTestTrees)
@MainActor
struct SizeClassVariationTests {
    /// The scene as Xcode writes it when, in the compact-width variation, the title moves down and
    /// shrinks, its inset narrows, the sidebar is uninstalled and the buttons stack vertically.
    static let adaptive = StoryboardFixtures.header.replacingOccurrences(of: "nav-root", with: "adaptive") + """
        <scenes>
            <scene sceneID="s-adaptive">
                <objects>
                    <viewController id="adaptive" customClass="AdaptiveViewController" customModule="XResponderTests" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Inbox" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="40" y="20" width="120" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                    <variation key="widthClass=compact">
                                        <fontDescription key="fontDescription" type="system" pointSize="11"/>
                                    </variation>
                                </label>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="0.0" y="100" width="393" height="300"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="side">
                                            <rect key="frame" x="10" y="0.0" width="200" height="300"/>
                                            <color key="backgroundColor" systemColor="systemGray6Color"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="200" id="side-w"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="side" firstAttribute="top" secondItem="box" secondAttribute="top" id="side-top"/>
                                        <constraint firstAttribute="bottom" secondItem="side" secondAttribute="bottom" id="side-bottom"/>
                                    </constraints>
                                    <variation key="widthClass=compact">
                                        <mask key="subviews">
                                            <exclude reference="side"/>
                                        </mask>
                                    </variation>
                                </view>
                                <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                    <rect key="frame" x="20" y="420" width="200" height="44"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                                            <state key="normal" title="Reply"/>
                                        </button>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b2">
                                            <state key="normal" title="Forward"/>
                                        </button>
                                    </subviews>
                                    <variation key="widthClass=compact" axis="vertical" spacing="2"/>
                                </stackView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="40" id="title-lead">
                                    <variation key="widthClass=compact" constant="16"/>
                                </constraint>
                                <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="title-top-regular"/>
                                <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="80" id="title-top-compact"/>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="box-lead"/>
                                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="box-trail"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="100" id="box-top"/>
                                <constraint firstItem="box" firstAttribute="height" constant="300" id="box-h"/>
                                <constraint firstItem="side" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="10" id="side-lead"/>
                                <constraint firstItem="stack" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="stack-lead"/>
                                <constraint firstItem="stack" firstAttribute="top" secondItem="box" secondAttribute="bottom" constant="20" id="stack-top"/>
                            </constraints>
                            <variation key="default">
                                <mask key="constraints">
                                    <exclude reference="title-top-compact"/>
                                </mask>
                            </variation>
                            <variation key="widthClass=compact">
                                <mask key="constraints">
                                    <include reference="title-top-compact"/>
                                    <exclude reference="title-top-regular"/>
                                </mask>
                            </variation>
                        </view>
                        <connections>
                            <outlet property="titleLabel" destination="title" id="o1"/>
                            <outlet property="sidebar" destination="side" id="o2"/>
                            <outlet property="buttons" destination="stack" id="o3"/>
                            <outlet property="regularTop" destination="title-top-regular" id="o4"/>
                            <outlet property="compactTop" destination="title-top-compact" id="o5"/>
                            <outlet property="sidebarLeading" destination="side-lead" id="o6"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="systemGray6Color">
                <color red="0.95" green="0.95" blue="0.97" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
        </resources>
    </document>
    """

    @Test("R-IB3 off a window a scene has its base layout: what the default variation excludes is not installed, the rest is")
    func baseLayoutOffAWindow() throws {
        NibDocument.forget()
        let bundle = try StoryboardFixtures.bundle(["Adaptive.storyboard": Self.adaptive])
        let controller = try #require(UIStoryboard(name: "Adaptive", bundle: bundle).instantiateInitialViewController() as? AdaptiveViewController)
        controller.loadViewIfNeeded()
        #expect(controller.regularTop.isActive && !controller.compactTop.isActive)
        #expect(controller.sidebar.superview != nil && controller.sidebarLeading.isActive)
        #expect(controller.titleLabel.font.pointSize == 17)
        #expect(controller.buttons.axis == .horizontal && controller.buttons.spacing == 8)
    }

    @Test("R-IB3 R-AP3 a regular window installs the regular layout; narrowing it to compact width swaps constraints, constants, font, axis and uninstalls the sidebar before traitCollectionDidChange; widening it puts everything back")
    func variationsFollowTheWindow() throws {
        let (h, window, controller) = try StoryboardFixtures.show(Self.adaptive, name: "Adaptive", as: AdaptiveViewController.self,
                                                                   size: CGSize(width: 1000, height: 800))
        defer { withExtendedLifetime(h) {} }   // the application lives through the test
        let label = try #require(controller.titleLabel)
        let sidebar = try #require(controller.sidebar)
        func checkRegular(_ phase: String) {
            #expect(controller.regularTop.isActive && !controller.compactTop.isActive, "\(phase)")
            #expect(label.font.pointSize == 17 && label.frame.minX == 40 && label.frame.minY == 20, "\(phase): \(label.frame)")
            #expect(sidebar.superview?.accessibilityIdentifier == nil && sidebar.superview != nil, "\(phase)")
            #expect(controller.sidebarLeading.isActive && sidebar.frame == CGRect(x: 10, y: 0, width: 200, height: 300), "\(phase): \(sidebar.frame)")
            #expect(controller.buttons.axis == .horizontal && controller.buttons.spacing == 8, "\(phase)")
        }
        checkRegular("first shown")

        window.frame.size = CGSize(width: 400, height: 800)
        window.layoutIfNeeded()
        #expect(!controller.regularTop.isActive && controller.compactTop.isActive)
        #expect(label.font.pointSize == 11 && label.frame.minX == 16 && label.frame.minY == 80, "\(label.frame)")
        #expect(sidebar.superview == nil && !controller.sidebarLeading.isActive)
        #expect(controller.buttons.axis == .vertical && controller.buttons.spacing == 2)
        let stack = try #require(controller.buttons)
        #expect(stack.arrangedSubviews[1].frame.minY > stack.arrangedSubviews[0].frame.maxY, "stacked vertically")
        #expect(controller.heard == ["font 11 sidebar out"], "the controller hears of new traits after they are applied")

        window.frame.size = CGSize(width: 1000, height: 800)
        window.layoutIfNeeded()
        checkRegular("widened again")
        #expect(controller.heard == ["font 11 sidebar out", "font 17 sidebar in"])
    }

    @Test("R-IB3 a scene shown first in a compact window starts with its compact layout; an unknown variation key is reported and ignored")
    func compactFromTheStart() throws {
        let reports = ReportLog()
        NibDocument.problemObserver = { reports.add($0) }
        defer { NibDocument.problemObserver = nil }
        let odd = Self.adaptive.replacingOccurrences(of: "<variation key=\"default\">",
                                                     with: "<variation key=\"gamut=P3\"/>\n<variation key=\"default\">")
        let (h, window, controller) = try StoryboardFixtures.show(odd, name: "Adaptive", as: AdaptiveViewController.self,
                                                                   size: CGSize(width: 390, height: 844))
        defer { withExtendedLifetime((h, window)) {} }
        #expect(controller.compactTop.isActive && !controller.regularTop.isActive)
        #expect(controller.titleLabel.font.pointSize == 11 && controller.titleLabel.frame.minY == 80)
        #expect(controller.sidebar.superview == nil)
        #expect(reports.all.contains { $0.contains("gamut=P3") && $0.contains("Adaptive.storyboard:") }, "\(reports.all)")
    }
}
