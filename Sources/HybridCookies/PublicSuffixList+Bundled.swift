import Foundation

extension PublicSuffixList {
    /// The list compiled into this package by `scripts/compile-psl.py`, loaded once.
    ///
    /// Falls back to ``empty`` if the resource is missing, so a broken bundle
    /// degrades to "every TLD is a suffix" instead of crashing the app.
    public static let bundled: PublicSuffixList = {
        guard let url = Bundle.module.url(
            forResource: "public_suffix_list", withExtension: "txt", subdirectory: "Resources"),
            let list = try? PublicSuffixList(contentsOf: url)
        else { return .empty }
        return list
    }()
}
