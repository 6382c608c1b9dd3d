import Foundation
@testable import HybridCore
import HybridTesting
import XCTest

/// The close rules every shell shares, on the fake engine.
final class ShellBindingTests: XCTestCase {
    final class Calls { var render = 0, close = 0, didClose = 0 }

    @MainActor
    private static func bind(_ container: WebContainer, _ calls: Calls) throws -> ShellBinding {
        try ShellBinding(container: container, render: { calls.render += 1 }, close: { calls.close += 1 },
                         didClose: { calls.didClose += 1 })
    }

    func test_closingTheContainer_closesTheShellOnce() throws { try MainActor.assumeIsolated { try Self.containerFirst() } }

    @MainActor
    private static func containerFirst() throws {
        let container = WebContainer(view: FakeWebEngineView())
        let calls = Calls()
        let binding = try bind(container, calls)
        container.chrome.changed()
        XCTAssertEqual(calls.render, 1)
        container.close()
        container.close()
        XCTAssertTrue(binding.isClosed)
        XCTAssertEqual(calls.didClose, 1)
        XCTAssertFalse(binding.closeContainer(), "already closed: the shell has nothing left to do")
    }

    func test_shellClosingItself_closesTheContainer_andLeavesItself() throws { try MainActor.assumeIsolated { try Self.shellFirst() } }

    @MainActor
    private static func shellFirst() throws {
        let container = WebContainer(view: FakeWebEngineView())
        let calls = Calls()
        let binding = try bind(container, calls)
        XCTAssertTrue(binding.closeContainer())
        XCTAssertTrue(container.isClosed)
        XCTAssertEqual(calls.didClose, 0, "the shell leaves the screen itself, so it can from its deinit")
        XCTAssertFalse(binding.closeContainer())
    }

    func test_pageClose_asksTheShell_andAClosedContainerIsRefused() throws { try MainActor.assumeIsolated { try Self.pageAndRefusal() } }

    @MainActor
    private static func pageAndRefusal() throws {
        let container = WebContainer(view: FakeWebEngineView())
        let calls = Calls()
        _ = try bind(container, calls)
        container.chrome.requestClose()
        XCTAssertEqual(calls.close, 1)
        container.close()
        XCTAssertThrowsError(try bind(container, Calls())) { XCTAssertEqual($0 as? EngineError, .viewClosed) }
    }
}
