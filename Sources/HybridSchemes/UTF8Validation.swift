extension String {
    /// `bytes` as text, or nil when they are not UTF-8. `String(validating:as:)`
    /// does this from iOS 18 and macOS 15 only; the package declares iOS 16 and macOS 13.
    package init?<Bytes: Collection>(utf8Bytes bytes: Bytes) where Bytes.Element == UInt8 {
        let invalid = transcode(bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in })
        guard !invalid else { return nil }
        self.init(decoding: bytes, as: UTF8.self)
    }
}
