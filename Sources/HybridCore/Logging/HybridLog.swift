import Logging
import Synchronization

/// Where HybridKit's logs go and how much of them, without a direct swift-log dependency.
///
/// Logs go to the process's swift-log handler: standard error unless the app
/// called `LoggingSystem.bootstrap`. Every HybridKit logger is labelled
/// `hybridkit.*` and starts at ``level``, so set it before making an engine.
public enum HybridLog {
    private static let storage = Mutex<Logger.Level>(.info)

    /// The level new HybridKit loggers start at; `.info` by default
    /// (warnings about refused bridge calls and dead web processes show; per-call detail needs `.debug`).
    public static var level: Logger.Level {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    /// A logger for one HybridKit component, at the current ``level``.
    package static func logger(_ label: String) -> Logger {
        var logger = Logger(label: label)
        logger.logLevel = level
        return logger
    }
}
