import Foundation
import HybridVocabulary

/// What a route will do, decided from the stacks, the rules and who asks before anything
/// changes (``Navigator/plan(_:)``); ``Navigator/carryOut(_:)`` then does it. A proposal
/// refused while it is planned leaves the tabs, the stacks and the shell as they were.
enum NavigatorPlan {
    /// Start offline app `id` with `params` for the proposal (a rule's `"app"`).
    case startApp(id: String, params: JSONValue, NavigatorProposal)
    /// Route the proposal in tab `name`: that tab's navigator plans it, and only then is the tab selected.
    case otherTab(String, NavigatorProposal)
    /// Open the native screen the app registered as `uri`.
    case nativeScreen(uri: String, URL, [String: JSONValue])
    /// Hand the URL to the system browser, spending the gesture of the page that asked (`nil`: the app asked).
    case external(URL, spending: WebContainer?)
    /// Change the stacks by these steps.
    case stacks([NavigatorState.Step], NavigatorProposal, [String: JSONValue])
}
