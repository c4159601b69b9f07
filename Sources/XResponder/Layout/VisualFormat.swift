import Foundation

// The visual format language (R-AL1): "H:|-[label]-8-[field(>=100@750)]-|".
//
//   format     ::= (H: | V:)? (| connection)? view (connection view)* (connection |)?
//   view       ::= [ name (predicates)? ]
//   connection ::= "" | - | -predicates- | -number- | -metric-
//   predicates ::= predicate | ( predicate (, predicate)* )
//   predicate  ::= (== | <= | >=)? (number | metric | name) (@ (number | metric))?
//
// "-" alone is the standard space: 8 points between views, 20 to the superview's edge. A format
// that does not parse is logged with its position, as UIKit's exception reports it, and makes no
// constraints (UIKit raises; XResponder does not crash).

extension NSLayoutConstraint {
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse(options: opts)
        } catch let error as VisualFormatParser.ParseError {
            let caret = String(repeating: " ", count: error.position) + "^"
            LayoutLog.error("Unable to parse constraint format: \n\(error.message)\n\(format)\n\(caret)")
            return []
        } catch {
            return []
        }
    }
}

/// A recursive-descent parser of one visual format string.
@MainActor
struct VisualFormatParser {
    struct ParseError: Error {
        let message: String
        let position: Int
    }

