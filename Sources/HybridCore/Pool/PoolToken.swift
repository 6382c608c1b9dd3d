/// Names one lease. A pooled view takes back only the token it handed out
/// last, so a second return, or a late event of an earlier lease, finds no
/// match and changes nothing: a view can never go back to the pool twice.
struct PoolToken: Hashable, Sendable, CustomStringConvertible {
    let value: UInt64

    var description: String { "lease-\(value)" }
}
