import Foundation

/// How a request becomes a notification on the desktop and how the user's answer comes back:
/// the trigger's timer on the application's clock, `willPresent` when the app is in front, the
/// server's `Notify`, and its `ActionInvoked` and `NotificationClosed` signals turned into responses.
extension UNUserNotificationCenter {
    /// A request waiting for its trigger.
    struct PendingRequest {
        let request: UNNotificationRequest
        var timer: ScheduledTimer?
    }

    /// A notification handed to the server, with the id it gave (nil until it answers).
    struct DeliveredNotification {
        let notification: UNNotification
        var serverID: UInt32?
        /// Withdrawn before the server answered: closed as soon as it does.
        var withdrawn = false
    }

    /// Schedules `request`, replacing a pending one with the same identifier; the error that
    /// keeps it from being scheduled, if any.
    func schedule(_ request: UNNotificationRequest) -> (any Error)? {
        if let interval = request.trigger as? UNTimeIntervalNotificationTrigger, interval.timeInterval != interval.requestedTimeInterval {
            EventTrace.log("notifications: \(request.identifier): time interval \(interval.requestedTimeInterval) s taken as \(interval.timeInterval) s"
                           + (interval.repeats ? " (a repeating interval is at least 60 s)" : " (it must be greater than 0)"))
        }
        removePendingNotificationRequests(withIdentifiers: [request.identifier])
        // No trigger: delivered at the next turn.
        var delay: TimeInterval = 0
        if let trigger = request.trigger {
            guard let next = self.delay(until: trigger, after: currentDate()) else {
                // A calendar trigger that never matches again: iOS accepts and never delivers it.
                EventTrace.log("notifications: \(request.identifier): its trigger never fires")
                return nil
            }
            delay = next
        }
        pending.append(PendingRequest(request: request, timer: nil))
        arm(request, delay: delay)
        return nil
    }

    /// Seconds from `date` until `trigger` fires; nil when it never does.
    func delay(until trigger: UNNotificationTrigger, after date: Date) -> TimeInterval? {
        if let interval = trigger as? UNTimeIntervalNotificationTrigger { return interval.timeInterval }
        return trigger.nextFireDate(after: date).map { max(0, $0.timeIntervalSince(date)) }
    }

    private func arm(_ request: UNNotificationRequest, delay: TimeInterval) {
        let timer = UIApplication.shared.clock.schedule(after: delay) { [weak self, request] in
            self?.fire(request)
        }
        if let index = pending.firstIndex(where: { $0.request === request }) { pending[index].timer = timer }
    }

    /// The trigger fired: deliver, and arm a repeating trigger again.
    private func fire(_ request: UNNotificationRequest) {
        guard let index = pending.firstIndex(where: { $0.request === request }) else { return }
        let now = currentDate()
        if let trigger = request.trigger, trigger.repeats, let delay = delay(until: trigger, after: now) {
            arm(request, delay: delay)
        } else {
            pending.remove(at: index)
        }
        deliver(UNNotification(date: now, request: request))
    }

    /// Shows `notification`, asking the delegate first when the app is in front.
    func deliver(_ notification: UNNotification) {
        guard let granted = grantedOptions else {
            EventTrace.log("notifications: \(notification.request.identifier) not shown: the app has not called requestAuthorization")
            return
        }
        guard UIApplication.shared.applicationState == .active else {
            present(notification, options: [.banner, .list, .sound], granted: granted)
            return
        }
        guard let delegate else {
            EventTrace.log("notifications: \(notification.request.identifier) not shown: the app is in front and has no delegate")
            return
        }
        delegate.userNotificationCenter(self, willPresent: notification) { [weak self] options in
            Self.onMainActor { self?.present(notification, options: options, granted: granted) }
        }
    }

    /// Hands `notification` to the server, in place of a delivered one with its identifier.
    private func present(_ notification: UNNotification, options: UNNotificationPresentationOptions, granted: UNAuthorizationOptions) {
        let identifier = notification.request.identifier
        guard options.shows, granted.contains(.alert) || granted.contains(.provisional) else {
            EventTrace.log("notifications: \(identifier) not shown (presentation \(options.rawValue), granted \(granted.rawValue))")
            return
        }
        var desktop = desktopNotification(for: notification, playsSound: options.contains(.sound) && granted.contains(.sound))
        if let index = delivered.firstIndex(where: { $0.notification.request.identifier == identifier }) {
            desktop.replacesID = delivered[index].serverID ?? 0
            delivered.remove(at: index)
        }
        delivered.append(DeliveredNotification(notification: notification, serverID: nil))
        server.show(desktop) { [weak self] id in
            self?.shown(notification, serverID: id)
        }
    }

