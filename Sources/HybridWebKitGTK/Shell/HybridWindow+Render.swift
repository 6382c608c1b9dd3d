import CWebKitGTK
import HybridCore

extension HybridWindow {
    /// Draws what the container's chrome says now.
    func render() {
        guard !isClosed else { return }
        let chrome = container.chrome
        gtk_header_bar_set_title(hk_header_bar(widgets.header), chrome.title)
        gtk_header_bar_set_subtitle(hk_header_bar(widgets.header), chrome.subtitle)
        gtk_window_set_title(hk_window(widgets.window), chrome.title)
        // A window's Back on the first page closes it, so Back is always there to press.
        gtk_widget_set_visible(widgets.back, chrome.showsBackButton(closingGoesBack: true) ? 1 : 0)
        gtk_widget_set_visible(widgets.close, chrome.showsCloseButton ? 1 : 0)
        for (index, button) in widgets.pageButtons.enumerated() {
            let page = index < chrome.buttons.count ? chrome.buttons[index] : nil
            gtk_button_set_label(hk_button(button), page?.title ?? "")
            gtk_widget_set_visible(button, page == nil ? 0 : 1)
        }
        gtk_widget_set_visible(widgets.progress, chrome.showsProgress ? 1 : 0)
        gtk_progress_bar_set_fraction(hk_progress_bar(widgets.progress), chrome.progress)
        renderFailure(chrome.failure)
        renderBar(chrome.navigationBar)
    }

    private func renderFailure(_ failure: ContainerChrome.Failure?) {
        if let failure {
            gtk_label_set_text(hk_label(widgets.errorTitle), failure.title)
            gtk_label_set_text(hk_label(widgets.errorMessage), failure.message)
        }
        gtk_stack_set_visible_child_name(hk_stack(widgets.stack), failure == nil ? "page" : "error")
    }

    private func renderBar(_ bar: ContainerConfiguration.NavigationBar) {
        let placement: HeaderPlacement = bar == .transparent ? .overlay : .column
        if placement != headerPlacement { move(headerTo: placement) }
        gtk_widget_set_visible(widgets.header, bar == .hidden ? 0 : 1)
        if bar == .transparent {
            ShellWidgets.addClass("hk-transparent", to: widgets.header)
        } else {
            ShellWidgets.removeClass("hk-transparent", from: widgets.header)
        }
    }

    private func move(headerTo placement: HeaderPlacement) {
        g_object_ref(widgets.header)
        defer { g_object_unref(widgets.header) }
        if let parent = gtk_widget_get_parent(widgets.header) { gtk_container_remove(hk_container(parent), widgets.header) }
        switch placement {
        case .overlay:
            gtk_widget_set_valign(widgets.header, GTK_ALIGN_START)
            gtk_overlay_add_overlay(hk_overlay(widgets.overlay), widgets.header)
        case .column:
            gtk_box_pack_start(hk_box(widgets.column), widgets.header, 0, 0, 0)
            gtk_box_reorder_child(hk_box(widgets.column), widgets.header, 0)
        }
        headerPlacement = placement
    }
}
