extension Download {
    /// Why a download did not produce a file, with a stable code for logs and JavaScript.
    public enum Failure: Error, Equatable, Sendable {
        /// The app chose no destination (the default answer).
        case refused
        /// The app (or the container closing) cancelled it while it ran.
        case cancelled
        /// The app's destination was not acceptable: not a file URL, a directory,
        /// or in a folder that does not exist. `reason` says which.
        case invalidDestination(String)
        /// The file could not be written (it already exists, the disk is full…).
        case destinationFailed(String)
        /// The transfer failed: the connection dropped or the server answered with an error.
        case network(String)

        /// A stable string code.
        public var code: String {
            switch self {
            case .refused: "download_refused"
            case .cancelled: "download_cancelled"
            case .invalidDestination: "download_invalid_destination"
            case .destinationFailed: "download_destination_failed"
            case .network: "download_network"
            }
        }
    }
}
