/// The rule for paths inside a package: relative, `/`-separated, and unable
/// to leave the version folder however they are joined.
enum PackagePath {
    static func check(_ path: String) throws {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0"),
              parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
        else { throw OfflinePackageError.unsafePath(path) }
    }
}
