extension Bridge {
    /// A method of an injected namespace object, in the seeds' JavaScriptCore
    /// style: `app.scan('scanResult')` calls a native handler and delivers its
    /// result to the global function the page named.
    public struct NamespaceMethod: Sendable, Hashable {
        /// The native handler it calls; `nil` means `"<namespace>.<method>"`.
        public var handler: String?
        /// Which argument names the global function that receives the result;
        /// the other arguments become the handler's params, as an array.
        public var callbackArgument: Int?

        public init(handler: String? = nil, callbackArgument: Int? = nil) {
            self.handler = handler
            self.callbackArgument = callbackArgument
        }
    }
}
