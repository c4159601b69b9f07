import Foundation
import Testing
@testable import XResponder

@Suite("CGAffineTransform and geometry")
struct GeometryTests {
    func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }

    @Test("identity leaves points alone")
    func identity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGPoint(x: 3, y: 4).applying(.identity) == CGPoint(x: 3, y: 4))
        #expect(CGAffineTransform() == .identity)
    }

    @Test("translation, scale and rotation initializers follow CoreGraphics")
    func initializers() {
        #expect(CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 10, y: 20)) == CGPoint(x: 11, y: 22))
        #expect(CGPoint(x: 1, y: 2).applying(CGAffineTransform(scaleX: 3, y: -1)) == CGPoint(x: 3, y: -2))
        // +90°: (1, 0) → (0, 1) — clockwise on a y-down screen, as in UIKit.
        #expect(close(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: 0, y: 1)))
    }

    @Test("concatenating applies the receiver first")
    func concatenation() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
        // translatedBy applies the translation before the receiver (CGAffineTransformTranslate).
        #expect(CGPoint(x: 0, y: 0).applying(scale.translatedBy(x: 5, y: 0)) == CGPoint(x: 10, y: 0))
        #expect(close(CGPoint(x: 1, y: 0).applying(CGAffineTransform.identity.rotated(by: .pi)), CGPoint(x: -1, y: 0)))
        #expect(CGPoint(x: 1, y: 1).applying(CGAffineTransform.identity.scaledBy(x: 3, y: 4)) == CGPoint(x: 3, y: 4))
    }

    @Test("inverted undoes the transform")
    func inversion() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 3).translatedBy(x: 5, y: -8)
        let p = CGPoint(x: 13, y: -4)
        #expect(close(p.applying(t).applying(t.inverted()), p))
        #expect(t.concatenating(t.inverted()).a.distance(to: 1) < 1e-9)
    }

    @Test("R-H8 a singular transform inverts to itself (CoreGraphics) and to nil here")
    func singular() {
        let squash = CGAffineTransform(scaleX: 0, y: 1)
        #expect(squash.inverted() == squash)
        #expect(squash.invertedIfPossible == nil)
        let nan = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(nan.invertedIfPossible == nil)
        #expect(!nan.isFinite)
        let huge = CGAffineTransform(scaleX: 1e-300, y: 1e-300)
        #expect(huge.invertedIfPossible == nil || huge.invertedIfPossible!.isFinite)
    }

    @Test("CGRect.applying returns the bounding box of the transformed corners")
    func rectApplying() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(r.applying(CGAffineTransform(scaleX: 2, y: 2)) == CGRect(x: 0, y: 0, width: 20, height: 40))
        let rotated = r.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.width - 20) < 1e-9 && abs(rotated.height - 10) < 1e-9)
        #expect(r.applying(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)).isNull)
        #expect(CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 100, y: 100)) == CGSize(width: 4, height: 6))
    }
}
