// UIKit code uses CGPoint, CGRect, TimeInterval and NotificationCenter after `import UIKit` alone,
// because UIKit re-exports Foundation. XResponder does the same so that code ports line by line.
@_exported import Foundation

// UIKit's Foundation has URLSession; on Linux it lives in FoundationNetworking, which an app would
// otherwise lose when `import UIKit` becomes `import XResponder` (R-AS5).
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
