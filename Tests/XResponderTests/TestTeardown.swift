import Testing
@testable import XResponder

/// Takes apart what a test built once it has finished, so the leak checker of `make test-asan` sees
/// the product's leaks rather than the tests' own.
///
/// Tests are written the way UIKit code is: a handler closure captures the view or window it was
/// installed on (`v.onMoved = { … v … }`, `UIPanGestureRecognizer { _ in view… }`). That is a
/// reference cycle in UIKit as much as here, and it outlives the test. After each test this
/// removes the links that close those cycles: the handlers of the test's own views, the gesture
/// recognizers (through the public `removeGestureRecognizer`), the root view controllers and the
/// subviews of every window the application knows.
///
/// It does not hide product cycles: the lifetimes the product owns (windows, views, recognizers,
/// touches, controllers) are checked with weak references by `LifetimeTests` and the sustained-use
/// suites, with nothing taken apart first.
struct TearsDownTestTrees: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        try await function()
        // A suite's own scope wraps its tests; only a test case has a tree of its own.
        guard !test.isSuite else { return }
        await MainActor.run { TestTrees.tearDown() }
    }
}

extension Trait where Self == TearsDownTestTrees {
    /// After each test, take apart the views, windows and handlers it made (see `TearsDownTestTrees`).
    static var tearsDownTestTrees: Self { Self() }
}

/// The test views made since the last teardown, held weakly, so views a test removed from their
/// window still have their handlers dropped.
@MainActor
enum TestTrees {
    private static var views: [Weak<UIView>] = []

    /// Called by the test view classes when they are made.
    static func register(_ view: UIView) {
        views.append(Weak(view))
    }

    static func tearDown() {
        var roots: [UIView] = views.compactMap(\.object)
        views.removeAll()
        let app = UIApplication.shared
        roots += app.windows
        for root in roots {
            TreeWalk.forEach(in: root) { view in
                (view as? TestHandlers)?.dropHandlers()
                for recognizer in view.gestureRecognizers ?? [] { view.removeGestureRecognizer(recognizer) }
            }
        }
        for window in app.windows {
            window.rootViewController = nil
            for subview in window.subviews { subview.removeFromSuperview() }
        }
    }
}

/// A test view whose handler closures may capture it.
@MainActor
protocol TestHandlers: AnyObject {
    func dropHandlers()
}
