import Foundation
import Testing
@testable import XResponder

/// Compares a rendered image with a checked-in reference PNG, with a small per-channel tolerance.
/// On failure it writes `<name>.actual.png` and `<name>.diff.png` to `test-output/` at the package
/// root (ignored by git) and says where. `XRESPONDER_UPDATE_REFERENCES=1` rewrites the reference.
@MainActor
enum ImageComparison {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let references = packageRoot.appendingPathComponent("Tests/XResponderTests/References")
    static let output = packageRoot.appendingPathComponent("test-output")

    /// Returns nil when the images match, otherwise a message.
    static func compare(_ image: UIImage, reference name: String, tolerance: Int = 8, maxBadPixels: Int = 0) -> String? {
        let referenceURL = references.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["XRESPONDER_UPDATE_REFERENCES"] == "1" {
            try? image.writePNG(to: referenceURL)
            return nil
        }
        guard let reference = UIImage(contentsOfFile: referenceURL.path) else {
            writeArtifacts(image, diff: nil, name: name)
            return "no reference \(referenceURL.path); actual written to \(output.path)"
        }
        guard reference.pixelWidth == image.pixelWidth, reference.pixelHeight == image.pixelHeight else {
            writeArtifacts(image, diff: nil, name: name)
            return "size \(image.pixelWidth)×\(image.pixelHeight) differs from reference \(reference.pixelWidth)×\(reference.pixelHeight)"
        }
        let (badPixels, worst) = differingPixels(image, reference, tolerance: tolerance)
        let bad = badPixels.count
        guard bad > maxBadPixels else { return nil }
        let diff = UIGraphicsImageRenderer(size: image.size, format: imageFormat(scale: image.scale)).image { context in
            context.cgContext.setFillColor(UIColor.white)
            context.fill(CGRect(origin: .zero, size: image.size))
            context.cgContext.setFillColor(UIColor.red)
            for (x, y) in badPixels {
                context.fill(CGRect(x: CGFloat(x) / image.scale, y: CGFloat(y) / image.scale,
                                    width: 1 / image.scale, height: 1 / image.scale))
            }
        }
        writeArtifacts(image, diff: diff, name: name)
        return "\(bad) pixels differ from \(name).png by more than \(tolerance) (worst \(worst)); see \(output.path)"
    }

    /// The pixels of `image` that differ from `reference` (the same size) by more than `tolerance` in
    /// some channel, and the largest difference seen.
    static func differingPixels(_ image: UIImage, _ reference: UIImage,
                                tolerance: Int = 0) -> (pixels: [(x: Int, y: Int)], worst: Int) {
        var worst = 0
        var pixels: [(x: Int, y: Int)] = []
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth {
                let a = image.pixel(x: x, y: y)!, b = reference.pixel(x: x, y: y)!
                let delta = max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
                                abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
                worst = max(worst, delta)
                if delta > tolerance { pixels.append((x, y)) }
            }
        }
        return (pixels, worst)
    }

    private static func writeArtifacts(_ image: UIImage, diff: UIImage?, name: String) {
        try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try? image.writePNG(to: output.appendingPathComponent("\(name).actual.png"))
        if let diff { try? diff.writePNG(to: output.appendingPathComponent("\(name).diff.png")) }
    }
}

/// Straight RGBA of one point of an image (at its scale).
@MainActor
func rgba(_ image: UIImage, _ x: CGFloat, _ y: CGFloat) -> [Int] {
    let p = image.pixel(x: Int(x * image.scale), y: Int(y * image.scale))!
    return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
}

@MainActor
func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 3) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}
