import CX11
import Foundation
import Testing
@testable import XResponder

/// Start-up interns its atoms in one batch (R-P3): the display's parts ask for some of the same
/// names, and each distinct name is one request.
@Suite("X11: atoms interned in one batch (R-P3)", .serialized)
@MainActor
struct X11AtomBatchTests {
    @Test("R-P3 X11: a batch answers every name in order, a repeated name with the same atom, and sends one request per distinct name")
    func repeatedNamesAreSentOnce() throws {
        let display = try #require(XOpenDisplay(nil), "no X display")
        defer { XCloseDisplay(display) }
        // Fresh names, so that Xlib's cache answers none of them.
        let stem = "XR_BATCH_\(UUID().uuidString.prefix(8))"
        let names = ["\(stem)_A", "\(stem)_B", "\(stem)_A", "\(stem)_C", "\(stem)_B", "\(stem)_A"]
        let before = XNextRequest(display)
        let atoms = X11AtomBatch.intern(display, names)
        // X11 quirk: XNextRequest is the serial the next request will get, so the difference is
        // the number of requests the batch sent.
        #expect(XNextRequest(display) - before == 3)
        #expect(atoms.count == names.count && !atoms.contains(0))
        #expect(atoms[0] == atoms[2] && atoms[0] == atoms[5] && atoms[1] == atoms[4])
        #expect(Set(atoms).count == 3)
        for (name, atom) in zip(names, atoms) {
            #expect(XInternAtom(display, name, 1) == atom, "\(name)")
        }
        #expect(X11AtomBatch.intern(display, []).isEmpty)
        // The display's own batch holds names several parts share; each is answered alike.
        let table = X11AtomBatch.table(display, X11Display.startupAtomNames(screen: 0))
        #expect(table["UTF8_STRING"] == XInternAtom(display, "UTF8_STRING", 1))
    }
}
