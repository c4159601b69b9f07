import CX11
import Foundation

/// Interns many atoms in one round trip. Each `XInternAtom` that misses Xlib's cache waits for
/// its reply; the display, the selections, drag and drop and the desktop settings ask for about
/// forty names while the app starts, so asking one at a time cost about a millisecond of start-up
/// (issue #50, R-P3). `XInternAtoms` sends every request, then reads the replies together.
enum X11AtomBatch {
    /// The atoms named `names`, in order (created when missing). An atom the server refused is 0
    /// (`None`), which every property call treats as "no such property". A name listed twice — the
    /// parts that share the display's batch ask for some of the same names (UTF8_STRING, the text
    /// and image targets) — is sent once: Xlib's cache is filled only as replies arrive, so
    /// `XInternAtoms` would send a request for every copy.
    static func intern(_ display: OpaquePointer, _ names: [String]) -> [Atom] {
        guard !names.isEmpty else { return [] }
        // Where each name's answer is: its place among the distinct names. Searched linearly, not
        // hashed: forty names, and no `[String: Int]` before the first frame (X11AtomTable).
        var distinct: [String] = []
        let places = names.map { name in
            distinct.firstIndex(of: name) ?? { distinct.append(name); return distinct.count - 1 }()
        }
        var cNames: [UnsafeMutablePointer<CChar>?] = distinct.map { strdup($0) }
        defer { cNames.forEach { free($0) } }
        var atoms = [Atom](repeating: 0, count: distinct.count)
        // X11 quirk: the status is nonzero only when every name was interned; the atoms that were
        // are filled in either way, so a partial failure leaves zeros rather than garbage.
        _ = XInternAtoms(display, &cNames, Int32(distinct.count), 0, &atoms)
        return places.map { atoms[$0] }
    }

    /// One atom per name, looked up by name: for initializers that assign many stored atoms.
    static func table(_ display: OpaquePointer, _ names: [String]) -> X11AtomTable {
        X11AtomTable(names: names, atoms: intern(display, names))
    }
}

/// Atoms looked up by name, in the order interned. Two arrays searched in order rather than a
/// dictionary: a table holds a dozen names and is read once, and the first `[String: Atom]` of a
/// process asks the Swift runtime whether `String` is `Hashable` — a search of every conformance
/// record in the program, on start-up's path (issue #50).
struct X11AtomTable {
    let names: [String]
    let atoms: [Atom]

    subscript(name: String) -> Atom? {
        names.firstIndex(of: name).map { atoms[$0] }
    }

    subscript(name: String, default fallback: Atom) -> Atom {
        self[name] ?? fallback
    }
}
