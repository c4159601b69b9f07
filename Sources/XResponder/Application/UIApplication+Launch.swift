import Foundation

extension UIApplication {
    /// Creates the application object from `principalClass` (the seeds' `DPApplication` pattern,
    /// R-D4), makes it `UIApplication.shared`, creates the delegate from `delegateClass` and calls
    /// `application(_:didFinishLaunchingWithOptions:)`. Does not run a loop: tests and embedders
    /// call this and then drive input themselves.
    @discardableResult
    public static func launch(_ principalClass: UIApplication.Type = UIApplication.self,
                              delegate delegateClass: UIApplicationDelegate.Type? = nil,
                              clock: ApplicationClock? = nil) -> UIApplication {
        let application = principalClass.init()
        if let clock { application.clock = clock }
        current = application
        if let delegateClass { application.finishLaunching(with: delegateClass) }
        return application
    }

    /// Creates the delegate from its type, keeps it, and calls
    /// `application(_:didFinishLaunchingWithOptions:)`.
    func finishLaunching(with delegateClass: UIApplicationDelegate.Type) {
        sceneRegistry.isLaunching = true
        let delegate = InitializerCall.makeApplicationDelegate(of: delegateClass)
        self.delegate = delegate
        _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
        // R-IB5: an app without scenes starts at its main storyboard's initial controller.
        // Asked only when there is a storyboard: finding a `SceneDelegate` class by name scans
        // every type in the process (half a millisecond of start-up, issue #50).
        let startsWithStoryboard = MainStoryboard.applicationStoryboardName() != nil && !hasSceneDelegate
        let storyboardWindow = startsWithStoryboard ? MainStoryboard.loadForApplication(delegate: delegate) : nil
        _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
        MainStoryboard.show(storyboardWindow, ifStillThe: delegate.window)
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self)
        // R-AS4: an app with a scene delegate gets its first scene, whose delegate makes the window.
        connectInitialSceneIfConfigured()
        sceneRegistry.isLaunching = false
        sceneActivationDidChange()
    }

    /// The platform backend `run()` uses; the X11 layer installs itself here.
    public var platformBackend: PlatformBackend? {
        get { backendStorage }
        set {
            backendStorage = newValue
            // Windows made before the platform came (an app delegate's, at launch) get its menu
            // bar now, or lose one it does not show (R-DA1).
            for window in windows { window.updateMenuBar() }
        }
    }

    /// Runs the application until `stop()`: the platform backend's loop when one is installed,
    /// otherwise a headless loop over `RunLoop.main` that processes queued input and next-turn work.
    ///
    /// A `stop()` made before `run()` is kept: that `run()` returns at once (R-U5). Each stop ends one
    /// run; the next `run()` goes on until the next `stop()`.
    public func run() throws {
        defer { stopRequested = false }
        guard !stopRequested else { return }
        isRunning = true
        defer { isRunning = false }
        if let backend = platformBackend {
            try backend.run(self)
            return
        }
        // One turn at a time, so that stop() ends the run after the turn that called it.
        while !stopRequested {
            let handledInput = dispatcher.drain()
            let ranWork = runTurnWork()
            if stopRequested { break }
            let idle = !handledInput && !ranWork
            if !idle { layOutVisibleWindows() }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: idle ? 0.01 : 0))
        }
    }

    /// The run ended: the delegate and observers hear `applicationWillTerminate`.
    func terminate() {
        saveSceneSessions()   // the windows open at Quit come back at the next launch (R-DA2)
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: self)
        defaultsFlusher.flushNow()
    }

    /// Ends `run()` after the current turn. An XResponder addition (UIKit apps never stop their loop).
    public func stop() {
        stopRequested = true
        platformBackend?.stop()
    }
}

