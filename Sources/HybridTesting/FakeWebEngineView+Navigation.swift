import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridCore
import HybridVocabulary
import HybridEngineInterface

/// A navigation the container started on the fake (a load, a reload, a move in history), or one the page made.
package struct AskedNavigation {
    package var url: URL?
    package var request: URLRequest?
    package var kind: NavigationAction.Kind
    /// HTML given as a string: no server answers, so no response is asked about.
    package var isHTML = false
    package var id: NavigationID?
    /// Tells two navigations to the same URL apart.
    let serial: Int
    /// Whether the action was already decided (a page's own navigation is decided before it starts).
    package var isDecided = false
    package var isStarted = false
    package var isCommitted = false
}

/// A load as a page experiences it, in the order both engines report it: the
/// navigation's action is asked about, the load starts, the response is asked
/// about, the document commits, then the load finishes or fails. A refused action
/// starts nothing; a refused response fails the load as cancelled, as WebKit does.
/// A navigation a newer one replaced is dropped unreported, as the engines' contract says.
extension FakeWebEngineView {
    /// Plays the page's load up to its start; `false` when the container refused it.
    @discardableResult
    package func startNavigation(limit: Duration = .seconds(10), fileID: String = #fileID, line: Int = #line) async throws -> Bool {
        while let navigation = try await navigationToPlay(limit: limit, fileID: fileID, line: line) {
            switch await play(navigation, committing: false) {
            case .reached: return true
            case .replaced: continue
            case .refused: if navigationsAsked.count == navigationsTaken { return false }
            }
        }
        return false
    }

    /// Plays the page's load up to its commit; `false` when the container refused it.
    @discardableResult
    package func commitNavigation(limit: Duration = .seconds(10), fileID: String = #fileID, line: Int = #line) async throws -> Bool {
        while let navigation = try await navigationToPlay(limit: limit, fileID: fileID, line: line) {
            switch await play(navigation, committing: true) {
            case .reached: return true
            case .replaced: continue
            case .refused: if navigationsAsked.count == navigationsTaken { return false }
            }
        }
        return false
    }

    /// Plays the page's load to its end, the bridge's runtime reporting in from the new
    /// document on the way; `false` when the container refused it.
    @discardableResult
    package func finishNavigation(limit: Duration = .seconds(10), fileID: String = #fileID, line: Int = #line) async throws -> Bool {
        guard try await commitNavigation(limit: limit, fileID: fileID, line: line), let navigation = navigationInFlight else { return false }
        await sayHello(from: navigation.url)
        end(navigation, with: .finished(navigation.url))
        return true
    }

    /// Fails the page's load with `error` once it started; `false` when the container refused it before.
    @discardableResult
    package func failNavigation(_ error: NavigationError, limit: Duration = .seconds(10),
                                fileID: String = #fileID, line: Int = #line) async throws -> Bool {
        guard try await startNavigation(limit: limit, fileID: fileID, line: line), let navigation = navigationInFlight else { return false }
        end(navigation, with: .failed(navigation.url, error))
        return true
    }

    /// The page's own navigation (a link, a script, `window.open`): the container decides
    /// it, and an allowed main-frame one becomes the load to play.
    package func navigate(_ action: NavigationAction) async -> NavigationPolicy {
        let policy = await delegate?.engineView(self, decidePolicyFor: action) ?? .allow
        guard policy == .allow, !isClosed, !action.opensNewWindow, action.targetsMainFrame != false else { return policy }
        navigationsTaken = navigationsAsked.count
        var navigation = makeNavigation(action.request.url, request: action.request, kind: action.kind)
        navigation.isDecided = true
        navigationInFlight = navigation
        return policy
    }

    private enum Outcome { case reached, refused, replaced }

    /// Asks and reports what `navigation` still lacks, up to its start or its commit.
    private func play(_ start: AskedNavigation, committing: Bool) async -> Outcome {
        var navigation = start
        if !navigation.isDecided {
            let policy = await delegate?.engineView(self, decidePolicyFor: action(for: navigation)) ?? .allow
            guard isStill(navigation) else { return .replaced }
            navigation.isDecided = true
            navigationInFlight = navigation
            guard policy == .allow else {
                navigationInFlight = nil
                return .refused
            }
        }
        if !navigation.isStarted {
            navigation.isStarted = true
            navigationInFlight = navigation
            changeState { $0.isLoading = true; $0.estimatedProgress = 0.1 }
            report(.started(navigation.url), navigation: navigation.id)
        }
        guard committing, !navigation.isCommitted else { return .reached }
        if !navigation.isHTML, navigation.kind != .backForward {
            let response = NavigationResponse(url: navigation.url, statusCode: 200, mimeType: "text/html", request: navigation.request)
            let policy = await delegate?.engineView(self, decidePolicyFor: response) ?? .allow
            guard isStill(navigation) else { return .replaced }
            guard policy == .allow else {
                end(navigation, with: .failed(navigation.url, .cancelled))
                return .refused
            }
        }
        navigation.isCommitted = true
        navigationInFlight = navigation
        changeState { $0.url = navigation.url; $0.estimatedProgress = 0.5 }
        report(.committed(navigation.url), navigation: navigation.id)
        return .reached
    }

    /// The newest navigation asked and not played yet (earlier ones were replaced), else
    /// the one in flight; with neither, waits up to `limit` for the container to ask one.
    private func navigationToPlay(limit: Duration, fileID: String, line: Int) async throws -> AskedNavigation? {
        if navigationInFlight == nil, navigationsAsked.count == navigationsTaken {
            try await eventually("a load in the page", limit: limit, fileID: fileID, line: line) {
                isClosed || navigationInFlight != nil || navigationsAsked.count > navigationsTaken
            }
        }
        guard !isClosed else { return nil }
        if navigationsAsked.count > navigationsTaken, let newest = navigationsAsked.last {
            navigationsTaken = navigationsAsked.count
            navigationInFlight = newest
        }
        return navigationInFlight
    }

    /// Whether `navigation` is still the page's after a question, which the container
    /// may have answered by starting another load (a reissue) or closing the view.
    private func isStill(_ navigation: AskedNavigation) -> Bool {
        !isClosed && navigationsAsked.count == navigationsTaken && navigationInFlight?.serial == navigation.serial
    }

    private func end(_ navigation: AskedNavigation, with event: NavigationEvent) {
        navigationInFlight = nil
        changeState { $0.isLoading = false; $0.estimatedProgress = event == .finished(navigation.url) ? 1 : 0 }
        report(event, navigation: navigation.id)
    }

    /// The bridge's runtime reports in from the new document, as it does in every document a
    /// real engine shows: the page is then ready, and has seen no other frame.
    private func sayHello(from url: URL?) async {
        guard runsBridgeRuntime, messageHandlers[Bridge.handlerName]?.world == .hybrid else { return }
        let origin = url.flatMap(BridgeOrigin.init(url:))?.description ?? "null"
        _ = await post(.string(RuntimePost.message(#"{"t":"hello"}"#, origin: origin, isMainFrame: true)), to: Bridge.handlerName)
    }

    private func action(for navigation: AskedNavigation) -> NavigationAction {
        NavigationAction(request: navigation.request ?? URLRequest(url: navigation.url ?? URL(string: "about:blank")!), kind: navigation.kind)
    }

    private func changeState(_ change: (inout WebViewState) -> Void) {
        change(&state)
        delegate?.engineView(self, didChangeState: state)
    }
}
