import Foundation
import Testing
@testable import XResponder

// Auto Layout's passes, animation, conflicts, deep trees and incremental solving (R-AL4 … R-AL6);
// constraints, formats, translation and content sizes are in AutoLayoutTests.swift.

/// Records the order of updateConstraints calls.
@MainActor
final class UpdateRecordingView: UIView {
    static var log: [String] = []
    var installed = false
    var onUpdate: ((UpdateRecordingView) -> Void)?
    override func updateConstraints() {
        UpdateRecordingView.log.append(accessibilityIdentifier ?? "?")
        onUpdate?(self)
        super.updateConstraints()
    }
}

@Suite("Auto Layout: the passes before each frame, animation, stack views (R-AL4)", .tearsDownTestTrees)
@MainActor
struct AutoLayoutPassTests {
    @Test("R-AL4: updateConstraints runs bottom-up before layout, then layoutSubviews top-down; only when asked")
    func updateConstraintsBottomUp() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        UpdateRecordingView.log = []
        let outer = UpdateRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        outer.accessibilityIdentifier = "outer"
        let inner = UpdateRecordingView()
        inner.accessibilityIdentifier = "inner"
        inner.translatesAutoresizingMaskIntoConstraints = false
        // The classic pattern: constraints made once, in updateConstraints.
        inner.onUpdate = { view in
            guard !view.installed, let superview = view.superview else { return }
            view.installed = true
            NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 5),
                                         view.topAnchor.constraint(equalTo: superview.topAnchor, constant: 6),
                                         view.widthAnchor.constraint(equalToConstant: 7),
                                         view.heightAnchor.constraint(equalToConstant: 8)])
        }
        outer.addSubview(inner)
        window.addSubview(outer)
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        #expect(UpdateRecordingView.log == ["inner", "outer"])
        #expect(inner.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
        compositor.renderIfNeeded()
        #expect(UpdateRecordingView.log == ["inner", "outer"])    // nothing asked again
        outer.setNeedsUpdateConstraints()
        #expect(outer.needsUpdateConstraints())
        compositor.renderIfNeeded()
        #expect(UpdateRecordingView.log == ["inner", "outer", "outer"])
        inner.setNeedsUpdateConstraints()
        outer.setNeedsUpdateConstraints()
        inner.updateConstraintsIfNeeded()
        #expect(UpdateRecordingView.log.suffix(1) == ["inner"])
        compositor.renderIfNeeded()
        #expect(UpdateRecordingView.log.suffix(2) == ["inner", "outer"])
    }

    @Test("R-AL4: a constant changed and layoutIfNeeded() called inside UIView.animate animates the frames")
    func animatedConstraint() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let box = constrainedView("box", in: window)
        let left = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([left, box.topAnchor.constraint(equalTo: window.topAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50)])
        window.layoutIfNeeded()
        left.constant = 200
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            window.layoutIfNeeded()
        })
        #expect(box.frame.minX == 200)     // the model, at once
        h.input.advance(by: 0.5)
        let midway = h.app.viewAnimator.withPresentationValues { box.frame.minX }
        #expect(abs(midway - 100) < 4)
        h.input.advance(by: 0.6)
        #expect(h.app.viewAnimator.withPresentationValues { box.frame.minX } == 200)
    }
}

