import Foundation
import HybridSchemes

/// Why an `app://` request was answered with a refusal instead of the app's file: a sentence for the
/// page's console and the logs, and a stable code in the answer's `X-HybridKit-Error` header.
enum AppRequestRefusal: Error, Equatable {
    /// A page of another app asked for this app's files.
    case anotherApp(asking: String, app: String)
    /// A document that is not one of the app's own pages (nor of an origin the host names) asked.
    case foreignDocument(asking: String, app: String)
    /// A page of an origin the host names asked for one of the app's pages as a document: a frame of its own.
    case foreignFrame(asking: String, app: String)
    /// The engine did not say which document asked, so it cannot be one of the app's pages.
    case unknownDocument(app: String)
    /// The network answered a fallback path with something a browser may run, whose bytes the signed manifest does not list.
    case fallbackExecutable(path: String, app: String, contentType: String)
    /// The network redirected a fallback request to another origin.
    case fallbackRedirect(path: String, to: String)
    /// The network did not answer a fallback request.
    case fallbackFailed(path: String)

    var code: String {
        switch self {
        case .anotherApp: "another_app"
        case .foreignDocument, .unknownDocument: "foreign_document"
        case .foreignFrame: "foreign_frame"
        case .fallbackExecutable: "fallback_executable"
        case .fallbackRedirect: "fallback_redirect"
        case .fallbackFailed: "fallback_failed"
        }
    }

    var message: String {
        switch self {
        case .anotherApp(let asking, let app):
            "a page of app \(asking) cannot load app \(app)'s files"
        case .foreignDocument(let asking, let app):
            "a document of \(asking) cannot load app \(app)'s files: only the app's own pages, and origins its host names, may"
        case .foreignFrame(let asking, let app):
            "a page of \(asking) may read app \(app)'s files but not show its pages: only the app's own pages may frame them"
        case .unknownDocument(let app):
            "the engine did not say which document asked for app \(app)'s file, so it is not given: only the app's own pages may load it"
        case .fallbackExecutable(let path, let app, let contentType):
            "the network answered \(path) with \(contentType), which a browser may run as app \(app)'s own code; the network fallback "
                + "serves only data, or code whose bytes the app's signed manifest lists"
        case .fallbackRedirect(let path, let target):
            "the network redirected \(path) to \(target), another origin than the fallback's own; the network fallback does not follow it"
        case .fallbackFailed(let path):
            "the network fallback for \(path) failed"
        }
    }

    /// 403 for a document refused, 502 for a network answer refused; the body is the sentence.
    var response: URLSchemeResponse {
        switch self {
        case .anotherApp, .foreignDocument, .foreignFrame, .unknownDocument: response(403)
        case .fallbackExecutable, .fallbackRedirect, .fallbackFailed: response(502)
        }
    }

    private func response(_ status: Int) -> URLSchemeResponse {
        var response = URLSchemeResponse.text(status, message)
        response.setHeader("X-HybridKit-Error", code)
        response.setHeader("X-Content-Type-Options", "nosniff")
        return response
    }
}
