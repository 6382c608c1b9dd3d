import CWebKitGTK
import HybridVocabulary
import HybridModules

/// What a ``HybridWindow`` draws over the page for the first-party modules: a
/// toast near the bottom that goes after its duration, a spinner in the middle,
/// and an action sheet of buttons along the bottom edge with Cancel. Each sits
/// in the window's overlay, hidden until asked for, so window snapshots show it.
@MainActor
final class ModuleOverlay {
    typealias Widget = UnsafeMutablePointer<GtkWidget>
    private typealias Clicked = @convention(c) (gpointer?, gpointer?) -> Void

    let toast: Widget
    private let toastLabel: Widget
    let loading: Widget
    private let loadingLabel: Widget
    private let spinner: Widget
    let sheet: Widget
    private let sheetTitle: Widget
    /// The open sheet's option buttons, then Cancel.
    private(set) var sheetButtons: [Widget] = []
    private var toastShown = 0
    /// Set as the window goes: its widgets are destroyed with it, so a toast's timer touches nothing after.
    private var isClosed = false
    private let answer = SettleOnce<Int?>()

    init(on overlay: Widget) {
        toastLabel = gtk_label_new("")
        toast = Self.box(.horizontal, classed: "hk-toast", [toastLabel])
        gtk_label_set_line_wrap(hk_label(toastLabel), 1)
        gtk_label_set_max_width_chars(hk_label(toastLabel), 40)
        gtk_widget_set_halign(toast, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(toast, GTK_ALIGN_END)
        gtk_widget_set_margin_bottom(toast, 56)
        spinner = gtk_spinner_new()
        gtk_widget_set_size_request(spinner, 32, 32)
        loadingLabel = gtk_label_new("")
        loading = Self.box(.vertical, classed: "hk-loading", [spinner, loadingLabel])
        gtk_widget_set_halign(loading, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(loading, GTK_ALIGN_CENTER)
        sheetTitle = gtk_label_new("")
        ShellWidgets.addClass("hk-sheet-title", to: sheetTitle)
        sheet = Self.box(.vertical, classed: "hk-sheet", [sheetTitle])
        gtk_widget_set_valign(sheet, GTK_ALIGN_END)
        for child in [toast, loading, sheet] { gtk_overlay_add_overlay(hk_overlay(overlay), child) }
        // A toast tells and takes nothing: clicks go through it to the page. The spinner and the sheet take the clicks on them.
        gtk_overlay_set_overlay_pass_through(hk_overlay(overlay), toast, 1)
    }

    private enum Direction { case horizontal, vertical }

    /// A box the window's `show_all` leaves hidden, its children shown with it.
    private static func box(_ direction: Direction, classed name: String, _ children: [Widget]) -> Widget {
        let box = gtk_box_new(direction == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, 8)!
        ShellWidgets.addClass(name, to: box)
        for child in children {
            gtk_box_pack_start(hk_box(box), child, 0, 0, 0)
            gtk_widget_show(child)
        }
        gtk_widget_set_no_show_all(box, 1)
        return box
    }

    func showToast(_ text: String, duration: Duration) {
        toastShown += 1
        let shown = toastShown
        gtk_label_set_text(hk_label(toastLabel), text)
        gtk_widget_show(toast)
        Task { [weak self] in
            try? await Task.sleep(for: duration)
            // A newer toast keeps the screen for its own duration.
            guard let self, !self.isClosed, self.toastShown == shown else { return }
            gtk_widget_hide(self.toast)
        }
    }

    var isToastVisible: Bool { gtk_widget_get_visible(toast) != 0 }

    func setLoading(visible: Bool, title: String?) {
        gtk_label_set_text(hk_label(loadingLabel), title ?? "")
        gtk_widget_set_visible(loadingLabel, (title ?? "").isEmpty ? 0 : 1)
        if visible {
            gtk_spinner_start(hk_spinner(spinner))
            gtk_widget_show(loading)
        } else {
            gtk_spinner_stop(hk_spinner(spinner))
            gtk_widget_hide(loading)
        }
    }

    var isLoadingVisible: Bool { gtk_widget_get_visible(loading) != 0 }

    /// Shows the sheet until a button is clicked (its index; Cancel is `nil`) or the window closes.
    func present(_ sheet: ActionSheet) async -> Int? {
        choose(nil)
        gtk_label_set_text(hk_label(sheetTitle), sheet.title ?? "")
        gtk_widget_set_visible(sheetTitle, sheet.title == nil ? 0 : 1)
        for option in sheet.options + ["Cancel"] {
            let button = gtk_button_new_with_label(option)!
            gtk_box_pack_start(hk_box(self.sheet), button, 0, 0, 0)
            gtk_widget_show(button)
            let clicked: Clicked = { button, data in
                MainActor.assumeIsolated {
                    guard let overlay = WeakBox<ModuleOverlay>.target(from: data), let button else { return }
                    let index = overlay.sheetButtons.firstIndex { UnsafeMutableRawPointer($0) == button }
                    overlay.choose(index.flatMap { $0 < overlay.sheetButtons.count - 1 ? $0 : nil })
                }
            }
            connectSignal(UnsafeMutableRawPointer(button), "clicked", clicked, data: WeakBox(self).retainedPointer())
            sheetButtons.append(button)
        }
        gtk_widget_show(self.sheet)
        return await answer.wait(replacing: nil) {}
    }

    var isSheetVisible: Bool { gtk_widget_get_visible(sheet) != 0 }

    /// Closes the sheet with `index` as its answer; nothing when none is open.
    func choose(_ index: Int?) {
        for button in sheetButtons { gtk_widget_destroy(button) }
        sheetButtons.removeAll()
        gtk_widget_hide(sheet)
        answer.resume(index)
    }

    /// The window is going: an open sheet answers cancelled, the rest hides.
    func close() {
        isClosed = true
        choose(nil)
        setLoading(visible: false, title: nil)
        gtk_widget_hide(toast)
    }
}
