import Foundation
import Testing
@testable import XResponder

/// UserDefaults persist as on iOS (issue #46): Linux Foundation writes only on `synchronize()`,
/// so the application writes a moment after work that may have changed them, when it or a scene
/// enters the background, and at termination. Checked on the file Foundation writes.
@Suite("UserDefaults reach the disk without synchronize() (issue #46)", .serialized, .tearsDownTestTrees)
@MainActor
struct UserDefaultsFlushTests {
    nonisolated static let key = "XResponderTests.defaultsFlush"

    /// The property list Foundation keeps this process's defaults in: the one under the XDG
    /// config folder that holds `key` after an explicit synchronize.
    nonisolated static let plist: URL? = {
        UserDefaults.standard.set("probe", forKey: key)
        UserDefaults.standard.synchronize()
        defer {
            UserDefaults.standard.removeObject(forKey: key)
            UserDefaults.standard.synchronize()
        }
        let config = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
        let files = (try? FileManager.default.contentsOfDirectory(at: config, includingPropertiesForKeys: nil)) ?? []
        return files.first { $0.pathExtension == "plist" && written($0, contains: "probe") }
    }()

    nonisolated static func written(_ file: URL, contains value: String) -> Bool {
        guard let data = try? Data(contentsOf: file),
              let list = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return false }
        return list[key] as? String == value
    }

    func onDisk(_ value: String) throws -> Bool {
        Self.written(try #require(Self.plist, "Foundation wrote no defaults file"), contains: value)
    }

    @Test("a value a button's action sets is on disk a quarter second later, with no synchronize(); a burst of work schedules one write")
    func writtenAfterWork() throws {
        let harness = Harness()
        let window = harness.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        var taps = 0
        button.addAction(UIAction { _ in
            taps += 1
            UserDefaults.standard.set("tap \(taps)", forKey: Self.key)
        }, for: .touchUpInside)
        window.addSubview(button)
        defer {
            UserDefaults.standard.removeObject(forKey: Self.key)
            UserDefaults.standard.synchronize()
        }
        harness.input.tap(at: CGPoint(x: 50, y: 22))
        let pending = try #require(harness.app.defaultsFlusher.pending, "the tap's work asked for a write")
        #expect(try !onDisk("tap 1"), "not written at once")
        harness.input.tap(at: CGPoint(x: 50, y: 22))
        #expect(harness.app.defaultsFlusher.pending === pending, "one pending write for a burst")
        (harness.app.clock as! ManualClock).advance(by: UserDefaultsFlusher.delay)
        #expect(try onDisk("tap 2"))
        #expect(harness.app.defaultsFlusher.pending == nil)
    }

    @Test("under the platform loop no timer is armed: the loop writes before a sleep that passes the flush's moment, or once the moment came during busy turns")
    func writtenByThePlatformLoop() throws {
        let clock = SystemClock()
        clock.isFiredByPlatformLoop = true
        let flusher = UserDefaultsFlusher()
        UserDefaults.standard.set("looped", forKey: Self.key)
        defer {
            UserDefaults.standard.removeObject(forKey: Self.key)
            UserDefaults.standard.synchronize()
        }
        flusher.workRan(on: clock)
        #expect(flusher.pending == nil, "no timer, no wake-up of its own")
        let owed = try #require(flusher.owedSince)
        flusher.flushIfDue(now: owed + 0.01, sleep: 0.016)
        let early = try onDisk("looped")
        #expect(flusher.owedSince != nil && !early, "a short sleep between busy turns: not yet")
        flusher.flushIfDue(now: owed + UserDefaultsFlusher.delay, sleep: 0.016)
        let due = try onDisk("looped")
        #expect(flusher.owedSince == nil && due, "its moment came: written")
        UserDefaults.standard.set("idle", forKey: Self.key)
        flusher.workRan(on: clock)
        flusher.flushIfDue(now: clock.now, sleep: nil)
        let idle = try onDisk("idle")
        #expect(idle, "about to sleep until input: written now")
    }

    @Test("values are written when the application enters the background and when it terminates")
    func writtenInBackgroundAndAtExit() throws {
        let harness = Harness()
        defer {
            UserDefaults.standard.removeObject(forKey: Self.key)
            UserDefaults.standard.synchronize()
        }
        let window = harness.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.app.sceneActivationDidChange()
        #expect(harness.app.applicationState != .background)
        UserDefaults.standard.set("before background", forKey: Self.key)
        window.isHidden = true   // no window shown: an app without scenes is in the background
        harness.app.sceneActivationDidChange()
        #expect(harness.app.applicationState == .background)
        #expect(try onDisk("before background"))
        UserDefaults.standard.set("before exit", forKey: Self.key)
        harness.app.terminate()
        #expect(try onDisk("before exit"))
    }
}
