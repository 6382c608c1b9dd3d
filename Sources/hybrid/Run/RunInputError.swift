/// A problem with what `hybrid run` was given (the page, an origin, the mock
/// file); reported on standard error with exit code 2, before any page opens.
struct RunInputError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
