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
        // A controller's root view keeps UIKit's system minimum side margins (16 when compact)…
        #expect(a.frame.minX == 16 && a.frame.maxY == 300 && b.frame.maxX == 384)
        controller.viewRespectsSystemMinimumLayoutMargins = false
        window.layoutIfNeeded()
        #expect(a.frame.minX == 0 && b.frame.maxX == 400)       // … unless it says otherwise
        // A regular width (600 points or more) raises the minimum to 20.
        controller.viewRespectsSystemMinimumLayoutMargins = true
        window.frame.size.width = 700
        controller.view.frame = window.bounds
        window.layoutIfNeeded()
        #expect(controller.systemMinimumLayoutMargins.leading == 20 && a.frame.minX == 20 && b.frame.maxX == 680)
    }
}

@Suite("Auto Layout: the visual format language (R-AL1)", .tearsDownTestTrees)
@MainActor
struct VisualFormatTests {
    @Test("R-AL1: H: and V: formats with metrics, predicates, priorities, standard spacing and alignment options")
    func formats() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let label = constrainedView("label", in: window)
        let field = constrainedView("field", in: window)
        let button = constrainedView("button", in: window)
        let views = ["label": label, "field": field, "button": button]
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-margin-[label(60)]-[field(>=100,<=400@750)]-[button(==label)]-|",
                                                         options: [.alignAllCenterY], metrics: ["margin": 12], views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-(30)-[label(20)]", metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[field(==label)]", metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[button(24)]", metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 12, y: 30, width: 60, height: 20))
        // 12 + 60 + 8 + field + 8 + 60 + 20 = 400: the field takes 232; all centered on the label.
        #expect(field.frame == CGRect(x: 80, y: 30, width: 232, height: 20))
        #expect(button.frame == CGRect(x: 320, y: 28, width: 60, height: 24))
    }

    @Test("R-AL1: a malformed format is a clear error with its position, no constraints and no crash")
    func malformed() {
        let h = Harness()
        let window = h.makeWindow()
        let a = constrainedView("a", in: window)
        LayoutLog.messages = []
        for format in ["H:|-[a", "H:|-[missing]-|", "V:[a(>=x)]", "H:[a]-", "H:[a]junk", "[a(@)]", ""] {
            #expect(NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: ["a": a]).isEmpty, "\(format)")
        }
        #expect(LayoutLog.messages.count == 7)
        #expect(LayoutLog.messages[1].contains("missing is not a key in the views dictionary"))
        let orphan = UIView()
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "|[orphan]|", metrics: nil, views: ["orphan": orphan]).isEmpty)
        #expect(LayoutLog.messages.last?.contains("doesn't have a superview") == true)
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

    @Test("R-AL2: a subview moved to another superview is laid out there; handed back to its mask, constraints stop moving it")
    func movedSubviewFollowsItsNewSuperview() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let second = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 300))
        window.addSubview(first)
        window.addSubview(second)
        let child = constrainedView("child", in: first)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: first.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: first.topAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
        second.addSubview(child)   // the constraints naming `first` are deactivated; its own stay
        let leading = child.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: 30)
        let top = child.topAnchor.constraint(equalTo: second.topAnchor, constant: 40)
        NSLayoutConstraint.activate([leading, top])
        window.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 30, y: 40, width: 50, height: 20))
        leading.constant = 60      // the solve queues the move in `second`, its superview now
        window.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 60, y: 40, width: 50, height: 20))
        NSLayoutConstraint.deactivate(child.constraints + [leading, top])
        child.translatesAutoresizingMaskIntoConstraints = true
        child.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        window.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
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

    @Test("R-AL1: constraints deactivated in any order leave the others in the order they were installed")
    func deactivationOrder() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let views = (0..<6).map { constrainedView("v\($0)", in: window) }
        let all = views.flatMap { view in
            [view.topAnchor.constraint(equalTo: window.topAnchor, constant: 4),
             view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 2)]
        }
        NSLayoutConstraint.activate(all)
        window.layoutIfNeeded()
        // The last, the first, then one from the middle.
        for index in [11, 0, 5] { all[index].isActive = false }
        let kept = all.enumerated().filter { ![11, 0, 5].contains($0.offset) }.map(\.element)
        #expect(window.constraints.count == kept.count)
        #expect(zip(window.constraints, kept).allSatisfy { $0 === $1 })
        #expect(views[0].layoutItemState.referencing.map(\.constraint).allSatisfy { $0 === all[1] })
        #expect(views[2].layoutItemState.referencing.count == 1)
        #expect(window.layoutItemState.referencing.count == 9)
        NSLayoutConstraint.deactivate(kept.reversed())
        #expect(window.constraints.isEmpty && window.layoutItemState.referencing.isEmpty)
        #expect(views.allSatisfy { $0.layoutItemState.referencing.isEmpty })
    }

    @Test("R-AL2: views that die, and a superview that dies, while their solved frames wait for layout leave nothing behind")
    func queuedFramesOutliveNothing() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        weak var deadView: UIView?
        weak var deadState: LayoutItemState?
        weak var deadHost: UIView?
        weak var deadChildState: LayoutItemState?
        var firstTop: NSLayoutConstraint?
        var kept: UIView?
        do {
            let host = constrainedView("host", in: window)
            let doomedHost = constrainedView("doomed host", in: window)
            var rows: [UIView] = []
            var previous = host.topAnchor
            for index in 0..<3 {
                let row = constrainedView("row \(index)", in: host)
                let top = row.topAnchor.constraint(equalTo: previous, constant: 4)
                if index == 0 { firstTop = top }
                NSLayoutConstraint.activate([top, row.leadingAnchor.constraint(equalTo: host.leadingAnchor),
                                             row.widthAnchor.constraint(equalToConstant: 50),
                                             row.heightAnchor.constraint(equalToConstant: 10)])
                rows.append(row)
                previous = row.bottomAnchor
            }
            let child = constrainedView("child", in: doomedHost)
            NSLayoutConstraint.activate([host.topAnchor.constraint(equalTo: window.topAnchor),
                                         doomedHost.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                                         child.topAnchor.constraint(equalTo: doomedHost.topAnchor, constant: 4)])
            window.layoutIfNeeded()
            // Solved but not laid out: the moved rows wait in their superview's queue.
            firstTop?.constant = 20
            doomedHost.constraints.first?.constant = 9
            window.layoutEngine.solveIfNeeded()
            #expect(host.autoLayoutStorage?.pendingEngineFrames.count == 3)
            #expect(rows.allSatisfy { $0.layoutItemState.framePending })
            #expect(child.layoutItemState.framePending)
            deadView = rows[1]
            deadState = rows[1].layoutItemState
            deadHost = doomedHost
            deadChildState = child.layoutItemState
            kept = rows[0]
            rows[1].removeFromSuperview()
            doomedHost.removeFromSuperview()
        }
        // The dead row's state holds itself while it is queued; the dead host let its queue go.
        #expect(deadView == nil)
        #expect(deadState != nil && deadState?.heldWhileQueued == true)
        #expect(deadHost == nil && deadChildState == nil)
        window.layoutIfNeeded()
        #expect(deadState == nil)
        #expect(kept?.frame.minY == 20)
    }
}

