import HybridEngineSupport
extension PermissionRequest {
    /// The app's answer, and how long it holds for the same origin and kinds.
    public struct Decision: Sendable, Hashable {
        /// How long a decision is remembered for the requesting origin.
        public enum Memory: Sendable, Hashable {
            /// Asked again next time. The default.
            case notRemembered
            /// Until the container closes.
            case forContainer
            /// In the container's ``PermissionStore``, across launches.
            case persistently
        }

        public var isGranted: Bool
        /// Only a request proven to come from the main frame of a real origin is remembered.
        public var memory: Memory

        public init(isGranted: Bool, memory: Memory = .notRemembered) {
            self.isGranted = isGranted
            self.memory = memory
        }

        public static let grant = Decision(isGranted: true)
        public static let deny = Decision(isGranted: false)
        public static func grant(remembering memory: Memory) -> Decision { Decision(isGranted: true, memory: memory) }
        public static func deny(remembering memory: Memory) -> Decision { Decision(isGranted: false, memory: memory) }
    }
}
