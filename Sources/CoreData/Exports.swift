// `import CoreData` brings Foundation, as Apple's module does: an app's model code names `Date`,
// `UUID` and `NSPredicate` after importing CoreData alone.
@_exported import Foundation
