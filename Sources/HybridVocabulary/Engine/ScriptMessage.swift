/// A message a page posted to a named handler.
package struct ScriptMessage: Sendable {
    public var handlerName: String
    public var body: JSONValue
    /// The world the posting script ran in. Only a named world's scripts can reach its handlers.
    public var world: ContentWorld
    /// The frame that posted it, as the engine reports it; `nil` when the engine does not say (WebKitGTK).
    public var frame: FrameInfo?

    public init(handlerName: String, body: JSONValue, world: ContentWorld, frame: FrameInfo? = nil) {
        self.frame = frame
        self.handlerName = handlerName
        self.body = body
        self.world = world
    }
}
