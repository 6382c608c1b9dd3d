#ifndef HYBRIDKIT_CWEBKITGTK_SHIM_H
#define HYBRIDKIT_CWEBKITGTK_SHIM_H

#include <string.h>
#include <webkit2/webkit2.h>
#include <glib-unix.h>
#include <gio/gunixinputstream.h>
#include <gio/gunixfdlist.h>
#include <fcntl.h>
#include <sys/socket.h>
#include <cairo.h>
#include <unistd.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <malloc.h>

/* libdispatch exports these on Linux; they let GLib's loop drain the main queue. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

/* Bytes malloc has handed out and not had back, over every arena: how tests
   see a leak that resident memory would blur. */
static inline size_t hk_malloc_bytes_in_use(void) { return mallinfo2().uordblks; }

/* GTK and WebKit live on the process's first thread; dispatch workers are not it. */
static inline int hk_is_main_thread(void) { return syscall(SYS_gettid) == getpid(); }

/* g_object_new is variadic: Swift cannot call it, so the properties that must be
   set at construction are set here. */
static inline WebKitWebView *hk_web_view_new(WebKitWebContext *context,
                                             WebKitUserContentManager *manager,
                                             WebKitSettings *settings,
                                             WebKitWebsitePolicies *policies) {
    return WEBKIT_WEB_VIEW(g_object_new(WEBKIT_TYPE_WEB_VIEW,
                                        "web-context", context,
                                        "user-content-manager", manager,
                                        "settings", settings,
                                        "website-policies", policies,
                                        NULL));
}

/* A new view sharing the web process of `related` (a view the pool
   recycles): WebKit starts no process for it. Its own content manager,
   settings and policies are given, so nothing of `related`'s carries over. */
static inline WebKitWebView *hk_web_view_new_related(WebKitWebView *related,
                                                     WebKitUserContentManager *manager,
                                                     WebKitSettings *settings,
                                                     WebKitWebsitePolicies *policies) {
    return WEBKIT_WEB_VIEW(g_object_new(WEBKIT_TYPE_WEB_VIEW,
                                        "related-view", related,
                                        "user-content-manager", manager,
                                        "settings", settings,
                                        "website-policies", policies,
                                        NULL));
}

static inline WebKitWebsitePolicies *hk_website_policies_new(int autoplay_allowed) {
    return webkit_website_policies_new_with_policies(
        "autoplay", autoplay_allowed ? WEBKIT_AUTOPLAY_ALLOW : WEBKIT_AUTOPLAY_ALLOW_WITHOUT_SOUND, NULL);
}

static inline WebKitWebsiteDataManager *hk_website_data_manager_new_persistent(const char *data_dir,
                                                                               const char *cache_dir) {
    return webkit_website_data_manager_new("base-data-directory", data_dir,
                                           "base-cache-directory", cache_dir, NULL);
}

/* A left click at (x, y) as the window system would deliver it: the page sees
   a trusted click with user activation. Tests use it where WebKit wants a
   user gesture (before-unload dialogs, popups). */
static inline void hk_widget_click(GtkWidget *widget, double x, double y) {
    GdkWindow *window = gtk_widget_get_window(widget);
    GdkSeat *seat = gdk_display_get_default_seat(gtk_widget_get_display(widget));
    GdkDevice *pointer = seat ? gdk_seat_get_pointer(seat) : NULL;
    for (int i = 0; i < 2; i++) {
        GdkEvent *event = gdk_event_new(i == 0 ? GDK_BUTTON_PRESS : GDK_BUTTON_RELEASE);
        event->button.window = g_object_ref(window);
        event->button.send_event = TRUE;
        event->button.time = GDK_CURRENT_TIME;
        event->button.x = x;
        event->button.y = y;
        event->button.button = 1;
        if (pointer) gdk_event_set_device(event, pointer);
        gtk_widget_event(widget, event);
        gdk_event_free(event);
    }
}

/* Types one key as a user would: press and release of `keyval` (gdk_unicode_to_keyval
   for text), with the hardware code the keymap gives it, to the focused widget. */
static inline void hk_widget_key(GtkWidget *widget, guint keyval) {
    GdkWindow *window = gtk_widget_get_window(widget);
    GdkDisplay *display = gtk_widget_get_display(widget);
    GdkSeat *seat = gdk_display_get_default_seat(display);
    GdkDevice *keyboard = seat ? gdk_seat_get_keyboard(seat) : NULL;
    GdkKeymapKey *keys = NULL;
    gint count = 0;
    guint16 code = 0;
    if (gdk_keymap_get_entries_for_keyval(gdk_keymap_get_for_display(display), keyval, &keys, &count) && count > 0) code = keys[0].keycode;
    g_free(keys);
    gchar text[8] = {0};
    gunichar character = gdk_keyval_to_unicode(keyval);
    if (character) text[g_unichar_to_utf8(character, text)] = 0;
    for (int i = 0; i < 2; i++) {
        GdkEvent *event = gdk_event_new(i == 0 ? GDK_KEY_PRESS : GDK_KEY_RELEASE);
        event->key.window = g_object_ref(window);
        event->key.send_event = TRUE;
        event->key.time = GDK_CURRENT_TIME;
        event->key.keyval = keyval;
        event->key.hardware_keycode = code;
        event->key.string = g_strdup(text);
        event->key.length = (gint)strlen(text);
        if (keyboard) gdk_event_set_device(event, keyboard);
        gtk_widget_event(widget, event);
        gdk_event_free(event);
    }
}

