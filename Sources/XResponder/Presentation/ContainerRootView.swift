import Foundation

/// The root view of the built-in containers: tells its controller when it lays out, so the bars
/// follow the view's size without the controller overriding the app-facing layout callbacks.
@MainActor
final class ContainerRootView: UIView {
    var onLayout: (@MainActor () -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}
