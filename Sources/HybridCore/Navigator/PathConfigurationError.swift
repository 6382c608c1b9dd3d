import Foundation

/// Why a path configuration was refused, as a sentence; code `path_configuration_invalid`.
struct PathConfigurationError: Error, CustomStringConvertible, LocalizedError {
    let description: String
    init(_ description: String) { self.description = description }
    var errorDescription: String? { description }
    var code: String { "path_configuration_invalid" }
}
