import CWebKitGTK
import Foundation
import HybridSchemes

/// Finishes a `WebKitURISchemeRequest` with a ``URLSchemeResponse``: status,
/// headers and a body stream. Small bodies go in as memory; larger ones are
/// pumped through a socket pair as WebKit reads (``GTKBodyPump``), so memory
/// stays flat whatever the file's size.
@MainActor
enum GTKSchemeResponse {
    /// Bodies up to this size are read whole and handed over in memory: cheaper than a pump.
    static let inlineLimit = 256 * 1024

    static func finish(_ request: UnsafeMutablePointer<WebKitURISchemeRequest>, with response: URLSchemeResponse, method: String = "GET") async {
        let stream: UnsafeMutablePointer<GInputStream>
        switch response.body {
        case .empty:
            stream = memoryStream(Data())
        case .data(let data):
            stream = memoryStream(data)
        case .file(let handle, let offset, let length) where length <= inlineLimit:
            let slice = FileSlice(handle: handle, offset: offset, length: length)
            let data = try? await Task.detached { try slice.read(at: 0, count: length) }.value
            stream = memoryStream(data ?? Data())
        case .file, .stream:
            stream = GTKBodyPump.start(response.body.chunks()) ?? memoryStream(Data())
        }
        finish(request, response, stream: stream)
    }

    /// Finishes at once, on this thread: a small file body is read here (the
    /// handler's immediate answers are small files it already checked).
    static func finishNow(_ request: UnsafeMutablePointer<WebKitURISchemeRequest>, with response: URLSchemeResponse) {
        let stream: UnsafeMutablePointer<GInputStream>
        switch response.body {
        case .empty: stream = memoryStream(Data())
        case .data(let data): stream = memoryStream(data)
        case .file(let handle, let offset, let length) where length <= inlineLimit:
            stream = memoryStream((try? FileSlice(handle: handle, offset: offset, length: length).read(at: 0, count: length)) ?? Data())
        case .file, .stream: stream = GTKBodyPump.start(response.body.chunks()) ?? memoryStream(Data())
        }
        finish(request, response, stream: stream)
    }

    static func finish(_ request: UnsafeMutablePointer<WebKitURISchemeRequest>, with response: URLSchemeResponse) {
        finish(request, response, stream: memoryStream(Data()))
    }

    private static func finish(_ request: UnsafeMutablePointer<WebKitURISchemeRequest>, _ response: URLSchemeResponse, stream: UnsafeMutablePointer<GInputStream>) {
        let answer = webkit_uri_scheme_response_new(stream, gint64(response.body.length ?? -1))
        g_object_unref(stream)
        webkit_uri_scheme_response_set_status(answer, guint(response.status), response.reasonPhrase)
        let contentType = response.headers.first { $0.key.lowercased() == "content-type" }?.value
        if let contentType { webkit_uri_scheme_response_set_content_type(answer, contentType) }
        let headers = soup_message_headers_new(SOUP_MESSAGE_HEADERS_RESPONSE)
        for (name, value) in response.headers { soup_message_headers_replace(headers, name, value) }
        webkit_uri_scheme_response_set_http_headers(answer, headers)
        webkit_uri_scheme_request_finish_with_response(request, answer)
        g_object_unref(UnsafeMutableRawPointer(answer))
    }

    private static func memoryStream(_ data: Data) -> UnsafeMutablePointer<GInputStream> {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        return g_memory_input_stream_new_from_bytes(bytes)
    }
}
