import HybridCore
import HybridSchemes
import XCTest

/// One way to read a path: decoded once, refused (with a stable code) when a second reader could disagree.
final class CanonicalPathTests: XCTestCase {
    private func refusal(_ text: String) -> String? {
        do { _ = try CanonicalPath(percentEncoded: text); return nil } catch { return error.code }
    }

    func test_eachAmbiguity_isRefusedWithItsCode() {
        let cases: [(String, String)] = [
            ("api/x", "path_not_absolute"), ("/a/%zz", "path_malformed_escape"), ("/a/%2", "path_malformed_escape"),
            ("/a/%ff", "path_not_utf8"), ("/a//b", "path_empty_segment"), ("//", "path_empty_segment"),
            ("/a/..", "path_dot_segment"), ("/a/./b", "path_dot_segment"), ("/a/%2e%2E/b", "path_dot_segment"),
            ("/a/...", "path_dot_segment"), ("/a/..%2fb", "path_separator_in_segment"), ("/a/%5Cb", "path_separator_in_segment"),
            ("/a\\b", "path_separator_in_segment"), ("/a%00", "path_control_character"), ("/a%0d%0a", "path_control_character"),
            ("/a/%252e%252e", "path_encoded_percent"), ("/a/..;/b", "path_parameter"), ("/a%3bb", "path_parameter"),
        ]
        for (text, code) in cases { XCTAssertEqual(refusal(text), code, text) }
    }

    func test_cleanPaths_decodeOnce_andReEncodeOneWay() throws {
        let path = try CanonicalPath(percentEncoded: "/img/a%20b/%c3%a9.png")
        XCTAssertEqual(path.segments, ["img", "a b", "é.png"])
        XCTAssertEqual(path.decoded, "/img/a b/é.png")
        XCTAssertEqual(path.percentEncoded, "/img/a%20b/%C3%A9.png")
        XCTAssertEqual(try CanonicalPath(percentEncoded: "/img/a%20b/%C3%A9.png"), path)
        XCTAssertEqual(try CanonicalPath(percentEncoded: "").decoded, "/")
        XCTAssertEqual(try CanonicalPath(percentEncoded: "/docs/").percentEncoded, "/docs/")
    }

    func test_prefixesMatchWholeSegments() throws {
        let path = { (text: String) in try CanonicalPath(percentEncoded: text) }
        XCTAssertTrue(try path("/api/x").isWithin(path("/api/")))
        XCTAssertTrue(try path("/api/").isWithin(path("/api/")))
        XCTAssertFalse(try path("/api").isWithin(path("/api/")))
        XCTAssertTrue(try path("/api").isWithin(path("/api")))
        XCTAssertTrue(try path("/api/x").isWithin(path("/api")))
        XCTAssertFalse(try path("/apix").isWithin(path("/api")))
        XCTAssertTrue(try path("/anything").isWithin(path("/")))
        XCTAssertTrue(try path("/").isWithin(path("/")))
        // é precomposed and decomposed are equal Swift strings, but not the same bytes on the wire.
        XCTAssertFalse(try path("/cafe%CC%81/x").isWithin(path("/caf%C3%A9/")))
        XCTAssertNotEqual(try path("/cafe%CC%81"), try path("/caf%C3%A9"))
    }
}
