import Foundation

/// What a background fetch or a remote notification's handling found (UIKit's `UIBackgroundFetchResult`).
public enum UIBackgroundFetchResult: UInt, Sendable {
    case newData = 0, noData, failed
}
