import CCairo
import CPango

/// A byte range of a Pango attribute list, over which attributes are inserted: what a text run,
/// a font's settings and a marked range add to a paragraph's attributes.
struct PangoAttributeRange {
    let list: OpaquePointer
    let start: UInt32
    let end: UInt32

    /// Inserts `attribute` (just made by a `pango_attr_…_new`) over the range; the list owns it
    /// then. Nil, a failed allocation, is skipped.
    func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
        guard let attribute else { return }
        attribute.pointee.start_index = start
        attribute.pointee.end_index = end
        pango_attr_list_insert(list, attribute)
    }
}
