import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridCore
import WebKit
import HybridVocabulary

/// WebKit's navigation actions and responses as the core's values.
@MainActor
enum AppleNavigationAction {
    static func make(_ action: WKNavigationAction) -> NavigationAction {
        let kind: NavigationAction.Kind = switch action.navigationType {
        case .linkActivated: .linkActivated
        case .formSubmitted: .formSubmitted
        case .backForward: .backForward
        case .reload: .reload
        case .formResubmitted: .formResubmitted
        default: .other
        }
        let target = action.targetFrame.map(AppleFrameInfo.make)
        return NavigationAction(
            request: action.request, kind: kind,
            opensNewWindow: action.targetFrame == nil,
            // WebKit has no public user-gesture flag: a click or a form submission is one.
            isUserGesture: kind == .linkActivated || kind == .formSubmitted,
            isRedirect: false,
            sourceFrame: AppleFrameInfo.source(of: action).map(AppleFrameInfo.make),
            targetFrame: target)
    }

    static func response(_ navigationResponse: WKNavigationResponse) -> NavigationResponse {
        let response = navigationResponse.response
        let http = response as? HTTPURLResponse
        var headers: [String: String] = [:]
        for (name, value) in http?.allHeaderFields ?? [:] {
            if let name = name as? String { headers[name] = "\(value)" }
        }
        return NavigationResponse(
            url: response.url, statusCode: http?.statusCode ?? 200, mimeType: response.mimeType, headers: headers,
            isMainFrame: navigationResponse.isForMainFrame, canShowMIMEType: navigationResponse.canShowMIMEType)
    }
}
