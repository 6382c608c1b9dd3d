import HybridCore

/// A choice a page asks of the person (`hybrid.ui.actionSheet`): a title and
/// up to 12 options, each a button; cancelling is always possible.
public struct ActionSheet: Sendable, Hashable, Decodable {
    /// Shown above the options; `nil` for none.
    public var title: String?
    /// The buttons' labels, in order; the page learns the index of the one chosen.
    public var options: [String]

    public init(title: String? = nil, options: [String]) {
        self.title = title
        self.options = options
    }

    static let maximumOptions = 12
    static let maximumOptionLength = 64
    static let maximumTitleLength = 200

    /// Refuses what no person could read: no options, too many, empty or long labels.
    func check() throws(BridgeError) {
        guard (1...Self.maximumOptions).contains(options.count) else {
            throw .invalidParams("an action sheet has 1 to \(Self.maximumOptions) options, not \(options.count)")
        }
        if let title, title.count > Self.maximumTitleLength {
            throw .invalidParams("an action sheet's title is at most \(Self.maximumTitleLength) characters")
        }
        for option in options where !(1...Self.maximumOptionLength).contains(option.count) {
            throw .invalidParams("each option is 1 to \(Self.maximumOptionLength) characters")
        }
    }
}
