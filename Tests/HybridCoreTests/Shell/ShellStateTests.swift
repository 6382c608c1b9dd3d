import Foundation
import Testing
import HybridCore
import HybridVocabulary
import HybridTesting

/// The Apple shells' state machines, run on Linux against a fake navigation
/// controller that behaves as UIKit does: a `setViewControllers` made while a
/// transition runs is dropped, and `didShow` comes when the transition ends.
@MainActor
struct ShellStateTests {
    /// A page of a stack, named by identity as a container is.
    private final class Page {}

    /// What UIKit's navigation controller does with the shell's requests.
    @MainActor
    private final class FakeNavigationController: ShellStackHost {
        var shownPages: [ObjectIdentifier] = []
        var isTransitioning = false
        /// Requests UIKit dropped because a transition ran.
        var dropped = 0

        func show(_ pages: [ObjectIdentifier], animated: Bool) {
            guard !isTransitioning else { return dropped += 1 }
            shownPages = pages
            isTransitioning = animated
        }

        /// The person's back gesture: UIKit pops the top page by itself.
        func personSwipesBack() {
            shownPages.removeLast()
            isTransitioning = true
        }
    }

    @Test func aPushDuringAPopAnimation_keepsThePushedPage_andAsksTheNavigatorForNoPop() {
        let (a, b, c, d) = (Page(), Page(), Page(), Page())
        let ids = { (pages: [Page]) in pages.map { ObjectIdentifier($0) } }
        let controller = FakeNavigationController()
        var follower = ShellStackFollower()
        follower.follow(ids([a, b, c]), on: controller, animates: false)
        // The navigator pops c: the pop slides out.
        var navigator = ids([a, b])
        follower.follow(navigator, on: controller, animates: true)
        #expect(controller.isTransitioning)
        // The page below pushes d while the pop still runs.
        navigator = ids([a, b, d])
        follower.follow(navigator, on: controller, animates: true)
        #expect(controller.dropped == 0, "the shell waited instead of changing the stack mid-transition")
        // The pop ends: UIKit shows what the shell asked for, which is not the person going back.
        controller.isTransitioning = false
        #expect(follower.didShow(on: controller, navigator: navigator) == nil, "the pushed page would be popped again")
        follower.follow(navigator, on: controller, animates: true)
        #expect(controller.shownPages == navigator)
    }

    @Test func thePersonsBackGesture_isStillFollowed_byTheNavigator() {
        let (a, b, c) = (Page(), Page(), Page())
        let stack = [a, b, c].map { ObjectIdentifier($0) }
        let controller = FakeNavigationController()
        var follower = ShellStackFollower()
        follower.follow(stack, on: controller, animates: false)
        controller.personSwipesBack()
        // While the gesture runs, a navigator change waits too.
        follower.follow(stack, on: controller, animates: true)
        #expect(controller.shownPages == Array(stack.prefix(2)))
        controller.isTransitioning = false
        #expect(follower.didShow(on: controller, navigator: stack) == .pop(1))
        // The navigator already popped (its own Back): nothing more is asked.
        controller.personSwipesBack()
        controller.isTransitioning = false
        #expect(follower.didShow(on: controller, navigator: [stack[0]]) == nil)
    }

    @Test func aReplacedSwiftUIRoot_showsTheNewContainer_underANewIdentity() async throws {
        let (pool, _) = PoolFixture.pool()
        let navigator = Navigator(pool: pool, paths: try PathConfiguration(json: Data("""
            { "rules": [ { "patterns": ["/reset$"], "properties": { "presentation": "replace_root" } },
                         { "patterns": ["/new$"], "properties": { "context": "modal" } } ] }
            """.utf8)))
        var paths = NavigatorPaths()
        try await navigator.route(URL(string: "https://m.example/a")!)
        paths.read(navigator)
        let first = try #require(paths.mainRoot)
        try await navigator.route(URL(string: "https://m.example/reset")!)
        paths.read(navigator)
        let second = try #require(paths.mainRoot)
        #expect(second.container === navigator.stack.first, "the root drawn is the navigator's new root")
        #expect(second.id != first.id, "SwiftUI would keep the old root's view under the same identity")
        #expect(paths.mainPath.isEmpty)
        try await navigator.route(URL(string: "https://m.example/new")!)
        paths.read(navigator)
        let modalRoot = try #require(paths.modalRoot)
        #expect(modalRoot.container === navigator.modalStack.first && modalRoot.id != second.id)
    }

    @Test func aShortenedPath_isThePersonGoingBack_anyOtherIsTheNavigators() async throws {
        let (pool, _) = PoolFixture.pool()
        let navigator = Navigator(pool: pool, paths: PathConfiguration())
        for path in ["/a", "/b", "/c"] { try await navigator.route(URL(string: "https://m.example\(path)")!) }
        var paths = NavigatorPaths()
        paths.read(navigator)
        #expect(paths.setPath(paths.mainPath + paths.mainPath, modal: false) == nil, "a longer path is not the person's")
        let shortened = paths.setPath(Array(paths.mainPath.prefix(1)), modal: false)
        let back = try #require(shortened)
        #expect(back.change == .pop(1) && back.top === navigator.stack[1])
        #expect(paths.main.count == 2, "shown at once, before the navigator pops")
    }

    @Test func aSecondSheet_whileOneIsOpen_answersNilToTheSecond_andTheFirstsChoiceToTheFirst() async throws {
        let slot = ShellSheetSlot<Int>()
        let buttons = SheetButtons()
        let first = Task { await slot.ask(isBlocked: false, buttons.present) }
        try await eventually("the first sheet shows") { buttons.sheets.count == 1 }
        let second = await slot.ask(isBlocked: false, buttons.present)
        #expect(second == nil)
        #expect(buttons.sheets.count == 1, "the second sheet was never presented over the first")
        buttons.sheets[0](2)
        #expect(await first.value == 2)
        buttons.sheets[0](0)  // a late tap on the sheet that already answered
        #expect(!slot.isOpen)
    }

    @Test func aSheetOverSomethingPresented_answersNilAtOnce_andATakenDownSheetsButtonsAnswerNothing() async throws {
        let slot = ShellSheetSlot<Int>()
        var presented = 0
        #expect(await slot.ask(isBlocked: true) { _ in presented += 1 } == nil)
        #expect(presented == 0)
        let buttons = SheetButtons()
        let taken = Task { await slot.ask(isBlocked: false, buttons.present) }
        try await eventually("the sheet shows") { buttons.sheets.count == 1 }
        slot.cancel()
        #expect(await taken.value == nil)
        let next = Task { await slot.ask(isBlocked: false, buttons.present) }
        try await eventually("the next sheet shows") { buttons.sheets.count == 2 }
        buttons.sheets[0](1)  // the taken-down sheet's button
        buttons.sheets[1](0)
        #expect(await next.value == 0, "only the next sheet's own button answers it")
    }
}

/// The sheets a fake presenter put up, each by the reply its buttons answer with.
@MainActor
private final class SheetButtons {
    var sheets: [@MainActor (Int?) -> Void] = []
    func present(_ reply: @escaping @MainActor (Int?) -> Void) { sheets.append(reply) }
}
