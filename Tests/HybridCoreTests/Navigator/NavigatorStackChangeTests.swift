import Testing
import HybridCore

/// The one comparison every shell makes between the stack it shows and the navigator's.
struct NavigatorStackChangeTests {
    /// Stand-ins for containers: only their identity matters.
    final class Page: Sendable {}
    static let pages = (0..<5).map { _ in Page() }

    static func ids(_ indices: [Int]) -> [ObjectIdentifier] { indices.map { ObjectIdentifier(pages[$0]) } }

    /// A name, the stack shown, the navigator's, and what a shell is told.
    static let cases: [(String, [Int], [Int], NavigatorStackChange)] = [
        ("push one", [0, 1], [0, 1, 2], .push(1)),
        ("push two", [0], [0, 1, 2], .push(2)),
        ("pop one", [0, 1, 2], [0, 1], .pop(1)),
        ("pop several", [0, 1, 2, 3], [0], .pop(3)),
        ("replace top", [0, 1], [0, 2], .replaceTop),
        ("replace the only page", [0], [1], .replaceTop),
        ("reset to a new root", [0, 1, 2], [3], .reset),
        ("pop and push at once", [0, 1, 2], [0, 3, 4], .reset),
        ("first page shown", [], [0], .reset),
        ("emptied", [0, 1], [], .reset),
        ("no change", [0, 1, 2], [0, 1, 2], .none),
        ("nothing either side", [], [], .none),
    ]

    @Test(arguments: cases)
    func aChange_isNamedByWhatHappenedOnTop(_ name: String, before: [Int], after: [Int], expected: NavigatorStackChange) {
        #expect(NavigatorStackChange(from: Self.ids(before), to: Self.ids(after)) == expected, "\(name)")
    }

    @Test func onlyPushesAndPops_areAnimated() {
        #expect(NavigatorStackChange.push(1).isAnimated)
        #expect(NavigatorStackChange.pop(2).isAnimated)
        #expect(!NavigatorStackChange.replaceTop.isAnimated)
        #expect(!NavigatorStackChange.reset.isAnimated)
        #expect(!NavigatorStackChange.none.isAnimated)
    }
}
