import Foundation

public enum UNShowPreviewsSetting: Int, Sendable {
    case always = 0, whenAuthenticated, never
}
