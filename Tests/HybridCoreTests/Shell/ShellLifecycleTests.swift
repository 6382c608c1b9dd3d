@testable import HybridCore
import HybridTesting
import XCTest

final class ShellLifecycleTests: XCTestCase {
    /// The event names the page heard, in order.
    @MainActor
    private func heard(_ view: FakeWebEngineView) -> [String] {
        view.asyncCalls.compactMap { call -> String? in
            guard case .string(let message)? = call.arguments["message"] else { return nil }
            for name in ["app.foreground", "app.background", "network.change"] where message.contains("\"\(name)\"") {
                return name
            }
            return nil
        }
    }

    @MainActor
    private func settle() async { for _ in 0..<20 { await Task.yield() } }

    @MainActor
    func test_appChanges_reachThePageOnceEach_inOrder() async {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let lifecycle = ShellLifecycle(container: container)
        lifecycle.appChanged(foreground: false)
        lifecycle.appChanged(foreground: false)
        lifecycle.appChanged(foreground: true)
        lifecycle.appChanged(foreground: true)
        await settle()
        XCTAssertEqual(heard(view), ["app.background", "app.foreground"])
    }

    @MainActor
    func test_firstNetworkReport_isTheStart_laterChangesAreSentOnce() async {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let lifecycle = ShellLifecycle(container: container)
        lifecycle.networkChanged(.init(reachable: true, kind: "wifi"))
        await settle()
        XCTAssertEqual(heard(view), [], "the monitor's first report is the current path, not a change")
        lifecycle.networkChanged(.init(reachable: true, kind: "wifi"))
        lifecycle.networkChanged(.init(reachable: true, kind: "cellular"))
        lifecycle.networkChanged(.init(reachable: false, kind: "none"))
        lifecycle.networkChanged(.init(reachable: false, kind: "none"))
        await settle()
        XCTAssertEqual(heard(view), ["network.change", "network.change"])
        let last = view.asyncCalls.last.flatMap { call -> String? in
            if case .string(let message)? = call.arguments["message"] { return message }
            return nil
        }
        XCTAssertTrue(last?.contains("\"reachable\":false") == true, last ?? "nothing sent")
        XCTAssertTrue(last?.contains("\"network\":\"none\"") == true, last ?? "nothing sent")
    }

    @MainActor
    func test_closedContainer_hearsNothing() async {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let lifecycle = ShellLifecycle(container: container)
        container.close()
        lifecycle.appChanged(foreground: false)
        await settle()
        XCTAssertEqual(heard(view), [])
    }
}
