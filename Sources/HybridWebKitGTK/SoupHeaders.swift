import CWebKitGTK

/// Reads libsoup's header lists into Swift dictionaries.
enum SoupHeaders {
    static func dictionary(_ headers: OpaquePointer?) -> [String: String]? {
        guard let headers else { return nil }
        final class Collector { var fields: [String: String] = [:] }
        let collector = Collector()
        let pointer = Unmanaged.passUnretained(collector).toOpaque()
        soup_message_headers_foreach(headers, { name, value, data in
            guard let name, let value, let data else { return }
            let collector = Unmanaged<Collector>.fromOpaque(data).takeUnretainedValue()
            let key = String(cString: name)
            let text = String(cString: value)
            collector.fields[key] = collector.fields[key].map { "\($0), \(text)" } ?? text
        }, pointer)
        return collector.fields
    }
}
