import Foundation
import Testing
@testable import XResponder

/// A calculator's keypad as a ported app wrote it: `layoutSubviews` adds its keys again (they are
/// already its subviews) and places them; one key is held by constraints.
@MainActor
final class ReAddingKeypad: UIView {
    var passes = 0
    let keys = (0..<4).map { _ in UIView() }
    let pinned = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        pinned.translatesAutoresizingMaskIntoConstraints = false
        addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
            pinned.topAnchor.constraint(equalTo: topAnchor, constant: 60),
            pinned.widthAnchor.constraint(equalToConstant: 40),
            pinned.heightAnchor.constraint(equalToConstant: 20),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not from a nib") }

    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        for (index, key) in keys.enumerated() {
            addSubview(key)
            key.frame = CGRect(x: CGFloat(index) * 50, y: 0, width: 48, height: 48)
        }
        addSubview(pinned)
    }
}

@Suite("An idle application does no work (R-U10)", .tearsDownTestTrees)
@MainActor
struct IdleWorkTests {
    @Test("R-U10 re-adding a subview to its own superview only brings it to the front: its constraints stay, no move callback runs")
    func reAddingBringsToFront() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = constrainedView("a", in: window)
        let b = constrainedView("b", in: window)
        let pins = [a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                    a.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
                    a.widthAnchor.constraint(equalToConstant: 30),
                    a.heightAnchor.constraint(equalToConstant: 40)]
        NSLayoutConstraint.activate(pins)
        window.layoutIfNeeded()
        let installed = window.constraints.count
        window.addSubview(a)
        #expect(window.subviews.suffix(2).map { $0 === a } == [false, true], "a is in front of b")
        #expect(pins.allSatisfy(\.isActive) && window.constraints.count == installed)
        #expect(!window.subtreeNeedsLayout, "nothing to lay out again")
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        // insertSubview at a place counts the view in its old place, as UIKit does.
        window.insertSubview(a, at: 0)
        #expect(window.subviews.first === a && pins.allSatisfy(\.isActive))
        window.insertSubview(a, aboveSubview: b)
        #expect(window.subviews.last === a && a.superview === window)
        _ = b
    }

    @Test("R-U10 a layoutSubviews that re-adds and re-places its subviews settles after one pass")
    func reAddingLayoutSettles() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let keypad = ReAddingKeypad(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(keypad)
        h.app.runUntilIdle()
        h.app.layOutVisibleWindows()
        let settled = keypad.passes
        #expect(settled >= 1)
        #expect(keypad.pinned.frame == CGRect(x: 4, y: 60, width: 40, height: 20))
        for _ in 0..<10 {
            h.app.runUntilIdle()
            h.app.layOutVisibleWindows()
        }
        #expect(keypad.passes == settled, "no layout pass while nothing changes")
        #expect(keypad.pinned.frame == CGRect(x: 4, y: 60, width: 40, height: 20))
        #expect(keypad.keys.map(\.frame.minX) == [0, 50, 100, 150])
    }
}
