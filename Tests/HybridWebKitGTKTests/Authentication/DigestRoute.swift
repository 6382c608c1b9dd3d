import Crypto
import Foundation
import HybridTestServer

/// A route protected by HTTP Digest (RFC 2617, MD5, qop=auth), checked as a server would.
enum DigestRoute {
    static func serve(_ server: TestServer, at path: String, realm: String, user: String, password: String, body: String) async {
        let nonce = UUID().uuidString
        await server.route(path) { request in
            guard let header = request.headers["authorization"], header.hasPrefix("Digest "),
                  valid(fields(header.dropFirst(7)), method: request.method, realm: realm, nonce: nonce, user: user, password: password)
            else {
                let challenge = "Digest realm=\"\(realm)\", nonce=\"\(nonce)\", qop=\"auth\", algorithm=MD5"
                return TestResponse(status: 401, headers: [("WWW-Authenticate", challenge), ("Content-Type", "text/html")],
                                    body: Data(AuthRoutes.deniedBody.utf8))
            }
            return .html(body)
        }
    }

    private static func md5(_ text: String) -> String {
        Insecure.MD5.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    private static func valid(_ f: [String: String], method: String, realm: String, nonce: String, user: String, password: String) -> Bool {
        guard f["username"] == user, f["realm"] == realm, f["nonce"] == nonce, let uri = f["uri"], let response = f["response"],
              let nc = f["nc"], let cnonce = f["cnonce"], let qop = f["qop"] else { return false }
        let ha1 = md5("\(user):\(realm):\(password)")
        let ha2 = md5("\(method):\(uri)")
        return response == md5("\(ha1):\(nonce):\(nc):\(cnonce):\(qop):\(ha2)")
    }

    /// `a="x", b=y` as a dictionary.
    private static func fields(_ text: Substring) -> [String: String] {
        var result: [String: String] = [:]
        for part in text.split(separator: ",") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let key = pair[0].trimmingCharacters(in: .whitespaces)
            result[key] = pair[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["\""])
        }
        return result
    }
}
