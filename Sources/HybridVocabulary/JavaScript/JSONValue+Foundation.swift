import Foundation

/// Conversion to and from Foundation's property-list-like objects, the form
/// WKWebView takes arguments in and gives results and message bodies as.
extension JSONValue {
    /// Reads a value an engine handed over as `Any` (`NSNumber`, `NSString`,
    /// `NSArray`, `NSDictionary`, `NSNull`); `nil` (JavaScript `undefined`) is `null`.
    /// Anything JSON cannot hold (a date, a non-string key, NaN) throws
    /// ``EngineError/unsupportedResultType(_:)``.
    public init(foundationObject object: Any?) throws {
        guard let object, !(object is NSNull) else { self = .null; return }
        guard JSONSerialization.isValidJSONObject([object]) else {
            throw EngineError.unsupportedResultType("\(type(of: object)) is not a JSON value")
        }
        do {
            let data = try JSONSerialization.data(withJSONObject: [object], options: [])
            guard case .array(let wrapped) = try JSONDecoder().decode(JSONValue.self, from: data), wrapped.count == 1 else {
                throw EngineError.unsupportedResultType("\(type(of: object)) is not a JSON value")
            }
            self = wrapped[0]
        } catch let error as EngineError {
            throw error
        } catch {
            throw EngineError.unsupportedResultType("\(type(of: object)): \(error.localizedDescription)")
        }
    }

    /// The value as Foundation objects (`NSNull` for null), for an engine that takes `Any`.
    public var foundationObject: Any {
        switch self {
        case .null: NSNull()
        case .bool(let value): value
        case .number(let value): value
        case .string(let value): value
        case .array(let values): values.map(\.foundationObject)
        case .object(let members): members.mapValues(\.foundationObject)
        }
    }
}
