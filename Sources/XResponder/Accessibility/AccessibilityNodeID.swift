import Foundation

/// Numbers for accessible objects: the bridge's object paths and the tests' element handles. A
/// number is never reused, so a path that outlived its view names nothing instead of another view.
enum AccessibilityNodeID {
    @MainActor private static var last: UInt64 = 0

    @MainActor static func next() -> UInt64 {
        last += 1
        return last
    }
}
