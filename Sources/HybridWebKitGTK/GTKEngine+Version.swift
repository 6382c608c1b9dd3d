import CWebKitGTK

extension GTKEngine {
    /// The WebKitGTK library this process runs, e.g. `2.48.3`: what `hybrid --version` and the benches report.
    package nonisolated static var webKitVersion: String {
        "\(webkit_get_major_version()).\(webkit_get_minor_version()).\(webkit_get_micro_version())"
    }
}
