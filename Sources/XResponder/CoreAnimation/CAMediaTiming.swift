import Foundation

/// Core Animation's time type (CoreFoundation's, which Foundation on Linux does not export).
public typealias CFTimeInterval = TimeInterval

/// Darwin's `HUGE` (C's `MAXFLOAT`), which Glibc does not define and which UIKit code writes for
/// `repeatCount` ("repeat for ever"): animations take it, and anything at least as large, as
/// `.infinity`.
public let HUGE: Float = .greatestFiniteMagnitude

/// The timing of an animation or a layer: when it begins in its parent's time, how long one
/// cycle lasts, how fast its time runs against its parent's (`speed`; 0 stops it, the idiom for
/// pausing a layer), an offset into it, repeats, reversing, and what it shows outside its active
/// time. Layers and animations form one tree of time spaces, as in Core Animation: an animation's
/// time is its layer's, a layer's its superlayer's, the root's `CACurrentMediaTime()`.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}
