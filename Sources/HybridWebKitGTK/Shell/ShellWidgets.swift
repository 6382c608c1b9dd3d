import CWebKitGTK
import HybridCore

/// The GTK widgets of a ``HybridWindow``: a header bar (title, host, Back,
/// Refresh and its spinner, Close, up to two page buttons), a thin progress bar,
/// and a stack that shows either the page or the error view with Retry.
@MainActor
struct ShellWidgets {
    typealias Widget = UnsafeMutablePointer<GtkWidget>

    let window: Widget
    let overlay: Widget
    let column: Widget
    let header: Widget
    let back: Widget
    /// Pull to refresh's other way in, where a pull is not natural (a mouse).
    let refresh: Widget
    let spinner: Widget
    let close: Widget
    let pageButtons: [Widget]
    let progress: Widget
    let stack: Widget
    let errorTitle: Widget
    let errorMessage: Widget
    let retry: Widget

    init(width: Int32, height: Int32) {
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        gtk_window_set_default_size(hk_window(window), width, height)
        overlay = gtk_overlay_new()
        column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        header = gtk_header_bar_new()
        back = gtk_button_new_with_label("Back")
        refresh = gtk_button_new_with_label("Refresh")
        spinner = gtk_spinner_new()
        close = gtk_button_new_with_label("Close")
        pageButtons = (0..<2).map { _ in gtk_button_new_with_label("") }
        progress = gtk_progress_bar_new()
        stack = gtk_stack_new()
        errorTitle = gtk_label_new("")
        errorMessage = gtk_label_new("")
        retry = gtk_button_new_with_label("Retry")
        assemble()
    }

    private func assemble() {
        gtk_header_bar_pack_start(hk_header_bar(header), back)
        gtk_header_bar_pack_start(hk_header_bar(header), refresh)
        gtk_header_bar_pack_start(hk_header_bar(header), spinner)
        // Shown only when the chrome says so: `show_all` must not widen the window for them first.
        for widget in [refresh, spinner] { gtk_widget_set_no_show_all(widget, 1) }
        gtk_header_bar_pack_end(hk_header_bar(header), close)
        // Packed from the end, so the last goes in first: on screen they read in the order the page gave.
        for button in pageButtons.reversed() { gtk_header_bar_pack_end(hk_header_bar(header), button) }
        Self.addClass("hk-progress", to: progress)
        gtk_box_pack_start(hk_box(column), header, 0, 0, 0)
        gtk_box_pack_start(hk_box(column), progress, 0, 0, 0)
        gtk_box_pack_start(hk_box(column), stack, 1, 1, 0)
        gtk_stack_add_named(hk_stack(stack), errorView(), "error")
        gtk_container_add(hk_container(overlay), column)
        gtk_container_add(hk_container(window), overlay)
        Self.loadCSS(on: window)
    }

    private func errorView() -> Widget {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
        gtk_widget_set_halign(box, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_start(box, 24)
        gtk_widget_set_margin_end(box, 24)
        Self.addClass("hk-error-title", to: errorTitle)
        gtk_label_set_line_wrap(hk_label(errorMessage), 1)
        gtk_label_set_justify(hk_label(errorMessage), GTK_JUSTIFY_CENTER)
        gtk_label_set_max_width_chars(hk_label(errorMessage), 40)
        gtk_widget_set_halign(retry, GTK_ALIGN_CENTER)
        for child in [errorTitle, errorMessage, retry] { gtk_box_pack_start(hk_box(box), child, 0, 0, 0) }
        return box
    }

    static func addClass(_ name: String, to widget: Widget) {
        gtk_style_context_add_class(gtk_widget_get_style_context(widget), name)
    }

    static func removeClass(_ name: String, from widget: Widget) {
        gtk_style_context_remove_class(gtk_widget_get_style_context(widget), name)
    }

    /// The style is the screen's, so it is added once.
    private static var cssLoaded = false

    private static func loadCSS(on window: Widget) {
        guard !cssLoaded else { return }
        cssLoaded = true
        let css: String
        do { css = try EngineScripts.source(named: "shell", extension: "css") } catch {
            return HybridLog.logger("hybridkit.webkitgtk.shell").error("the window draws unstyled: \(error)")
        }
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1, nil)
        gtk_style_context_add_provider_for_screen(gtk_widget_get_screen(window), hk_style_provider(provider),
                                                  UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }
}
