// libFuzzer entry point for CanonicalPath, the parser every checked path goes through.
// Built by scripts/fuzz-canonical-path.sh with swiftc (not SwiftPM), together with
// the three HybridCore sources it needs, so they share one module.
// It crashes (precondition) when a path that parsed could be read another way.
import Foundation

private let api = try! CanonicalPath(percentEncoded: "/api/")

@_cdecl("LLVMFuzzerTestOneInput")
public func canonicalPathFuzzInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self),
          let path = try? CanonicalPath(percentEncoded: "/" + text)
    else { return 0 }
    for segment in path.segments {
        precondition(!segment.isEmpty && !segment.allSatisfy { $0 == "." }, "empty or dot segment from \(text)")
        precondition(!segment.unicodeScalars.contains { "/\\%;".unicodeScalars.contains($0) || $0.value < 0x20 || $0.value == 0x7F },
                     "separator, escape, parameter or control character from \(text)")
    }
    let written = path.percentEncoded
    precondition((try? CanonicalPath(percentEncoded: written)) == path, "\(written) does not read back the same")
    for segment in written.split(separator: "/") {
        var decoded = String(segment)
        while let next = decoded.removingPercentEncoding, next != decoded { decoded = next }
        precondition(!decoded.allSatisfy { $0 == "." } && !decoded.contains("/") && !decoded.contains("\\"),
                     "\(written) hides a dot segment or separator from a server that decodes again")
    }
    precondition(!path.isWithin(api) || path.segments.first == "api", "\(path.decoded) counted as under /api/")
    return 0
}
