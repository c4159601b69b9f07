import CPixelKernels
import Foundation
import Testing

/// The blur's C kernels (R-BR1): their fast paths against their general ones.
@Suite("The blur's pixel kernels (R-BR1)")
struct PixelKernelTests {
    /// A small picture of varied premultiplied pixels, rows of `width` words.
    static func picture(width: Int, height: Int) -> [UInt32] {
        var state: UInt32 = 12_345
        return (0..<(width * height)).map { _ in
            state = state &* 1_103_515_245 &+ 12_345
            let alpha = (state >> 24) | 0x40, channel = { (value: UInt32) in min(value & 0xFF, alpha) }
            return alpha << 24 | channel(state >> 16) << 16 | channel(state >> 8) << 8 | channel(state)
        }
    }

    /// `small` scaled up by `factor` into an `outWidth` × `outHeight` picture, only the region written.
    static func upscale(_ small: [UInt32], width: Int, height: Int, factor: Int, outWidth: Int, outHeight: Int,
                        region: (Int, Int, Int, Int)) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: outWidth * outHeight)
        small.withUnsafeBytes { source in
            out.withUnsafeMutableBytes { target in
                xr_upscale(source.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(width * 4), Int32(width), Int32(height),
                           Int32(factor), target.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(outWidth * 4),
                           Int32(outWidth), Int32(outHeight), Int32(region.0), Int32(region.1), Int32(region.2), Int32(region.3))
            }
        }
        return out
    }

    @Test("R-BR1 the four-times upscale of a whole row (its table-free path) writes what the general path writes, pixel for pixel")
    func fourTimesUpscaleMatchesTheGeneralPath() {
        let width = 8, height = 5, outWidth = 30, outHeight = 18
        let small = Self.picture(width: width, height: height)
        let fast = Self.upscale(small, width: width, height: height, factor: 4, outWidth: outWidth, outHeight: outHeight,
                                region: (0, 0, outWidth, outHeight))
        // Regions not a whole row take the general path: the left part and the right part.
        let left = Self.upscale(small, width: width, height: height, factor: 4, outWidth: outWidth, outHeight: outHeight,
                                region: (0, 0, outWidth - 1, outHeight))
        let right = Self.upscale(small, width: width, height: height, factor: 4, outWidth: outWidth, outHeight: outHeight,
                                 region: (1, 0, outWidth, outHeight))
        for y in 0..<outHeight {
            for x in 0..<outWidth {
                let general = x < outWidth - 1 ? left[y * outWidth + x] : right[y * outWidth + x]
                #expect(fast[y * outWidth + x] == general, "(\(x), \(y))")
            }
        }
        // A region writes nothing outside itself.
        #expect(left.enumerated().allSatisfy { $0.offset % outWidth != outWidth - 1 || $0.element == 0 })
        // The picture's own pixels come back at the centres of their blocks, nearly.
        let centre = fast[(4 * 2 + 1) * outWidth + 4 * 3 + 1], original = small[2 * width + 3]
        #expect(abs(Int(centre >> 24) - Int(original >> 24)) < 64)
    }
}