    private func shown(_ notification: UNNotification, serverID: UInt32?) {
        guard let index = delivered.firstIndex(where: { $0.notification === notification }) else {
            if let serverID { server.close(id: serverID) }
            return
        }
        guard let serverID else {
            EventTrace.log("notifications: the notification server did not show \(notification.request.identifier)")
            return
        }
        if delivered[index].withdrawn {
            delivered.remove(at: index)
            server.close(id: serverID)
        } else {
            delivered[index].serverID = serverID
        }
    }

    /// Closes `notifications` on the desktop and forgets them.
    func withdraw(_ notifications: [DeliveredNotification]) {
        for entry in notifications {
            guard let index = delivered.firstIndex(where: { $0.notification === entry.notification }) else { continue }
            if let serverID = delivered[index].serverID {
                delivered.remove(at: index)
                server.close(id: serverID)
            } else {
                delivered[index].withdrawn = true
            }
        }
    }

    /// The server's events: a click or an action is a response; a dismissal is one for a category
    /// that asks for it. Either way the notification is no longer delivered (iOS takes a
    /// notification out of the list once the user acts on it, so it is closed on the desktop too).
    package func handle(_ event: NotificationServerEvent) {
        switch event {
        case .actionInvoked(let id, let key):
            guard let index = delivered.firstIndex(where: { $0.serverID == id }) else { return }
            let notification = delivered.remove(at: index).notification
            // Servers leave a notification up after its action (the specification lets the app
            // decide, and libnotify apps close it); iOS takes it away.
            server.close(id: id)
            respond(to: notification, actionKey: key)
        case .closed(let id, let reason):
            guard let index = delivered.firstIndex(where: { $0.serverID == id }) else { return }
            // Expired (1) notifications stay listed, as in iOS's Notification Center.
            guard reason != 1 else { return }
            let notification = delivered.remove(at: index).notification
            guard reason == 2, category(of: notification)?.options.contains(.customDismissAction) == true else { return }
            respond(to: notification, actionKey: UNNotificationDismissActionIdentifier)
        }
    }

    private func respond(to notification: UNNotification, actionKey: String) {
        let identifier = actionKey == FreedesktopNotificationServer.defaultActionKey ? UNNotificationDefaultActionIdentifier : actionKey
        // A click on the notification brings the app to the front, as on iOS: its key window
        // (or its first visible one) is raised and focused before the delegate hears.
        if identifier == UNNotificationDefaultActionIdentifier,
           let window = UIApplication.shared.keyWindow ?? UIApplication.shared.windows.first(where: { !$0.isHidden }) {
            window.platformWindow?.activate(window)
        }
        let action = category(of: notification)?.actions.first { $0.identifier == identifier }
        let response = action is UNTextInputNotificationAction
            ? UNTextInputNotificationResponse(notification: notification, actionIdentifier: identifier, userText: "")
            : UNNotificationResponse(notification: notification, actionIdentifier: identifier)
        delegate?.userNotificationCenter(self, didReceive: response) {}
    }

    func category(of notification: UNNotification) -> UNNotificationCategory? {
        let identifier = notification.request.content.categoryIdentifier
        return identifier.isEmpty ? nil : categories.first { $0.identifier == identifier }
    }

    /// What the server is sent for `notification`.
    func desktopNotification(for notification: UNNotification, playsSound: Bool) -> DesktopNotification {
        let content = notification.request.content
        let summary = [content.title, content.subtitle].filter { !$0.isEmpty }.joined(separator: " — ")
        var desktop = DesktopNotification(applicationName: UIWindowScene.applicationDisplayName,
                                          summary: summary.isEmpty ? UIWindowScene.applicationDisplayName : summary,
                                          body: content.body)
        // A click on the notification is the default action, which every response needs.
        desktop.actions = [(FreedesktopNotificationServer.defaultActionKey, "Open")]
        desktop.actions += (category(of: notification)?.actions ?? []).map { ($0.identifier, $0.title) }
        desktop.desktopEntry = AppBundle.info["CFBundleIdentifier"] as? String
        desktop.category = content.categoryIdentifier.isEmpty ? nil : content.categoryIdentifier
        desktop.imagePath = content.attachments.first(where: \.isImage)?.url.path
        if playsSound, let sound = content.sound {
            if let name = sound.name {
                if let file = AppBundle.bundle?.url(forResource: name, withExtension: nil) { desktop.soundFile = file.path } else { desktop.soundName = name }
            } else {
                desktop.soundName = UNNotificationSound.defaultThemeName
            }
        }
        switch content.interruptionLevel {
        case .passive: desktop.urgency = 0
        case .active, .timeSensitive: desktop.urgency = 1
        case .critical: desktop.urgency = 2
        }
        if content.sound?.isCritical == true { desktop.urgency = 2 }
        return desktop
    }

    /// Runs `work` on the main actor: now when called there (an app's delegate answering in its
    /// method), else on the main queue.
    nonisolated static func onMainActor(_ work: @escaping @MainActor @Sendable () -> Void) {
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { work() }
        } else {
            DispatchQueue.main.async { work() }
        }
    }
}
