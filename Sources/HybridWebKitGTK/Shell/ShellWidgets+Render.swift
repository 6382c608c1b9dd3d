import CWebKitGTK
import HybridCore

extension ShellWidgets {
    /// Draws what `chrome` says now: title, host, buttons, progress, the error view
    /// in place of the child named `page`, and the bar where its setting puts it.
    /// `backShown` is the shell's own answer: a window's Back closes on the first page, a navigator's pops.
    func render(_ chrome: ContainerChrome, page: String, backShown: Bool, placement: inout HeaderPlacement) {
        gtk_header_bar_set_title(hk_header_bar(header), chrome.title)
        gtk_header_bar_set_subtitle(hk_header_bar(header), chrome.subtitle)
        gtk_window_set_title(hk_window(window), chrome.title)
        gtk_widget_set_visible(back, backShown ? 1 : 0)
        for (index, button) in pageButtons.enumerated() {
            let item = index < chrome.buttons.count ? chrome.buttons[index] : nil
            gtk_button_set_label(hk_button(button), item?.title ?? "")
            gtk_widget_set_visible(button, item == nil ? 0 : 1)
        }
        gtk_widget_set_visible(refresh, chrome.pullToRefresh && chrome.failure == nil ? 1 : 0)
        gtk_widget_set_sensitive(refresh, chrome.isRefreshing ? 0 : 1)
        gtk_widget_set_visible(spinner, chrome.isRefreshing ? 1 : 0)
        if chrome.isRefreshing { gtk_spinner_start(hk_spinner(spinner)) } else { gtk_spinner_stop(hk_spinner(spinner)) }
        gtk_widget_set_visible(progress, chrome.showsProgress ? 1 : 0)
        gtk_progress_bar_set_fraction(hk_progress_bar(progress), chrome.progress)
        if let failure = chrome.failure {
            gtk_label_set_text(hk_label(errorTitle), failure.title)
            gtk_label_set_text(hk_label(errorMessage), failure.message)
        }
        gtk_stack_set_visible_child_name(hk_stack(stack), chrome.failure == nil ? page : "error")
        renderBar(chrome.navigationBar, placement: &placement)
    }

    private func renderBar(_ bar: ContainerConfiguration.NavigationBar, placement: inout HeaderPlacement) {
        let wanted: HeaderPlacement = bar == .transparent ? .overlay : .column
        if wanted != placement { move(headerTo: wanted) }
        placement = wanted
        gtk_widget_set_visible(header, bar == .hidden ? 0 : 1)
        if bar == .transparent {
            Self.addClass("hk-transparent", to: header)
        } else {
            Self.removeClass("hk-transparent", from: header)
        }
    }

    private func move(headerTo placement: HeaderPlacement) {
        g_object_ref(header)
        defer { g_object_unref(header) }
        if let parent = gtk_widget_get_parent(header) { gtk_container_remove(hk_container(parent), header) }
        switch placement {
        case .overlay:
            gtk_widget_set_valign(header, GTK_ALIGN_START)
            gtk_overlay_add_overlay(hk_overlay(overlay), header)
        case .column:
            gtk_box_pack_start(hk_box(column), header, 0, 0, 0)
            gtk_box_reorder_child(hk_box(column), header, 0)
        }
    }
}
