import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

/// A text input asked to become first responder before it is in a window — in `viewDidLoad`, as
/// leslieAppl/CoreData0722's author editor does — becomes it when it enters one (R-F1: the call
/// itself still answers false, there being no window yet).
@Suite("First responder asked for before a window (R-F1)", .serialized, .tearsDownTestTrees)
@MainActor
struct DeferredFirstResponderTests {
    /// A form that focuses its field in `viewDidLoad`.
    final class NameForm: UIViewController {
        let field = UITextField()
        var answered: Bool?
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
            answered = field.becomeFirstResponder()
        }
    }

    @Test("R-F1 a text field focused in viewDidLoad is the first responder once its screen is pushed into a window")
    func fieldFocusedInViewDidLoad() throws {
        let h = Harness()
        let window = h.makeWindow()
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let form = NameForm()
        navigation.pushViewController(form, animated: false)
        window.layoutIfNeeded()
        #expect(form.answered == false)
        #expect(form.field.window === window)
        #expect(form.field.isFirstResponder && form.field.isEditing)
    }

    @Test("R-F1 a text view asked before it has a window becomes first responder when added to one; only once")
    func textViewAskedEarly() throws {
        let h = Harness()
        let window = h.makeWindow()
        let text = UITextView()
        #expect(!text.becomeFirstResponder())
        window.addSubview(text)
        #expect(text.isFirstResponder)
        text.resignFirstResponder()
        text.removeFromSuperview()
        window.addSubview(text)
        #expect(!text.isFirstResponder, "the wish is kept for one entry into a window")
    }

    @Test("R-F1 resigning before entering a window drops the wish; a field that dies waiting is forgotten")
    func wishDropped() throws {
        let h = Harness()
        let window = h.makeWindow()
        let field = UITextField()
        _ = field.becomeFirstResponder()
        field.resignFirstResponder()
        window.addSubview(field)
        #expect(!field.isFirstResponder)

        weak var gone: UITextField?
        do {
            let doomed = UITextField()
            gone = doomed
            _ = doomed.becomeFirstResponder()
        }
        #expect(gone == nil)
        let other = UIView()
        window.addSubview(other)
        #expect(window.firstResponderStorage == nil)
    }
}