/* A smooth scroll at a point of the widget, as a touchpad sends: `dx`, `dy` in scroll steps. */
static inline void hk_widget_scroll(GtkWidget *widget, double x, double y, double dx, double dy) {
    GdkSeat *seat = gdk_display_get_default_seat(gtk_widget_get_display(widget));
    GdkDevice *pointer = seat ? gdk_seat_get_pointer(seat) : NULL;
    GdkEvent *event = gdk_event_new(GDK_SCROLL);
    event->scroll.window = g_object_ref(gtk_widget_get_window(widget));
    event->scroll.send_event = TRUE;
    event->scroll.time = GDK_CURRENT_TIME;
    event->scroll.x = x;
    event->scroll.y = y;
    event->scroll.direction = GDK_SCROLL_SMOOTH;
    event->scroll.delta_x = dx;
    event->scroll.delta_y = dy;
    if (pointer) gdk_event_set_device(event, pointer);
    gtk_widget_event(widget, event);
    gdk_event_free(event);
}

/* memory-pressure-settings is a construct-only property, so the context is made
   with g_object_new. A zero limit keeps WebKit's defaults. */
static inline WebKitWebContext *hk_web_context_new(WebKitWebsiteDataManager *manager, unsigned memory_limit_mb) {
    if (memory_limit_mb == 0) return webkit_web_context_new_with_website_data_manager(manager);
    WebKitMemoryPressureSettings *settings = webkit_memory_pressure_settings_new();
    webkit_memory_pressure_settings_set_memory_limit(settings, memory_limit_mb);
    webkit_memory_pressure_settings_set_kill_threshold(settings, 1.0);
    /* WebKit checks every 30 s by default; a runaway page fills memory far faster. */
    webkit_memory_pressure_settings_set_poll_interval(settings, 0.5);
    WebKitWebContext *context = WEBKIT_WEB_CONTEXT(g_object_new(WEBKIT_TYPE_WEB_CONTEXT,
                                                                "website-data-manager", manager,
                                                                "memory-pressure-settings", settings, NULL));
    webkit_memory_pressure_settings_free(settings);
    return context;
}

/* GTK type-cast macros are not visible to Swift. */
static inline GtkWidget *hk_widget(void *p) { return GTK_WIDGET(p); }
static inline GtkContainer *hk_container(void *p) { return GTK_CONTAINER(p); }
static inline GtkWindow *hk_window(void *p) { return GTK_WINDOW(p); }
static inline GObject *hk_object(void *p) { return G_OBJECT(p); }
static inline GIOStream *hk_io_stream(void *p) { return G_IO_STREAM(p); }
static inline GOutputStream *hk_output_stream(void *p) { return G_OUTPUT_STREAM(p); }
static inline GMemoryOutputStream *hk_memory_output_stream(void *p) { return G_MEMORY_OUTPUT_STREAM(p); }
static inline GtkHeaderBar *hk_header_bar(void *p) { return GTK_HEADER_BAR(p); }
static inline GtkBox *hk_box(void *p) { return GTK_BOX(p); }
static inline GtkStack *hk_stack(void *p) { return GTK_STACK(p); }
static inline GtkStackSwitcher *hk_stack_switcher(void *p) { return GTK_STACK_SWITCHER(p); }
/* Moves a stack's child to `position`, so a switcher's buttons keep the tabs' order (the setter is variadic in C). */
static inline void hk_stack_child_set_position(void *stack, void *child, int position) {
    gtk_container_child_set(GTK_CONTAINER(stack), GTK_WIDGET(child), "position", position, NULL);
}
static inline GtkOverlay *hk_overlay(void *p) { return GTK_OVERLAY(p); }
static inline GtkLabel *hk_label(void *p) { return GTK_LABEL(p); }
static inline GtkDialog *hk_dialog(void *p) { return GTK_DIALOG(p); }
static inline GtkEntry *hk_entry(void *p) { return GTK_ENTRY(p); }
static inline GtkButton *hk_button(void *p) { return GTK_BUTTON(p); }
static inline GtkProgressBar *hk_progress_bar(void *p) { return GTK_PROGRESS_BAR(p); }
static inline GtkSpinner *hk_spinner(void *p) { return GTK_SPINNER(p); }
static inline GtkStyleProvider *hk_style_provider(void *p) { return GTK_STYLE_PROVIDER(p); }

