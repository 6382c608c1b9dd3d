// One import for apps: the engine-agnostic core, the engine seam's questions (dialogs, challenges, navigation actions), its cookie jar and scheme serving, the engine for this
// platform, the first-party modules, and swift-log's types (for `HybridLog.level`).
@_exported import HybridCore
@_exported import HybridVocabulary
@_exported import HybridModules
@_exported import HybridCookies
@_exported import HybridSchemes
@_exported import Logging
#if os(Linux)
@_exported import HybridWebKitGTK

/// This platform's engine, so one app source builds on both: `GTKEngine` here, `AppleWebEngine` on Apple platforms.
public typealias HybridEngine = GTKEngine
#else
@_exported import HybridWKWebView

/// This platform's engine, so one app source builds on both: `AppleWebEngine` here, `GTKEngine` on Linux.
public typealias HybridEngine = AppleWebEngine
#endif
