import Foundation

/// `String(localized:)` and `String.LocalizationValue`, which Linux Foundation lacks, spelled as
/// Apple's (R-IB5): the text of a key in the app's tables in the user's language, interpolated
/// values formatted into it, a plural form picked by the number it counts.
extension String {
    /// A localizable string: its key, with each interpolated value as a format conversion
    /// (`"\(count) items"` → `%lld items`), and those values.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Equatable, Sendable, CustomStringConvertible {
        public let key: String
        let arguments: [Argument]

        enum Argument: Equatable, Sendable {
            case integer(Int), unsigned(UInt), real(Double), text(String)
            var value: CVarArg {
                switch self {
                case .integer(let value): value
                case .unsigned(let value): value
                case .real(let value): value
                // Linux Foundation formats `%@` from an NSString.
                case .text(let value): NSString(string: value)
                }
            }
        }

        public init(_ value: String) {
            key = value
            arguments = []
        }

        public init(stringLiteral value: String) { self.init(value) }

        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        public var description: String { key }

        /// Builds a localization value from an interpolated literal: the literal becomes the key with a format specifier for each argument, as Xcode extracts it.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [Argument] = []

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: String) { key += literal.replacingOccurrences(of: "%", with: "%%") }
            public mutating func appendInterpolation(_ value: Int) { add("%lld", .integer(value)) }
            public mutating func appendInterpolation(_ value: Int32) { add("%d", .integer(Int(value))) }
            public mutating func appendInterpolation(_ value: UInt) { add("%llu", .unsigned(value)) }
            public mutating func appendInterpolation(_ value: Double) { add("%lf", .real(value)) }
            public mutating func appendInterpolation(_ value: Float) { add("%f", .real(Double(value))) }
            public mutating func appendInterpolation(_ value: String) { add("%@", .text(value)) }
            public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) { add("%@", .text(value.description)) }

            private mutating func add(_ conversion: String, _ argument: Argument) {
                key += conversion
                arguments.append(argument)
            }
        }
    }

    /// `keyAndValue`'s text in `table` of `bundle` (nil: the app's) in the user's language, its
    /// values formatted in; the key itself (formatted) when no table has it.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = Self.localized(keyAndValue.key, default: nil, arguments: keyAndValue.arguments, table: table, bundle: bundle)
    }

    /// `key`'s text, else `defaultValue`'s, with `defaultValue`'s values formatted in.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = Self.localized("\(key)", default: defaultValue.key, arguments: defaultValue.arguments, table: table, bundle: bundle)
    }

    private static func localized(_ key: String, default defaultValue: String?, arguments: [LocalizationValue.Argument],
                                  table: String?, bundle: Bundle?) -> String {
        let format = LocalizedStrings.string(forKey: key, value: defaultValue, table: table, bundle: bundle)
        // A key with nothing to format is its text as it is (a lone `%` stays).
        if arguments.isEmpty, !format.contains("%#@") { return format == key ? key.replacingOccurrences(of: "%%", with: "%") : format }
        return LocalizedStrings.format(format, arguments.map(\.value))
    }
}
