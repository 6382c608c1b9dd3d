import Foundation

/// A `.sig` file: one Ed25519 signature a line, `<key id>:<base64>`, so several
/// publishers can sign the same bytes. A file of one line with no key id is the
/// format of a single pinned key (what every release before roots wrote); it is
/// tried with each key a role allows. Lines that do not parse, or name a key the
/// role does not list, are skipped: they can add nothing, and refusing them
/// would let one bad line hide the good ones.
enum SignatureSet {
    /// A signature file larger than this is not one a publisher made (about 100 signatures).
    static let maximumBytes = 16 * 1024

    /// One line: the key it names (nil for a bare signature) and the signature's bytes.
    typealias Line = (keyID: String?, signature: Data)

    static func parse(_ text: Data) -> [Line] {
        let lines = String(decoding: text.prefix(maximumBytes), as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if lines.count == 1, !lines[0].contains(":"), let bare = Data(base64Encoded: lines[0]) { return [(nil, bare)] }
        return lines.compactMap { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let keyID = String(line[..<colon])
            guard FeedLayout.isHash(keyID), let signature = Data(base64Encoded: String(line[line.index(after: colon)...])) else { return nil }
            return (keyID, signature)
        }
    }

    /// Signatures by `keys` over `data`: one key writes the bare line every app reads,
    /// several write a line each (a key given twice signs once).
    static func make(for data: Data, with keys: [PackageSigningKey]) throws -> Data {
        if keys.count == 1 { return Data((try keys[0].sign(data).base64EncodedString() + "\n").utf8) }
        return try adding(keys, over: data, to: Data())
    }

    /// `existing` with a line by each of `keys` added; a key that signed already is signed again in its place.
    static func adding(_ keys: [PackageSigningKey], over data: Data, to existing: Data) throws -> Data {
        var lines = parse(existing).compactMap { line in line.keyID.map { ($0, line.signature) } }
        for key in keys {
            let keyID = key.publicKey.keyID
            lines.removeAll { $0.0 == keyID }
            lines.append((keyID, try key.sign(data)))
        }
        return Data(lines.map { "\($0.0):\($0.1.base64EncodedString())\n" }.joined().utf8)
    }

    /// The ids of the keys in `keys` that signed `data` validly; a key that signed twice counts once.
    static func signers(of lines: [Line], among keys: [String: PackagePublicKey], over data: Data) -> Set<String> {
        var found = Set<String>()
        for line in lines {
            if let keyID = line.keyID {
                guard !found.contains(keyID), let key = keys[keyID], key.verifies(line.signature, for: data) else { continue }
                found.insert(keyID)
            } else if let (keyID, _) = keys.first(where: { $0.value.verifies(line.signature, for: data) }) {
                found.insert(keyID)
            }
        }
        return found
    }
}
