import Foundation

/// A place in a text input's document. XResponder's text views use UTF-16 offsets (the unit of
/// `NSRange`, as UIKit's do) and always put positions between grapheme clusters; subclass it for a
/// text input of your own that counts differently.
@preconcurrency @MainActor
open class UITextPosition {
    /// The UTF-16 offset from the start of the document (XResponder's text views).
    let offset: Int

    public init() { offset = 0 }
    init(offset: Int) { self.offset = max(0, offset) }
}
