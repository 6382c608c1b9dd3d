import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A scheme request's body: WebKit hands small bodies as data and large
/// ones as a stream, which is read whole here (POST bodies are not lost).
enum AppleRequestBody {
    static func read(_ request: URLRequest) -> Data? {
        if let body = request.httpBody { return body }
        guard let stream = request.httpBodyStream else { return nil }
        stream.open()
        defer { stream.close() }
        var body = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = stream.read(&buffer, maxLength: buffer.count)
            if count <= 0 { break }
            body.append(buffer, count: count)
        }
        return body
    }
}
