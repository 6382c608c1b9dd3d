import CWebKitGTK
import HybridVocabulary

extension GTKWebView {
    /// File inputs and permission requests go to the delegate through the request
    /// ledger: each answered once, cancelled or denied when the view closes.
    func connectDeviceSignals() {
        typealias FileChooser = @convention(c) (gpointer?, UnsafeMutablePointer<WebKitFileChooserRequest>?, gpointer?) -> gboolean
        let chooser: FileChooser = { _, request, data in
            MainActor.assumeIsolated {
                guard let view = Box.target(from: data), let request else { return 0 }
                view.handleFileChooser(request)
                return 1
            }
        }
        connect(webView, "run-file-chooser", chooser)
        typealias Permission = @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean
        let permission: Permission = { _, request, data in
            MainActor.assumeIsolated {
                guard let view = Box.target(from: data), let request else { return 0 }
                view.handlePermission(request)
                return 1
            }
        }
        connect(webView, "permission-request", permission)
    }

    private func handleFileChooser(_ request: UnsafeMutablePointer<WebKitFileChooserRequest>) {
        var types: [String] = []
        if var entry = webkit_file_chooser_request_get_mime_types(request) {
            while let type = entry.pointee {
                types.append(String(cString: type))
                entry += 1
            }
        }
        let question = FileChooserRequest(allowsMultiple: webkit_file_chooser_request_get_select_multiple(request) != 0,
                                          acceptedMIMETypes: types)
        g_object_ref(request)
        let reply = EngineRequestReply<[String]?>(fallback: nil) { paths in Self.answer(request, with: paths) }
        requests.ask(reply) { [weak self] in
            guard let self, let delegate else { return nil }
            return await delegate.engineView(self, chooseFilesFor: question)
        }
    }

    private static func answer(_ request: UnsafeMutablePointer<WebKitFileChooserRequest>, with paths: [String]?) {
        if let paths, !paths.isEmpty {
            var pointers = paths.map { strdup($0) }
            pointers.append(nil)
            pointers.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<gchar>?.self, capacity: buffer.count) {
                    webkit_file_chooser_request_select_files(request, $0)
                }
            }
            for pointer in pointers { free(pointer) }
        } else {
            webkit_file_chooser_request_cancel(request)
        }
        g_object_unref(request)
    }

    private func handlePermission(_ request: OpaquePointer) {
        let kinds = Self.kinds(of: request)
        g_object_ref(UnsafeMutableRawPointer(request))
        let reply = EngineRequestReply<Bool>(fallback: false) { granted in
            if granted { webkit_permission_request_allow(request) } else { webkit_permission_request_deny(request) }
            g_object_unref(UnsafeMutableRawPointer(request))
        }
        requests.ask(reply) { [weak self] in
            guard let self, let delegate else { return false }
            return await delegate.engineView(self, decide: PermissionRequest(kinds: kinds))
        }
    }

    private static func kinds(of request: OpaquePointer) -> Set<PermissionRequest.Kind> {
        switch hk_permission_request_kind(request) {
        case 1:
            var kinds: Set<PermissionRequest.Kind> = []
            if hk_user_media_wants_video(request) != 0 { kinds.insert(.camera) }
            if hk_user_media_wants_audio(request) != 0 { kinds.insert(.microphone) }
            return kinds.isEmpty ? [.other] : kinds
        case 2: return [.geolocation]
        case 3: return [.notifications]
        case 4: return [.deviceInfo]
        case 5: return [.pointerLock]
        case 6: return [.mediaKeySystem]
        case 7: return [.websiteDataAccess]
        case 8: return [.clipboard]
        default: return [.other]
        }
    }
}
