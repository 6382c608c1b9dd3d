import Foundation

/// The two parts of an X.509 certificate the core needs, read from its DER
/// bytes: the subject's name and the SubjectPublicKeyInfo, byte for byte.
/// Anything malformed or truncated gives `nil`, never a guess.
package struct CertificateDER {
    package let subject: String
    let subjectPublicKeyInfo: [UInt8]

    package init?(_ data: Data) {
        let bytes = [UInt8](data)
        // Certificate ::= SEQUENCE { tbsCertificate SEQUENCE { [0] version?, serial, signature, issuer, validity, subject, spki, … } … }
        guard let certificate = Self.element(bytes, at: 0), certificate.tag == 0x30, certificate.end == bytes.count,
              let tbs = Self.element(bytes, at: certificate.contentStart), tbs.tag == 0x30
        else { return nil }
        var fields: [Element] = []
        var offset = tbs.contentStart
        while offset < tbs.end, fields.count < 7, let field = Self.element(bytes, at: offset, limit: tbs.end) {
            fields.append(field)
            offset = field.end
        }
        if fields.first?.tag == 0xA0 { fields.removeFirst() }  // explicit version
        // serial, signature, issuer, validity, subject, subjectPublicKeyInfo
        guard fields.count >= 6, fields[4].tag == 0x30, fields[5].tag == 0x30 else { return nil }
        guard let subject = Self.name(bytes, fields[4]) else { return nil }
        self.subject = subject
        subjectPublicKeyInfo = Array(bytes[fields[5].start..<fields[5].end])
    }

    package struct Element {
        let tag: UInt8
        let start: Int
        let contentStart: Int
        let end: Int
    }

    /// One TLV at `offset`, with a definite length that fits before `limit`.
    package static func element(_ bytes: [UInt8], at offset: Int, limit: Int? = nil) -> Element? {
        let limit = limit ?? bytes.count
        guard offset + 2 <= limit else { return nil }
        let tag = bytes[offset]
        guard tag & 0x1F != 0x1F else { return nil }  // high tag numbers: not in certificates
        var length = Int(bytes[offset + 1])
        var contentStart = offset + 2
        if length & 0x80 != 0 {
            let count = length & 0x7F
            guard count >= 1, count <= 4, contentStart + count <= limit else { return nil }
            length = 0
            for byte in bytes[contentStart..<contentStart + count] { length = length << 8 | Int(byte) }
            contentStart += count
        }
        guard length <= limit - contentStart else { return nil }
        return Element(tag: tag, start: offset, contentStart: contentStart, end: contentStart + length)
    }

    /// A Name as `CN=…, O=…`: SEQUENCE OF SET OF SEQUENCE { type OID, value }.
    package static func name(_ bytes: [UInt8], _ name: Element) -> String? {
        var parts: [String] = []
        var offset = name.contentStart
        while offset < name.end {
            guard let set = element(bytes, at: offset, limit: name.end), set.tag == 0x31 else { return nil }
            var inner = set.contentStart
            while inner < set.end {
                guard let pair = element(bytes, at: inner, limit: set.end), pair.tag == 0x30,
                      let type = element(bytes, at: pair.contentStart, limit: pair.end), type.tag == 0x06,
                      let value = element(bytes, at: type.end, limit: pair.end)
                else { return nil }
                let oid = Array(bytes[type.contentStart..<type.end])
                parts.append("\(attributeName(oid))=\(text(Array(bytes[value.contentStart..<value.end]), tag: value.tag))")
                inner = pair.end
            }
            offset = set.end
        }
        return parts.joined(separator: ", ")
    }

    private static let attributes: [[UInt8]: String] = [
        [0x55, 0x04, 0x03]: "CN", [0x55, 0x04, 0x06]: "C", [0x55, 0x04, 0x07]: "L", [0x55, 0x04, 0x08]: "ST",
        [0x55, 0x04, 0x0A]: "O", [0x55, 0x04, 0x0B]: "OU",
    ]

    static func attributeName(_ oid: [UInt8]) -> String {
        if let known = attributes[oid] { return known }
        guard let first = oid.first else { return "?" }
        var arcs = [Int(first) / 40, Int(first) % 40]
        var value = 0
        for byte in oid.dropFirst() {
            value = value << 7 | Int(byte & 0x7F)
            if byte & 0x80 == 0 { arcs.append(value); value = 0 }
        }
        return arcs.map(String.init).joined(separator: ".")
    }

    package static func text(_ content: [UInt8], tag: UInt8) -> String {
        if tag == 0x1E {  // BMPString: UTF-16 big-endian
            let units = stride(from: 0, to: content.count - 1, by: 2).map { UInt16(content[$0]) << 8 | UInt16(content[$0 + 1]) }
            return String(decoding: units, as: UTF16.self)
        }
        return String(decoding: content, as: UTF8.self)
    }
}
