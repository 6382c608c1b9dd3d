import Foundation
import Logging

/// Where HybridKit's logs go and how much of them, without a direct swift-log dependency.
///
/// Logs go to the process's swift-log handler: standard error unless the app
/// called `LoggingSystem.bootstrap`. Every HybridKit logger is labelled
/// `hybridkit.*` and starts at ``level``, so set it before making an engine.
public enum HybridLog {
    /// NSLock, not `Mutex`: `Mutex` needs iOS 18 and macOS 15, and the package declares iOS 16 and macOS 13.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var storedLevel = Logger.Level.info

    /// The level new HybridKit loggers start at; `.info` by default
    /// (warnings about refused bridge calls and dead web processes show; per-call detail needs `.debug`).
    public static var level: Logger.Level {
        get { lock.withLock { storedLevel } }
        set { lock.withLock { storedLevel = newValue } }
    }

    /// A logger for one HybridKit component, at the current ``level``.
    package static func logger(_ label: String) -> Logger {
        var logger = Logger(label: label)
        logger.logLevel = level
        return logger
    }
}
