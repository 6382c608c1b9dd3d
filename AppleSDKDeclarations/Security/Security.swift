// Declarations only: the Security (and CoreFoundation) API the adapter's
// server-trust handling uses, and the two Foundation members that take a SecTrust.
import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `SecTrust`, `SecCertificate`: CoreFoundation types in the SDK.
public final class SecTrust {}
public final class SecCertificate {}
/// `CFError` (CoreFoundation, re-exported by Security in the SDK).
public final class CFError {}
public typealias CFIndex = Int
/// In the SDK these are CoreFoundation types toll-free bridged to `Data` and
/// `NSArray`; declared as the Swift types they bridge to, so `as Data` and
/// `as? [SecCertificate]` type-check as they do there.
public typealias CFData = Data
public typealias CFArray = [Any]

/// iOS 12, macOS 10.14.
public func SecTrustEvaluateWithError(_ trust: SecTrust, _ error: UnsafeMutablePointer<CFError?>?) -> Bool { fatalError("declaration only") }
/// iOS 15, macOS 12.
public func SecTrustCopyCertificateChain(_ trust: SecTrust) -> CFArray? { fatalError("declaration only") }
public typealias OSStatus = Int32
public var errSecSuccess: OSStatus { fatalError("declaration only") }
/// `typedef void (^SecTrustWithErrorCallback)(SecTrustRef trustRef, bool result, CFErrorRef _Nullable error)` (SecTrust.h).
public typealias SecTrustWithErrorCallback = (SecTrust, Bool, CFError?) -> Void
/// Call it from `queue`; `result` runs there, exactly once when it returns errSecSuccess.
@available(iOS 13.0, macOS 10.15, *)
public func SecTrustEvaluateAsyncWithError(_ trust: SecTrust, _ queue: DispatchQueue, _ result: @escaping SecTrustWithErrorCallback) -> OSStatus {
    fatalError("declaration only")
}
public func SecCertificateCopyData(_ certificate: SecCertificate) -> CFData { fatalError("declaration only") }
public func CFErrorGetCode(_ err: CFError!) -> CFIndex { fatalError("declaration only") }

/// Foundation members that need SecTrust (Linux's FoundationNetworking has neither).
extension URLProtectionSpace {
    public var serverTrust: SecTrust? { fatalError("declaration only") }
}

extension URLCredential {
    public convenience init(trust: SecTrust) { fatalError("declaration only") }
}
