import Foundation
import HybridCore
import HybridVocabulary
import HybridWebKitGTK
import XCTest

/// Starting the engine where it cannot work fails at once with an error that names the fix.
final class EngineStartTests: XCTestCase {
    func test_engineMadeInSynchronousCode_withNoLoopTurning_throwsMainLoopNotRunning() throws {
        try HeadlessDisplay.ensure()
        let error = MainActor.assumeIsolated { () -> EngineError? in
            do {
                _ = try GTKEngine()
                return nil
            } catch {
                return error as? EngineError
            }
        }
        XCTAssertEqual(error, .mainLoopNotRunning)
        XCTAssertTrue(error?.description.contains("MainLoop.run") == true)
    }

    func test_mainLoopRun_insideARunningLoop_throwsLoopAlreadyRunning_insteadOfHanging() throws {
        try EngineHarness.run { _, _ in
            XCTAssertThrowsError(try MainLoop.run { 1 }) { error in
                XCTAssertEqual(error as? EngineError, .loopAlreadyRunning)
            }
        }
    }

    func test_mainLoopRun_offTheMainThread_throwsNotOnMainThread() throws {
        let done = expectation(description: "background thread finished")
        nonisolated(unsafe) var caught: (any Error)?
        Thread.detachNewThread {
            do { _ = try MainLoop.run { 1 } } catch { caught = error }
            done.fulfill()
        }
        wait(for: [done], timeout: 30)
        XCTAssertEqual(caught as? EngineError, .notOnMainThread)
    }
}
