import CWebKitGTK

/// Works around a per-view leak in WebKitGTK (2.50, GTK 3): each web view makes
/// a `GtkTextView` child for key bindings and never unparents it, so every
/// closed view leaves it behind with its styles and layouts, about 19 KB. A
/// pool that makes a fresh view per lease paid that on every lease.
///
/// Text views made while a web view is constructed are recorded (GtkTextView's
/// `constructed` is wrapped; it records nothing at any other time). Before the
/// view's last reference goes, ``release(from:)`` unparents the ones still its
/// children and keeps them alive until the view is finalized, since WebKit may
/// still touch them while it tears down. If WebKit stops leaking them, this
/// only delays their release to the view's finalization.
@MainActor
enum KeyBindingWidgets {
    /// Text views constructed since ``record(_:)`` started, else `nil`.
    private nonisolated(unsafe) static var recording: [UnsafeMutablePointer<GObject>]?
    private nonisolated(unsafe) static var originalConstructed: (@convention(c) (UnsafeMutablePointer<GObject>?) -> Void)?
    private static let dataKey = "hybridkit-key-binding-widgets"

    private static let installed: Void = {
        let textViewClass = g_type_class_ref(gtk_text_view_get_type()).assumingMemoryBound(to: GObjectClass.self)
        originalConstructed = textViewClass.pointee.constructed
        textViewClass.pointee.constructed = { object in
            KeyBindingWidgets.originalConstructed?(object)
            if let object, KeyBindingWidgets.recording != nil { KeyBindingWidgets.recording?.append(object) }
        }
    }()

    /// Makes a web view and attaches to it, referenced, the text views WebKit made with it.
    static func record(_ make: () -> UnsafeMutablePointer<WebKitWebView>) -> UnsafeMutablePointer<WebKitWebView> {
        _ = installed
        recording = []
        let view = make()
        let made = recording ?? []
        recording = nil
        guard !made.isEmpty else { return view }
        let held = UnsafeMutablePointer<UnsafeMutablePointer<GObject>?>.allocate(capacity: made.count + 1)
        for (index, widget) in made.enumerated() { held[index] = hk_object(g_object_ref(widget)) }
        held[made.count] = nil
        g_object_set_data_full(hk_object(view), dataKey, held) { data in
            guard let held = data?.assumingMemoryBound(to: UnsafeMutablePointer<GObject>?.self) else { return }
            var index = 0
            while let widget = held[index] { g_object_unref(widget); index += 1 }
            held.deallocate()
        }
        return view
    }

    /// Unparents the view's recorded text views; they go when the view is finalized.
    static func release(from view: UnsafeMutablePointer<WebKitWebView>) {
        for widget in recorded(in: view) where gtk_widget_get_parent(hk_widget(widget)) == hk_widget(view) {
            gtk_widget_unparent(hk_widget(widget))
        }
    }

    /// The text views recorded when `view` was made.
    static func recorded(in view: UnsafeMutablePointer<WebKitWebView>) -> [UnsafeMutablePointer<GObject>] {
        guard let data = g_object_get_data(hk_object(view), dataKey) else { return [] }
        let held = data.assumingMemoryBound(to: UnsafeMutablePointer<GObject>?.self)
        var widgets: [UnsafeMutablePointer<GObject>] = []
        while let widget = held[widgets.count] { widgets.append(widget) }
        return widgets
    }
}
