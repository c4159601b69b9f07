import Foundation
import Testing
@testable import XResponder

/// Renders `view` offscreen at scale 1 on nothing (transparent), as the layer tests look at it.
@MainActor
func renderLayered(_ view: UIView, scale: CGFloat = 1) -> UIImage {
    UIGraphicsImageRenderer(bounds: view.bounds, format: imageFormat(scale: scale)).image { _ in
        view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
    }
}

/// A white 200×200 stage with `view` on it, rendered.
@MainActor
func renderOnWhite(_ view: UIView) -> UIImage {
    let stage = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    stage.backgroundColor = .white
    stage.addSubview(view)
    return renderLayered(stage)
}

let white = [255, 255, 255, 255], red = [255, 0, 0, 255], blue = [0, 0, 255, 255], black = [0, 0, 0, 255]

@Suite("Layers: corners, borders, shadows, opacity (R-AP1)", .tearsDownTestTrees)
@MainActor
struct LayerTests {
    @Test("R-AP1 cornerRadius rounds the background: a corner pixel outside the radius is the superview's colour")
    func cornerRadius() {
        _ = Harness()
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .red
        card.layer.cornerRadius = 20
        let image = renderOnWhite(card)
        // (53, 53) is 24 points from the corner circle's centre (70, 70): outside the radius of 20.
        #expect(rgba(image, 53, 53) == white)
        #expect(rgba(image, 70, 51) == red)   // on the straight top edge
        #expect(rgba(image, 100, 100) == red)
        #expect(rgba(image, 146, 146) == white)
        #expect(card.layer.cornerRadius == 20)
    }

    @Test("R-AP1 maskedCorners rounds only the corners it names")
    func maskedCorners() {
        _ = Harness()
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .red
        card.layer.cornerRadius = 20
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let image = renderOnWhite(card)
        #expect(rgba(image, 53, 53) == white)
        #expect(rgba(image, 146, 53) == white)
        #expect(rgba(image, 53, 146) == red)    // bottom corners stay square
        #expect(rgba(image, 146, 146) == red)
    }

    @Test("R-AP1 masksToBounds (clipsToBounds) clips subviews and draw(_:) to the rounded bounds")
    func roundedClip() {
        _ = Harness()
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.layer.cornerRadius = 30
        let fill = UIView(frame: card.bounds)
        fill.backgroundColor = .blue
        card.addSubview(fill)
        #expect(rgba(renderOnWhite(card), 52, 52) == blue)   // not masked: the subview's corner shows
        card.layer.masksToBounds = true
        #expect(card.clipsToBounds)
        let image = renderOnWhite(card)
        #expect(rgba(image, 52, 52) == white)
        #expect(rgba(image, 100, 52) == blue)
    }

    @Test("R-AP1 the border is drawn inside the bounds, above the subviews, following the corners")
    func border() {
        _ = Harness()
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .red
        card.layer.borderWidth = 4
        card.layer.borderColor = UIColor.blue.cgColor
        let cover = UIView(frame: card.bounds)
        cover.backgroundColor = .green
        card.addSubview(cover)
        var image = renderOnWhite(card)
        #expect(rgba(image, 51, 100) == blue)      // inside the left edge, over the subview
        #expect(rgba(image, 55, 100) == [0, 255, 0, 255])
        #expect(rgba(image, 48, 100) == white)     // not outside
        card.layer.cornerRadius = 20
        cover.removeFromSuperview()
        image = renderOnWhite(card)
        #expect(rgba(image, 51, 51) == white)
        #expect(rgba(image, 100, 51) == blue)
        #expect(rgba(image, 100, 58) == red)
    }

    @Test("R-AP1 a shadow falls where its offset says, blurred by its radius")
    func shadow() {
        _ = Harness()
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .white
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 1
        card.layer.shadowOffset = CGSize(width: 10, height: 10)
        card.layer.shadowRadius = 0
        var image = renderOnWhite(card)
        #expect(rgba(image, 155, 155) == black)    // the offset copy of the frame, beyond it
        #expect(rgba(image, 155, 55) == white)     // above the offset shadow's top (60)
        #expect(rgba(image, 45, 100) == white)
        #expect(rgba(image, 100, 100) == white)    // the card covers its own shadow
        card.layer.shadowRadius = 4
        image = renderOnWhite(card)
        // At the shadow's edge (x = 160) a Gaussian has half its weight; 3σ beyond, none.
        let edge = rgba(image, 160, 110)[0]
        #expect(abs(edge - 128) <= 24, "edge \(edge)")
        #expect(rgba(image, 175, 110) == white)
        #expect(rgba(image, 152, 110)[0] < 60)
    }

