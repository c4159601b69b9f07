import Foundation

// UIKit's additions to NSIndexPath, which code written before Swift 3 reaches with
// `(indexPath as NSIndexPath).row`: the same reading as IndexPath's (a missing index reads as 0).
extension NSIndexPath {
    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }

    public var section: Int { length > 0 ? index(atPosition: 0) : 0 }
    public var row: Int { length > 1 ? index(atPosition: 1) : 0 }
    public var item: Int { row }
}
