import HybridVocabulary
extension Bridge {
    /// One settled bridge call, in either direction, as a value for an observer
    /// (logging, analytics, auditing).
    public struct CallRecord: Sendable {
        public var handlerName: String
        public var params: RawJSON
        /// The page's numeric id (`"7"`) or the native call's id (`"n3-…"`).
        public var callID: String
        /// The sender's origin and frame; `nil` for native-to-page calls.
        public var source: BridgeMessageSource?
        /// Whether the page called native (a handler); `false` when native called the page.
        public var isFromPage: Bool { source != nil }
        public var containerID: ObjectIdentifier?
        public var outcome: Result<RawJSON, BridgeError>
        /// From the call's arrival (or native's sending it) to its settling, checks and handler included.
        public var duration: Duration
    }
}
