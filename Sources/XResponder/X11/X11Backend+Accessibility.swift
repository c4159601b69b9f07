import Foundation

/// The accessibility bridge's life in the loop (R-A11Y1, R-U6): the bus is joined off the main
/// thread (`DBusConnector`), adopted at the first turn after the connection is made, and joined
/// again after it is lost. The application never waits for the bus: it starts, draws and takes
/// input without accessibility until the bus answers.
extension X11Backend {
    /// Starts joining the bus on the connector's thread. `retrying`: after a lost bus, keep trying
    /// (spaced out) until one answers; at start, one try, so an application with no bus pays nothing.
    func joinAccessibilityBus(retrying: Bool) {
        accessibilityConnector?.cancel()
        let fallbackAddress = display.accessibilityBusAddress()
        accessibilityConnector = DBusConnector(name: "accessibility bus", delay: retrying ? DBusConnector.firstRetryDelay : 0,
                                               retries: retrying, address: { ATSPIBusAddress.find(fallbackAddress: fallbackAddress) },
                                               wake: DBusConnector.mainLoopWaker(onMainThread: mainThreadCheck.isMainThread()))
    }

    /// At the start of each turn: adopts a connection the connector made, answers what arrived
    /// on the bus, and notices a bus that went away (its daemon ended or restarted).
    func followAccessibilityBus() {
        if accessibilityBridge == nil, let made = accessibilityConnector?.take() {
            accessibilityConnector = nil
            accessibilityBridge = ATSPIBridge.start(adopting: made)
            pollDescriptorsChanged = true
        }
        guard let bridge = accessibilityBridge else { return }
        bridge.pump()
        guard !bridge.bus.isConnected else { return }
        EventTrace.log("accessibility bridge: the bus at \(bridge.busAddress) went away; joining again")
        accessibilityBridge = nil
        pollDescriptorsChanged = true
        UIAccessibility.assistiveTechnologyListening = false
        joinAccessibilityBus(retrying: true)
    }

    /// At shutdown: a connection still being made is closed when it is, the bridge goes.
    func leaveAccessibilityBus() {
        accessibilityJoinPending = false
        accessibilityConnector?.cancel()
        accessibilityConnector = nil
        accessibilityBridge = nil
        pollDescriptorsChanged = true
    }
}
