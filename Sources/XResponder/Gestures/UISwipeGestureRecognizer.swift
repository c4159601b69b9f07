import Foundation

/// A discrete recognizer for a quick swipe: at least 50 points along `direction` within 0.5 s, while
/// staying within half that distance of the axis.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe recognizer accepts.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    public var direction: Direction = .right
    public var numberOfTouchesRequired = 1

    static let minimumDistance: CGFloat = 50
    static let maximumDuration: TimeInterval = 0.5

    private var start: CGPoint?
    private var startTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        start = location(in: nil)
        startTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start, numberOfTouches == numberOfTouchesRequired else { return }
        if event.timestamp - startTime > Self.maximumDuration {
            state = .failed
            return
        }
        let p = location(in: nil)
        let dx = p.x - start.x, dy = p.y - start.y
        let candidates: [(Direction, CGFloat, CGFloat)] = [(.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)]
        for (candidate, along, across) in candidates where direction.contains(candidate) {
            if along >= Self.minimumDistance, abs(across) <= along / 2 {
                state = .recognized
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesMoved(touches, with: event)
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
