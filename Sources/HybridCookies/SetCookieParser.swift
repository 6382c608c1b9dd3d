import Foundation

/// Parses one `Set-Cookie` header value (RFC 6265bis §5.6).
///
/// It takes raw bytes because headers are bytes: any input, including NUL,
/// CR/LF, invalid UTF-8, megabyte values and thousands of attributes, is
/// either parsed or rejected with a ``CookieRejection``, in linear time.
package enum SetCookieParser {
    /// Parses a header that is already a Swift string.
    public static func parse(_ header: String, limits: CookieJar.Configuration = .init()) -> Result<ParsedSetCookie, CookieRejection> {
        parse(bytes: Array(header.utf8), limits: limits)
    }

    /// Parses raw header bytes.
    ///
    /// A CR or LF ends the header field, as it would on the wire, so the bytes
    /// after it are dropped (WPT `value.json`). Any other control character
    /// except HTAB makes 6265bis ignore the whole header.
    public static func parse(bytes raw: [UInt8], limits: CookieJar.Configuration = .init()) -> Result<ParsedSetCookie, CookieRejection> {
        // One pass: find the end of the field, the end of the name-value pair, and any control character.
        var fieldEnd = raw.endIndex
        var pairEnd: Int?
        for index in raw.indices {
            let byte = raw[index]
            if byte == 0x0D || byte == 0x0A {
                fieldEnd = index
                break
            }
            if isForbiddenControl(byte) { return .failure(.controlCharacter) }
            if byte == semicolon, pairEnd == nil { pairEnd = index }
        }
        let input = raw[raw.startIndex..<fieldEnd]
        let end = pairEnd ?? input.endIndex
        let pair = input[input.startIndex..<end]
        var nameBytes: ArraySlice<UInt8> = []
        var valueBytes = pair
        if let equals = pair.firstIndex(of: equalsSign) {
            nameBytes = pair[pair.startIndex..<equals]
            valueBytes = pair[(equals + 1)...]
        }
        nameBytes = trimmed(nameBytes)
        valueBytes = trimmed(valueBytes)
        if nameBytes.isEmpty && valueBytes.isEmpty { return .failure(.emptyNameAndValue) }
        if nameBytes.count + valueBytes.count > limits.maxNameValueBytes { return .failure(.nameValueTooLong) }
        // Not `String(validating:as:)`: it needs iOS 18 and macOS 15, the package declares iOS 16 and macOS 13.
        let invalid = { (bytes: ArraySlice<UInt8>) in transcode(bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true) { _ in } }
        guard !invalid(nameBytes), !invalid(valueBytes) else { return .failure(.invalidEncoding) }
        let (name, value) = (String(decoding: nameBytes, as: UTF8.self), String(decoding: valueBytes, as: UTF8.self))
        var cookie = ParsedSetCookie(name: name, value: value)
        var start = end
        while start < input.endIndex {
            let attributeStart = start + 1
            let attributeEnd = input[attributeStart...].firstIndex(of: semicolon) ?? input.endIndex
            SetCookieAttribute.apply(input[attributeStart..<attributeEnd], to: &cookie, limits: limits)
            start = attributeEnd
        }
        return .success(cookie)
    }

    static let semicolon = UInt8(ascii: ";")
    static let equalsSign = UInt8(ascii: "=")

    /// %x00-08 / %x0A-1F / %x7F: control characters other than HTAB.
    static func isForbiddenControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09) || byte == 0x7F
    }

    /// Removes leading and trailing SP and HTAB.
    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, first == 0x20 || first == 0x09 { slice.removeFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 { slice.removeLast() }
        return slice
    }
}
