import Foundation
@testable import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// The close rules every shell shares, on the fake engine.
@MainActor
struct ShellBindingTests {
    final class Calls { var render = 0, close = 0, didClose = 0 }

    private static func bind(_ container: WebContainer, _ calls: Calls) throws -> ShellBinding {
        try ShellBinding(container: container, render: { calls.render += 1 }, close: { calls.close += 1 },
                         didClose: { calls.didClose += 1 })
    }

    @Test func closingTheContainer_closesTheShellOnce() throws {
        let container = WebContainer(view: FakeWebEngineView())
        let calls = Calls()
        let binding = try Self.bind(container, calls)
        container.chrome.changed()
        #expect(calls.render == 1)
        container.close()
        container.close()
        #expect(binding.isClosed)
        #expect(calls.didClose == 1)
        #expect(!binding.closeContainer(), "already closed: the shell has nothing left to do")
    }

    @Test func shellClosingItself_closesTheContainer_andLeavesItself() throws {
        let container = WebContainer(view: FakeWebEngineView())
        let calls = Calls()
        let binding = try Self.bind(container, calls)
        #expect(binding.closeContainer())
        #expect(container.isClosed)
        #expect(calls.didClose == 0, "the shell leaves the screen itself, so it can from its deinit")
        #expect(!binding.closeContainer())
    }

    @Test func pageClose_asksTheShell_andAClosedContainerIsRefused() throws {
        let container = WebContainer(view: FakeWebEngineView())
        let calls = Calls()
        _ = try Self.bind(container, calls)
        container.chrome.requestClose()
        #expect(calls.close == 1)
        container.close()
        #expect(throws: EngineError.viewClosed) { try Self.bind(container, Calls()) }
    }
}
