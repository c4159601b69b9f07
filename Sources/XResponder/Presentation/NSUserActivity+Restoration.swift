import Foundation

/// A restoration activity and a session's user info as property lists, for `SceneSessionStore`
/// (R-DA2). UIKit asks that an activity's user info hold property-list values, URLs and UUIDs;
/// those are kept (URLs and UUIDs tagged, so they come back as themselves). A value of any other
/// type is left out and said in the event trace — iOS raises an exception there; a desktop app
/// loses that value's restoration, not its launch.
extension NSUserActivity {
    /// The activity as a property list: type, title, target content identifier and user info.
    var restorationPropertyList: [String: Any] {
        var plist: [String: Any] = ["type": activityType]
        if let title { plist["title"] = title }
        if let targetContentIdentifier { plist["targetContentIdentifier"] = targetContentIdentifier }
        if let userInfo { plist["userInfo"] = RestorableValue.encode(dictionary: userInfo, path: activityType) }
        return plist
    }

    /// The activity a property list describes; nil when it names no type.
    static func restored(from plist: [String: Any]) -> NSUserActivity? {
        guard let type = plist["type"] as? String, !type.isEmpty else { return nil }
        let activity = NSUserActivity(activityType: type)
        activity.title = plist["title"] as? String
        activity.targetContentIdentifier = plist["targetContentIdentifier"] as? String
        if let userInfo = plist["userInfo"] as? [String: Any] {
            activity.userInfo = RestorableValue.decode(dictionary: userInfo)
        }
        return activity
    }
}

/// User-info values to and from property lists.
@MainActor
enum RestorableValue {
    private static let urlTag = "$url", uuidTag = "$uuid"

    /// A dictionary with string keys of what a property list can hold; other keys and values are
    /// left out (traced with `path`).
    static func encode(dictionary: [AnyHashable: Any], path: String) -> [String: Any] {
        var result: [String: Any] = [:]
        for (key, value) in dictionary {
            guard let key = key.base as? String else {
                EventTrace.log("restoration: \(path): a key of type \(type(of: key.base)) was left out")
                continue
            }
            if let encoded = encode(value, path: path + "." + key) { result[key] = encoded }
        }
        return result
    }

    static func encode(_ value: Any, path: String) -> Any? {
        switch value {
        case let value as String: return value
        case let value as Bool: return value
        case let value as Int: return value
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as CGFloat: return Double(value)
        case let value as Data: return value
        case let value as Date: return value
        case let value as URL: return [urlTag: value.absoluteString]
        case let value as UUID: return [uuidTag: value.uuidString]
        case let value as [Any]: return value.enumerated().compactMap { encode($0.element, path: path + "[\($0.offset)]") }
        case let value as [AnyHashable: Any]: return encode(dictionary: value, path: path)
        default:
            EventTrace.log("restoration: \(path): a \(type(of: value)) is not a property-list value and was left out")
            return nil
        }
    }

    static func decode(dictionary: [String: Any]) -> [AnyHashable: Any] {
        var result: [AnyHashable: Any] = [:]
        for (key, value) in dictionary { result[key] = decode(value) }
        return result
    }

    static func decode(_ value: Any) -> Any {
        switch value {
        case let array as [Any]: return array.map(decode)
        case let dictionary as [String: Any]: return decodeTagged(dictionary) ?? decode(dictionary: dictionary)
        default: return value
        }
    }

    private static func decodeTagged(_ dictionary: [String: Any]) -> Any? {
        guard dictionary.count == 1 else { return nil }
        if let text = dictionary[urlTag] as? String { return URL(string: text) }
        if let text = dictionary[uuidTag] as? String { return UUID(uuidString: text) }
        return nil
    }
}
