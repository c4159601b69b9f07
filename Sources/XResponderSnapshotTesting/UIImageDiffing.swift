import Foundation
@preconcurrency import SnapshotTesting
import XResponder

extension Diffing where Value == UIImage {
    /// PNG references compared pixel by pixel, as SnapshotTesting's iOS image strategy:
    /// `precision` is the share of pixels that must match, `perceptualPrecision` how close a pixel
    /// must be to match (1: exactly; 0.98: within 2 % in every channel, which absorbs antialiasing
    /// noise between font versions). On failure the message names a diff image: the reference
    /// faded, with every differing pixel in red.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        .diff(
            toData: { image in MainActor.assumeIsolated { image.pngData() ?? Data() } },
            fromData: { data in MainActor.assumeIsolated { UIImage(data: data) ?? UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in } } },
            diffV2: { reference, actual in
                MainActor.assumeIsolated {
                    ImageDiff.compare(reference, actual, precision: precision, perceptualPrecision: perceptualPrecision)
                }
            }
        )
    }
}

/// The comparison behind `Diffing.image`.
@MainActor
enum ImageDiff {
    static func compare(_ reference: UIImage, _ actual: UIImage, precision: Float,
                        perceptualPrecision: Float) -> (String, [DiffAttachment])? {
        guard reference.pixelWidth == actual.pixelWidth, reference.pixelHeight == actual.pixelHeight else {
            return ("Snapshot size \(actual.pixelWidth)×\(actual.pixelHeight) px differs from the reference's "
                    + "\(reference.pixelWidth)×\(reference.pixelHeight) px", [])
        }
        let tolerance = Int((1 - min(max(perceptualPrecision, 0), 1)) * 255)
        var differing: [(Int, Int)] = []
        var worst = 0
        for y in 0..<actual.pixelHeight {
            for x in 0..<actual.pixelWidth {
                guard let a = reference.pixel(x: x, y: y), let b = actual.pixel(x: x, y: y) else { continue }
                let delta = max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
                                abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
                worst = max(worst, delta)
                if delta > tolerance { differing.append((x, y)) }
            }
        }
        let total = max(1, actual.pixelWidth * actual.pixelHeight)
        let matching = Float(total - differing.count) / Float(total)
        guard matching < min(max(precision, 0), 1) else { return nil }
        let diff = diffImage(reference, differing)
        let data = diff.pngData() ?? Data()
        let directory = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory())
            .appendingPathComponent("xresponder-snapshot-diffs", isDirectory: true)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("diff-\(UUID().uuidString.prefix(8)).png")
        try? data.write(to: file)
        let message = "\(differing.count) of \(total) pixels differ (\(String(format: "%.2f", Double(1 - matching) * 100)) %, "
            + "largest channel difference \(worst)); diff image: \(file.path)"
        return (message, [.data(data, name: "difference")])
    }

    /// The reference at a quarter strength over white, differing pixels in red.
    static func diffImage(_ reference: UIImage, _ differing: [(Int, Int)]) -> UIImage {
        let scale = reference.scale
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: reference.size, format: format).image { context in
            let c = context.cgContext
            c.setFillColor(UIColor.white)
            c.fill(CGRect(origin: .zero, size: reference.size))
            c.setAlpha(0.25)
            reference.draw(in: CGRect(origin: .zero, size: reference.size))
            c.setAlpha(1)
            c.setFillColor(UIColor.red)
            for (x, y) in differing {
                c.fill(CGRect(x: CGFloat(x) / scale, y: CGFloat(y) / scale, width: 1 / scale, height: 1 / scale))
            }
        }
    }
}
