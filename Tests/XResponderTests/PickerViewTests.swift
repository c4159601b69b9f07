import Foundation
import Testing
@testable import XResponder

/// `UIPickerView` (R-BR1): wheels from a data source, turned by clicks, the mouse wheel, drags and
/// keys, telling the delegate when the user settles one.
@Suite("UIPickerView: wheels, clicks, the mouse wheel, drags and keys (R-BR1)", .serialized, .tearsDownTestTrees)
@MainActor
struct PickerViewTests {
    /// A size and a quantity, as an order form's picker.
    final class OrderPicker: UIPickerViewDataSource, UIPickerViewDelegate {
        let sizes = ["Small", "Medium", "Large"]
        var chosen: [String] = []
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? sizes.count : 20 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? sizes[row] : "\(row + 1)"
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            chosen.append("\(component):\(row)")
        }
    }

    @MainActor
    final class Scene {
        let h = Harness()
        let window: UIWindow
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let order = OrderPicker()
        init() {
            window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            picker.dataSource = order
            picker.delegate = order
            window.addSubview(picker)
            window.layoutIfNeeded()
        }
        func settle() { for _ in 0..<90 { h.input.advance(by: 1.0 / 60); window.layoutIfNeeded() } }
        /// Where `row` of `component` is drawn, in the window.
        func center(row: Int, component: Int) -> CGPoint? {
            guard let view = picker.view(forRow: row, forComponent: component) else { return nil }
            let frame = view.convert(view.bounds, to: window)
            return CGPoint(x: frame.midX, y: frame.midY)
        }
    }

    @Test("R-BR1 rows come from the data source as titles, the selected one in the middle band; selectRow in code tells no one")
    func rowsAndSelectionInCode() throws {
        let scene = Scene()
        let picker = scene.picker
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 1) == 20)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        let small = try #require(picker.view(forRow: 0, forComponent: 0) as? UILabel)
        let smallCenter = try #require(scene.center(row: 0, component: 0))
        #expect(small.text == "Small" && abs(smallCenter.y - 108) < 0.5)
        picker.selectRow(2, inComponent: 0, animated: false)
        scene.window.layoutIfNeeded()
        let largeCenter = try #require(scene.center(row: 2, component: 0))
        #expect(picker.selectedRow(inComponent: 0) == 2 && abs(largeCenter.y - 108) < 0.5)
        #expect(scene.order.chosen.isEmpty)
        #expect(picker.rowSize(forComponent: 0).height == 32)
    }

    @Test("R-BR1 a click on a row turns the wheel to it, a wheel click turns it one row, keys move it; the delegate hears each")
    func clicksWheelAndKeys() throws {
        let scene = Scene()
        let below = try #require(scene.center(row: 1, component: 1))
        scene.h.input.tap(at: below, in: scene.window, type: .indirectPointer)
        scene.settle()
        #expect(scene.picker.selectedRow(inComponent: 1) == 1 && scene.order.chosen == ["1:1"])
        let oneCenter = try #require(scene.center(row: 1, component: 1))
        #expect(abs(oneCenter.y - 108) < 0.5)
        scene.h.input.scroll(by: CGPoint(x: 0, y: 1), at: below, in: scene.window)
        scene.settle()
        #expect(scene.picker.selectedRow(inComponent: 1) == 2 && scene.order.chosen.last == "1:2")
        scene.h.input.pressKey(UIKey(characters: "", modifierFlags: [], keyCode: .keyboardEnd))
        scene.settle()
        #expect(scene.picker.selectedRow(inComponent: 1) == 19 && scene.order.chosen.last == "1:19")
    }

    @Test("R-BR1 a drag turns the wheel and it settles on a whole row, which the delegate hears")
    func dragSettlesOnARow() throws {
        let scene = Scene()
        let start = CGPoint(x: 240, y: 160)
        let touch = scene.h.input.beginTouch(at: start, in: scene.window)
        for step in 1...10 {
            scene.h.input.advance(by: 0.05)
            scene.h.input.moveTouch(touch, to: CGPoint(x: 240, y: 160 - CGFloat(step) * 10.3))
        }
        scene.h.input.advance(by: 0.3)
        scene.h.input.endTouch(touch)
        scene.settle()
        let row = scene.picker.selectedRow(inComponent: 1)
        #expect(row >= 2 && row <= 4, "about 100 points up: three rows: \(row)")
        let rowCenter = try #require(scene.center(row: row, component: 1))
        #expect(abs(rowCenter.y - 108) < 0.5)
        #expect(scene.order.chosen == ["1:\(row)"])
    }

    @Test("R-IB1 R-BR1 a storyboard's picker view gets its data source and delegate from outlets")
    func pickerFromStoryboard() throws {
        let text = StoryboardFixtures.header.replacingOccurrences(of: "initialViewController=\"nav-root\"", with: "initialViewController=\"vc\"") + """
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" customClass="ShadePickerController" customModule="XResponderTests" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <pickerView contentMode="scaleToFill" id="picker">
                                        <rect key="frame" x="0.0" y="100" width="393" height="216"/>
                                        <connections>
                                            <outlet property="dataSource" destination="vc" id="o1"/>
                                            <outlet property="delegate" destination="vc" id="o2"/>
                                        </connections>
                                    </pickerView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let (h, _, controller) = try StoryboardFixtures.show(text, name: "Picker", as: ShadePickerController.self)
        defer { withExtendedLifetime(h) {} }
        let picker = try #require(controller.view.subviews.first as? UIPickerView)
        #expect(picker.frame.height == 216 && picker.dataSource === controller && picker.delegate === controller)
        #expect(picker.numberOfComponents == 1 && (picker.view(forRow: 0, forComponent: 0) as? UILabel)?.text == "Red")
    }
}
