// One import for apps: the engine-agnostic core, the engine for this
// platform, and swift-log's types (for `HybridLog.level`).
@_exported import HybridCore
@_exported import Logging
#if os(Linux)
@_exported import HybridWebKitGTK
#else
@_exported import HybridWKWebView
#endif
