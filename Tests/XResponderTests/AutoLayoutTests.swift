import Foundation
import Testing
@testable import XResponder

/// A plain view under Auto Layout.
@MainActor
func constrainedView(_ name: String, in parent: UIView) -> UIView {
    let view = UIView()
    view.accessibilityIdentifier = name
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

@Suite("Auto Layout: constraints, anchors, guides, direction (R-AL1, R-AL2)", .tearsDownTestTrees)
@MainActor
struct AutoLayoutAnchorTests {
    @Test("R-AL1: anchors with constants and multipliers place views; activate and deactivate; isActive")
    func anchorsPlaceViews() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let a = constrainedView("a", in: window)
        let b = constrainedView("b", in: window)
        let constraints = [
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            a.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
            b.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2, constant: 4),
        ]
        NSLayoutConstraint.activate(constraints)
        #expect(constraints.allSatisfy { $0.isActive })
        #expect(window.constraints.count == 6 && a.constraints.count == 2)   // installed on the common ancestor
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 10, width: 100, height: 50))
        #expect(b.frame == CGRect(x: 128, y: -17, width: 252, height: 104))
        // A constant changes in place; deactivating lets go.
        constraints[0].constant = 40
        window.layoutIfNeeded()
        #expect(a.frame.minX == 40 && b.frame == CGRect(x: 148, y: -17, width: 232, height: 104))
        NSLayoutConstraint.deactivate([constraints[5]])
        #expect(!constraints[5].isActive && window.constraints.count == 5)
        b.widthAnchor.constraint(equalToConstant: 30).isActive = true
        window.layoutIfNeeded()
        #expect(b.frame.width == 30 && b.frame.minX == 148)
    }

    @Test("R-AL1: the item/attribute initializer, priorities and identifiers; descriptions in UIKit's words")
    func itemAttributeInitializer() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let a = constrainedView("a", in: window)
        let pin = NSLayoutConstraint(item: a, attribute: .centerX, relatedBy: .equal, toItem: window, attribute: .centerX,
                                     multiplier: 1, constant: 0)
        let top = NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: window, attribute: .top,
                                     multiplier: 1, constant: 30)
        let wide = NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                      multiplier: 1, constant: 500)
        wide.priority = .defaultHigh
        wide.identifier = "wide"
        let fits = a.widthAnchor.constraint(lessThanOrEqualTo: window.widthAnchor, constant: -100)
        let tall = a.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([pin, top, wide, fits, tall])
        window.layoutIfNeeded()
        // The optional width gives way to the required one.
        #expect(a.frame == CGRect(x: 50, y: 30, width: 300, height: 20))
        #expect(wide.description.contains("'wide'") && wide.description.contains("a'.width == 500"))
        #expect(wide.description.contains("(priority 750)") && wide.description.contains("(active)"))
        #expect(pin.firstItem === a && pin.secondItem === window && pin.firstAttribute == .centerX)
        wide.priority = UILayoutPriority(100)
        let narrow = a.widthAnchor.constraint(equalToConstant: 80)
        narrow.priority = UILayoutPriority(200)
        narrow.isActive = true
        window.layoutIfNeeded()
        #expect(a.frame.width == 80)   // 200 outweighs 100
    }

    @Test("R-AL1: leading and trailing follow the layout direction; right-to-left flips them")
    func rightToLeftFlips() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let container = constrainedView("container", in: window)
        let a = constrainedView("a", in: container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            container.topAnchor.constraint(equalTo: window.topAnchor),
            container.heightAnchor.constraint(equalToConstant: 100),
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(a.frame.minX == 10)
        container.semanticContentAttribute = .forceRightToLeft
        #expect(a.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        window.layoutIfNeeded()
        #expect(a.frame.minX == 340)     // 10 from the right edge
        #expect(container.layoutMargins.left == 8 && container.directionalLayoutMargins.leading == 8)
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 30, bottom: 2, trailing: 5)
        #expect(container.layoutMargins == UIEdgeInsets(top: 1, left: 5, bottom: 2, right: 30))
    }

    @Test("R-AL1: layoutMarginsGuide, safeAreaLayoutGuide, custom guides; margin attributes")
    func guides() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let controller = UIViewController()
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        let root: UIView = controller.view
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let a = constrainedView("a", in: root)
        let b = constrainedView("b", in: root)
        let spacer = UILayoutGuide()
        root.addLayoutGuide(spacer)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 50),
            a.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
            spacer.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 25),
            spacer.topAnchor.constraint(equalTo: a.topAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 1),
            b.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            NSLayoutConstraint(item: b, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin,
                               multiplier: 1, constant: 0),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.heightAnchor.constraint(equalToConstant: 5),
        ])
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 0, width: 50, height: 270))
        #expect(spacer.layoutFrame == CGRect(x: 70, y: 0, width: 25, height: 1))
        #expect(b.frame == CGRect(x: 95, y: 0, width: 265, height: 5))
        // Margins and the safe area move the guides in place.
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        #expect(root.safeAreaInsets.top == 44 && root.layoutMargins.top == 54)
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 44, width: 50, height: 226))
        root.layoutMargins = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(a.frame.minX == 0 && a.frame.maxY == 300 && b.frame.maxX == 400)
    }
}