/// Creates the application from `principalClass` and its delegate from `delegateClass`, then runs
/// it: the Swift form of `UIApplicationMain(argc, argv, NSStringFromClass([DPApplication class]),
/// NSStringFromClass([AppDelegate class]))` (R-D4).
///
/// With `$DISPLAY` set it opens the X display (the X11 backend) before the delegate launches, so
/// the windows the delegate shows appear on screen. Without `$DISPLAY` it says so on standard error
/// and runs the headless loop. Returns the process exit status: 0 after `stop()` (or after the last
/// window was closed), 1 when the display could not be opened or the connection was lost (the error
/// is printed).
///
/// Callable from top-level code in Swift 5 and Swift 6 language modes (R-AS5): it is not isolated
/// to the main actor in its signature, and checks at run time that it runs on the main thread, as
/// top-level code does.
public nonisolated func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                                          _ principalClass: UIApplication.Type?,
                                          _ delegateClass: UIApplicationDelegate.Type?) -> Int32 {
    // Types are immutable; the check that this is the main thread is `assumeIsolated`'s.
    let principal = principalClass
    nonisolated(unsafe) let delegate = delegateClass
    return MainActor.assumeIsolated {
        runApplicationMain(principalClass: principal, delegateClass: delegate)
    }
}

/// UIKit's Swift signature, with class names: `UIApplicationMain(CommandLine.argc,
/// CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))`. The names are looked up as
/// `NSClassFromString` does; a name that names no application or delegate class is an error
/// (printed, status 1), not a crash.
@_disfavoredOverload
public nonisolated func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                                          _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    var principal: UIApplication.Type?
    var delegate: UIApplicationDelegate.Type?
    if let principalClassName {
        guard let type = NSClassFromString(principalClassName) as? UIApplication.Type else {
            FileHandle.standardError.write(Data("XResponder: \(principalClassName) is not a UIApplication subclass\n".utf8))
            return 1
        }
        principal = type
    }
    if let delegateClassName {
        guard let type = NSClassFromString(delegateClassName) as? UIApplicationDelegate.Type else {
            FileHandle.standardError.write(Data("XResponder: \(delegateClassName) is not a UIApplicationDelegate class\n".utf8))
            return 1
        }
        delegate = type
    }
    return UIApplicationMain(argc, argv, principal, delegate)
}

@MainActor
private func runApplicationMain(principalClass: UIApplication.Type?, delegateClass: UIApplicationDelegate.Type?) -> Int32 {
    // `print` reaches a pipe (a terminal's `| tee`, a log collector, a test) a line at a time, as
    // an iOS app's reaches the console: C's stdout buffers whole blocks when it is not a terminal,
    // so a piped app's output used to appear only at exit.
    // C's `stdout` is a mutable global Swift 6 will not touch; its address, found by name, is.
    if let symbol = dlsym(nil, "stdout") {
        setvbuf(symbol.load(as: UnsafeMutablePointer<FILE>?.self), nil, _IOLBF, 0)
    }
    StartupTrace.mark("main")
    let application = UIApplication.launch(principalClass ?? UIApplication.self)
    // A real app remembers its windows between launches (R-DA2); XRESPONDER_RESTORE_WINDOWS=0 starts afresh.
    if ProcessEnvironment.value("XRESPONDER_RESTORE_WINDOWS") != "0" {
        application.sceneRegistry.store = SceneSessionStore.forRunningApp()
    }
    if application.platformBackend == nil {
        if let name = ProcessEnvironment.value("DISPLAY"), !name.isEmpty {
            do {
                try X11Backend.install(on: application)
                StartupTrace.mark("display open")
            } catch {
                FileHandle.standardError.write(Data("XResponder: \(error)\n".utf8))
                return 1
            }
        } else {
            FileHandle.standardError.write(Data("XResponder: no DISPLAY set; running headless\n".utf8))
        }
    }
    if let delegateClass { application.finishLaunching(with: delegateClass) }
    StartupTrace.mark("launched")
    do {
        try application.run()
        application.terminate()
        return 0
    } catch {
        FileHandle.standardError.write(Data("XResponder: \(error)\n".utf8))
        application.terminate()
        return 1
    }
}
