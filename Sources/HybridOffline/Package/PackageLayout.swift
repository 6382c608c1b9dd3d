/// Names inside a package zip: the signed manifest, its signature, and the files under `content/`.
enum PackageLayout {
    static let manifest = "manifest.json"
    static let signature = "manifest.sig"
    static let contentPrefix = "content/"
}
