import HybridVocabulary

/// What a tool sees of a container's page, asked through the runtime's task
/// channel (no user gesture): whether it looks drawn, and where an element is.
@MainActor
package struct PageQueries {
    let bridge: Bridge

    package init(_ container: WebContainer) { bridge = container.bridge }

    /// Waits until the page looks drawn, for a screenshot a person would recognise:
    /// `selector` present when given, else loaded, showing something and with no
    /// DOM change for `quiet` (a single-page app that renders after `load`
    /// settles), then two animation frames. Gives up after `cap`. Runs in the
    /// runtime's world through its task channel: no user gesture. Returns whether
    /// it saw the page drawn and how long it waited, in milliseconds.
    package func waitUntilDrawn(selector: String? = nil, quiet: Duration = .milliseconds(500),
                                cap: Duration = .seconds(10)) async -> (drawn: Bool, waitedMilliseconds: Double) {
        var arguments: [String: JSONValue] = [
            "quietMs": .number(Double(quiet.components.seconds * 1000) + Double(quiet.components.attoseconds) / 1e15),
            "capMs": .number(Double(cap.components.seconds * 1000) + Double(cap.components.attoseconds) / 1e15),
        ]
        if let selector { arguments["selector"] = .string(selector) }
        guard bridge.isPageReady else { return (false, 0) }  // no runtime to ask: an error page, a bare document
        guard let answer = try? await bridge.runTask("drawn", arguments: .object(arguments), timeout: cap + .seconds(5)) else {
            return (false, 0)
        }
        return (answer["drawn"] == .bool(true), answer["waitedMs"]?.numberValue ?? 0)
    }

    /// The centre of the element `selector` names, in view coordinates, after scrolling it into
    /// view, where a tool's real input events should land; `nil` when there is none (or no runtime).
    package func locate(_ selector: String) async -> (x: Double, y: Double)? {
        guard bridge.isPageReady,
              let box = try? await bridge.runTask("locate", arguments: ["selector": .string(selector)], timeout: .seconds(5)),
              let x = box["x"]?.numberValue, let y = box["y"]?.numberValue else { return nil }
        return (x, y)
    }
}
