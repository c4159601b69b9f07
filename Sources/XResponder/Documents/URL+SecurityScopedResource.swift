import Foundation

/// iOS hands a document picker's files out as security-scoped URLs that an app must bracket with
/// these calls (`guard url.startAccessingSecurityScopedResource() else { return }` is in nearly
/// every picker delegate). A Linux desktop app reads what its user can read, so access is always
/// granted: the calls keep compiling and succeed (R-DA3).
extension URL {
    /// Always true here: there is no sandbox to open.
    public func startAccessingSecurityScopedResource() -> Bool { true }
    public func stopAccessingSecurityScopedResource() {}
}
