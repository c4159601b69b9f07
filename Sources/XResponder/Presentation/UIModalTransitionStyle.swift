import Foundation

/// How a presentation animates. XResponder slides `.coverVertical` up from the bottom and fades
/// `.crossDissolve`; `.flipHorizontal` and `.partialCurl` (3-D effects) fade as well.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}
