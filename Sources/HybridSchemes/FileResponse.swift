import Foundation

/// Answers `GET` and `HEAD` for an open file the way an HTTP file server does:
/// `Range` (``ByteRangeRequest``), `If-Range` and `If-None-Match` against a
/// strong ETag, `Content-Type`, `Content-Length` and `Accept-Ranges`.
package enum FileResponse {
    /// - Parameters:
    ///   - handle: the open file; the body streams from it, so it is never read whole.
    ///   - etag: a strong validator (quoted), e.g. the file's SHA-256 in quotes.
    public static func make(
        for request: URLSchemeRequest, handle: FileHandle, length: Int, contentType: String, etag: String?
    ) -> URLSchemeResponse {
        var headers = ["Content-Type": contentType, "Accept-Ranges": "bytes"]
        if let etag { headers["ETag"] = etag }
        guard request.method == "GET" || request.method == "HEAD" else {
            return URLSchemeResponse(status: 405, headers: ["Allow": "GET, HEAD"])
        }
        if let etag, let match = request.header("If-None-Match"), Self.matches(match, etag) {
            return URLSchemeResponse(status: 304, headers: headers.filter { $0.key != "Content-Type" })
        }
        var rangeHeader = request.header("Range")
        if let ifRange = request.header("If-Range"), ifRange.trimmingCharacters(in: .whitespaces) != etag {
            rangeHeader = nil  // the page holds another version: send the whole file
        }
        let status: Int, slice: Range<Int>
        switch ByteRangeRequest.resolve(rangeHeader, length: length) {
        case .whole:
            (status, slice) = (200, 0..<length)
        case .partial(let range):
            (status, slice) = (206, range)
            headers["Content-Range"] = "bytes \(range.lowerBound)-\(range.upperBound - 1)/\(length)"
        case .unsatisfiable:
            return URLSchemeResponse(status: 416, headers: ["Content-Range": "bytes */\(length)", "Accept-Ranges": "bytes"])
        }
        headers["Content-Length"] = String(slice.count)
        let body: URLSchemeResponse.Body = request.method == "HEAD"
            ? .empty : .file(handle, offset: slice.lowerBound, length: slice.count)
        return URLSchemeResponse(status: status, headers: headers, body: body)
    }

    /// `If-None-Match: "a", "b"` or `*` against one strong ETag (weak forms compare weakly).
    private static func matches(_ header: String, _ etag: String) -> Bool {
        header.split(separator: ",").contains { candidate in
            let value = candidate.trimmingCharacters(in: .whitespaces)
            return value == "*" || value == etag || value == "W/" + etag
        }
    }
}
