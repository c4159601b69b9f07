import DiffableSnapshots
import Foundation

/// What happened to an object or a section (R-CD3), with Core Data's raw values.
public enum NSFetchedResultsChangeType: UInt, Sendable {
    case insert = 1
    case delete = 2
    case move = 3
    case update = 4
}

/// A section of a fetched-results controller: its name (the section key path's value), the
/// title for the table's index, and its objects.
public protocol NSFetchedResultsSectionInfo {
    var name: String { get }
    var indexTitle: String? { get }
    var numberOfObjects: Int { get }
    var objects: [Any]? { get }
}

/// Told what changed in a fetched-results controller's results (R-CD3), in the order a table
/// view applies it: `controllerWillChangeContent`, sections deleted and inserted, objects
/// deleted (old index paths), inserted (new ones), moved and updated, `controllerDidChangeContent`.
///
/// Every method is optional in Core Data; Swift on Linux has no optional requirements, so each
/// has a default that does nothing. A delegate that implements
/// `controller(_:didChangeContentWith:)` with a snapshot (`NSDiffableDataSourceSnapshotReference`:
/// section names and object IDs, the first one right after `performFetch()`) gets that alone; one
/// that implements it with the difference of the objects' IDs gets that alone, as in Core Data.
/// The defaults tell the controller they are not implemented.
public protocol NSFetchedResultsControllerDelegate: NSObjectProtocol {
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo,
                    atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType)
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                    for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, sectionIndexTitleForSectionName sectionName: String) -> String?
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>,
                    didChangeContentWith diff: CollectionDifference<NSManagedObjectID>)
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>,
                    didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference)
}

extension NSFetchedResultsControllerDelegate {
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo,
                           atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) {}
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                           for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}

    /// The default title: the section name's first letter, capitalized (Core Data's).
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, sectionIndexTitleForSectionName sectionName: String) -> String? {
        sectionName.first.map { String($0).uppercased() }
    }

    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>,
                           didChangeContentWith diff: CollectionDifference<NSManagedObjectID>) {
        controller.engine?.delegateTakesDifference = false
    }

    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>,
                           didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference) {
        controller.engine?.delegateTakesSnapshot = false
    }
}

/// A section of fetched results: a run of the controller's list, whose objects are made only
/// when asked for (`FetchedList`).
struct FetchedSection: NSFetchedResultsSectionInfo {
    let name: String
    let indexTitle: String?
    let list: FetchedList
    let range: Range<Int>
    var members: [NSManagedObject] { range.map(list.object(at:)) }
    var numberOfObjects: Int { range.count }
    var objects: [Any]? { members }
    /// The member at `row` (in the section), made alone.
    func member(at row: Int) -> NSManagedObject { list.object(at: range.lowerBound + row) }
}
