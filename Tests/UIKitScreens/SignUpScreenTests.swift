import Foundation
import Testing
import XResponder
import XResponderTesting
import XResponderCombine

/// The Combine sign-up screen builds in Swift 5 mode and behaves as on iOS (issue #46).
@Suite("UIKit screens in Swift 5 mode: Combine through XResponderCombine (R-BR3)")
@MainActor
struct SignUpScreenTests {
    /// Lets the main queue run what was sent to it (`receive(on: DispatchQueue.main)`, a debounce)
    /// until `condition` holds; fails after 10 s. Waited for, never slept on.
    func waitUntil(_ what: String, _ condition: () -> Bool) async {
        let deadline = Date().addingTimeInterval(10)
        while !condition(), Date() < deadline {
            try? await Task.sleep(nanoseconds: 2_000_000)
        }
        #expect(condition(), "timed out waiting for \(what)")
    }

    @Test("R-BR3: typing fills the @Published fields through NotificationCenter's publisher; the button follows validity on the main queue; a debounced hint shows; a tap goes through a subject and starts a Timer.publish countdown")
    func signUpScreen() async throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let screen = SignUpViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(!screen.submitButton.isEnabled)

        #expect(screen.emailField.becomeFirstResponder())
        input.typeText("ada@example.org", in: window)
        #expect(screen.viewModel.email == "ada@example.org")
        #expect(screen.passwordField.becomeFirstResponder())
        input.typeText("short", in: window)
        #expect(screen.viewModel.password == "short")
        #expect(screen.changesSeen == 5)
        await waitUntil("the debounced hint") { screen.hintLabel.text == "At least 8 characters" }
        #expect(!screen.submitButton.isEnabled)

        input.typeText("er-password", in: window)
        await waitUntil("the button enabled on the main queue") { screen.submitButton.isEnabled }
        await waitUntil("the hint cleared") { screen.hintLabel.text == nil }

        screen.submitButton.sendActions(for: .touchUpInside)
        #expect(screen.welcomed == ["ada@example.org"])
        #expect(screen.countdownLabel.text == "Resend in 30 s")
    }

    @Test("R-BR3: DispatchQueue, RunLoop and OperationQueue are schedulers as in Apple's Combine; Just, subjects and assign work")
    func schedulersAndSubjects() throws {
        final class Box: @unchecked Sendable {
            private let lock = NSLock()
            private var stored: [Int] = []
            var values: [Int] { lock.lock(); defer { lock.unlock() }; return stored }
            func append(_ value: Int) { lock.lock(); stored.append(value); lock.unlock() }
        }
        // A RunLoop of its own thread, as `receive(on: RunLoop.current)` uses it.
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            var cancellables = Set<AnyCancellable>()
            Just(7).receive(on: RunLoop.current).sink { box.append($0) }.store(in: &cancellables)
            Timer.publish(every: 0.01, on: .current, in: .default).autoconnect().prefix(2)
                .sink { _ in box.append(0) }.store(in: &cancellables)
            let deadline = Date().addingTimeInterval(10)
            while box.values.count < 3, Date() < deadline { RunLoop.current.run(until: Date().addingTimeInterval(0.01)) }
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(box.values == [7, 0, 0])

        let queue = OperationQueue()
        // Serial, as an app that wants its values in order makes it: a concurrent queue (the
        // default) may finish the second delivery first, in Apple's Combine too.
        queue.maxConcurrentOperationCount = 1
        let subject = CurrentValueSubject<Int, Never>(1)
        let received = Box()
        let cancellable = subject.receive(on: queue).sink { received.append($0) }
        subject.send(2)
        queue.waitUntilAllOperationsAreFinished()
        #expect(received.values == [1, 2])
        cancellable.cancel()

        final class Model { var title = "" }
        let model = Model()
        let assigned = Just("Hello").assign(to: \.title, on: model)
        #expect(model.title == "Hello")
        assigned.cancel()
    }
}
