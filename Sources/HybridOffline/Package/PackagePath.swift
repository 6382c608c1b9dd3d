import Foundation
import HybridCore
import HybridSchemes

/// The rule for paths inside a package: relative, `/`-separated, unable to leave
/// the version folder however they are joined, and servable: the server reads
/// requests as a ``CanonicalPath``, so a name it would refuse (`;`, `%`, control
/// characters, only dots) is refused here, when the package is built or installed.
enum PackagePath {
    static func check(_ path: String) throws {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0"),
              parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }),
              servedName(of: parts) != nil
        else { throw OfflinePackageError.unsafePath(path) }
    }

    /// The path as a request for it would read, or `nil` when it would not read back the same.
    private static func servedName(of parts: [Substring]) -> CanonicalPath? {
        let escaped = "/" + parts.map { $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "%" }.joined(separator: "/")
        guard let served = try? CanonicalPath(percentEncoded: escaped),
              served.segments.elementsEqual(parts, by: { $0.utf8.elementsEqual($1.utf8) })
        else { return nil }
        return served
    }
}
