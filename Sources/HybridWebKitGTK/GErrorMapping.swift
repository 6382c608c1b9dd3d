import CWebKitGTK
import HybridVocabulary

/// Turns GLib errors from WebKit and GIO into HybridCore's typed errors.
enum GErrorMapping {
    static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error, let text = error.pointee.message else { return "unknown error" }
        return String(cString: text)
    }

    static func domain(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error, let name = g_quark_to_string(error.pointee.domain) else { return "" }
        return String(cString: name)
    }

    static func navigationError(_ error: UnsafeMutablePointer<GError>?) -> NavigationError {
        let quark = error?.pointee.domain ?? 0
        let code = error?.pointee.code ?? 0
        let text = message(error)
        if quark == webkit_network_error_quark() {
            if code == Int32(WEBKIT_NETWORK_ERROR_CANCELLED.rawValue) { return .cancelled }
            if code == Int32(WEBKIT_NETWORK_ERROR_TRANSPORT.rawValue) || code == Int32(WEBKIT_NETWORK_ERROR_FAILED.rawValue) {
                return .cannotConnect(message: text)
            }
        }
        if quark == webkit_policy_error_quark() {
            if code == Int32(WEBKIT_POLICY_ERROR_FRAME_LOAD_INTERRUPTED_BY_POLICY_CHANGE.rawValue) { return .cancelled }
            return .cannotShowContent(message: text)
        }
        if quark == g_io_error_quark() || quark == g_resolver_error_quark() {
            return .cannotConnect(message: text)
        }
        return .other(domain: domain(error), code: Int(code), message: text)
    }
}
