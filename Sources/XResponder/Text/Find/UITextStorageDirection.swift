/// Which way through the text (UIKit's), for a find session's next result.
public enum UITextStorageDirection: Int, Sendable {
    case forward
    case backward
}
