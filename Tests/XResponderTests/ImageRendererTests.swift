import Foundation
import Testing
@testable import XResponder

/// R-BR4: `UIGraphicsImageRenderer` as UIKit spells it — formats (scale, opaque), the context's
/// shortcuts and the image drawn so far.
@Suite("UIGraphicsImageRenderer as in UIKit (R-BR4)", .tearsDownTestTrees)
@MainActor
struct ImageRendererTests {
    @Test("R-BR4 a renderer's format: the main screen's scale by default, a scale of its own, opaque black where nothing is drawn")
    func formats() {
        _ = Harness()
        let plain = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5)).image { _ in }
        #expect(plain.scale == UIScreen.main.scale)
        #expect(rgba(plain, 1, 1)[3] == 0)   // transparent
        let format = UIGraphicsImageRendererFormat.preferred()
        format.scale = 3
        format.opaque = true
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 5, y: 5, width: 10, height: 5), format: format)
        format.scale = 1   // the renderer kept a copy
        #expect(renderer.format.scale == 3 && renderer.format.opaque)
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 5, y: 5, width: 5, height: 5))   // the bounds' origin is the top-left
        }
        #expect(image.pixelWidth == 30 && image.pixelHeight == 15 && image.scale == 3)
        #expect(rgba(image, 2, 2) == [255, 0, 0, 255])
        #expect(rgba(image, 8, 2) == [0, 0, 0, 255])   // opaque: black, not clear
        #expect(UIGraphicsImageRendererFormat.default().scale == UIScreen.main.scale)
    }

    @Test("R-BR4 the context: currentImage is what is drawn so far, fill and stroke take a blend mode, clip(to:) limits drawing")
    func contextShortcuts() throws {
        _ = Harness()
        var halfway: UIImage?
        let data = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).pngData { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            halfway = context.currentImage
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 20), blendMode: .copy)
            context.clip(to: CGRect(x: 10, y: 0, width: 10, height: 10))
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.black.setStroke()
            context.stroke(CGRect(x: 0, y: 0, width: 20, height: 20), blendMode: .normal)
        }
        let image = try #require(UIImage(data: data))
        #expect(rgba(image, 5, 15) == [255, 0, 0, 255])
        #expect(rgba(image, 15, 5) == [0, 255, 0, 255])   // inside the clip
        #expect(rgba(image, 15, 15) == [0, 0, 255, 255])  // outside it: the blue beneath
        let before = try #require(halfway)
        #expect(rgba(before, 5, 15) == [0, 0, 255, 255])  // taken before the red
        let jpeg = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).jpegData(withCompressionQuality: 0.8) { context in
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(jpeg.starts(with: [0xFF, 0xD8]))
    }

    @Test("R-BR4 drawPath(using:) fills then strokes one path; even-odd leaves the inner square a hole; the path is used up")
    func drawPathModes() {
        _ = Harness()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60), format: imageFormat(scale: 1)).image { ctx in
            let cg = ctx.cgContext
            cg.setFillColor(UIColor.red.cgColor)
            cg.setStrokeColor(UIColor.blue.cgColor)
            cg.setLineWidth(4)
            cg.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
            cg.drawPath(using: .fillStroke)
            cg.addRect(CGRect(x: 35, y: 35, width: 20, height: 20))
            cg.addRect(CGRect(x: 40, y: 40, width: 10, height: 10))
            cg.drawPath(using: .eoFill)
            cg.drawPath(using: .stroke)             // nothing left to stroke
        }
        #expect(rgba(image, 20, 20) == red)
        #expect(rgba(image, 10, 20) == blue)        // on the stroked edge
        #expect(rgba(image, 37, 37) == red)
        #expect(rgba(image, 45, 45)[3] == 0)        // the even-odd hole
    }
}
