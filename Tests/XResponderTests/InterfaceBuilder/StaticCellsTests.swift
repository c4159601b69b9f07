import Foundation
import Testing
@testable import XResponder

/// A settings screen: a table view controller whose storyboard lays out static cells in two
/// sections (R-IB1), as Xcode writes `dataMode="static"`.
@Suite("Static table cells from a storyboard (R-IB1)", .serialized, .tearsDownTestTrees)
@MainActor
struct StaticCellsTests {
    static let settings = StoryboardFixtures.header + """
        <scenes><scene sceneID="set-scene"><objects>
            <tableViewController id="nav-root" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="set-table">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <sections>
                        <tableViewSection headerTitle="Account" id="set-s1">
                            <cells>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" textLabel="set-c1-text" style="IBUITableViewCellStyleDefault" id="set-c1">
                                    <rect key="frame" x="20" y="55.333332061767578" width="353" height="43.666667938232422"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="set-c1" id="set-c1-content">
                                        <rect key="frame" x="0.0" y="0.0" width="322.66666666666669" height="43.666667938232422"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Profile" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="set-c1-text">
                                                <rect key="frame" x="20" y="0.0" width="294.66666666666669" height="43.666667938232422"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <color key="highlightedColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" textLabel="set-c2-text" style="IBUITableViewCellStyleDefault" id="set-c2">
                                    <rect key="frame" x="20" y="99" width="353" height="43.666667938232422"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="set-c2-content">
                                        <rect key="frame" x="0.0" y="0.0" width="353" height="43.666667938232422"/>
                                        <subviews>
                                            <label opaque="NO" contentMode="left" text="Notifications" id="set-c2-text">
                                                <rect key="frame" x="20" y="0.0" width="200" height="43.666667938232422"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="set-c2-switch">
                                                <rect key="frame" x="284" y="6" width="51" height="31"/>
                                            </switch>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </cells>
                        </tableViewSection>
                        <tableViewSection headerTitle="About" footerTitle="Version 1.0" id="set-s2">
                            <cells>
                                <tableViewCell contentMode="scaleToFill" textLabel="set-c3-text" style="IBUITableViewCellStyleDefault" id="set-c3">
                                    <rect key="frame" x="20" y="200" width="353" height="43.666667938232422"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" id="set-c3-content">
                                        <rect key="frame" x="0.0" y="0.0" width="353" height="43.666667938232422"/>
                                        <subviews>
                                            <label opaque="NO" contentMode="left" text="Licences" id="set-c3-text">
                                                <rect key="frame" x="20" y="0.0" width="200" height="43.666667938232422"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </cells>
                        </tableViewSection>
                    </sections>
                    <connections>
                        <outlet property="dataSource" destination="nav-root" id="set-ds"/>
                        <outlet property="delegate" destination="nav-root" id="set-dl"/>
                    </connections>
                </tableView>
            </tableViewController>
            <placeholder placeholderIdentifier="IBFirstResponder" id="set-fr" sceneMemberID="firstResponder"/>
        </objects></scene></scenes>
    </document>
    """

    @Test("R-IB1 a table view controller serves its storyboard's static cells: sections, titles, the cells themselves with their views, shown after layout")
    func staticCells() throws {
        let (h, window, controller) = try StoryboardFixtures.show(Self.settings, name: "Settings", as: UITableViewController.self)
        defer { withExtendedLifetime(h) {} }   // the application lives through the test
        let table = try #require(controller.tableView)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 1)
        #expect(controller.tableView(table, titleForHeaderInSection: 0) == "Account")
        #expect(controller.tableView(table, titleForFooterInSection: 1) == "Version 1.0")
        let profile = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(profile.textLabel?.text == "Profile" && profile.accessoryType == .disclosureIndicator)
        let notifications = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(notifications.selectionStyle == .none)
        #expect(notifications.contentView.subviews.compactMap { $0 as? UISwitch }.first?.isOn == true)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "Licences")
        #expect(profile.window === window, "the cell is on screen")
    }

    @Test("R-IB1 a selected row highlights its labels and image views: the file's highlightedColor, an image view's highlightedImage drawn")
    func highlightedContent() throws {
        let (h, _, controller) = try StoryboardFixtures.show(Self.settings, name: "Settings", as: UITableViewController.self)
        defer { withExtendedLifetime(h) {} }   // the application lives through the test
        let table = try #require(controller.tableView)
        let label = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel)
        #expect(label.highlightedTextColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1) && !label.isHighlighted)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(label.isHighlighted)
        table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
        #expect(!label.isHighlighted)

        func solid(_ color: UIColor) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
        }
        let imageView = UIImageView(image: solid(.red), highlightedImage: solid(.green))
        imageView.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        func drawn() -> [Int] {
            rgba(UIGraphicsImageRenderer(bounds: imageView.bounds, format: imageFormat(scale: 1)).image { _ in
                imageView.drawHierarchy(in: imageView.bounds, afterScreenUpdates: true)
            }, 2, 2)
        }
        #expect(drawn() == [255, 0, 0, 255])
        imageView.isHighlighted = true
        #expect(drawn() == [0, 255, 0, 255])
    }
}
