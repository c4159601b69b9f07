/// What a managed object holds to reach its context: one per context, shared by all its
/// objects, cut (`context = nil`) as the context dies, so an object outliving its context
/// answers nil as a weak reference would.
///
/// A `weak var` in each object gave every object a side table — allocated when the context was
/// assigned, and from then on every retain and release of the object took the runtime's slow
/// path: about a tenth of the Swift side's samples in a perf profile of fetching 50,000 objects
/// (issue #52). A strong reference to the shared link costs one retain of one object.
///
/// The reference itself is `unowned(unsafe)`: it is read only while the context lives, since
/// the context's `deinit` clears it first. Objects and their context are used on the context's
/// queue, so the clearing is not raced by a reader.
final class ContextLink: @unchecked Sendable {
    unowned(unsafe) var context: NSManagedObjectContext?

    init() {}
}
