import CWebKitGTK

/// What a person would see and click of the modules' overlay, for tests.
extension ModuleOverlay {
    /// The open sheet's button labels, Cancel last.
    var sheetLabels: [String] { sheetButtons.map { gtk_button_get_label(hk_button($0)).map { String(cString: $0) } ?? "" } }

    /// Clicks the sheet's button at `index` (the last is Cancel) as GTK does for a person.
    func clickSheetButton(_ index: Int) { gtk_button_clicked(hk_button(sheetButtons[index])) }

    /// Where `widget` is drawn in `window`: x, y, width, height.
    static func frame(of widget: Widget, in window: Widget) -> (x: Int, y: Int, width: Int, height: Int) {
        var x: Int32 = 0, y: Int32 = 0
        gtk_widget_translate_coordinates(widget, window, 0, 0, &x, &y)
        return (Int(x), Int(y), Int(gtk_widget_get_allocated_width(widget)), Int(gtk_widget_get_allocated_height(widget)))
    }
}

extension HybridWindow {
    /// Where the toast, spinner or sheet sits in the window's screenshot.
    func frame(of widget: ModuleOverlay.Widget) -> (x: Int, y: Int, width: Int, height: Int) {
        ModuleOverlay.frame(of: widget, in: widgets.window)
    }
}
