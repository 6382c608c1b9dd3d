import Foundation

/// A JSON value as it crosses between Swift and JavaScript.
///
/// Every value that goes into a page travels as JSON data through ``JSONValue``,
/// never as text spliced into script source.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension JSONValue {
    /// The string, when this value is one.
    public var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }
    /// The number, when this value is one.
    public var numberValue: Double? { if case .number(let n) = self { return n } else { return nil } }
    /// The Boolean, when this value is one.
    public var boolValue: Bool? { if case .bool(let b) = self { return b } else { return nil } }
    /// The elements, when this value is an array.
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { return a } else { return nil } }
    /// The members, when this value is an object.
    public var objectValue: [String: JSONValue]? { if case .object(let o) = self { return o } else { return nil } }
    /// Whether this is JSON `null`.
    public var isNull: Bool { self == .null }

    /// The member named `key`, when this value is an object that has it.
    public subscript(key: String) -> JSONValue? { objectValue?[key] }
}
