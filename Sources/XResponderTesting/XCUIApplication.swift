import Foundation
import XResponder

/// The application under test, as XCUITest names it (R-A11Y1): the root of its accessibility tree
/// — every window it shows.
///
/// In process, it is this application, driven through a `HeadlessInput`:
///
/// ```swift
/// let app = XCUIApplication(input: input)
/// app.textFields["Name"].typeText("Ada")
/// app.buttons["Save"].tap()
/// #expect(app.staticTexts["Saved Ada"].waitForExistence(timeout: 1))
/// ```
///
/// Out of process, it is a program `launch()` starts (on the X display and the accessibility bus of
/// this session): its objects are read over AT-SPI2, and taps and keys are XTest's, as a user's.
@preconcurrency @MainActor
public final class XCUIApplication: XCUIElement {
    /// The program `launch()` starts (nil: this process).
    public let executable: URL?
    public var launchArguments: [String] = []
    public var launchEnvironment: [String: String] = [:]
    private var process: Process?

    /// This application, driven by `input` (its clock is the one `waitForExistence` steps).
    public init(input: HeadlessInput) {
        executable = nil
        let driver = HeadlessDriver(input: input)
        super.init(driver: driver) { nil }
    }

    /// The program at `executable`, to be started by `launch()`. It needs an X display and an
    /// accessibility bus (a desktop session, or `PrivateSessionBus` in tests); without them its
    /// elements never exist.
    public init(executable: URL) {
        self.executable = executable
        let driver: UITestDriver
        if let client = ATSPIClient(), let injector = try? X11InputInjector() {
            driver = XTestDriver(client: client, injector: injector)
        } else {
            EventTrace.log("XCUIApplication: no accessibility bus or no X display; \(executable.lastPathComponent) cannot be driven")
            driver = HeadlessDriver(input: HeadlessInput())
        }
        super.init(driver: driver) { nil }
    }

    /// Starts the program (out of process) and waits, up to ten seconds, for it to join the
    /// accessibility bus. In process there is nothing to launch.
    public func launch() {
        guard let executable, let driver = driver as? XTestDriver else { return }
        let process = Process()
        process.executableURL = executable
        process.arguments = launchArguments
        process.environment = ProcessInfo.processInfo.environment.merging(launchEnvironment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            EventTrace.log("XCUIApplication: cannot start \(executable.path): \(error)")
            return
        }
        self.process = process
        for _ in 0..<200 where driver.application == nil {
            driver.application = driver.client.application(pid: process.processIdentifier)
            if driver.application == nil { usleep(50_000) }
        }
        driver.settle()
    }

    /// Ends the program `launch()` started.
    public func terminate() {
        guard let process else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        self.process = nil
        (driver as? XTestDriver)?.application = nil
    }

    public override var exists: Bool { executable == nil || (driver as? XTestDriver)?.application != nil }

    public override func descendants(matching elementType: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(driver: driver) { [driver] in
            driver.roots.flatMap(\.subtree).filter { elementType.matches($0.elementType) }
        }
    }

    public override func children(matching elementType: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(driver: driver) { [driver] in
            driver.roots.filter { elementType.matches($0.elementType) }
        }
    }
}
