import Foundation

/// A drag as drop targets see it (R-DT2): its items, where it is, and whether it came from this
/// application (`localDragSession`). A drag from another program carries placeholder items that
/// know their types until the drop; then the platform hands over the items with their data.
@MainActor
final class DropSession: UIDropSession {
    var items: [UIDragItem]
    private weak var localSource: DragSession?
    let allowsMoveOperation: Bool
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default
    /// Where the drag is: a point in a window's coordinates.
    private var point = CGPoint.zero
    private weak var window: UIWindow?

    init(items: [UIDragItem], localSource: DragSession?, allowsMoveOperation: Bool) {
        self.items = items
        self.localSource = localSource
        self.allowsMoveOperation = allowsMoveOperation
    }

    var localDragSession: (any UIDragSession)? { localSource }
    var isRestrictedToDraggingApplication: Bool { localSource?.isRestrictedToDraggingApplication ?? false }

    func place(at point: CGPoint, in window: UIWindow) {
        self.point = point
        self.window = window
    }

    func location(in view: UIView) -> CGPoint {
        guard let window else { return point }
        return view.convert(point, from: window)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool { anyItem(conformingTo: typeIdentifiers) }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    @discardableResult
    func loadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type, completion: @escaping ([T]) -> Void) -> Progress {
        let readable = items.filter { $0.itemProvider.canLoadObject(ofClass: aClass) }
        let progress = Progress(totalUnitCount: Int64(readable.count))
        var results = [T?](repeating: nil, count: readable.count)
        var left = readable.count
        guard left > 0 else {
            UIApplication.shared.clock.schedule(after: 0) { completion([]) }
            return progress
        }
        for (index, item) in readable.enumerated() {
            item.itemProvider.loadObject(ofClass: aClass) { object, _ in
                results[index] = object
                left -= 1
                progress.completedUnitCount += 1
                if left == 0 { completion(results.compactMap { $0 }) }
            }
        }
        return progress
    }
}
