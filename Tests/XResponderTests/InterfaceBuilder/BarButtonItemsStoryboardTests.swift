import Foundation
import Testing
@testable import XResponder

/// A navigation item with several bar button items on one side, as Xcode writes it: an element
/// named `<rightBarButtonItems>` (no `key`), leading item first (R-IB1). The shape is the one of
/// leslieAppl/CoreData0722's book list, whose "Add Book" and "Show Authors" were missing.
@Suite("Storyboards: a navigation item's several bar button items (R-IB1)", .serialized, .tearsDownTestTrees)
@MainActor
struct BarButtonItemsStoryboardTests {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097.2" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="books-scene">
                <objects>
                    <tableViewController id="books" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="books-table">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        </tableView>
                        <navigationItem key="navigationItem" id="books-item">
                            <barButtonItem key="leftBarButtonItem" title="Delete Book" id="delete-item"/>
                            <rightBarButtonItems>
                                <barButtonItem title="Add Book" id="add-item">
                                    <connections>
                                        <segue destination="editor" kind="show" id="add-segue"/>
                                    </connections>
                                </barButtonItem>
                                <barButtonItem title="Show Authors" id="authors-item"/>
                            </rightBarButtonItems>
                        </navigationItem>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="books-fr" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="editor-scene">
                <objects>
                    <viewController id="editor" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="editor-view">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        </view>
                        <navigationItem key="navigationItem" title="New Book" id="editor-item"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="editor-fr" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="nav-scene">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                            <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="books" kind="relationship" relationship="rootViewController" id="root-segue"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="nav-fr" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    @Test("R-IB1 <rightBarButtonItems> gives the navigation item its items in order beside the left one; the first one's show segue pushes")
    func severalRightItems() throws {
        let (h, window, navigation) = try StoryboardFixtures.show(Self.storyboard, name: "Main", as: UINavigationController.self,
                                                                  size: CGSize(width: 414, height: 896))
        defer { withExtendedLifetime(h) {} }
        let books = try #require(navigation.viewControllers.first)
        #expect(books.navigationItem.leftBarButtonItem?.title == "Delete Book")
        let rights = books.navigationItem.rightBarButtonItems ?? []
        #expect(rights.map(\.title) == ["Add Book", "Show Authors"])
        #expect(navigation.navigationBar.topItem === books.navigationItem)

        let add = try #require(rights.first)
        add.perform(from: add)   // what a tap on it does
        window.layoutIfNeeded()
        #expect(navigation.topViewController?.navigationItem.title == "New Book")
    }
}