    /// One relation to another item or a constant: `>=100@750`, `==label`.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    private let characters: [Character]
    private var index = 0
    private let metrics: [String: Any]
    private let views: [String: Any]

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
    }

    /// A connection: what lies between two items ("-" alone is the standard space).
    private enum Connection {
        case none
        case standard
        case predicates([Predicate])
    }

    mutating func parse(options: NSLayoutConstraint.FormatOptions) throws -> [NSLayoutConstraint] {
        var vertical = false
        if peek("V:") { index += 2; vertical = true } else if peek("H:") { index += 2 }
        var made: [NSLayoutConstraint] = []
        var leadingConnection: Connection?
        if peek("|") {
            index += 1
            leadingConnection = try connection()
        }
        var items: [(UIView, Connection)] = []   // each view and the connection after it
        var first = true
        while index < characters.count, characters[index] == "[" {
            let (view, sizes) = try viewSpec()
            if first, let leadingConnection, let superview = try superview(of: view) {
                made += try constraints(from: superview, to: view, connection: leadingConnection,
                                        vertical: vertical, options: options, toSuperviewEdge: true, superviewFirst: true)
            }
            first = false
            made += sizeConstraints(view, sizes, vertical: vertical)
            let next = try connection()
            items.append((view, next))
            if peek("|") { break }
        }
        guard !items.isEmpty else { throw ParseError(message: "Expected a view", position: index) }
        for (current, following) in zip(items, items.dropFirst()) {
            made += try constraints(from: current.0, to: following.0, connection: current.1, vertical: vertical,
                                    options: options, toSuperviewEdge: false, superviewFirst: false)
        }
        if peek("|") {
            index += 1
            let last = items[items.count - 1]
            if let superview = try superview(of: last.0) {
                made += try constraints(from: last.0, to: superview, connection: last.1, vertical: vertical,
                                        options: options, toSuperviewEdge: true, superviewFirst: false)
            }
        } else if case .none = items[items.count - 1].1 {
        } else {
            throw ParseError(message: "Expected a view or '|' after a connection", position: index)
        }
        guard index == characters.count else {
            throw ParseError(message: "Unexpected '\(characters[index])'", position: index)
        }
        made += alignment(items.map(\.0), options: options, vertical: vertical)
        return made
    }

    // MARK: Pieces

    private func peek(_ text: String) -> Bool {
        let wanted = Array(text)
        guard index + wanted.count <= characters.count else { return false }
        return Array(characters[index..<index + wanted.count]) == wanted
    }

    private func superview(of view: UIView) throws -> UIView? {
        guard let superview = view.superview else {
            throw ParseError(message: "Unable to interpret '|' character, because the related view doesn't have a superview",
                             position: index)
        }
        return superview
    }

    private mutating func viewSpec() throws -> (UIView, [Predicate]) {
        index += 1   // [
        let name = identifier()
        guard !name.isEmpty else { throw ParseError(message: "Expected a view name", position: index) }
        guard let view = views[name] as? UIView else {
            throw ParseError(message: "\(name) is not a key in the views dictionary.", position: index)
        }
        var sizes: [Predicate] = []
        if index < characters.count, characters[index] == "(" {
            sizes = try predicateList()
        }
        guard index < characters.count, characters[index] == "]" else {
            throw ParseError(message: "Expected ']'", position: index)
        }
        index += 1
        return (view, sizes)
    }

    private mutating func connection() throws -> Connection {
        guard index < characters.count, characters[index] == "-" else { return .none }
        index += 1
        guard index < characters.count, characters[index] != "[", characters[index] != "|" else { return .standard }
        let predicates: [Predicate]
        if characters[index] == "(" {
            predicates = try predicateList()
        } else {
            predicates = [try predicate()]
        }
        guard index < characters.count, characters[index] == "-" else {
            throw ParseError(message: "Expected '-'", position: index)
        }
        index += 1
        return .predicates(predicates)
    }

    private mutating func predicateList() throws -> [Predicate] {
        index += 1   // (
        var list = [try predicate()]
        while index < characters.count, characters[index] == "," {
            index += 1
            list.append(try predicate())
        }
        guard index < characters.count, characters[index] == ")" else {
            throw ParseError(message: "Expected ')'", position: index)
        }
        index += 1
        return list
    }

    private mutating func predicate() throws -> Predicate {
        var result = Predicate()
        if peek("==") { index += 2 } else if peek("<=") { index += 2; result.relation = .lessThanOrEqual }
        else if peek(">=") { index += 2; result.relation = .greaterThanOrEqual }
        if let number = number() {
            result.constant = number
        } else {
            let name = identifier()
            if let metric = metric(name) {
                result.constant = metric
            } else if let view = views[name] as? UIView {
                result.view = view
            } else {
                throw ParseError(message: name.isEmpty ? "Expected a number, metric or view" : "\(name) is not a key in the metrics or views dictionaries.",
                                 position: index)
            }
        }
        if index < characters.count, characters[index] == "@" {
            index += 1
            if let number = number() {
                result.priority = UILayoutPriority(Float(number))
            } else if let metric = metric(identifier()) {
                result.priority = UILayoutPriority(Float(metric))
            } else {
                throw ParseError(message: "Expected a priority", position: index)
            }
        }
        return result
    }

    private mutating func identifier() -> String {
        var name = ""
        while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
            if name.isEmpty, characters[index].isNumber { break }
            name.append(characters[index])
            index += 1
        }
        return name
    }

    private mutating func number() -> CGFloat? {
        var text = ""
        var position = index
        if position < characters.count, characters[position] == "-" || characters[position] == "+" {
            text.append(characters[position]); position += 1
        }
        while position < characters.count, characters[position].isNumber || characters[position] == "." {
            text.append(characters[position]); position += 1
        }
        guard let value = Double(text) else { return nil }
        index = position
        return CGFloat(value)
    }

    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }

    // MARK: Constraints

    private func attributes(vertical: Bool, options: NSLayoutConstraint.FormatOptions)
        -> (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute) {
        if vertical { return (.top, .bottom) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right)
        case .directionRightToLeft: return (.right, .left)
        default: return (.leading, .trailing)
        }
    }

    /// `later.start == earlier.end + space` for each predicate of the connection.
    private func constraints(from earlier: UIView, to later: UIView, connection: Connection, vertical: Bool,
                             options: NSLayoutConstraint.FormatOptions, toSuperviewEdge: Bool,
                             superviewFirst: Bool) throws -> [NSLayoutConstraint] {
        let (start, end) = attributes(vertical: vertical, options: options)
        let standard: CGFloat = toSuperviewEdge ? 20 : systemSpacing
        let predicates: [Predicate]
        switch connection {
        case .none: predicates = [Predicate()]
        case .standard: predicates = [Predicate(constant: standard)]
        case .predicates(let list): predicates = list
        }
        // Against the superview the edge is its own: |-[a] is a.start == superview.start + space.
        let earlierAttribute = superviewFirst ? start : end
        let laterAttribute = toSuperviewEdge && !superviewFirst ? end : start
        return predicates.map { predicate in
            let rightToLeftOption = options.intersection(.directionMask) == .directionRightToLeft && !vertical
            let constant = rightToLeftOption ? -predicate.constant : predicate.constant
            let constraint = NSLayoutConstraint(first: later, laterAttribute, predicate.relation, second: earlier,
                                                earlierAttribute, multiplier: 1, constant: constant)
            constraint.priority = predicate.priority
            return constraint
        }
    }

    /// `[view(>=50,<=100@750)]`, `[view(==other)]`.
    private func sizeConstraints(_ view: UIView, _ sizes: [Predicate], vertical: Bool) -> [NSLayoutConstraint] {
        let dimension: NSLayoutConstraint.Attribute = vertical ? .height : .width
        return sizes.map { predicate in
            let constraint = NSLayoutConstraint(first: view, dimension, predicate.relation, second: predicate.view,
                                                predicate.view == nil ? .notAnAttribute : dimension, multiplier: 1,
                                                constant: predicate.view == nil ? predicate.constant : 0)
            constraint.priority = predicate.priority
            return constraint
        }
    }

    /// The `alignAll…` options: every view aligned with the first across the format's direction.
    private func alignment(_ views: [UIView], options: NSLayoutConstraint.FormatOptions, vertical: Bool) -> [NSLayoutConstraint] {
        let table: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        var made: [NSLayoutConstraint] = []
        for (option, attribute) in table where options.contains(option) {
            guard attribute.axis == (vertical ? .horizontal : .vertical) else {
                LayoutLog.error("Unable to parse constraint format: options mask required views to be aligned on a "
                                + "\(vertical ? "vertical" : "horizontal") edge, which is not allowed for layout that is also \(vertical ? "vertical" : "horizontal").")
                continue
            }
            for (previous, view) in zip(views, views.dropFirst()) {
                made.append(NSLayoutConstraint(first: view, attribute, .equal, second: previous, attribute,
                                               multiplier: 1, constant: 0))
            }
        }
        return made
    }
}
