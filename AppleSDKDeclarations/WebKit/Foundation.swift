// On Apple platforms URLRequest, URLResponse and HTTPCookie are Foundation's;
// on Linux they live in FoundationNetworking, re-exported here to match.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

// Key-value coding, which Objective-C's NSObject has and Linux Foundation's lacks.
extension NSObject {
    public func value(forKey key: String) -> Any? { fatalError("declaration only") }
}
