import Foundation

/// Where a bar lies in its window, which UIKit uses to pick its look (a bar at the top of the
/// screen extends under the status bar). A desktop window has no status bar: bars report `.any`
/// unless they know better, and the look does not depend on it.
public enum UIBarPosition: Int, Sendable {
    case any = 0, bottom = 1, top = 2, topAttached = 3
}
