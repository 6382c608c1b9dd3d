import HybridEngineSupport
extension ScriptDialog {
    /// How many dialogs one document may open in a short time before the app is
    /// asked whether to suppress the rest, as browsers offer "prevent this page
    /// from creating additional dialogs". A page looping on `alert()` otherwise
    /// holds the app in front of one dialog after another.
    public struct FloodLimit: Hashable, Sendable {
        /// Dialogs allowed within ``window``; the next one is a flood.
        public var dialogs: Int
        public var window: Duration

        /// - Parameters:
        ///   - dialogs: at least 1.
        ///   - window: a positive duration.
        public init(dialogs: Int = 3, within window: Duration = .seconds(10)) {
            self.dialogs = max(1, dialogs)
            self.window = window > .zero ? window : .seconds(1)
        }

        /// Never asks: every dialog reaches the delegate.
        public static let unlimited = FloodLimit(dialogs: .max, within: .seconds(1))
    }
}