@Suite("Auto Layout: intrinsic sizes, hugging, compression, fitting (R-AL3)", .tearsDownTestTrees)
@MainActor
struct AutoLayoutContentSizeTests {
    func label(_ text: String, in parent: UIView) -> UILabel {
        let label = UILabel()
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(label)
        return label
    }

    @Test("R-AL3: a pinned label takes its intrinsic size and follows a text change")
    func labelTakesIntrinsicSize() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let title = label("Hello", in: window)
        NSLayoutConstraint.activate([title.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                                     title.topAnchor.constraint(equalTo: window.topAnchor, constant: 10)])
        window.layoutIfNeeded()
        let size = title.intrinsicContentSize
        #expect(size.width > 20 && size.height > 10)
        #expect(title.frame == CGRect(origin: CGPoint(x: 10, y: 10), size: size))
        title.text = "Hello, a much longer world"
        window.layoutIfNeeded()
        #expect(title.frame.width == title.intrinsicContentSize.width && title.frame.width > size.width)
    }

    @Test("R-AL3: hugging and compression resistance decide which label stretches and which shrinks")
    func huggingAndCompression() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let name = label("Name", in: window)
        let value = label("Value", in: window)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            name.topAnchor.constraint(equalTo: window.topAnchor), value.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        #expect(name.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(name.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        // The label that hugs harder keeps its width; the other takes the rest.
        name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        window.layoutIfNeeded()
        #expect(name.frame.width == name.intrinsicContentSize.width)
        #expect(value.frame.maxX == 400 && value.frame.minX == name.frame.maxX + 8)
        name.setContentHuggingPriority(.defaultLow, for: .horizontal)
        value.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        window.layoutIfNeeded()
        #expect(value.frame.width == value.intrinsicContentSize.width && name.frame.width > name.intrinsicContentSize.width)
        // Too little room: the label that resists less gives way.
        name.text = String(repeating: "long name ", count: 20)
        value.text = String(repeating: "long value ", count: 20)
        value.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        window.layoutIfNeeded()
        #expect(value.frame.width == value.intrinsicContentSize.width || value.frame.width == 392)
        #expect(name.frame.width < name.intrinsicContentSize.width)
    }

    @Test("R-AL3: intrinsic sizes of buttons, image views, fields, switches, sliders, steppers, segmented controls")
    func controlsHaveIntrinsicSizes() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let button = UIButton(type: .system)
        button.setTitle("Press me", for: .normal)
        let views: [UIView] = [button, UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in }), UITextField(),
                               UISwitch(), UISlider(), UIStepper(), UISegmentedControl(items: ["One", "Two"])]
        var previous: UIView?
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
            view.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? window.topAnchor).isActive = true
            previous = view
        }
        window.layoutIfNeeded()
        for view in views {
            let intrinsic = view.intrinsicContentSize
            #expect(intrinsic.height > 0, "\(type(of: view))")
            #expect(view.frame.height == intrinsic.height, "\(type(of: view))")
            if intrinsic.width >= 0 { #expect(view.frame.width == intrinsic.width, "\(type(of: view))") }
        }
        #expect(views[1].frame.size == CGSize(width: 30, height: 20))
        #expect(views[3].frame.size == CGSize(width: 51, height: 31))
    }

    @Test("R-AL3: a label with numberOfLines = 0 wraps at the width it is given and grows in height (two passes)")
    func wrappingLabel() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let body = label(String(repeating: "word ", count: 60), in: window)
        body.numberOfLines = 0
        let below = constrainedView("below", in: window)
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            body.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            body.topAnchor.constraint(equalTo: window.topAnchor),
            below.topAnchor.constraint(equalTo: body.bottomAnchor), below.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        let lineHeight = body.font.lineHeight
        #expect(body.frame.width == 360)
        #expect(body.frame.height == body.sizeThatFits(CGSize(width: 360, height: 10_000)).height)
        #expect(body.frame.height > 3 * lineHeight)
        #expect(below.frame.minY == body.frame.maxY)
        window.frame.size.width = 200
        window.layoutIfNeeded()
        #expect(body.frame.width == 160 && body.frame.height == body.sizeThatFits(CGSize(width: 160, height: 10_000)).height)
        // preferredMaxLayoutWidth fixes the wrapping width instead.
        body.preferredMaxLayoutWidth = 100
        window.layoutIfNeeded()
        #expect(body.frame.height == body.sizeThatFits(CGSize(width: 100, height: 10_000)).height)
    }

    @Test("R-AL3: systemLayoutSizeFitting measures a view by its constraints, compressed or at a fixed width")
    func systemLayoutSizeFitting() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(card)
        let title = label("Title", in: card)
        let body = label(String(repeating: "text ", count: 40), in: card)
        body.numberOfLines = 0
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -8),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
        ])
        let fitted = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        let bodyHeight = body.sizeThatFits(CGSize(width: 284, height: 10_000)).height
        #expect(fitted.width == 300)
        #expect(abs(fitted.height - (8 + title.intrinsicContentSize.height + 4 + bodyHeight + 8)) < 0.5)
        // The card keeps its own frame: measuring does not move it.
        window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        let single = label("Just one line", in: window)
        #expect(single.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == single.intrinsicContentSize)
    }
}
