/// How a share ended, as the page reads it in `outcome`.
public enum ShareOutcome: String, Sendable, Hashable, Encodable {
    /// The platform's share service took the item.
    case shared
    /// No share service was there: the text and URL were copied to the clipboard instead (Linux).
    case copied
    /// The person closed the share sheet.
    case cancelled
}
