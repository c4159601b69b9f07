import Foundation

/// What a fetch request can return (R-CD3): managed objects, their IDs, dictionaries or counts.
public protocol NSFetchRequestResult: AnyObject {}

extension NSManagedObjectID: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}
