import CWebKitGTK
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridVocabulary

extension GTKWebView {
    /// Answers `decide-policy`, asynchronously when the delegate suspends: the decision is kept alive until it replies.
    func handlePolicyDecision(_ decision: UnsafeMutablePointer<WebKitPolicyDecision>, type: WebKitPolicyDecisionType) -> Bool {
        guard let delegate else { return false }
        let question: PolicyQuestion
        switch type {
        case WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION, WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION:
            guard let action = Self.navigationAction(decision, newWindow: type == WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION) else { return false }
            question = .action(action)
        case WEBKIT_POLICY_DECISION_TYPE_RESPONSE:
            guard let response = Self.navigationResponse(decision) else { return false }
            question = .response(response)
        default:
            return false
        }
        g_object_ref(decision)
        // `immediate`: the policy chain starts inside the signal, so it sees the
        // view as it was when WebKit asked; load events that follow cannot
        // overtake it (app-scheme attribution relies on that).
        Task.immediate { @MainActor in
            defer { g_object_unref(decision) }
            let policy: NavigationPolicy
            switch question {
            case .action(let action): policy = await delegate.engineView(self, decidePolicyFor: action)
            case .response(let response): policy = await delegate.engineView(self, decidePolicyFor: response)
            }
            // A new-window request is answered `.cancel` by the core (its chain acted on it), so no window is made.
            if isClosed || policy == .cancel {
                webkit_policy_decision_ignore(decision)
            } else if policy == .download {
                webkit_policy_decision_download(decision)
            } else {
                webkit_policy_decision_use(decision)
            }
        }
        return true
    }

    private enum PolicyQuestion {
        case action(NavigationAction)
        case response(NavigationResponse)
    }

    private static func navigationAction(_ decision: UnsafeMutablePointer<WebKitPolicyDecision>, newWindow: Bool) -> NavigationAction? {
        let navigationDecision = UnsafeMutableRawPointer(decision).assumingMemoryBound(to: WebKitNavigationPolicyDecision.self)
        return webkit_navigation_policy_decision_get_navigation_action(navigationDecision).flatMap { navigationAction($0, newWindow: newWindow) }
    }

    static func navigationAction(_ action: OpaquePointer, newWindow: Bool) -> NavigationAction? {
        guard let request = webkit_navigation_action_get_request(action), let urlRequest = urlRequest(request) else { return nil }
        let kind: NavigationAction.Kind
        switch webkit_navigation_action_get_navigation_type(action) {
        case WEBKIT_NAVIGATION_TYPE_LINK_CLICKED: kind = .linkActivated
        case WEBKIT_NAVIGATION_TYPE_FORM_SUBMITTED: kind = .formSubmitted
        case WEBKIT_NAVIGATION_TYPE_BACK_FORWARD: kind = .backForward
        case WEBKIT_NAVIGATION_TYPE_RELOAD: kind = .reload
        case WEBKIT_NAVIGATION_TYPE_FORM_RESUBMITTED: kind = .formResubmitted
        default: kind = .other
        }
        return NavigationAction(request: urlRequest, kind: kind, opensNewWindow: newWindow,
                                isUserGesture: webkit_navigation_action_is_user_gesture(action) != 0,
                                isRedirect: webkit_navigation_action_is_redirect(action) != 0)
    }

    private static func urlRequest(_ request: UnsafeMutablePointer<WebKitURIRequest>) -> URLRequest? {
        guard let uri = webkit_uri_request_get_uri(request), let url = URL(string: String(cString: uri)) else { return nil }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = webkit_uri_request_get_http_method(request).map { String(cString: $0) } ?? "GET"
        urlRequest.allHTTPHeaderFields = SoupHeaders.dictionary(webkit_uri_request_get_http_headers(request))
        return urlRequest
    }

    private static func navigationResponse(_ decision: UnsafeMutablePointer<WebKitPolicyDecision>) -> NavigationResponse? {
        let responseDecision = UnsafeMutableRawPointer(decision).assumingMemoryBound(to: WebKitResponsePolicyDecision.self)
        guard let response = webkit_response_policy_decision_get_response(responseDecision) else { return nil }
        return NavigationResponse(
            url: webkit_uri_response_get_uri(response).flatMap { URL(string: String(cString: $0)) },
            statusCode: Int(webkit_uri_response_get_status_code(response)),
            mimeType: webkit_uri_response_get_mime_type(response).map { String(cString: $0) },
            headers: SoupHeaders.dictionary(webkit_uri_response_get_http_headers(response)) ?? [:],
            isMainFrame: webkit_response_policy_decision_is_main_frame_main_resource(responseDecision) != 0,
            canShowMIMEType: webkit_response_policy_decision_is_mime_type_supported(responseDecision) != 0,
            request: webkit_response_policy_decision_get_request(responseDecision).flatMap(urlRequest))
    }
}
