import Foundation
import Testing
@testable import XResponder

@Suite("CGContext paths, caps, joins, dashes, gradients, clipping (R-AP4)", .tearsDownTestTrees)
@MainActor
struct ContextDrawingTests {
    func draw(_ body: @escaping (CGContext) -> Void) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { context in
            context.cgContext.setFillColor(UIColor.white)
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
            body(context.cgContext)
        }
    }

    @Test("R-AP4 line caps: butt ends at the end point, round and square reach half a width past it")
    func caps() {
        _ = Harness()
        for (cap, reaches) in [(CGLineCap.butt, false), (.round, true), (.square, true)] {
            let image = draw { c in
                c.setStrokeColor(UIColor.red)
                c.setLineWidth(10)
                c.setLineCap(cap)
                c.strokeLineSegments(between: [CGPoint(x: 20, y: 50), CGPoint(x: 80, y: 50)])
            }
            #expect((rgba(image, 17, 50) == red) == reaches, "\(cap)")
            #expect(rgba(image, 50, 50) == red)
        }
    }

    @Test("R-AP4 line joins: a miter fills the outer corner, a bevel cuts it")
    func joins() {
        _ = Harness()
        for (join, fillsCorner) in [(CGLineJoin.miter, true), (.bevel, false), (.round, false)] {
            let image = draw { c in
                c.setStrokeColor(UIColor.red)
                c.setLineWidth(20)
                c.setLineJoin(join)
                c.beginPath()
                c.move(to: CGPoint(x: 20, y: 30))
                c.addLine(to: CGPoint(x: 70, y: 30))
                c.addLine(to: CGPoint(x: 70, y: 90))
                c.strokePath()
            }
            #expect((rgba(image, 78, 22) == red) == fillsCorner, "\(join)")
        }
    }

    @Test("R-AP4 dashes alternate on and off from the phase")
    func dashes() {
        _ = Harness()
        let image = draw { c in
            c.setStrokeColor(UIColor.red)
            c.setLineWidth(4)
            c.setLineDash(phase: 0, lengths: [10, 10])
            c.strokeLineSegments(between: [CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 50)])
        }
        #expect(rgba(image, 5, 50) == red)
        #expect(rgba(image, 15, 50) == white)
        #expect(rgba(image, 25, 50) == red)
    }

    @Test("R-AP4 linear and radial gradients; a path clip limits them")
    func gradientsAndClip() {
        _ = Harness()
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                  colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
                                  locations: [0, 1])!
        var image = draw { c in
            c.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        }
        #expect(close(rgba(image, 0, 50), red, 4))
        #expect(close(rgba(image, 99, 50), blue, 6))
        image = draw { c in
            c.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
            c.clip()
            c.drawRadialGradient(gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 0,
                                 endCenter: CGPoint(x: 50, y: 50), endRadius: 50, options: [])
        }
        #expect(close(rgba(image, 50, 50), red, 6))
        #expect(rgba(image, 2, 2) == white)      // outside the clip
        #expect(close(rgba(image, 97, 50), blue, 20))
    }

    @Test("R-AP4 UIBezierPath rounded rects, arcs and even-odd fills")
    func bezierPaths() {
        _ = Harness()
        let image = draw { _ in
            UIColor.red.setFill()
            let path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 80, height: 80))
            path.append(UIBezierPath(rect: CGRect(x: 30, y: 30, width: 40, height: 40)))
            path.usesEvenOddFillRule = true
            path.fill()
        }
        #expect(rgba(image, 20, 20) == red)
        #expect(rgba(image, 50, 50) == white)    // the hole
        let corner = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100),
                                  byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 30, height: 30))
        #expect(!corner.contains(CGPoint(x: 2, y: 2)))
        #expect(corner.contains(CGPoint(x: 98, y: 2)))
        #expect(abs(corner.bounds.width - 100) < 0.01)
    }
}
