import Foundation
import Testing
@testable import XResponder

/// Storyboards and nibs written as Xcode 15 writes them (ids, document attributes, `<connections>`,
/// `<constraints>`, `<resources>`), kept small, written to a fresh folder per test and opened
/// through a `Bundle` of that folder.
enum StoryboardFixtures {
    /// A folder holding `files`, as a bundle.
    static func bundle(_ files: [String: String]) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xr-ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        for (name, text) in files {
            let place = name.hasSuffix(".storyboard") ? folder.appendingPathComponent("Base.lproj").appendingPathComponent(name)
                                                      : folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: place)
        }
        return try #require(Bundle(path: folder.path))
    }

    /// The initial controller of the storyboard `text` (saved as `name`), as the root of a window of
    /// `size`, laid out; the harness keeps the application alive.
    @MainActor
    static func show<Controller: UIViewController>(_ text: String, name: String, as _: Controller.Type,
                                                   size: CGSize = CGSize(width: 393, height: 852)) throws -> (Harness, UIWindow, Controller) {
        NibDocument.forget()
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(origin: .zero, size: size))
        let bundle = try bundle(["\(name).storyboard": text])
        let controller = try #require(UIStoryboard(name: name, bundle: bundle).instantiateInitialViewController() as? Controller)
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (h, window, controller)
    }

    static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
    useSafeAreas="YES" colorMatched="YES" initialViewController="nav-root">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        </dependencies>
    """

    /// A navigation controller whose root lists notes (prototype cells with a segue to the detail),
    /// with a button that shows the detail, a tap recognizer, an embedded child and an unwind.
    static let main = header + """
        <scenes>
            <scene sceneID="s-nav">
                <objects>
                    <navigationController id="nav-root" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="nav-bar">
                            <rect key="frame" x="0.0" y="59" width="393" height="96"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="list" kind="relationship" relationship="rootViewController" id="rel-1"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-nav" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="s-list">
                <objects>
                    <viewController storyboardIdentifier="NotesList" id="list" customClass="NotesViewController" customModule="XResponderTests" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="list-view">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Notes" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title-label">
                                    <rect key="frame" x="20" y="120" width="353" height="24"/>
                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                                    <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="add-button" customClass="GlowButton" customModule="XResponderTests">
                                    <rect key="frame" x="20" y="160" width="100" height="35"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                            <integer key="value" value="8"/>
                                        </userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="number" keyPath="glow">
                                            <real key="value" value="0.5"/>
                                        </userDefinedRuntimeAttribute>
                                    </userDefinedRuntimeAttributes>
                                    <state key="normal" title="Add"/>
                                    <connections>
                                        <action selector="addTapped:" destination="list" eventType="touchUpInside" id="act-1"/>
                                        <segue destination="detail" kind="show" identifier="ShowDetail" id="seg-show"/>
                                    </connections>
                                </button>
                                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="60" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                    <rect key="frame" x="0.0" y="200" width="393" height="600"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <prototypes>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="NotePrototypeCell" id="note-cell" customClass="NotePrototypeCell" customModule="XResponderTests" customModuleProvider="target">
                                            <rect key="frame" x="0.0" y="50" width="393" height="60"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="note-cell" id="cell-content">
                                                <rect key="frame" x="0.0" y="0.0" width="362" height="60"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="cell-title">
                                                        <rect key="frame" x="16" y="8" width="300" height="21"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    </label>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="cell-title" firstAttribute="leading" secondItem="cell-content" secondAttribute="leadingMargin" id="c-cell-1"/>
                                                    <constraint firstItem="cell-title" firstAttribute="top" secondItem="cell-content" secondAttribute="top" constant="8" id="c-cell-2"/>
                                                </constraints>
                                            </tableViewCellContentView>
                                            <connections>
                                                <outlet property="titleLabel" destination="cell-title" id="out-cell"/>
                                                <segue destination="detail" kind="show" identifier="CellDetail" id="seg-cell"/>
                                            </connections>
                                        </tableViewCell>
                                    </prototypes>
                                    <connections>
                                        <outlet property="dataSource" destination="list" id="ds"/>
                                        <outlet property="delegate" destination="list" id="dg"/>
                                    </connections>
                                </tableView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <gestureRecognizers/>
                            <constraints>
                                <constraint firstItem="title-label" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstItem="safe" firstAttribute="trailing" secondItem="title-label" secondAttribute="trailing" constant="20" id="c2"/>
                                <constraint firstItem="title-label" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c3"/>
                                <constraint firstItem="add-button" firstAttribute="top" secondItem="title-label" secondAttribute="bottom" constant="12" id="c4"/>
                                <constraint firstItem="add-button" firstAttribute="leading" secondItem="title-label" secondAttribute="leading" id="c5"/>
                                <constraint firstItem="add-button" firstAttribute="width" secondItem="title-label" secondAttribute="width" multiplier="1:2" priority="750" identifier="half" id="c-half"/>
                                <constraint firstItem="table" firstAttribute="top" secondItem="add-button" secondAttribute="bottom" constant="8" id="c6"/>
                                <constraint firstItem="table" firstAttribute="leading" secondItem="list-view" secondAttribute="leading" id="c7"/>
                                <constraint firstItem="table" firstAttribute="trailing" secondItem="list-view" secondAttribute="trailing" id="c8"/>
                                <constraint firstItem="table" firstAttribute="bottom" secondItem="list-view" secondAttribute="bottom" id="c9"/>
                            </constraints>
                            <connections>
                                <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="oc-tap"/>
                            </connections>
                        </view>
                        <navigationItem key="navigationItem" title="All Notes" id="nav-item">
                            <barButtonItem key="rightBarButtonItem" systemItem="add" id="bar-add">
                                <connections>
                                    <action selector="addTapped:" destination="list" id="act-bar"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                        <connections>
                            <outlet property="titleLabel" destination="title-label" id="o1"/>
                            <outlet property="tableView" destination="table" id="o2"/>
                            <outlet property="halfWidth" destination="c-half" id="o3"/>
                            <outletCollection property="controls" destination="add-button" collectionClass="NSMutableArray" id="o4"/>
                            <outletCollection property="controls" destination="table" collectionClass="NSMutableArray" id="o5"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-list" sceneMemberID="firstResponder"/>
                    <tapGestureRecognizer numberOfTapsRequired="2" id="tap">
                        <connections>
                            <action selector="doubleTapped:" destination="list" id="act-tap"/>
                        </connections>
                    </tapGestureRecognizer>
                </objects>
            </scene>
            <scene sceneID="s-detail">
                <objects>
                    <viewController storyboardIdentifier="NoteDetail" id="detail" customClass="NoteDetailViewController" customModule="XResponderTests" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="detail-view">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Title" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                    <rect key="frame" x="20" y="120" width="353" height="34"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    <textInputTraits key="textInputTraits" returnKeyType="done"/>
                                </textField>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="done">
                                    <rect key="frame" x="20" y="170" width="60" height="35"/>
                                    <state key="normal" title="Done"/>
                                    <connections>
                                        <segue destination="exit-detail" kind="unwind" identifier="BackToList" unwindAction="unwindToList:" id="unwind-1"/>
                                    </connections>
                                </button>
                                <containerView opaque="NO" contentMode="scaleToFill" id="container">
                                    <rect key="frame" x="0.0" y="300" width="393" height="200"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                    <connections>
                                        <segue destination="child" kind="embed" identifier="EmbedChild" id="embed-1"/>
                                    </connections>
                                </containerView>
                            </subviews>
                            <color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <connections>
                                <outlet property="delegate" destination="detail" id="unused-on-view"/>
                            </connections>
                        </view>
                        <connections>
                            <outlet property="titleField" destination="field" id="o-field"/>
                            <outlet property="delegateless" destination="field" id="o-missing"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-detail" sceneMemberID="firstResponder"/>
                    <exit id="exit-detail" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
            </scene>
            <scene sceneID="s-child">
                <objects>
                    <viewController id="child" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="child-view">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                            <color key="backgroundColor" systemColor="systemYellowColor"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>
    """

    /// A nib with a File's Owner connecting its view and a label, and a top-level cell.
    static let profileNib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController" customModule="XResponderTests" customModuleProvider="target">
                <connections>
                    <outlet property="view" destination="i5M-Pr-FkT" id="sfx-zR-JGt"/>
                    <outlet property="nameLabel" destination="name" id="o-name"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="i5M-Pr-FkT">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Ada" id="name">
                        <rect key="frame" x="10" y="10" width="200" height="21"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="18"/>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="copy">
                        <rect key="frame" x="10" y="40" width="80" height="30"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <state key="normal" title="Copy"/>
                        <connections>
                            <action selector="copy:" destination="-2" eventType="touchUpInside" id="a-copy"/>
                        </connections>
                    </button>
                </subviews>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            </view>
        </objects>
    </document>
    """
}
