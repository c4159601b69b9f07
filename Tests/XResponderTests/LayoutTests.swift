import Foundation
import Testing
@testable import XResponder

/// A view that counts its layout passes.
@MainActor
final class LayoutCountingView: UIView {
    var passes = 0
    override func layoutSubviews() { passes += 1 }
}

@Suite("Layout: layoutSubviews, autoresizing, intrinsic sizes (R-L1)", .tearsDownTestTrees)
@MainActor
struct LayoutTests {
    @Test("R-L1: layoutSubviews runs before the next frame after setNeedsLayout or a size change, once")
    func layoutBeforeNextFrame() {
        let h = Harness()
        let window = h.makeWindow()
        let view = LayoutCountingView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        window.addSubview(view)
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        #expect(view.passes == 1)
        compositor.renderIfNeeded()
        #expect(view.passes == 1)   // nothing asked for layout
        view.setNeedsLayout()
        view.setNeedsLayout()
        compositor.renderIfNeeded()
        #expect(view.passes == 2)   // coalesced into one pass, with no damage needed
        view.center = CGPoint(x: 200, y: 200)
        compositor.renderIfNeeded()
        #expect(view.passes == 2)   // moving does not lay out (UIKit)
        view.frame.size = CGSize(width: 120, height: 100)
        compositor.renderIfNeeded()
        #expect(view.passes == 3)
        view.setNeedsLayout()
        view.layoutIfNeeded()       // forced now
        #expect(view.passes == 4)
        compositor.renderIfNeeded()
        #expect(view.passes == 4)
    }

    @Test("R-L1: autoresizingMask shares a superview's size change among the flexible parts")
    func autoresizing() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        func child(_ frame: CGRect, _ mask: UIView.AutoresizingMask) -> UIView {
            let view = UIView(frame: frame)
            view.autoresizingMask = mask
            parent.addSubview(view)
            return view
        }
        let fixed = child(CGRect(x: 10, y: 10, width: 50, height: 20), [])
        let wide = child(CGRect(x: 10, y: 10, width: 180, height: 20), [.flexibleWidth])
        let right = child(CGRect(x: 150, y: 10, width: 40, height: 20), [.flexibleLeftMargin])
        let centred = child(CGRect(x: 50, y: 40, width: 100, height: 20), [.flexibleLeftMargin, .flexibleRightMargin])
        let filling = child(CGRect(x: 0, y: 0, width: 200, height: 100), [.flexibleWidth, .flexibleHeight])
        let bottom = child(CGRect(x: 0, y: 80, width: 200, height: 20), [.flexibleTopMargin, .flexibleWidth])
        parent.frame.size = CGSize(width: 300, height: 200)
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
        #expect(wide.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
        #expect(right.frame == CGRect(x: 250, y: 10, width: 40, height: 20))
        #expect(centred.frame == CGRect(x: 100, y: 40, width: 100, height: 20))
        #expect(filling.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(bottom.frame == CGRect(x: 0, y: 180, width: 300, height: 20))
        // Back and forth a hundred times: everything returns to where it started.
        for round in 0..<100 {
            parent.bounds.size = round % 2 == 0 ? CGSize(width: 200, height: 100) : CGSize(width: 400, height: 300)
        }
        parent.bounds.size = CGSize(width: 200, height: 100)
        #expect(centred.frame == CGRect(x: 50, y: 40, width: 100, height: 20))
        #expect(bottom.frame == CGRect(x: 0, y: 80, width: 200, height: 20))
        parent.autoresizesSubviews = false
        parent.bounds.size = CGSize(width: 500, height: 500)
        #expect(filling.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test("R-L1: resizing the window resizes the root view controller's view and lays it out")
    func windowResizeReachesRootView() {
        let h = Harness()
        let window = h.makeWindow()
        let controller = UIViewController()
        let root = LayoutCountingView(frame: .zero)
        controller.view = root
        window.rootViewController = controller
        let bar = UIView(frame: CGRect(x: 0, y: 360, width: 400, height: 40))
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(bar)
        window.layoutIfNeeded()
        let passes = root.passes
        window.frame = CGRect(x: 0, y: 0, width: 640, height: 480)
        #expect(root.frame == CGRect(x: 0, y: 0, width: 640, height: 480))
        #expect(bar.frame == CGRect(x: 0, y: 440, width: 640, height: 40))
        window.layoutIfNeeded()
        #expect(root.passes == passes + 1)
        window.rootViewController = nil
    }

    @Test("R-L1: intrinsicContentSize, sizeThatFits and sizeToFit for labels, buttons and controls")
    func intrinsicSizes() {
        let label = UILabel(frame: CGRect(x: 5, y: 7, width: 10, height: 10))
        label.text = "Hello, layout"
        let text = label.intrinsicContentSize
        #expect(text.width > 50 && text.height > 10)
        label.sizeToFit()
        #expect(label.frame == CGRect(x: 5, y: 7, width: text.width, height: text.height))
        let longer = UILabel(frame: .zero)
        longer.text = "Hello, layout, and more"
        #expect(longer.intrinsicContentSize.width > text.width)

        let button = UIButton(frame: .zero)
        button.setTitle("Convert", for: .normal)
        let title = button.titleLabel!.intrinsicContentSize
        // UIKit's classic button: the title plus 6 points above and below.
        #expect(button.intrinsicContentSize == CGSize(width: title.width.rounded(.up), height: (title.height + 12).rounded(.up)))
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 10, bottom: 3, right: 20)
        #expect(button.intrinsicContentSize.width == (title.width + 30).rounded(.up))
        #expect(UIButton().intrinsicContentSize == CGSize(width: 30, height: 30))

        #expect(UISwitch(frame: .zero).intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(UIStepper(frame: .zero).intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(UISlider(frame: .zero).intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        let toggle = UISwitch(frame: CGRect(x: 1, y: 2, width: 200, height: 200))
        toggle.sizeToFit()
        #expect(toggle.frame == CGRect(x: 1, y: 2, width: 51, height: 31))
        let segments = UISegmentedControl(items: ["km", "miles", "nautical miles"])
        let size = segments.intrinsicContentSize
        #expect(size.height == 32 && size.width > 3 * 40)
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}

@Suite("frame under a transform (R-L5)", .tearsDownTestTrees)
@MainActor
struct FrameUnderTransformTests {
    @Test("R-L5: under a scale (and translation) frame reads back as set; bounds holds the unscaled size")
    func scaledFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(scaleX: 2, y: 0.5)
        view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds.size == CGSize(width: 50, height: 100))
        view.transform = CGAffineTransform(a: -2, b: 0, c: 0, d: 2, tx: 7, ty: -3)   // mirrored, moved
        view.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 80, height: 40))
        #expect(view.bounds.size == CGSize(width: 40, height: 20))
        // Hit-testing agrees with what the frame says.
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.addSubview(view)
        #expect(parent.hitTest(CGPoint(x: 75, y: 35), with: nil) === view)
        #expect(parent.hitTest(CGPoint(x: 85, y: 35), with: nil) === parent)
        // A rotation has no unique answer: the size is taken as given (UIKit does the same).
        let turned = UIView(frame: .zero)
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        turned.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(turned.bounds.size == CGSize(width: 40, height: 20))
        #expect(turned.center == CGPoint(x: 20, y: 10))
    }
}
