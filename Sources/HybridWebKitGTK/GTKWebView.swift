import CWebKitGTK
import Foundation
import Logging
import HybridCore
import HybridVocabulary
import HybridEngineInterface

/// A WebKitGTK web view behind HybridCore's ``WebEngineView`` protocol.
///
/// The view sits in its own offscreen GTK window, so it lays out, paints and
/// runs timers at full speed without a visible window. All GObject pointers stay
/// inside this module.
@MainActor
package final class GTKWebView: WebEngineView {
    public weak var delegate: (any WebEngineViewDelegate)?
    package private(set) var state = WebViewState()
    public private(set) var isClosed = false

    let webView: UnsafeMutablePointer<WebKitWebView>
    let contentManager: UnsafeMutablePointer<WebKitUserContentManager>
    let offscreenWindow: UnsafeMutablePointer<GtkWidget>
    let logger = HybridLog.logger("hybridkit.webkitgtk.view")
    var messageHandlers: [String: (world: ContentWorld, handler: ScriptMessageReplyingHandler)] = [:]
    var messageSignalIDs: [String: gulong] = [:]
    var signalIDs: [(instance: gpointer, id: gulong)] = []
    /// Finishes an internal load (the form page of a POST) instead of reporting it.
    var internalLoad: InternalLoad?
    /// Loads replaced or stopped by the app whose cancellation WebKit still has to report.
    /// Those reports are dropped, so they cannot settle the load that replaced them.
    var supersededLoads = 0
    /// WebKit reports `finished` after a failure; that one is dropped.
    var lastLoadFailed = false
    /// Script dialogs waiting for the delegate's answer; each is closed once.
    let dialogs = OpenScriptDialogs()
    /// Download destinations and credentials waiting for the delegate; each answered once.
    let requests = PendingEngineRequests()
    /// Downloads started from this view and not yet complete.
    var downloads: [ObjectIdentifier: GTKDownload] = [:]
    /// The engine's agent and the view's own, resolved by the core's rule.
    var userAgent: ViewUserAgent
    /// The profile whose context made the view; set by the engine.
    var profile = WebsiteDataProfile.default
    /// The container's view settings as last applied (a system text size is followed while they ask).
    var viewSettings = ViewSettings()
    /// The style sheet that keeps the document from scrolling, while one is installed.
    var noScrollStyleSheet: OpaquePointer?
    /// GTK's text scaling, watched while the view's text size follows the system's.
    var textScaleSignal: gulong = 0
    /// What the engine's ``GTKEngine/customizeSettings`` changed for this view, as logged.
    let customizedSettings: [String]

    /// - Parameter related: a view whose web process this one shares; `nil` for a view of its own.
    init(context: UnsafeMutablePointer<WebKitWebContext>, settings: EngineSettings, size: (width: Int32, height: Int32),
         related: GTKWebView? = nil, customize: ((UnsafeMutablePointer<WebKitSettings>) -> Void)? = nil) {
        userAgent = ViewUserAgent(engine: .engineDefault, settings: settings)
        let webkitSettings = Self.makeSettings(settings, userAgent: userAgent.effective)
        customizedSettings = GTKSettingsCustomization.run(customize, on: webkitSettings)
        let policies = hk_website_policies_new(settings.mediaPlaybackRequiresUserGesture ? 0 : 1)
        contentManager = webkit_user_content_manager_new()
        let manager = contentManager
        webView = KeyBindingWidgets.record {
            if let related, !related.isClosed {
                return hk_web_view_new_related(related.webView, manager, webkitSettings, policies)
            }
            return hk_web_view_new(context, manager, webkitSettings, policies)
        }
        g_object_unref(webkitSettings)
        g_object_unref(policies)
        g_object_ref_sink(webView)
        offscreenWindow = gtk_offscreen_window_new()
        gtk_window_set_default_size(hk_window(offscreenWindow), size.width, size.height)
        gtk_container_add(hk_container(offscreenWindow), hk_widget(webView))
        gtk_widget_show_all(offscreenWindow)
        connectSignals()
        LiveObjects.engineViewMade()
        connectAuthenticationSignal()
        connectCertificateSignal()
        connectDeviceSignals()
    }

    private static func makeSettings(_ settings: EngineSettings, userAgent: EffectiveUserAgent) -> UnsafeMutablePointer<WebKitSettings> {
        let s = webkit_settings_new()!
        webkit_settings_set_enable_javascript(s, settings.javaScriptEnabled ? 1 : 0)
        webkit_settings_set_media_playback_requires_user_gesture(s, settings.mediaPlaybackRequiresUserGesture ? 1 : 0)
        webkit_settings_set_enable_developer_extras(s, settings.developerExtrasEnabled ? 1 : 0)
        // Xvfb has no GPU; compositing through GL there only costs time.
        webkit_settings_set_hardware_acceleration_policy(s, WEBKIT_HARDWARE_ACCELERATION_POLICY_NEVER)
        webkit_settings_set_javascript_can_access_clipboard(s, 0)
        webkit_settings_set_enable_media_stream(s, settings.mediaCaptureEnabled ? 1 : 0)
        webkit_settings_set_enable_mock_capture_devices(s, settings.usesMockCaptureDevices ? 1 : 0)
        webkit_settings_set_media_playback_allows_inline(s, settings.allowsInlineMediaPlayback ? 1 : 0)
        apply(userAgent, to: s)
        return s
    }

    func ensureOpen() throws {
        if isClosed { throw EngineError.viewClosed }
    }

    func updateState(_ change: (inout WebViewState) -> Void) {
        var next = state
        change(&next)
        guard next != state else { return }
        state = next
        delegate?.engineView(self, didChangeState: next)
    }

    public func close() {
        guard !isClosed else { return }
        dismissScriptDialogs()
        finishEngineRequests()
        isClosed = true
        internalLoad?.fail(EngineError.viewClosed)
        internalLoad = nil
        webkit_web_view_stop_loading(webView)
        disconnectAllSignals()
        stopFollowingSystemTextScale()
        webkit_user_content_manager_remove_all_scripts(contentManager)
        messageHandlers.removeAll()
        KeyBindingWidgets.release(from: webView)
        GTKDeferredRelease(window: offscreenWindow, webView: webView, contentManager: contentManager).releaseOnTheNextTurn()
    }

    /// A view dropped without `close()` is closed here, on the main actor.
    isolated deinit {
        close()
        LiveObjects.engineViewGone()
    }
}
