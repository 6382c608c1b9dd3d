import CWebKitGTK
import Foundation

/// The desktop's way to send text, a link and files out of an app:
/// xdg-desktop-portal's Email interface (`ComposeEmail`), which opens the
/// person's mail composer. The portal has no generic share interface, so this
/// is the share route a desktop has. Used only when the session bus the
/// environment names (never one autolaunched) has `org.freedesktop.portal.Desktop`;
/// each step is asynchronous with a bounded timeout, so the window never waits long.
@MainActor
enum DesktopSharePortal {
    static let portal = "org.freedesktop.portal.Desktop"
    static let timeoutMilliseconds: Int32 = 3000

    /// `true` once the portal took the message; `false` with no bus, no portal, or a failed call.
    static func composeEmail(subject: String?, body: String, files: [URL]) async -> Bool {
        guard let address = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty else { return false }
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            g_error_free(error)
            return false
        }
        defer {
            g_dbus_connection_close_sync(bus, nil, nil)
            g_object_unref(UnsafeMutableRawPointer(bus))
        }
        let hasPortal = await call(bus, destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                                   method: "NameHasOwner", parameters: tuple([g_variant_new_string(portal)]), files: nil)
        guard hasPortal == true else { return false }
        let fds = g_unix_fd_list_new()!
        defer { g_object_unref(fds) }
        var handles: [OpaquePointer?] = []
        for file in files {
            let fd = open(file.path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { return false }
            let index = g_unix_fd_list_append(fds, fd, nil)
            close(fd)  // the list holds its own duplicate
            guard index >= 0 else { return false }
            handles.append(g_variant_new_handle(index))
        }
        var options: [OpaquePointer?] = [entry("body", g_variant_new_string(body))]
        if let subject { options.append(entry("subject", g_variant_new_string(subject))) }
        if !handles.isEmpty { options.append(entry("attachment_fds", array("h", handles))) }
        let sent = await call(bus, destination: portal, path: "/org/freedesktop/portal/desktop", interface: "org.freedesktop.portal.Email",
                              method: "ComposeEmail", parameters: tuple([g_variant_new_string(""), array("{sv}", options)]), files: fds)
        return sent != nil
    }

    private static func call(_ bus: OpaquePointer, destination: String, path: String, interface: String, method: String,
                             parameters: OpaquePointer?, files: UnsafeMutablePointer<GUnixFDList>?) async -> Bool? {
        // The reply's first value when it is a boolean, else `true`; `nil` when the call failed.
        await withCheckedContinuation { continuation in
            let callback = AsyncCallback { source, result in
                var error: UnsafeMutablePointer<GError>?
                guard let reply = g_dbus_connection_call_with_unix_fd_list_finish(OpaquePointer(source), nil, result, &error) else {
                    if error != nil { g_error_free(error) }
                    return continuation.resume(returning: nil)
                }
                defer { g_variant_unref(reply) }
                guard g_variant_n_children(reply) > 0, let first = g_variant_get_child_value(reply, 0) else { return continuation.resume(returning: true) }
                defer { g_variant_unref(first) }
                continuation.resume(returning: g_variant_classify(first) == G_VARIANT_CLASS_BOOLEAN ? g_variant_get_boolean(first) != 0 : true)
            }
            g_dbus_connection_call_with_unix_fd_list(bus, destination, path, interface, method, parameters, nil, G_DBUS_CALL_FLAGS_NONE,
                                                     timeoutMilliseconds, files, nil, AsyncCallback.ready, callback.userData)
        }
    }

    private static func tuple(_ children: [OpaquePointer?]) -> OpaquePointer? {
        var children = children
        return g_variant_new_tuple(&children, gsize(children.count))
    }

    private static func entry(_ key: String, _ value: OpaquePointer?) -> OpaquePointer? {
        g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(value))
    }

    private static func array(_ type: String, _ children: [OpaquePointer?]) -> OpaquePointer? {
        let elementType = g_variant_type_new(type)
        defer { g_variant_type_free(elementType) }
        var children = children
        return g_variant_new_array(elementType, &children, gsize(children.count))
    }
}
