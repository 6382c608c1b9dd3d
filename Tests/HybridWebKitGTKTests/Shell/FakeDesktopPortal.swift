import CWebKitGTK
import Foundation

/// A private session bus (its own `dbus-daemon`) with a stand-in for
/// xdg-desktop-portal's Email interface: it records each `ComposeEmail`
/// (its parameters as GVariant text, and how many files came with it) and answers as the portal does.
@MainActor
final class FakeDesktopPortal {
    let address: String
    private let daemon: Process
    private let connection: OpaquePointer
    private var registration: guint = 0
    private var ownership: guint = 0
    /// Each call's parameters (`g_variant_print`) and attached file count, oldest first.
    private(set) var calls: [(parameters: String, files: Int)] = []

    private static let introspection = """
        <node><interface name="org.freedesktop.portal.Email">
          <method name="ComposeEmail"><arg type="s" name="parent_window" direction="in"/>
            <arg type="a{sv}" name="options" direction="in"/><arg type="o" name="handle" direction="out"/></method>
        </interface></node>
        """

    init() throws {
        daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--print-address=1"]
        let output = Pipe()
        daemon.standardOutput = output
        try daemon.run()
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        address = line.trimmingCharacters(in: .whitespacesAndNewlines)
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard !address.isEmpty, let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, nil) else {
            daemon.terminate()
            throw CocoaError(.featureUnsupported)
        }
        self.connection = connection
        let node = g_dbus_node_info_new_for_xml(Self.introspection, nil)!
        defer { g_dbus_node_info_unref(node) }
        var vtable = GDBusInterfaceVTable()
        vtable.method_call = { _, _, _, _, _, parameters, invocation, data in
            MainActor.assumeIsolated {
                guard let data, let invocation else { return }
                let portal = Unmanaged<FakeDesktopPortal>.fromOpaque(data).takeUnretainedValue()
                let text = g_variant_print(parameters, 0).map { pointer in defer { g_free(pointer) }; return String(cString: pointer) } ?? ""
                let fds = g_dbus_message_get_unix_fd_list(g_dbus_method_invocation_get_message(invocation))
                portal.calls.append((text, fds.map { Int(g_unix_fd_list_get_length($0)) } ?? 0))
                var reply: [OpaquePointer?] = [g_variant_new_object_path("/org/freedesktop/portal/desktop/request/1/fake")]
                g_dbus_method_invocation_return_value(invocation, g_variant_new_tuple(&reply, 1))
            }
        }
        registration = g_dbus_connection_register_object(connection, "/org/freedesktop/portal/desktop", node.pointee.interfaces[0],
                                                         &vtable, Unmanaged.passUnretained(self).toOpaque(), nil, nil)
        ownership = g_bus_own_name_on_connection(connection, "org.freedesktop.portal.Desktop", G_BUS_NAME_OWNER_FLAGS_NONE, nil, nil, nil, nil)
    }

    /// Whether the bus has given the portal its name yet.
    var ownsName: Bool {
        var error: UnsafeMutablePointer<GError>?
        var name: [OpaquePointer?] = [g_variant_new_string("org.freedesktop.portal.Desktop")]
        guard let reply = g_dbus_connection_call_sync(connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                                      "NameHasOwner", g_variant_new_tuple(&name, 1), nil, G_DBUS_CALL_FLAGS_NONE, 1000, nil, &error) else {
            g_error_free(error)
            return false
        }
        defer { g_variant_unref(reply) }
        let first = g_variant_get_child_value(reply, 0)
        defer { g_variant_unref(first) }
        return g_variant_get_boolean(first) != 0
    }

    func stop() {
        g_bus_unown_name(ownership)
        g_dbus_connection_unregister_object(connection, registration)
        g_dbus_connection_close_sync(connection, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(connection))
        daemon.terminate()
        daemon.waitUntilExit()
    }
}
