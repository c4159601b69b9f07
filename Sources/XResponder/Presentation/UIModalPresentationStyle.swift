import Foundation

/// How a presented controller is shown (UIKit's raw values). On a desktop window XResponder draws
/// `.fullScreen`, `.overFullScreen`, `.currentContext` and `.overCurrentContext` over the whole
/// window, `.pageSheet` (and `.automatic`) as a card rising from the bottom that leaves a strip of
/// the dimmed presenter visible above it, `.formSheet` as a centred card, and `.popover` and
/// `.custom` as a form sheet.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2

    /// Whether the presented view covers the whole window (the presenter disappears).
    var coversPresenter: Bool {
        switch self {
        case .fullScreen, .currentContext: true
        default: false
        }
    }

    /// Whether the presented view fills the window (no card, no dimming backdrop).
    var fillsWindow: Bool {
        switch self {
        case .fullScreen, .currentContext, .overFullScreen, .overCurrentContext, .none: true
        default: false
        }
    }
}
