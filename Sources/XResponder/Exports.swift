// UIKit code uses CGPoint, CGRect, TimeInterval and NotificationCenter after `import UIKit` alone,
// because UIKit re-exports Foundation. XResponder does the same so that code ports line by line.
@_exported import Foundation

