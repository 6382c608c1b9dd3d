import HybridVocabulary
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

        /// The app grants knowing the request may come from a frame inside the page (``RequestingFrame/unattributed``):
        /// without it, a grant of such a request is refused and logged, so a plain `.grant` cannot hand an
        /// embedded frame of another origin the camera or the location by accident.
        public var grantsUnattributedSender: Bool

        public init(isGranted: Bool, memory: Memory = .notRemembered, grantsUnattributedSender: Bool = false) {
            self.isGranted = isGranted
            self.memory = memory
            self.grantsUnattributedSender = grantsUnattributedSender
        }

        public static let grant = Decision(isGranted: true)
        public static let deny = Decision(isGranted: false)
        public static func grant(remembering memory: Memory) -> Decision { Decision(isGranted: true, memory: memory) }
        /// A grant that also holds when the engine cannot say which frame asked (it may be an embedded one).
        public static func grant(evenIfFromAnotherFrame: Bool) -> Decision {
            Decision(isGranted: true, grantsUnattributedSender: evenIfFromAnotherFrame)
        }
        public static func deny(remembering memory: Memory) -> Decision { Decision(isGranted: false, memory: memory) }
    }
}
