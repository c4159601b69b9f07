import Foundation

/// `addObserver(_:selector:name:object:)`, which Linux Foundation lacks (it has no Objective-C
/// runtime to send a selector): UIKit code that observes keyboard, text or scene notifications this
/// way builds unchanged once `xrport` has turned its `#selector` into a `Selector`.
///
/// As on iOS 9 and later, the center does not keep the observer alive: an observer that dies is
/// never called again and its registration goes (at the next post, add or remove). Both
/// `removeObserver(self)` and `removeObserver(self, name:object:)` remove it, from any thread,
/// `deinit` included.
///
/// One difference: a notification posted on another thread reaches the observer on the main
/// thread, soon after, not on the posting thread — a `Selector` names main-actor code.
extension NotificationCenter {
    @preconcurrency @MainActor
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = observer as AnyObject
        let registration = SelectorObservers.Registration(observer: target, name: aName, center: self)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { [weak registration] notification in
            guard let registration else { return }
            guard registration.observer != nil else { return SelectorObservers.shared.remove(registration) }
            // Handed to the main thread as UIKit hands a notification to its observers: unchanged.
            nonisolated(unsafe) let notification = notification
            let deliver: @Sendable () -> Void = {
                MainActor.assumeIsolated {
                    guard let observer = registration.observer else { return SelectorObservers.shared.remove(registration) }
                    if let invocation = aSelector.invocation(on: observer) {
                        invocation(notification, nil)
                    } else {
                        EventTrace.log("notification \(notification.name.rawValue): \(type(of: observer)) does not implement \(aSelector)")
                    }
                }
            }
            if MainQueue.isCurrent { deliver() } else { DispatchQueue.main.async(execute: deliver) }
        }
        registration.token = token
        SelectorObservers.shared.add(registration)
    }

    /// Removes the observer's selector registrations, then whatever Foundation itself holds for it.
    /// Chosen over Foundation's `removeObserver(_: Any)` for any class instance.
    public nonisolated func removeObserver(_ observer: AnyObject) {
        removeObserver(observer, name: nil, object: nil)
    }

    /// Removes the observer's selector registrations for `aName` (all names when nil). Registrations
    /// are matched by observer and name; `anObject` only narrows Foundation's own removal.
    public nonisolated func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        for registration in SelectorObservers.shared.take(observer: observer, name: aName, center: self) {
            if let token = registration.token { removeObserver(token as Any) }
        }
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

/// The selector registrations still live: each holds its observer weakly, so none is keyed by an
/// object's identity (a dead observer's entry is dropped, never matched to a newcomer at its address).
final class SelectorObservers: @unchecked Sendable {
    static let shared = SelectorObservers()

    final class Registration: @unchecked Sendable {
        weak var observer: AnyObject?
        let name: NSNotification.Name?
        weak var center: NotificationCenter?
        var token: NSObjectProtocol?
        init(observer: AnyObject, name: NSNotification.Name?, center: NotificationCenter) {
            self.observer = observer
            self.name = name
            self.center = center
        }
    }

    private let lock = NSLock()
    private var registrations: [Registration] = []

    /// How many registrations are held (for tests: a dead observer's goes).
    var count: Int { lock.withLock { registrations.count } }

    func add(_ registration: Registration) {
        let dead = lock.withLock {
            registrations.append(registration)
            return extract { $0.observer == nil }
        }
        dead.forEach(Self.unregister)
    }

    /// Removes and returns the registrations of `observer` for `name`, and any whose observer died.
    func take(observer: AnyObject, name: NSNotification.Name?, center: NotificationCenter) -> [Registration] {
        let (matching, dead) = lock.withLock {
            let matching = extract { $0.observer === observer && $0.center === center && (name == nil || $0.name == name) }
            return (matching, extract { $0.observer == nil })
        }
        dead.forEach(Self.unregister)
        return matching
    }

    /// Drops a registration whose observer died, and its Foundation observer.
    func remove(_ registration: Registration) {
        let removed = lock.withLock { extract { $0 === registration } }
        removed.forEach(Self.unregister)
    }

    private func extract(where predicate: (Registration) -> Bool) -> [Registration] {
        let taken = registrations.filter(predicate)
        if !taken.isEmpty { registrations.removeAll(where: predicate) }
        return taken
    }

    private static func unregister(_ registration: Registration) {
        if let token = registration.token { registration.center?.removeObserver(token as Any) }
    }
}
