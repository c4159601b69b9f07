import Foundation

/// Seconds on the clock animations run on: the running application's clock
/// (`UIApplication.clock`, so a headless test that advances a `ManualClock` moves Core Animation's
/// time too), or the system's monotonic uptime before there is an application.
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    UIApplication.sharedIfExists?.clock.now ?? ProcessInfo.processInfo.systemUptime
}
