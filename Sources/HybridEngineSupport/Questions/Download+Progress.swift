extension Download {
    /// How far a download has got.
    public struct Progress: Equatable, Sendable {
        /// Bytes written so far.
        public var bytesReceived: Int64
        /// The length the server announced, when it did.
        public var bytesExpected: Int64?

        public init(bytesReceived: Int64 = 0, bytesExpected: Int64? = nil) {
            self.bytesReceived = bytesReceived
            self.bytesExpected = bytesExpected
        }

        /// Between 0 and 1 when the length is known.
        public var fractionCompleted: Double? {
            guard let bytesExpected, bytesExpected > 0 else { return nil }
            return min(1, Double(bytesReceived) / Double(bytesExpected))
        }
    }
}
