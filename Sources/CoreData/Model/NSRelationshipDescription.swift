import Foundation

/// A relationship from one entity to another (R-CD1): to-one or to-many (`maxCount` other than
/// 1), ordered or not, with an inverse and a delete rule.
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
    open weak var destinationEntity: NSEntityDescription?
    open weak var inverseRelationship: NSRelationshipDescription?
    open var minCount: Int = 0
    /// 1 for a to-one relationship; 0 (no limit) or more for a to-many one.
    open var maxCount: Int = 1
    open var deleteRule: NSDeleteRule = .nullifyDeleteRule
    open var isOrdered: Bool = false
    open var isToMany: Bool { maxCount != 1 }

    /// Names kept from a model file until every entity is read (`ModelFileReader` links them).
    var destinationEntityName: String?
    var inverseName: String?
}
