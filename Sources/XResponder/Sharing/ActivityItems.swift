import Foundation

/// The share sheet's items as an activity sees them: item sources asked for the chosen activity
/// (nil answers dropped, as UIKit drops them), and sorted into the kinds the desktop activities
/// handle. Owned by one `UIActivityViewController` for one activity.
@MainActor
struct ActivityItems {
    /// The resolved items, in the app's order.
    let items: [Any]
    /// Text items (`String`, `NSString`, `NSAttributedString`'s string).
    let texts: [String]
    /// `URL`s, file and web.
    let urls: [URL]
    let images: [UIImage]
    /// `Data` items, with no type known.
    let data: [Data]
    /// The first non-empty subject an item source gave (mail's subject, a saved file's name).
    let subject: String?

    /// The items for `activityType`: sources asked with it, placeholders when `placeholders`
    /// (what `canPerform` is asked with before anything is chosen, as in UIKit).
    init(_ raw: [Any], for activityType: UIActivity.ActivityType?, controller: UIActivityViewController,
         placeholders: Bool = false) {
        var items: [Any] = []
        var subject: String?
        for item in raw {
            if let source = item as? UIActivityItemSource {
                let resolved: Any? = placeholders ? source.activityViewControllerPlaceholderItem(controller)
                    : source.activityViewController(controller, itemForActivityType: activityType)
                if subject == nil {
                    let given = source.activityViewController(controller, subjectForActivityType: activityType)
                    if !given.isEmpty { subject = given }
                }
                if let resolved, !(resolved is NSNull) { items.append(resolved) }
            } else {
                items.append(item)
            }
        }
        self.init(resolved: items, subject: subject)
    }

    /// Items already resolved (what an activity's `canPerform` and `prepare` receive).
    init(resolved items: [Any], subject: String? = nil) {
        self.items = items
        self.subject = subject
        var texts: [String] = [], urls: [URL] = [], images: [UIImage] = [], data: [Data] = []
        for item in items {
            switch item {
            case let text as String: texts.append(text)
            case let text as NSAttributedString: texts.append(text.string)
            case let url as URL: urls.append(url)
            case let url as NSURL: urls.append(url as URL)
            case let image as UIImage: images.append(image)
            case let bytes as Data: data.append(bytes)
            default: break
            }
        }
        (self.texts, self.urls, self.images, self.data) = (texts, urls, images, data)
    }

    var isEmpty: Bool { texts.isEmpty && urls.isEmpty && images.isEmpty && data.isEmpty }

    /// The text a person would read: the texts, then the links, one per line.
    var plainText: String {
        (texts + urls.map { $0.isFileURL ? $0.path : $0.absoluteString }).joined(separator: "\n")
    }

    /// A short line naming the items, for the sheet's header: the subject, the first text's first
    /// line, the file's name, the link's host, or how many images.
    var summary: String {
        if let subject { return subject }
        if let text = texts.first, let line = text.split(whereSeparator: \.isNewline).first { return String(line) }
        if let url = urls.first { return url.isFileURL ? url.lastPathComponent : (url.host ?? url.absoluteString) }
        if !images.isEmpty { return images.count == 1 ? "Image" : "\(images.count) Images" }
        if !data.isEmpty { return "Data" }
        return ""
    }
}
