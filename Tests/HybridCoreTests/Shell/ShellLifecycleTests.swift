import HybridCore
import HybridTesting
import Testing

@MainActor
struct ShellLifecycleTests {
    /// The event names the page heard, in order.
    private func heard(_ view: FakeWebEngineView) -> [String] {
        view.asyncCalls.compactMap { call -> String? in
            guard case .string(let message)? = call.arguments["message"] else { return nil }
            for name in ["app.foreground", "app.background", "network.change"] where message.contains("\"\(name)\"") {
                return name
            }
            return nil
        }
    }

    private func settle() async { for _ in 0..<20 { await Task.yield() } }

    @Test func appChanges_reachThePageOnceEach_inOrder() async {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let lifecycle = ShellLifecycle(container: container)
        lifecycle.appChanged(foreground: false)
        lifecycle.appChanged(foreground: false)
        lifecycle.appChanged(foreground: true)
        lifecycle.appChanged(foreground: true)
        await settle()
        #expect(heard(view) == ["app.background", "app.foreground"])
    }

    @Test func firstNetworkReport_isTheStart_laterChangesAreSentOnce() async {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let lifecycle = ShellLifecycle(container: container)
        lifecycle.networkChanged(.init(reachable: true, kind: "wifi"))
        await settle()
        #expect(heard(view) == [], "the monitor's first report is the current path, not a change")
        lifecycle.networkChanged(.init(reachable: true, kind: "wifi"))
        lifecycle.networkChanged(.init(reachable: true, kind: "cellular"))
        lifecycle.networkChanged(.init(reachable: false, kind: "none"))
        lifecycle.networkChanged(.init(reachable: false, kind: "none"))
        await settle()
        #expect(heard(view) == ["network.change", "network.change"])
        let last = view.asyncCalls.last.flatMap { call -> String? in
            if case .string(let message)? = call.arguments["message"] { return message }
            return nil
        }
        #expect(last?.contains("\"reachable\":false") == true, "\(last ?? "nothing sent")")
        #expect(last?.contains("\"network\":\"none\"") == true, "\(last ?? "nothing sent")")
    }

    @Test func closedContainer_hearsNothing() async {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let lifecycle = ShellLifecycle(container: container)
        container.close()
        lifecycle.appChanged(foreground: false)
        await settle()
        #expect(heard(view) == [])
    }
}
