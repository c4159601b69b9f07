import Foundation

/// Objects as `%@` arguments of `NSPredicate(format:)` (R-CD3): `date as NSDate`,
/// `NSNumber(value: 3)`, a managed object. On Apple's platforms every object is a `CVarArg` (an
/// Objective-C pointer); Linux Foundation makes none of them one, so predicates written for
/// Apple's platforms would not compile. The encoding is the object's pointer, as there.
extension NSObject: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] {
        [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())]
    }
}
