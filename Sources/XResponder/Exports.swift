// UIKit code uses CGPoint, CGRect, TimeInterval and NotificationCenter after `import UIKit` alone,
// because UIKit re-exports Foundation. XResponder does the same so that code ports line by line.
@_exported import Foundation


// UIKit declares the diffable data source snapshots; they live in a module of their own so that
// CoreData's fetched-results controller can make them (Package.swift says why).
@_exported import DiffableSnapshots