/* TLS (certificate probe and pins). GIO interface casts, and the "certificate"
 * property (DER bytes), which has no getter. */
static inline GTlsConnection *hk_tls_connection(void *p) { return G_TLS_CONNECTION(p); }
static inline GByteArray *hk_tls_certificate_der(GTlsCertificate *certificate) {
    GByteArray *der = NULL;
    g_object_get(certificate, "certificate", &der, NULL);
    return der;
}
/* The probe only reads the chain the server presents; it sends nothing over the
 * connection, so it accepts any certificate (the pins and WebKit judge it). */
static gboolean hk_accept_any_certificate(GTlsConnection *c, GTlsCertificate *p, GTlsCertificateFlags e, gpointer d) {
    (void)c; (void)p; (void)e; (void)d;
    return TRUE;
}
static inline void hk_tls_accept_any_certificate(GIOStream *connection) {
    g_signal_connect(connection, "accept-certificate", G_CALLBACK(hk_accept_any_certificate), NULL);
}
/* What a WebKitPermissionRequest is: the type macros are not visible to Swift.
   0 other, 1 user media, 2 geolocation, 3 notification, 4 device info,
   5 pointer lock, 6 media key system, 7 website data access, 8 clipboard. */
static inline int hk_permission_request_kind(WebKitPermissionRequest *request) {
    if (WEBKIT_IS_USER_MEDIA_PERMISSION_REQUEST(request)) return 1;
    if (WEBKIT_IS_GEOLOCATION_PERMISSION_REQUEST(request)) return 2;
    if (WEBKIT_IS_NOTIFICATION_PERMISSION_REQUEST(request)) return 3;
    if (WEBKIT_IS_DEVICE_INFO_PERMISSION_REQUEST(request)) return 4;
    if (WEBKIT_IS_POINTER_LOCK_PERMISSION_REQUEST(request)) return 5;
    if (WEBKIT_IS_MEDIA_KEY_SYSTEM_PERMISSION_REQUEST(request)) return 6;
    if (WEBKIT_IS_WEBSITE_DATA_ACCESS_PERMISSION_REQUEST(request)) return 7;
    if (WEBKIT_IS_CLIPBOARD_PERMISSION_REQUEST(request)) return 8;
    return 0;
}
static inline int hk_user_media_wants_video(WebKitPermissionRequest *request) {
    return webkit_user_media_permission_is_for_video_device(WEBKIT_USER_MEDIA_PERMISSION_REQUEST(request));
}
static inline int hk_user_media_wants_audio(WebKitPermissionRequest *request) {
    return webkit_user_media_permission_is_for_audio_device(WEBKIT_USER_MEDIA_PERMISSION_REQUEST(request));
}

/* GVariant type macros cast string literals; Swift sees neither. */
static inline const GVariantType *hk_variant_type_sv_entry(void) { return G_VARIANT_TYPE ("{sv}"); }

/* GTK's text scaling as a factor of 96 dpi (gtk-xft-dpi is 1024 × dots per inch; -1: unset). */
static inline double hk_text_scale(void) {
    gint dpi = -1;
    GtkSettings *settings = gtk_settings_get_default();
    if (settings) g_object_get(settings, "gtk-xft-dpi", &dpi, NULL);
    return dpi > 0 ? (double)dpi / (1024.0 * 96.0) : 1.0;
}
/* Sets GTK's text scaling (tests: what a desktop does when the user changes it). */
static inline void hk_set_text_scale(double scale) {
    GtkSettings *settings = gtk_settings_get_default();
    if (settings) g_object_set(settings, "gtk-xft-dpi", (gint)(scale * 96.0 * 1024.0), NULL);
}
static inline gpointer hk_gtk_settings(void) { return gtk_settings_get_default(); }

/* Every readable property of a GObject as "name\x1fvalue\x1e" records, each value
   transformed to a string by GLib (for the log of what an app's customization changed).
   Free with g_free. */
static inline char *hk_object_properties_text(gpointer object) {
    guint count = 0;
    GParamSpec **specs = g_object_class_list_properties(G_OBJECT_GET_CLASS(object), &count);
    GString *text = g_string_new(NULL);
    for (guint i = 0; i < count; i++) {
        if (!(specs[i]->flags & G_PARAM_READABLE)) continue;
        GValue value = G_VALUE_INIT, string = G_VALUE_INIT;
        g_value_init(&value, specs[i]->value_type);
        g_object_get_property(G_OBJECT(object), specs[i]->name, &value);
        g_value_init(&string, G_TYPE_STRING);
        if (g_value_type_transformable(specs[i]->value_type, G_TYPE_STRING) && g_value_transform(&value, &string)) {
            const char *shown = g_value_get_string(&string);
            g_string_append_printf(text, "%s\x1f%s\x1e", specs[i]->name, shown ? shown : "");
        }
        g_value_unset(&string);
        g_value_unset(&value);
    }
    g_free(specs);
    return g_string_free(text, FALSE);
}

#endif
