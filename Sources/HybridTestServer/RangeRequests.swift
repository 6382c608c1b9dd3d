/// Answers `Range: bytes=N-` and `bytes=N-M` (one range) with 206 and
/// `Content-Range`, for responses that say `Accept-Ranges: bytes`; a range past
/// the end gets 416. Other requests and responses pass through unchanged.
enum RangeRequests {
    static func answer(_ request: RecordedRequest, with response: TestResponse) -> TestResponse {
        guard response.status == 200, request.method == "GET",
              response.headers.contains(where: { $0.name.lowercased() == "accept-ranges" && $0.value == "bytes" }),
              let header = request.headers["range"], header.hasPrefix("bytes="), !header.contains(",")
        else { return response }
        let bounds = header.dropFirst("bytes=".count).split(separator: "-", omittingEmptySubsequences: false)
        let size = response.body.count
        guard bounds.count == 2, let start = Int(bounds[0]) else { return response }
        let end = bounds[1].isEmpty ? size - 1 : min(Int(bounds[1]) ?? -1, size - 1)
        var answer = response
        guard start < size, start <= end else {
            answer.status = 416
            answer.headers = [("Content-Range", "bytes */\(size)")]
            answer.body = .init()
            return answer
        }
        answer.status = 206
        answer.headers.append(("Content-Range", "bytes \(start)-\(end)/\(size)"))
        answer.body = response.body.subdata(in: response.body.startIndex + start..<response.body.startIndex + end + 1)
        return answer
    }
}
