/// Something the porting tool did, or could not do, at a place in a source file.
struct PortNote: Equatable, CustomStringConvertible {
    enum Kind: String {
        /// Rewritten; the output compiles without the reader's help.
        case rewritten
        /// Left as it was: a person must port it (the output may not compile, or may behave differently).
        case todo
    }

    let file: String
    let line: Int
    let column: Int
    let kind: Kind
    let message: String

    /// `path:line:column: todo: message`, the form editors and compilers use.
    var description: String { "\(file):\(line):\(column): \(kind.rawValue): \(message)" }
}
