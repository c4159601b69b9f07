import Foundation
import Testing
@testable import XResponder

@Suite("Interface Builder: visual effect views (R-IB1, R-BR1)", .tearsDownTestTrees)
@MainActor
struct VisualEffectNibTests {
    @Test("R-IB1 a xib's visualEffectView gets its blur, its content view's subviews and constraints; a vibrancy view its style and the blur under it; an unknown style is reported and regular stands in")
    func effectViews() throws {
        let reports = ReportLog()
        NibDocument.forget()
        NibDocument.problemObserver = { problem in reports.add(problem) }
        defer { NibDocument.problemObserver = nil }
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch">
            <objects>
                <visualEffectView opaque="NO" contentMode="scaleToFill" id="blur" userLabel="Top Bar Blur">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" text="Now Playing" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="16" y="40" width="120" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c1"/>
                            <constraint firstItem="title" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c2"/>
                        </constraints>
                    </view>
                    <blurEffect style="systemThinMaterialDark"/>
                </visualEffectView>
                <visualEffectView opaque="NO" contentMode="scaleToFill" id="vibrant">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                    <view key="contentView" opaque="NO" id="vibrantContent">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                    </view>
                    <vibrancyEffect style="secondaryLabel">
                        <blurEffect style="prominent"/>
                    </vibrancyEffect>
                </visualEffectView>
                <visualEffectView opaque="NO" contentMode="scaleToFill" id="odd">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                    <view key="contentView" opaque="NO" id="oddContent"/>
                    <blurEffect style="liquidGlass"/>
                </visualEffectView>
            </objects>
        </document>
        """
        let objects = UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil)
        #expect(objects.count == 3)
        let blur = try #require(objects.first as? UIVisualEffectView)
        #expect((blur.effect as? UIBlurEffect)?.style == .systemThinMaterialDark)
        let label = try #require(blur.contentView.subviews.first as? UILabel)
        #expect(label.text == "Now Playing" && blur.subviews.contains(blur.contentView))
        blur.layoutIfNeeded()
        #expect(blur.contentView.frame == blur.bounds)
        #expect(label.frame.minX == 16 && abs(label.frame.midY - 50) < 0.5, "\(label.frame)")

        let vibrant = try #require(objects.dropFirst().first as? UIVisualEffectView)
        let vibrancy = try #require(vibrant.effect as? UIVibrancyEffect)
        #expect(vibrancy.style == .secondaryLabel && vibrancy.blurEffect.style == .prominent)

        let odd = try #require(objects.last as? UIVisualEffectView)
        #expect((odd.effect as? UIBlurEffect)?.style == .regular)
        #expect(reports.all.contains { $0.contains("liquidGlass") }, "\(reports.all)")
    }
}
