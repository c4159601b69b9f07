import Foundation

/// Which queue a context's work runs on (R-CD2).
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    case confinementConcurrencyType = 0
    case privateQueueConcurrencyType = 1
    case mainQueueConcurrencyType = 2
}
