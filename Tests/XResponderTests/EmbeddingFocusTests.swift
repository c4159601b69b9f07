import Foundation
import Testing
@testable import XResponder

/// R-E1 and R-TX1 without a display: what Tab does at the ends of a window's focus chain, in a
/// window a host embeds (a platform window that passes the focus on) and in a top-level one.
@Suite("Keyboard focus leaving an embedded window (R-E1, R-TX1)", .tearsDownTestTrees)
@MainActor
struct EmbeddingFocusTests {
    /// A platform window like an embedded X11 window: it records each hand-off to the host.
    final class HostedPlatformWindow: PlatformWindow {
        var handOffs: [Bool] = []   // backwards?
        var passesOn = true
        func titleDidChange(_ window: UIWindow) {}
        func visibilityDidChange(_ window: UIWindow) {}
        func setNeedsDisplay(_ window: UIWindow) {}
        func passKeyFocusToHost(from window: UIWindow, backwards: Bool) -> Bool {
            guard passesOn else { return false }
            handOffs.append(backwards)
            return true
        }
    }

    @Test("R-E1 Tab past the last field and Shift+Tab before the first hand the focus to the host, every time, and the field stops editing")
    func tabLeavesEmbeddedWindow() {
        let scene = TextScene()
        let platform = HostedPlatformWindow()
        scene.window.platformWindow = platform
        defer { scene.window.platformWindow = nil }
        for round in 1...20 {
            scene.click(CGPoint(x: 100, y: 150))   // the text view, last in Tab order
            #expect(scene.notes.isFirstResponder)
            scene.press(.keyboardTab, [.control])   // a text view types Tab; Ctrl+Tab leaves it
            #expect(platform.handOffs.count == 2 * round - 1 && platform.handOffs.last == false)
            #expect(!scene.notes.isFirstResponder && scene.window.firstResponderStorage == nil)
            scene.click(CGPoint(x: 100, y: 37))
            scene.press(.keyboardTab, [.shift])
            #expect(platform.handOffs.count == 2 * round && platform.handOffs.last == true)
            #expect(!scene.name.isFirstResponder)
        }
    }

    @Test("R-E1 a Tab inside the chain stays inside; a window whose platform keeps the focus wraps around")
    func tabStaysInsideOrWraps() {
        let scene = TextScene()
        let platform = HostedPlatformWindow()
        scene.window.platformWindow = platform
        defer { scene.window.platformWindow = nil }
        scene.click(CGPoint(x: 100, y: 37))
        scene.press(.keyboardTab)
        #expect(scene.email.isFirstResponder && platform.handOffs.isEmpty)
        platform.passesOn = false   // a top-level window
        scene.press(.keyboardTab, [.shift])
        scene.press(.keyboardTab, [.shift])
        #expect(scene.notes.isFirstResponder, "Shift+Tab before the first field wraps to the last")
        #expect(platform.handOffs.isEmpty)
    }

    @Test("R-TX1 Tab that no responder used focuses the first field, Shift+Tab the last; other keys still reach the application")
    func unusedTabMovesFocus() {
        let scene = TextScene()
        for _ in 0..<10 {
            scene.press(.keyboardTab)
            #expect(scene.name.isFirstResponder)
            scene.name.resignFirstResponder()
            scene.press(.keyboardTab, [.shift])
            #expect(scene.notes.isFirstResponder)
            scene.notes.resignFirstResponder()
        }
        // Ctrl+Tab with nothing focused is not focus navigation.
        scene.press(.keyboardTab, [.control])
        #expect(scene.window.firstResponderStorage == nil)
    }

    @Test("R-E1 Tab in an embedded window with nothing that takes focus goes straight to the host")
    func emptyEmbeddedWindow() {
        let harness = Harness()
        let window = harness.makeWindow()
        let platform = HostedPlatformWindow()
        window.platformWindow = platform
        defer { window.platformWindow = nil }
        window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        harness.input.pressKey(UIKey(characters: "\t", modifierFlags: [], keyCode: .keyboardTab))
        harness.input.runUntilIdle()
        #expect(platform.handOffs == [false])
    }
}
