import Foundation

extension JSONValue {
    /// Parses JSON text. Top-level scalars are accepted.
    public init(jsonText: String) throws {
        try self.init(utf8: Array(jsonText.utf8))
    }

    /// Parses JSON data. Top-level scalars are accepted; bytes that are not UTF-8 are refused.
    public init(jsonData: Data) throws {
        // Not `String(validating:as:)`: it needs iOS 18 and macOS 15, the package declares iOS 16 and macOS 13.
        let invalid = transcode(jsonData.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true) { _ in }
        guard !invalid else { throw JSONValueError.invalidJSON("the data is not UTF-8 text") }
        try self.init(utf8: Array(jsonData))
    }

    private init(utf8 bytes: [UInt8]) throws {
        var scanner = JSONScanner(bytes)
        do throws(JSONScanError) {
            self = try scanner.decodeValue()
            guard scanner.peek() == nil else { throw scanner.error("text after the value") }
        } catch {
            throw JSONValueError.invalidJSON("\(error.reason) at byte \(error.offset)")
        }
    }

    /// This value as compact JSON text, keys sorted so that equal values give equal text.
    public var jsonText: String {
        String(decoding: jsonData, as: UTF8.self)
    }

    /// This value as compact JSON data.
    public var jsonData: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Non-finite numbers have no JSON form; they never come out of a JS engine's JSON.
        return (try? encoder.encode(self)) ?? Data("null".utf8)
    }

    /// Converts any `Encodable` value to a JSON value.
    public init<T: Encodable>(encoding value: T) throws {
        let data = try JSONEncoder().encode(value)
        try self.init(jsonData: data)
    }

    /// Decodes this value into a `Decodable` type.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(T.self, from: jsonData)
    }
}

/// Why text could not become a ``JSONValue``; an app sees it as an `Error` whose description says why.
package enum JSONValueError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidJSON(String)

    package var description: String {
        switch self { case .invalidJSON(let reason): "not JSON: \(reason)" }
    }
}
