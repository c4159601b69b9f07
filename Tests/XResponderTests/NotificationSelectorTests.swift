import Foundation
import Testing
@testable import XResponder

/// `NotificationCenter.addObserver(_:selector:name:object:)`, as xrport leaves UIKit code that
/// observes with a `#selector` (R-AS5): the observer is called with the notification, stops being
/// called after `removeObserver(self)` (from `deinit` too), and a dead observer's registration goes.
@Suite("Selector notification observers as in UIKit (R-AS5)", .tearsDownTestTrees)
@MainActor
struct NotificationSelectorTests {
    static let ping = Notification.Name("NotificationSelectorTests.ping")
    static let pong = Notification.Name("NotificationSelectorTests.pong")

    /// Written as an iOS developer writes it, after xrport's `#selector` rewrite.
    final class KeyboardWatcher: UIViewController {
        var heard: [String] = []
        var removesInDeinit = false
        func start() {
            NotificationCenter.default.addObserver(self, selector: Selector("ping:", KeyboardWatcher.ping(_:)),
                                                   name: NotificationSelectorTests.ping, object: nil)
            NotificationCenter.default.addObserver(self, selector: Selector("pong", KeyboardWatcher.pong),
                                                   name: NotificationSelectorTests.pong, object: nil)
        }
        func ping(_ notification: Notification) {
            heard.append("ping \(notification.userInfo?["n"] as? Int ?? -1)")
        }
        func pong() { heard.append("pong") }
        deinit {
            NotificationCenter.default.removeObserver(self)
        }
    }

    @Test("R-AS5 a #selector observer is called with the notification and its user info, once per post")
    func observerIsCalled() {
        let watcher = KeyboardWatcher()
        watcher.start()
        defer { NotificationCenter.default.removeObserver(watcher) }
        NotificationCenter.default.post(name: Self.ping, object: nil, userInfo: ["n": 7])
        NotificationCenter.default.post(name: Self.pong, object: nil)
        #expect(watcher.heard == ["ping 7", "pong"])
    }

    @Test("R-AS5 removeObserver(self) and removeObserver(self, name:object:) stop the calls")
    func removeObserverStopsCalls() {
        let watcher = KeyboardWatcher()
        watcher.start()
        NotificationCenter.default.removeObserver(watcher, name: Self.pong, object: nil)
        NotificationCenter.default.post(name: Self.ping, object: nil, userInfo: ["n": 1])
        NotificationCenter.default.post(name: Self.pong, object: nil)
        #expect(watcher.heard == ["ping 1"], "only the pong registration went")
        NotificationCenter.default.removeObserver(watcher)
        NotificationCenter.default.post(name: Self.ping, object: nil, userInfo: ["n": 2])
        #expect(watcher.heard == ["ping 1"])
    }

    @Test("R-AS5 an observer that dies is not called and its registrations go, whether or not its deinit removes it")
    func deadObserverIsDropped() {
        let before = SelectorObservers.shared.count
        var watcher: KeyboardWatcher? = KeyboardWatcher()
        weak let gone = watcher
        watcher?.start()
        #expect(SelectorObservers.shared.count == before + 2)
        watcher = nil
        #expect(gone == nil, "the center does not keep the observer alive")
        #expect(SelectorObservers.shared.count == before, "deinit's removeObserver(self) took them")

        @MainActor final class Forgetful: NSObject {
            var calls = 0
            func ping(_ note: Notification) { calls += 1 }
        }
        var forgetful: Forgetful? = Forgetful()
        let center = NotificationCenter.default
        center.addObserver(forgetful!, selector: Selector("ping:", Forgetful.ping(_:)), name: Self.ping, object: nil)
        #expect(SelectorObservers.shared.count == before + 1)
        forgetful = nil
        NotificationCenter.default.post(name: Self.ping, object: nil)
        #expect(SelectorObservers.shared.count == before, "dropped at the first post after it died")
    }

    @Test("R-AS5 a post from another thread reaches the observer on the main thread")
    func postFromAnotherThread() async {
        let watcher = KeyboardWatcher()
        watcher.start()
        defer { NotificationCenter.default.removeObserver(watcher) }
        let pong = Self.pong
        await Task.detached {
            NotificationCenter.default.post(name: pong, object: nil)
        }.value
        for _ in 0..<1000 where watcher.heard.isEmpty { await Task.yield() }
        #expect(watcher.heard == ["pong"])
    }
}
