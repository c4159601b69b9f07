import Foundation
import Testing
@testable import XResponder

/// Xcode's Master-Detail App template (Xcode 11), its Main.storyboard as Xcode wrote it and its
/// code as the template wrote it (after xrport: `@IBOutlet` and `@objc` gone, the table below): a
/// split view controller whose master is a navigation controller around a table of dates, and
/// whose detail is a navigation controller around a label; a prototype cell's show-detail segue
/// passes the chosen date (R-IB1, R-IB3, R-BR1).
@Suite("Xcode's master-detail template storyboard (R-IB1, R-IB3)", .serialized, .tearsDownTestTrees)
@MainActor
struct MasterDetailTemplateTests {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15705" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="H1p-Uh-vWS">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="15706"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Master-->
            <scene sceneID="pY4-Hu-kfo">
                <objects>
                    <navigationController title="Master" id="RMx-3f-FxP" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="Pmd-2v-anx">
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="7bK-jq-Zjz" kind="relationship" relationship="rootViewController" id="tsl-Nk-0bq"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="8fS-aE-onr" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-38" y="-630"/>
            </scene>
            <!--Detail-->
            <scene sceneID="yUG-lL-AsK">
                <objects>
                    <viewController title="Detail" id="JEX-9P-axG" customClass="DetailViewController" customModule="XResponderTests" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="svH-Pt-448">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleToFill" text="Detail view content goes here" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="0XM-y9-sOw">
                                    <rect key="frame" x="20" y="440" width="374" height="17"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <color key="backgroundColor" systemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor"/>
                            <constraints>
                                <constraint firstItem="0XM-y9-sOw" firstAttribute="leading" secondItem="VUw-jc-0yf" secondAttribute="leading" constant="20" symbolic="YES" id="Tsc-yG-G1q"/>
                                <constraint firstItem="0XM-y9-sOw" firstAttribute="centerY" secondItem="svH-Pt-448" secondAttribute="centerY" id="jWN-iV-94e"/>
                                <constraint firstItem="VUw-jc-0yf" firstAttribute="trailing" secondItem="0XM-y9-sOw" secondAttribute="trailing" constant="20" symbolic="YES" id="tHV-ZD-HQj"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="VUw-jc-0yf"/>
                        </view>
                        <navigationItem key="navigationItem" title="Detail" id="mOI-FS-AaM"/>
                        <connections>
                            <outlet property="detailDescriptionLabel" destination="0XM-y9-sOw" id="deQ-Na-JPF"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="FJe-Yq-33r" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="709" y="129"/>
            </scene>
            <!--Split View Controller-->
            <scene sceneID="Nki-YV-4Qg">
                <objects>
                    <splitViewController id="H1p-Uh-vWS" sceneMemberID="viewController">
                        <toolbarItems/>
                        <connections>
                            <segue destination="RMx-3f-FxP" kind="relationship" relationship="masterViewController" id="BlO-5A-QYV"/>
                            <segue destination="vC3-pB-5Vb" kind="relationship" relationship="detailViewController" id="Tll-UG-LXB"/>
                        </connections>
                    </splitViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="cZU-Oi-B1e" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-856" y="-330"/>
            </scene>
            <!--Master-->
            <scene sceneID="smW-Zh-WAh">
                <objects>
                    <tableViewController title="Master" clearsSelectionOnViewWillAppear="NO" id="7bK-jq-Zjz" customClass="MasterViewController" customModule="XResponderTests" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="r7i-6Z-zg0">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor"/>
                            <prototypes>
                                <tableViewCell contentMode="scaleToFill" selectionStyle="blue" accessoryType="disclosureIndicator" hidesAccessoryWhenEditing="NO" indentationLevel="1" indentationWidth="0.0" reuseIdentifier="Cell" textLabel="Arm-wq-HPj" style="IBUITableViewCellStyleDefault" id="WCw-Qf-5nD">
                                    <rect key="frame" x="0.0" y="28" width="414" height="43.5"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="WCw-Qf-5nD" id="37f-cq-3Eg">
                                        <rect key="frame" x="0.0" y="0.0" width="383" height="43.5"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Arm-wq-HPj">
                                                <rect key="frame" x="20" y="0.0" width="355" height="43.5"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                    <connections>
                                        <segue destination="vC3-pB-5Vb" kind="showDetail" identifier="showDetail" id="6S0-TO-JiA"/>
                                    </connections>
                                </tableViewCell>
                            </prototypes>
                            <connections>
                                <outlet property="dataSource" destination="7bK-jq-Zjz" id="Gho-Na-rnu"/>
                                <outlet property="delegate" destination="7bK-jq-Zjz" id="RA6-mI-bju"/>
                            </connections>
                        </tableView>
                        <navigationItem key="navigationItem" title="Master" id="Zdf-7t-Un8"/>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Rux-fX-hf1" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="709" y="-630"/>
            </scene>
            <!--Navigation Controller-->
            <scene sceneID="r7l-gg-dq7">
                <objects>
                    <navigationController id="vC3-pB-5Vb" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="DjV-YW-jjY">
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="JEX-9P-axG" kind="relationship" relationship="rootViewController" id="GKi-kA-LjT"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="SLD-UC-DBI" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-45" y="129"/>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>
    """

    /// The template's scene delegate's part: the detail's bar gets the display-mode button, and
    /// the split view asks it whether to collapse the detail ("no item chosen yet" stays hidden).
    final class SceneDelegatePart: UISplitViewControllerDelegate {
        func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                 onto primaryViewController: UIViewController) -> Bool {
            guard let secondaryAsNavController = secondaryViewController as? UINavigationController else { return false }
            guard let topAsDetailController = secondaryAsNavController.topViewController as? DetailViewController else { return false }
            if topAsDetailController.detailItem == nil {
                // Return true to indicate that we have handled the collapse by doing nothing; the secondary controller will be discarded.
                return true
            }
            return false
        }
    }

    @Test("R-IB3 R-BR1 the master-detail template: a tiled split view, a date added in the master, the cell's show-detail segue passes it to a new detail; a narrow window collapses onto the master with the detail pushed")
    func masterDetailTemplate() throws {
        let (h, window, split) = try StoryboardFixtures.show(Self.storyboard, name: "Main", as: UISplitViewController.self,
                                                             size: CGSize(width: 1100, height: 700))
        let delegate = SceneDelegatePart()
        defer { withExtendedLifetime((h, delegate)) {} }
        let detailNavigation = try #require(split.viewControllers.last as? UINavigationController)
        detailNavigation.topViewController?.navigationItem.leftBarButtonItem = split.displayModeButtonItem
        detailNavigation.topViewController?.navigationItem.leftItemsSupplementBackButton = true
        split.delegate = delegate
        window.layoutIfNeeded()

        let masterNavigation = try #require(split.viewControllers.first as? UINavigationController)
        let master = try #require(masterNavigation.topViewController as? MasterViewController)
        #expect(master.detailViewController?.detailDescriptionLabel.text == "Detail view content goes here")
        #expect(master.view.window === window && masterNavigation.view.frame.width == 320)
        #expect(!split.isCollapsed && detailNavigation.view.frame.minX == 320)

        let date = NSDate(timeIntervalSince1970: 1_800_000_000)
        master.insertNewObject(date)
        window.layoutIfNeeded()
        let cell = try #require(master.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.textLabel?.text == date.description && cell.accessoryType == .disclosureIndicator)

        // Choosing the row performs the cell's show-detail segue with the row selected.
        master.tableView.userTapped(IndexPath(row: 0, section: 0))
        window.layoutIfNeeded()
        let shown = try #require((split.viewControllers.last as? UINavigationController)?.topViewController as? DetailViewController)
        #expect(shown !== detailNavigation.topViewController, "a new detail from the segue")
        #expect(shown.detailItem === date && shown.detailDescriptionLabel.text == date.description)
        #expect(shown.navigationItem.leftBarButtonItem === split.displayModeButtonItem)
        #expect(shown.view.window === window)

        // A phone-sized window: one stack, the chosen detail pushed on the master's.
        window.frame.size = CGSize(width: 400, height: 700)
        window.layoutIfNeeded()
        #expect(split.isCollapsed)
        #expect(masterNavigation.viewControllers.count == 2 && masterNavigation.topViewController.map { $0 === shown || ($0 as? UINavigationController)?.topViewController === shown } == true,
                "\(masterNavigation.viewControllers)")
        // One bar, as on an iPhone: the master's shows the detail's item with a back button; the
        // detail's own navigation controller, nested, hides its bar.
        #expect(masterNavigation.navigationBar.topItem === shown.navigationItem)
        #expect(shown.navigationController?.navigationBar.isHidden == true || shown.navigationController === masterNavigation)
        window.frame.size = CGSize(width: 1100, height: 700)
        window.layoutIfNeeded()
        #expect(!split.isCollapsed && shown.navigationController?.navigationBar.isHidden == false)
    }
}

/// The template's master, as Xcode 11 wrote it (after xrport).
final class MasterViewController: UITableViewController {
    var detailViewController: DetailViewController? = nil
    var objects = [Any]()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = editButtonItem
        let addButton = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: Selector("insertNewObject:", MasterViewController.insertNewObject(_:)))
        navigationItem.rightBarButtonItem = addButton
        if let split = splitViewController {
            let controllers = split.viewControllers
            detailViewController = (controllers[controllers.count-1] as! UINavigationController).topViewController as? DetailViewController
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        clearsSelectionOnViewWillAppear = splitViewController!.isCollapsed
        super.viewWillAppear(animated)
    }

    func insertNewObject(_ sender: Any) {
        objects.insert(sender as? NSDate ?? NSDate(), at: 0)
        let indexPath = IndexPath(row: 0, section: 0)
        tableView.insertRows(at: [indexPath], with: .automatic)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showDetail" {
            if let indexPath = tableView.indexPathForSelectedRow {
                let object = objects[indexPath.row] as! NSDate
                let controller = (segue.destination as! UINavigationController).topViewController as! DetailViewController
                controller.detailItem = object
                controller.navigationItem.leftBarButtonItem = splitViewController?.displayModeButtonItem
                controller.navigationItem.leftItemsSupplementBackButton = true
                detailViewController = controller
            }
        }
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { objects.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        let object = objects[indexPath.row] as! NSDate
        cell.textLabel!.text = object.description
        return cell
    }
}

/// The template's detail, as Xcode 11 wrote it (after xrport).
final class DetailViewController: UIViewController {
    weak var detailDescriptionLabel: UILabel!

    func configureView() {
        if let detail = detailItem {
            if let label = detailDescriptionLabel {
                label.text = detail.description
            }
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        configureView()
    }

    var detailItem: NSDate? {
        didSet {
            configureView()
        }
    }
}