@Suite("Auto Layout: conflicts and ambiguity (R-AL5)", .tearsDownTestTrees)
@MainActor
struct AutoLayoutConflictTests {
    @Test("R-AL5: constraints activated before translatesAutoresizingMaskIntoConstraints is turned off, in the same turn, hold and log nothing")
    func translatingTurnedOffAfterActivation() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        let title = UILabel()
        title.text = "FAHRENHEIT OR CELSIUS"
        window.addSubview(title)
        LayoutLog.messages = []
        // A ported app's order: constraints first, then translatesAutoresizingMaskIntoConstraints.
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 10),
            title.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 30),
        ])
        title.translatesAutoresizingMaskIntoConstraints = false
        window.layoutIfNeeded()
        #expect(LayoutLog.messages.isEmpty, "\(LayoutLog.messages)")
        #expect(title.frame.origin == CGPoint(x: 30, y: 10))
        #expect(title.constraints.isEmpty && window.constraints.allSatisfy { !$0.isBroken })
    }

    @Test("R-AL5: contradicting required constraints log UIKit's message, break one, and layout goes on")
    func unsatisfiable() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let box = constrainedView("box", in: window)
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: window.topAnchor),
                                     box.heightAnchor.constraint(equalToConstant: 10)])
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "narrow"
        narrow.isActive = true
        LayoutLog.messages = []
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        wide.isActive = true
        // Logged when the engine next solves, as UIKit resolves constraints when it lays out.
        window.layoutIfNeeded()
        let message = LayoutLog.messages.joined(separator: "\n")
        #expect(message.contains("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("'narrow'") && message.contains("'wide'"))
        #expect(message.contains("Will attempt to recover by breaking constraint"))
        #expect(wide.isActive)                 // still active, as in UIKit, but broken
        window.layoutIfNeeded()
        #expect(box.frame.width == 100)
        // Remove the one that was kept: the broken one is tried again when its constant moves.
        narrow.isActive = false
        wide.constant = 150
        window.layoutIfNeeded()
        #expect(box.frame.width == 150)
        // A translating view with a frame and a contradicting constraint: logged, not a crash.
        let framed = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        window.addSubview(framed)
        framed.widthAnchor.constraint(equalToConstant: 60).isActive = true
        window.layoutIfNeeded()
        #expect(framed.frame.width == 30)
        #expect(LayoutLog.messages.last?.contains("NSAutoresizingMaskLayoutConstraint") == true)
    }

    @Test("R-AL5: hasAmbiguousLayout and constraintsAffectingLayout(for:) answer")
    func ambiguity() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let box = constrainedView("box", in: window)
        let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([leading, width, box.heightAnchor.constraint(equalToConstant: 10)])
        window.layoutIfNeeded()
        #expect(box.hasAmbiguousLayout)          // nothing says where it is vertically
        let top = box.topAnchor.constraint(greaterThanOrEqualTo: window.topAnchor, constant: 5)
        top.isActive = true
        #expect(box.hasAmbiguousLayout)          // at least 5 from the top: still free to move down
        let exact = box.topAnchor.constraint(equalTo: window.topAnchor, constant: 5)
        exact.isActive = true
        #expect(!box.hasAmbiguousLayout)
        let horizontal = box.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.contains { $0 === leading } && horizontal.contains { $0 === width })
        #expect(!horizontal.contains { $0 === exact })
        #expect(box.constraintsAffectingLayout(for: .vertical).contains { $0 === exact })
    }

    @Test("R-AL5: non-finite constants and multipliers are refused, not solved; an empty window is fine")
    func badNumbers() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let box = constrainedView("box", in: window)
        let width = box.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: .nan, constant: .infinity)
        #expect(width.multiplier == 1 && width.constant == 0)
        width.isActive = true
        width.constant = .nan
        #expect(width.constant == 0)
        window.layoutIfNeeded()
        #expect(box.frame.width == 400)
    }
}

@Suite("Auto Layout: trees deeper than the stack (R-AL1, R-U3)", .tearsDownTestTrees)
@MainActor
struct AutoLayoutDeepTreeTests {
    @Test("R-AL1 R-U3: safeAreaInsets, layoutMargins with preserved margins and a common ancestor answer 100,000 levels down")
    func deepChain() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        window.rootViewController = controller
        // Built off screen, then attached (a change inside an on-screen tree costs its depth).
        let top = UIView(frame: controller.view.bounds)
        top.preservesSuperviewLayoutMargins = true
        var deepest = top
        for _ in 0..<100_000 {
            let next = UIView(frame: deepest.bounds)
            next.preservesSuperviewLayoutMargins = true
            deepest.addSubview(next)
            deepest = next
        }
        controller.view.addSubview(top)
        #expect(deepest.safeAreaInsets.top == 30)
        // The root view's side margins are the system minimum (16); preserved all the way down.
        #expect(deepest.layoutMargins.top == 38 && deepest.layoutMargins.left == 16)
        let sibling = UIView()
        controller.view.addSubview(sibling)
        let constraint = sibling.widthAnchor.constraint(equalTo: controller.view.widthAnchor)
        constraint.isActive = true
        #expect(constraint.isActive)
        #expect(UIView.nearestCommonAncestor(deepest, sibling) === controller.view)
        window.rootViewController = nil
    }
}

@Suite("Auto Layout: incremental at window scale (R-AL6)", .tearsDownTestTrees)
@MainActor
struct AutoLayoutIncrementalTests {
    @Test("R-AL6: one constant changed in a 1,000-view form re-solves a few rows and moves only what depends on it")
    func oneConstantInAForm() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        var tops: [NSLayoutConstraint] = []
        var rows: [UIView] = []
        var previous: NSLayoutYAxisAnchor = window.topAnchor
        for _ in 0..<334 {
            let row = constrainedView("row", in: window)
            let top = row.topAnchor.constraint(equalTo: previous, constant: 4)
            NSLayoutConstraint.activate([top, row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                         row.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                                         row.heightAnchor.constraint(equalToConstant: 20)])
            tops.append(top)
            rows.append(row)
            previous = row.bottomAnchor
        }
        window.layoutIfNeeded()
        let engine = window.layoutEngine
        let pivots = engine.solver.pivotCount
        tops[333].constant = 10
        window.layoutIfNeeded()
        #expect(engine.solver.pivotCount - pivots <= 2)
        #expect(rows[333].frame.minY == 333 * 24 + 10 && rows[332].frame.minY == 332 * 24 + 4)
        // A window resize changes the widths, and only re-solves.
        window.frame.size.width = 700
        window.layoutIfNeeded()
        #expect(rows.allSatisfy { $0.frame.width == 700 })
    }
}
