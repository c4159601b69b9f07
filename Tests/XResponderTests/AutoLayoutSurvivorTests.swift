import Foundation
import Testing
@testable import XResponder

/// A subtree that outlives the view it was in (R-AL2): a view controller holds its view after
/// the window showing it is let go. The subtree's constraints lived in the window's engine; they
/// move into an engine of the subtree's own, as when it is removed from its superview, so that
/// changing them or letting the subtree go later reaches no dead view.
@Suite("Auto Layout: a subtree that outlives its window (R-AL2)", .tearsDownTestTrees)
@MainActor
struct AutoLayoutSurvivorTests {
    @Test("R-AL2: a constrained subtree held after its window dies lays out in an engine of its own; changing and releasing it later is safe")
    func subtreeOutlivesItsWindow() throws {
        _ = Harness()
        weak var goneWindow: UIWindow?
        var container: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        weak var goneField: UIView?
        var width: NSLayoutConstraint?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.addSubview(container!)
            let field = constrainedView("field", in: container!)
            width = field.widthAnchor.constraint(equalToConstant: 50)
            NSLayoutConstraint.activate([
                field.leadingAnchor.constraint(equalTo: container!.leadingAnchor, constant: 20),
                field.topAnchor.constraint(equalTo: container!.topAnchor, constant: 10),
                width!, field.heightAnchor.constraint(equalToConstant: 30),
            ])
            window.layoutIfNeeded()
            #expect(field.frame == CGRect(x: 20, y: 10, width: 50, height: 30))
            goneWindow = window
            goneField = field
        }
        #expect(goneWindow == nil, "the window is gone; its subview is held")
        #expect(container?.superview == nil && goneField?.superview === container)

        width?.constant = 80
        container?.layoutIfNeeded()
        #expect(goneField?.frame == CGRect(x: 20, y: 10, width: 80, height: 30), "the survivor's own engine solved it")
        width = nil
        container = nil
        #expect(goneField == nil)
    }
}
