// libFuzzer entry point for the Set-Cookie parser and the jar's storage model.
// Built by scripts/fuzz-set-cookie.sh with swiftc (not SwiftPM), together with
// the HybridCookies sources, so this file and those share one module.
import Foundation

extension PublicSuffixList {
    /// The fuzz build has no resource bundle: it reads the list from `PSL_FILE`,
    /// or runs with the empty list (every TLD is a suffix), which still exercises every path.
    public static let bundled: PublicSuffixList = {
        guard let path = ProcessInfo.processInfo.environment["PSL_FILE"],
              let list = try? PublicSuffixList(contentsOf: URL(fileURLWithPath: path))
        else { return .empty }
        return list
    }()
}

private let urls = [
    URL(string: "http://home.example.org:8888/cookie-parser?fuzz")!,
    URL(string: "https://www.example.co.uk/a/b/c")!,
    URL(string: "http://192.168.0.1/x")!,
    URL(string: "https://xn--bcher-kva.example/")!,
]

@_cdecl("LLVMFuzzerTestOneInput")
public func setCookieFuzzInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = SetCookieParser.parse(bytes: bytes)
    _ = CookieDateParser.parse(bytes: bytes)
    let selector = Int(bytes.first ?? 0)
    let url = urls[selector % urls.count]
    let jar = CookieJar(configuration: .init(maxCookiesPerRegistrableDomain: 4, maxCookies: 8))
    let source: CookieSource = selector & 0x10 == 0 ? .http : .script
    // Split the input into several headers so replacement, shadowing and eviction run too.
    for line in bytes.split(separator: 0x0A, maxSplits: 16) {
        jar.set(setCookieBytes: Array(line), for: url, source: source)
    }
    _ = jar.cookieHeader(for: url)
    _ = jar.cookieHeader(for: url, context: .crossSite(), includeHttpOnly: false)
    if let text = String(validating: bytes.prefix(256), as: UTF8.self) {
        _ = DomainName.canonicalize(text)
        _ = PublicSuffixList.bundled.registrableDomain(for: text)
    }
    return 0
}
