import Crypto
import Foundation
import Testing
@testable import HybridTUF

/// Which targets a delegation may describe: globs per path part, or hash prefixes.
@Suite struct PathPatternTests {
    @Test(arguments: [
        ("README.md", "*.md", true), ("releases/README.md", "*.md", false), ("foo-1.tgz", "foo-?.tgz", true),
        ("foo-alpha.tgz", "foo-?.tgz", false), ("README.MD", "*.md", false), ("releases/x/x_v1", "releases/*/*", true),
        ("a.py", "[ab].py", true), ("c.py", "[!ab].py", true), ("b.py", "[!ab].py", false), ("x", "*", true), ("x/y", "*", false),
    ])
    func globsMatchOnePathPartEach(path: String, pattern: String, expected: Bool) {
        #expect(PathPattern.matches(path, pattern: pattern) == expected)
    }

    @Test func hashPrefixesMatchTheSHA256OfThePath() throws {
        let digest = Array(SHA256.hash(data: Array("file.txt".utf8))).map { String(format: "%02x", $0) }.joined()
        let role = DelegatedRole(name: "bin", roleKeys: try RoleKeys(json: .object(["keyids": .array([]), "threshold": .integer(1)]), role: "bin"),
                                 terminating: false, paths: nil, pathHashPrefixes: [String(digest.prefix(2))])
        #expect(role.covers("file.txt"))
        let other = DelegatedRole(name: "bin", roleKeys: role.roleKeys, terminating: false, paths: nil,
                                  pathHashPrefixes: [digest.hasPrefix("00") ? "01" : "00"])
        #expect(!other.covers("file.txt"))
    }
}
