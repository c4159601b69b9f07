import Foundation

/// An action's icon: a symbol or an image of the app's (iOS 15).
public final class UNNotificationActionIcon: NSObject, @unchecked Sendable {
    let name: String
    let isSystem: Bool

    init(name: String, isSystem: Bool) {
        self.name = name
        self.isSystem = isSystem
        super.init()
    }

    public convenience init(templateImageName: String) { self.init(name: templateImageName, isSystem: false) }
    public convenience init(systemImageName: String) { self.init(name: systemImageName, isSystem: true) }
}