    @Test("R-AP1 masksToBounds hides the shadow; shadowPath shapes it")
    func shadowPathAndMasking() {
        _ = Harness()
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = CGSize(width: 0, height: 20)
        card.clipsToBounds = true
        #expect(rgba(renderOnWhite(card), 100, 165) == white)
        card.clipsToBounds = false
        #expect(rgba(renderOnWhite(card), 100, 165) == black)
        card.layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 100)).cgPath
        let image = renderOnWhite(card)
        #expect(rgba(image, 60, 165) == black)
        #expect(rgba(image, 100, 165) == white)
    }

    @Test("R-AP1 a transparent view's shadow follows what it draws")
    func contentShadow() {
        _ = Harness()
        let holder = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        dot.backgroundColor = .red
        holder.addSubview(dot)
        holder.layer.shadowOpacity = 1
        holder.layer.shadowRadius = 0
        holder.layer.shadowOffset = CGSize(width: 40, height: 0)
        let image = renderOnWhite(holder)
        #expect(rgba(image, 95, 55) == black)     // the dot's shadow, 40 to its right
        #expect(rgba(image, 125, 55) == white)    // no shadow of the empty bounds
        #expect(rgba(image, 55, 55) == red)
    }

    @Test("R-AP1 opacity is alpha; backgroundColor and masksToBounds are the view's")
    func viewProperties() {
        _ = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.layer.opacity = 0.5
        #expect(view.alpha == 0.5)
        view.alpha = 1
        #expect(view.layer.opacity == 1)
        view.layer.backgroundColor = UIColor.red.cgColor
        #expect(view.backgroundColor == .red)
        view.backgroundColor = .blue
        #expect(view.layer.backgroundColor == UIColor.blue.cgColor)
        view.layer.frame = CGRect(x: 5, y: 6, width: 7, height: 8)
        #expect(view.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
        #expect(view.layer.position == view.center)
        view.layer.isHidden = true
        #expect(view.isHidden)
    }

    @Test("R-AP1 sublayers added before any subview draw in order (zPosition first) beneath the subviews")
    func sublayerOrder() {
        _ = Harness()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.backgroundColor = .white
        let a = CALayer(), b = CALayer()
        a.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        a.backgroundColor = UIColor.red.cgColor
        b.frame = CGRect(x: 30, y: 30, width: 60, height: 60)
        b.backgroundColor = UIColor.blue.cgColor
        host.layer.addSublayer(a)
        host.layer.addSublayer(b)
        #expect(rgba(renderLayered(host), 45, 45) == blue)
        a.zPosition = 1
        #expect(rgba(renderLayered(host), 45, 45) == red)
        a.zPosition = 0
        host.layer.insertSublayer(b, at: 0)
        #expect(host.layer.sublayers?.first === b)
        #expect(rgba(renderLayered(host), 45, 45) == red)
        let subview = UIView(frame: CGRect(x: 40, y: 40, width: 10, height: 10))
        subview.backgroundColor = .green
        host.addSubview(subview)
        #expect(rgba(renderLayered(host), 45, 45) == [0, 255, 0, 255])
        a.removeFromSuperlayer()
        #expect(a.superlayer == nil && host.layer.sublayers?.count == 1)
        #expect(rgba(renderLayered(host), 10, 10) == white)
    }

    @Test("R-AP1 sublayers sit among the subviews as in UIKit's one list: added later is above, index 0 beneath")
    func sublayersAmongSubviews() {
        _ = Harness()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.backgroundColor = .white
        func square(_ color: UIColor) -> UIView {
            let view = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
            view.backgroundColor = color
            return view
        }
        let greenSquare = square(.green), blueSquare = square(.blue)
        host.addSubview(greenSquare)
        let overlay = CALayer()
        overlay.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
        overlay.backgroundColor = UIColor.red.cgColor
        host.layer.addSublayer(overlay)                       // above green
        #expect(rgba(renderLayered(host), 50, 50) == red)
        host.addSubview(blueSquare)                                 // a later subview goes above it
        #expect(rgba(renderLayered(host), 50, 50) == blue)
        host.bringSubviewToFront(greenSquare)                 // [overlay, blue, green]
        #expect(rgba(renderLayered(host), 50, 50) == [0, 255, 0, 255])
        greenSquare.removeFromSuperview()                     // [overlay, blue]: blue covers it
        #expect(rgba(renderLayered(host), 50, 50) == blue)
        let under = CALayer()
        under.frame = host.bounds
        under.backgroundColor = UIColor.black.cgColor
        host.layer.insertSublayer(under, at: 0)               // [under, overlay, blue]: beneath every subview
        #expect(rgba(renderLayered(host), 5, 5) == black && rgba(renderLayered(host), 30, 30) == blue)
        let top = CALayer()
        host.layer.addSublayer(top)                           // [under, overlay, blue, top]
        host.layer.insertSublayer(under, above: top)          // [overlay, blue, top, under]: over blue now
        #expect(rgba(renderLayered(host), 30, 30) == black)
        under.removeFromSuperlayer()
        top.removeFromSuperlayer()
        let back = square(.yellow)
        host.addSubview(back)
        host.sendSubviewToBack(back)                          // [back, overlay, blue]
        let bottom = CALayer()
        bottom.frame = host.bounds
        bottom.backgroundColor = UIColor.magenta.cgColor
        host.layer.insertSublayer(bottom, at: 0)              // [bottom, back, overlay, blue]
        #expect(rgba(renderLayered(host), 30, 30) == blue && rgba(renderLayered(host), 5, 5) == [255, 0, 255, 255])
        host.sendSubviewToBack(blueSquare)                    // [blue, bottom, back, overlay]
        let image = renderLayered(host)
        #expect(rgba(image, 30, 30) == [255, 255, 0, 255])   // back, over the magenta over blue
        #expect(rgba(image, 50, 50) == red)                   // the overlay, above back
        #expect(rgba(image, 5, 5) == [255, 0, 255, 255])
    }

    @Test("R-AP1 a sublayer above an off-screen subview is still drawn")
    func anchoredLayerNotCulled() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.backgroundColor = .white
        let list = UIView(frame: window.bounds)
        window.addSubview(list)
        for row in 0..<40 {
            let cell = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 50, width: 200, height: 50))
            cell.backgroundColor = .white
            list.addSubview(cell)                             // 40 rows: the cull index is in use
        }
        list.bringSubviewToFront(list.subviews[39])
        let badge = CALayer()
        badge.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        badge.backgroundColor = UIColor.red.cgColor
        list.layer.addSublayer(badge)                         // above the last row, which is off screen
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        #expect(rgba(compositor.snapshot()!, 20, 20) == red)
    }

    @Test("R-AP1 a layer's mask shows the layer only where the mask is opaque")
    func mask() {
        _ = Harness()
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .red
        let oval = CAShapeLayer()
        oval.path = UIBezierPath(ovalIn: card.bounds).cgPath
        card.layer.mask = oval
        let image = renderOnWhite(card)
        #expect(rgba(image, 53, 53) == white)
        #expect(rgba(image, 100, 100) == red)
        #expect(card.layer.sublayers == nil)
    }

    @Test("R-AP1 a shadowed or rounded view is kept in the damage and occlusion logic")
    func damageAndOcclusion() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.backgroundColor = .green
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        card.backgroundColor = .white
        card.layer.cornerRadius = 40
        window.addSubview(card)
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        // The card covers the window's frame but not its rounded corners: the window shows there.
        #expect(rgba(compositor.snapshot()!, 2, 2) == [0, 255, 0, 255])
        card.backgroundColor = .red
        compositor.renderIfNeeded()
        #expect(rgba(compositor.snapshot()!, 2, 2) == [0, 255, 0, 255])

        let small = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        window.addSubview(small)
        compositor.renderIfNeeded()
        window.damage = DamageRegion()
        small.layer.shadowOpacity = 0.5
        small.layer.shadowOffset = CGSize(width: 0, height: 30)
        small.layer.shadowRadius = 2
        // Turning the shadow on damages where it falls: 30 down, 3σ + 1 around.
        #expect(window.damage.bounds.maxY >= 50 + 40 + 30 + 7)
        compositor.renderIfNeeded()
        small.frame.origin.x = 120
        // Moving it damages the old shadow as well as the new one.
        #expect(window.damage.bounds.minX <= 43 && window.damage.bounds.maxY >= 127)
    }

    @Test("R-AP1 taking a shadow away or shrinking it damages where it fell (a dropped row lost its lift and kept its shadow)")
    func removedShadowIsRepainted() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = CGSize(width: 0, height: 30)
        window.addSubview(card)
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        // The shadow fell 30 below the card, down to y 120. An animation frame drops the cached
        // extent without damaging anything (the drop's last frame did), so where the shadow fell
        // must be learned before the value changes.
        window.damage = DamageRegion()
        card.invalidateSubtreeExtent()
        card.layer.shadowOpacity = 0
        #expect(window.damage.bounds.maxY >= 120, "taken away")
        card.layer.shadowOpacity = 1
        compositor.renderIfNeeded()
        window.damage = DamageRegion()
        card.invalidateSubtreeExtent()
        card.layer.shadowOffset = CGSize(width: 0, height: 5)
        #expect(window.damage.bounds.maxY >= 120, "moved in")
        card.layer.shadowRadius = 8
        compositor.renderIfNeeded()
        window.damage = DamageRegion()
        card.invalidateSubtreeExtent()
        card.layer.shadowRadius = 0
        #expect(window.damage.bounds.maxY >= 90 + 5 + 24, "shrunk")
    }

    @Test("R-AP1 a standalone sublayer moved by its anchor point damages where it was, though an animation frame dropped the cached extent")
    func anchorMoveIsRepainted() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let host = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        window.addSubview(host)
        let badge = CALayer()
        badge.frame = CGRect(x: 60, y: 60, width: 20, height: 20)   // beyond the host: 110…130 in the window
        badge.backgroundColor = UIColor.red.cgColor
        host.layer.addSublayer(badge)
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        window.damage = DamageRegion()
        host.invalidateSubtreeExtent()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        badge.anchorPoint = CGPoint(x: 2, y: 2)                      // now 80…100 in the window
        CATransaction.commit()
        #expect(window.damage.bounds.maxY >= 130, "where it was: \(window.damage.bounds)")
    }

    @Test("R-AP1 a thousand cards of one size blur their shadow once")
    func shadowCache() {
        _ = Harness()
        let stage = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        for i in 0..<1_000 {
            let card = UIView(frame: CGRect(x: CGFloat(i % 20) * 20, y: CGFloat(i / 20) * 8, width: 18, height: 6))
            card.backgroundColor = .white
            card.layer.cornerRadius = 3
            card.layer.shadowOpacity = 0.3
            card.layer.shadowRadius = 2.5
            stage.addSubview(card)
        }
        let before = ShadowRenderer.blurCount
        _ = renderLayered(stage)
        #expect(ShadowRenderer.blurCount - before <= 1)
    }

    @Test("R-AP1 a thousand cards are copied from a few cached chromes, pixel for pixel what drawing gives")
    func chromeCache() {
        _ = Harness()
        func card(_ color: UIColor, x: CGFloat) -> UIView {
            let card = UIView(frame: CGRect(x: x, y: 30, width: 60, height: 40))
            card.backgroundColor = color
            card.layer.cornerRadius = 10
            card.layer.borderWidth = 2
            card.layer.borderColor = UIColor.black.cgColor
            card.layer.shadowOpacity = 0.4
            card.layer.shadowRadius = 3
            card.layer.shadowOffset = CGSize(width: 0, height: 4)
            return card
        }
        let stage = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        stage.backgroundColor = .white
        stage.addSubview(card(.red, x: 20))
        stage.addSubview(card(.red, x: 120))
        let before = LayerChromeCache.drawCount
        let copied = renderLayered(stage)
        #expect(LayerChromeCache.drawCount - before <= 1)   // the second card is a copy
        // The same cards drawn without the cache (half-pixel positions cannot be copied).
        let direct = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        direct.backgroundColor = .white
        let shifted = card(.red, x: 20.5)
        direct.addSubview(shifted)
        let drawn = renderLayered(direct)
        // Compare the first card with the directly drawn one half a pixel away: same colours where
        // both are solid (the border, the fill, the shadow below).
        #expect(rgba(copied, 50, 31) == rgba(drawn, 51, 31))                  // border
        #expect(rgba(copied, 50, 50) == red && rgba(drawn, 51, 50) == red)   // fill
        #expect(close(rgba(copied, 50, 74), rgba(drawn, 51, 74), 12))        // shadow
        #expect(rgba(copied, 150, 31) == rgba(copied, 50, 31))               // the copy matches the original
        #expect(close(rgba(copied, 150, 74), rgba(copied, 50, 74), 0))
    }

    @Test("R-AP1 hostile layer values draw without trapping")
    func hostileValues() {
        _ = Harness()
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        card.backgroundColor = .red
        for value in [CGFloat.nan, .infinity, -5, 1e12, 1e300] {
            card.layer.cornerRadius = value
            card.layer.borderWidth = value
            card.layer.shadowRadius = value
            card.layer.shadowOpacity = Float(value)
            card.layer.shadowOffset = CGSize(width: value, height: value)
            _ = renderOnWhite(card)
        }
        let layer = CALayer()
        layer.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        card.layer.addSublayer(layer)
        card.layer.addSublayer(card.layer.sublayers![0])   // re-adding is a move
        layer.addSublayer(layer)                              // a cycle is refused
        #expect(layer.sublayers == nil)
        _ = renderOnWhite(card)
    }
}

