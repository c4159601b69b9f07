import Foundation

/// A desktop tool (xdg-open, xdg-email) run without waiting: its exit status reaches `completion`
/// on the main actor. What `UIApplication.open` and the share sheet's activities start.
@MainActor
enum DesktopCommand {
    static func run(_ path: String, _ arguments: [String], environment: [String: String],
                    completion: @escaping @MainActor @Sendable (Bool) -> Void) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.terminationHandler = { finished in
            let succeeded = finished.terminationReason == .exit && finished.terminationStatus == 0
            DispatchQueue.main.async { completion(succeeded) }
        }
        do {
            try process.run()
        } catch {
            EventTrace.log("cannot run \(path): \(error)")
            DispatchQueue.main.async { completion(false) }
        }
    }
}