@Suite("Auto Layout: frames as constraints and errors (R-AL2)", .tearsDownTestTrees)
@MainActor
struct AutoLayoutTranslationTests {
    @Test("R-AL2: translatesAutoresizingMaskIntoConstraints is true in code; a frame view keeps its frame and anchors others")
    func framesBecomeConstraints() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let framed = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(framed.translatesAutoresizingMaskIntoConstraints)
        window.addSubview(framed)
        let follower = constrainedView("follower", in: window)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: framed.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: framed.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: framed.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(framed.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(follower.frame == CGRect(x: 115, y: 60, width: 100, height: 10))
        // Moving the frame view moves what is tied to it, incrementally.
        framed.frame = CGRect(x: 0, y: 0, width: 60, height: 10)
        window.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 65, y: 10, width: 60, height: 10))
        // A window resize reaches views constrained to the window's edges.
        let pinned = constrainedView("pinned", in: window)
        NSLayoutConstraint.activate([
            pinned.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            pinned.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 10), pinned.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.frame = CGRect(x: 0, y: 0, width: 500, height: 500)
        window.layoutIfNeeded()
        #expect(pinned.frame == CGRect(x: 490, y: 490, width: 10, height: 10))
    }

    @Test("R-AL2: views with a frame and no constraints behave exactly as before (no engine at all)")
    func frameOnlyViewsUntouched() {
        let h = Harness()
        let window = h.makeWindow()
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
        view.autoresizingMask = [.flexibleWidth]
        window.addSubview(view)
        window.layoutIfNeeded()
        window.frame.size.width = 500
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 170, height: 80))
        #expect(window.layoutEngineStorage == nil && view.autoLayoutStorage == nil)
    }

    @Test("R-AL2: a constraint between views with no common ancestor is a clear error naming both, never a crash")
    func noCommonAncestor() {
        let h = Harness()
        let window = h.makeWindow()
        let inside = constrainedView("inside", in: window)
        let outside = UIView()
        outside.accessibilityIdentifier = "outside"
        LayoutLog.messages = []
        let constraint = inside.leadingAnchor.constraint(equalTo: outside.leadingAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        let message = LayoutLog.messages.last ?? ""
        #expect(message.contains("no common ancestor") && message.contains("'inside'") && message.contains("'outside'"))
    }

    @Test("R-AL2: removing a view deactivates constraints installed outside it; its own go with it to a new root and back")
    func subtreesCarryTheirConstraints() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let controller = UIViewController()
        let root: UIView = controller.view
        root.translatesAutoresizingMaskIntoConstraints = false
        let child = constrainedView("child", in: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 7),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 3),
            child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalToConstant: 9),
        ])
        // Laid out on its own, before it has a window (its own engine).
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.translatesAutoresizingMaskIntoConstraints = true
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 7, y: 3, width: 50, height: 9))
        root.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(root)
        let edges = [root.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                     root.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                     root.topAnchor.constraint(equalTo: window.topAnchor),
                     root.bottomAnchor.constraint(equalTo: window.bottomAnchor)]
        NSLayoutConstraint.activate(edges)
        window.layoutIfNeeded()
        #expect(root.frame == window.bounds && child.frame.width == 200)
        root.removeFromSuperview()
        #expect(edges.allSatisfy { !$0.isActive })                 // installed on the window: deactivated
        #expect(root.constraints.count == 3 && root.constraints.allSatisfy { $0.isActive })   // its own stay
        #expect(child.constraints.count == 1 && child.constraints[0].isActive)
        #expect(root.layoutEngineStorage != nil)                   // now the root of its own engine
        window.addSubview(root)
        NSLayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 300),
                                     root.heightAnchor.constraint(equalToConstant: 10),
                                     root.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     root.topAnchor.constraint(equalTo: window.topAnchor)])
        window.layoutIfNeeded()
        #expect(child.frame.width == 150 && root.layoutEngineStorage == nil)
    }

    @Test("R-AL2: a view that dies while a constraint naming it is held leaves the constraint inactive, no crash")
    func viewDiesUnderHeldConstraint() {
        let h = Harness()
        let window = h.makeWindow()
        var held: NSLayoutConstraint?
        do {
            let doomed = constrainedView("doomed", in: window)
            held = doomed.widthAnchor.constraint(equalTo: window.widthAnchor)
            held?.isActive = true
            window.layoutIfNeeded()
            doomed.removeFromSuperview()
        }
        #expect(held?.isActive == false)
        #expect(held?.firstItem == nil)
        held?.isActive = true      // logged, refused
        #expect(held?.isActive == false)
        held?.constant = 5
        window.layoutIfNeeded()
    }
}