@Suite("Shape and gradient layers (R-AP1)", .tearsDownTestTrees)
@MainActor
struct ShapeAndGradientLayerTests {
    @Test("R-AP1 layer.render(in:) draws a view's hierarchy, and a layer of its own, in the layer's own coordinates (the snapshot idiom)")
    func renderInContext() {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 20))
        view.backgroundColor = .blue
        let child = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        child.backgroundColor = .red
        view.addSubview(child)
        let snapshot = UIGraphicsImageRenderer(bounds: view.bounds).image { view.layer.render(in: $0.cgContext) }
        #expect(rgba(snapshot, 5, 10)[2] > 200 && rgba(snapshot, 30, 10)[0] > 200 && rgba(snapshot, 30, 10)[2] < 60)
        let dot = CAShapeLayer()
        dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.position = CGPoint(x: 300, y: 300)
        dot.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        dot.fillColor = UIColor.green.cgColor
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { dot.render(in: $0.cgContext) }
        #expect(rgba(image, 5, 5)[1] > 200 && rgba(image, 5, 5)[3] > 200, "at its own origin, not its position")
    }

    @Test("R-AP1 CAShapeLayer strokes its path between strokeStart and strokeEnd")
    func strokeEnd() {
        _ = Harness()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.backgroundColor = .white
        let ring = CAShapeLayer()
        // Starts at the top and runs clockwise on screen.
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2,
                                 endAngle: 3 * .pi / 2, clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.red.cgColor
        ring.lineWidth = 6
        host.layer.addSublayer(ring)
        var image = renderLayered(host)
        #expect(rgba(image, 90, 50) == red && rgba(image, 10, 50) == red)
        ring.strokeEnd = 0.5
        image = renderLayered(host)
        #expect(rgba(image, 90, 50) == red)     // the right half: the first half of the path
        #expect(rgba(image, 10, 50) == white)
        #expect(rgba(image, 50, 50) == white)   // no fill
        ring.fillColor = UIColor.blue.cgColor
        #expect(rgba(renderLayered(host), 50, 50) == blue)
    }

    @Test("R-AP1 CAGradientLayer fills its bounds from startPoint to endPoint")
    func gradient() {
        _ = Harness()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let gradient = CAGradientLayer()
        gradient.frame = host.bounds
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        host.layer.insertSublayer(gradient, at: 0)
        var image = renderLayered(host)
        #expect(close(rgba(image, 50, 0), red, 6))
        #expect(close(rgba(image, 50, 99), blue, 6))
        #expect(close(rgba(image, 50, 50), [128, 0, 127, 255], 6))
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.locations = [0.5, 1]
        image = renderLayered(host)
        #expect(rgba(image, 25, 50) == red)     // before the first location: the first colour
        #expect(close(rgba(image, 99, 50), blue, 6))
    }

    @Test("R-AP1 layerClass makes a view's own layer a gradient layer")
    func layerClass() {
        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        _ = Harness()
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let layer = view.layer as! CAGradientLayer
        layer.colors = [UIColor.red.cgColor, UIColor.red.cgColor]
        #expect(rgba(renderLayered(view), 5, 50) == red)
    }
}
