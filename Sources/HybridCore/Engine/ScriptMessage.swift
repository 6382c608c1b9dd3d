/// A message a page posted to a named handler.
public struct ScriptMessage: Sendable {
    public var handlerName: String
    public var body: JSONValue
    /// The world the posting script ran in. Only a named world's scripts can reach its handlers.
    public var world: ContentWorld

    public init(handlerName: String, body: JSONValue, world: ContentWorld) {
        self.handlerName = handlerName
        self.body = body
        self.world = world
    }
}
