import Foundation
import HybridCore
import WebKit
import HybridVocabulary

/// File inputs and camera/microphone requests, asked of the delegate through the
/// view's request ledger: each answered once, cancelled or denied when the view closes.
/// iOS before 18.4 shows its own file picker and never asks; location is asked by
/// the system's Core Location prompt, which WKWebView does not route through here.
extension AppleUIRelay {
    @available(iOS 18.4, macOS 10.12, *)
    func webView(_ webView: WKWebView, runOpenPanelWith parameters: WKOpenPanelParameters, initiatedByFrame frame: WKFrameInfo,
                 completionHandler: @escaping @MainActor @Sendable ([URL]?) -> Void) {
        let reply = EngineRequestReply<[String]?>(fallback: nil) { paths in completionHandler(paths?.map { URL(fileURLWithPath: $0) }) }
        guard let view = relayedView, !view.isClosed else {
            reply.finishWithFallback()
            return
        }
        // WKOpenPanelParameters does not publish the input's `accept` types.
        let request = FileChooserRequest(allowsMultiple: parameters.allowsMultipleSelection, acceptedMIMETypes: [],
                                         sender: Self.sender(frame))
        view.requests.ask(reply) { [weak view] in
            guard let view, let delegate = view.delegate else { return nil }
            return await delegate.engineView(view, chooseFilesFor: request)
        }
    }

    @available(iOS 15.0, macOS 12.0, *)
    func webView(_ webView: WKWebView, requestMediaCapturePermissionFor origin: WKSecurityOrigin, initiatedByFrame frame: WKFrameInfo,
                 type: WKMediaCaptureType, decisionHandler: @escaping @MainActor @Sendable (WKPermissionDecision) -> Void) {
        let reply = EngineRequestReply<Bool>(fallback: false) { decisionHandler($0 ? .grant : .deny) }
        guard let view = relayedView, !view.isClosed else {
            reply.finishWithFallback()
            return
        }
        let kinds: Set<PermissionRequest.Kind> = switch type {
        case .camera: [.camera]
        case .microphone: [.microphone]
        case .cameraAndMicrophone: [.camera, .microphone]
        @unknown default: [.other]
        }
        let request = PermissionRequest(kinds: kinds, sender: Self.sender(frame))
        view.requests.ask(reply) { [weak view] in
            guard let view, let delegate = view.delegate else { return false }
            return await delegate.engineView(view, decide: request)
        }
    }

    /// WKWebView names the frame: the sender is proven.
    private static func sender(_ frame: WKFrameInfo) -> RequestingFrame {
        let info = AppleFrameInfo.make(frame)
        return info.isMainFrame ? .mainFrame(origin: info.securityOrigin) : .subframe(origin: info.securityOrigin)
    }
}
