import Foundation

/// What a custom detent's resolver is given (iOS 16).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    var maximumDetentValue: CGFloat { get }
}

struct DetentContext: UISheetPresentationControllerDetentResolutionContext {
    let maximumDetentValue: CGFloat
}
