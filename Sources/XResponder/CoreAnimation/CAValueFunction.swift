import Foundation

/// A function from an animated number (or numbers) to a transform (Core Animation's
/// `kCAValueFunctionRotateZ` and the like). Kept for source compatibility: XResponder animates the
/// transform's parts by key path instead (`transform.rotation.z`, `transform.scale`), which is what
/// these functions are used for.
@preconcurrency @MainActor
open class CAValueFunction: NSObject {
    public let name: CAValueFunctionName
    public init?(name: CAValueFunctionName) { self.name = name; super.init() }
}

public typealias CAValueFunctionName = String
