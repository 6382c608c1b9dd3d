import CWebKitGTK

/// What a person would read and click in the window, for tests.
extension HybridWindow {
    var headerTitle: String? { gtk_header_bar_get_title(hk_header_bar(widgets.header)).map { String(cString: $0) } }
    var headerSubtitle: String? { gtk_header_bar_get_subtitle(hk_header_bar(widgets.header)).map { String(cString: $0) } }
    var isHeaderShown: Bool { gtk_widget_get_visible(widgets.header) != 0 }
    var isHeaderOverPage: Bool { headerPlacement == .overlay }
    var isProgressShown: Bool { gtk_widget_get_visible(widgets.progress) != 0 }
    var isCloseButtonShown: Bool { gtk_widget_get_visible(widgets.close) != 0 }
    var isErrorShown: Bool {
        gtk_stack_get_visible_child_name(hk_stack(widgets.stack)).map { String(cString: $0) } == "error"
    }
    var errorMessage: String { gtk_label_get_text(hk_label(widgets.errorMessage)).map { String(cString: $0) } ?? "" }
    /// Labels of the page's buttons on screen, in order.
    var pageButtonLabels: [String] {
        widgets.pageButtons.filter { gtk_widget_get_visible($0) != 0 }
            .map { gtk_button_get_label(hk_button($0)).map { String(cString: $0) } ?? "" }
    }

    /// Clicks as GTK does for a person: the button's `clicked` signal.
    /// Where each page button sits in the header, left to right (0 until laid out).
    var pageButtonPositions: [Int32] {
        widgets.pageButtons.map { button in
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(button, &allocation)
            return allocation.x
        }
    }

    func click(_ button: ShellButton) {
        let widget = switch button {
        case .back: widgets.back
        case .close: widgets.close
        case .retry: widgets.retry
        case .page(let index): widgets.pageButtons[index]
        }
        gtk_button_clicked(hk_button(widget))
    }

    enum ShellButton { case back, close, retry, page(Int) }
}
