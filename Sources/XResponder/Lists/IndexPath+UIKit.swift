import Foundation

// UIKit's additions to Foundation's IndexPath: the section and the row (tables) or item
// (collections) of a two-index path. Reading them from a path of another length traps in UIKit; here
// a missing index reads as 0 and a write to one is ignored (bad input is survived, not a crash).
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } }
    }

    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } }
    }

    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
