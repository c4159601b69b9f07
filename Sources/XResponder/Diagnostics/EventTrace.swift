import Foundation

/// An opt-in log of how events travel: the hit-test walk (enter, `pointInside` yes/no, exit with the
/// result, as in the seeds' NSLog output) and every delivery along the responder chain.
///
/// Off by default. Turn it on with the environment variable `XRESPONDER_TRACE=1` or with
/// `EventTrace.shared.isEnabled = true`. When off, each trace point costs one Boolean test: messages are
/// built lazily (autoclosures), so nothing is formatted or allocated.
@preconcurrency @MainActor
public final class EventTrace {
    /// The process-wide trace.
    public static let shared: EventTrace = {
        let trace = EventTrace()
        trace.isShared = true
        sharedState = trace.isEnabled ? .on : .off
        return trace
    }()

    /// Whether trace points record anything. Read at every trace point, so it skips the runtime's
    /// exclusivity bookkeeping (it is only ever read and assigned whole, on the main actor).
    @exclusivity(unchecked) public var isEnabled: Bool {
        didSet { if isShared { Self.sharedState = isEnabled ? .on : .off } }
    }
    private var isShared = false

    /// Whether the shared trace is on, as a constant-initialized static: the touch path asks at
    /// every hop, and reaching `shared` itself costs a lazy-initialization check each time (issue
    /// #9). `.unknown` until `shared` is first made (it reads `XRESPONDER_TRACE` then).
    private enum SharedState { case unknown, off, on }
    @exclusivity(unchecked) private static var sharedState = SharedState.unknown

    /// The shared trace when it is on; `shared` is only touched when it may be.
    private static var sharedIfOn: EventTrace? {
        switch sharedState {
        case .off: return nil
        case .on: return shared
        case .unknown: return shared.isEnabled ? shared : nil
        }
    }

    /// Records one line in the shared trace when it is on: what `EventTrace.shared.log(…)` does,
    /// without reaching `shared` (or building the message) while tracing is off.
    public static func log(_ message: @autoclosure () -> String) {
        sharedIfOn?.record(message())
    }

    /// Where each line goes as it is recorded. Defaults to standard error; set to nil to only keep
    /// ``lines`` in memory (tests do this).
    public var sink: (@MainActor (String) -> Void)? = { line in
        FileHandle.standardError.write(Data(("[xr] " + line + "\n").utf8))
    }

    /// The most recent lines, oldest first, at most ``capacity`` of them.
    public private(set) var lines: [String] = []

    /// How many lines ``lines`` keeps.
    public var capacity = 10_000

    /// Nesting depth, used to indent the hit-test walk.
    private var depth = 0

    init() {
        isEnabled = ProcessEnvironment.value("XRESPONDER_TRACE").map { $0 != "" && $0 != "0" } ?? false
    }

    /// The shared trace when it is on, nil when it is off: hot paths write `EventTrace.active?.log(…)`
    /// so that, off, not even the call is made.
    public static var active: EventTrace? { sharedIfOn }

    /// Forgets the recorded lines.
    public func clear() { lines.removeAll(keepingCapacity: true) }

    /// Records one line when tracing is on.
    public func log(_ message: @autoclosure () -> String) {
        guard isEnabled else { return }
        record(message())
    }

    func enter(_ message: @autoclosure () -> String) {
        guard isEnabled else { return }
        record(message())
        depth += 1
    }

    func exit(_ message: @autoclosure () -> String) {
        guard isEnabled else { return }
        depth = max(0, depth - 1)
        record(message())
    }

    private func record(_ message: String) {
        let line = String(repeating: "  ", count: depth) + message
        if lines.count >= capacity { lines.removeFirst(lines.count - capacity + 1) }
        lines.append(line)
        sink?(line)
    }
}
