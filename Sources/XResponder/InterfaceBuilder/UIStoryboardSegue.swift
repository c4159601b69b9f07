import Foundation

/// A transition between two controllers of a storyboard (R-IB3). Subclass it and override
/// `perform()` for a custom segue; the storyboard names the subclass (`customClass`).
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private var performHandler: (() -> Void)?

    /// `required`, so that a storyboard can make a custom segue from its class.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Shows the destination: the transition the storyboard's segue kind names.
    open func perform() { performHandler?() }

    /// Sets the transition a storyboard segue of a standard kind performs.
    func setTransition(_ transition: @escaping () -> Void) { performHandler = transition }
}

