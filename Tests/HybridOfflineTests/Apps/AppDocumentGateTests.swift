import Foundation
import HybridCore
@testable import HybridOffline
import HybridSchemes
import Testing

/// Red team: `app://mail/` answers only mail's own pages and the origins its host names, for every
/// kind of request a page makes, with `Origin` (a `fetch`, an XHR, a POST) or without (a page load,
/// a frame, a script, a style, an image, a same-origin `fetch`). Requests are made as WebKit makes
/// them: the `Accept` it sends for the kind, and the asking document it reports as `pageURL`.
@MainActor
struct AppDocumentGateTests {
    enum Kind: String, CaseIterable, Sendable {
        case pageLoad, frame, script, style, image, fetch, xhr

        var path: String {
            switch self {
            case .pageLoad, .frame: "/index.html"
            case .script: "/config.js"
            case .style: "/style.css"
            case .image: "/logo.png"
            case .fetch, .xhr: "/data.json"
            }
        }

        var accept: String {
            switch self {
            case .pageLoad, .frame: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
            case .script, .fetch, .xhr: "*/*"
            case .style: "text/css,*/*;q=0.1"
            case .image: "image/webp,image/avif,image/png,image/*;q=0.8,*/*;q=0.5"
            }
        }
    }

    static let partner = "https://partner.example"
    let apps: OfflineApps
    let ids: (mail: String, shop: String)

    init() throws {
        apps = OfflineApps(folder: TestPackages.temporaryFolder("apps"))
        let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
        ids = ("mail-\(suffix)", "shop-\(suffix)")
        let trust = PublisherTrust(publicKey: TestPackages.key.publicKey)
        for id in [ids.mail, ids.shop] {
            let host = try apps.add(id, trust: trust, cors: CORSPolicy(allowedOrigins: [Self.partner]))
            let site = try SchemeFixtureFolder.make([
                "index.html": Data("<title>\(id)</title>".utf8), "config.js": Data("window.leaked = '\(id)';".utf8),
                "style.css": Data("p { color: red }".utf8), "logo.png": Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]),
                "data.json": Data(#"{"of":"\#(id)"}"#.utf8),
            ])
            let zip = TestPackages.temporaryFolder("zip").appendingPathExtension("zip")
            try PackageBuilder.build(folder: site, version: "1.0.0", app: id, key: TestPackages.key, output: zip)
            host.server.activeVersion = try PackageInstaller(store: host.store).install(zip).installed
        }
    }

    /// Mail's file for `kind`, asked by the document at `page` (nil: the engine did not say), with `origin` when given.
    func ask(_ kind: Kind, page: String?, origin: String? = nil, method: String = "GET") async throws -> (URLSchemeResponse, String) {
        var headers = ["Accept": kind.accept]
        if let origin { headers["Origin"] = origin }
        let url = try #require(URL(string: "app://\(ids.mail)\(kind.path)"))
        let request = URLSchemeRequest(url: url, method: method, headers: headers, pageURL: page.flatMap(URL.init(string:)))
        let response = await apps.router.response(for: request)
        var body = Data()
        for try await chunk in response.body.chunks() { body.append(chunk) }
        return (response, String(decoding: body, as: UTF8.self))
    }

    @Test(arguments: Kind.allCases)
    func anHTTPSPage_isRefusedEveryKindOfRequest_withOrWithoutOrigin(_ kind: Kind) async throws {
        for origin in [nil, "https://evil.example"] {
            let (answer, body) = try await ask(kind, page: "https://evil.example/steal.html", origin: origin)
            #expect(answer.status == 403, "\(kind) with Origin \(origin ?? "none")")
            #expect(answer.headers["X-HybridKit-Error"] == "foreign_document")
            #expect(body == "a document of https://evil.example cannot load app \(ids.mail)'s files: only the app's own pages, and origins its host names, may")
        }
        let (post, _) = try await ask(kind, page: "https://evil.example/steal.html", origin: "https://evil.example", method: "POST")
        #expect(post.status == 403)
    }

    @Test(arguments: Kind.allCases)
    func anotherAppsPage_isRefusedEveryKindOfRequest(_ kind: Kind) async throws {
        for origin in [nil, "app://\(ids.shop)"] {
            let (answer, body) = try await ask(kind, page: "app://\(ids.shop)/index.html", origin: origin)
            #expect(answer.status == 403, "\(kind) with Origin \(origin ?? "none")")
            #expect(answer.headers["X-HybridKit-Error"] == "another_app")
            #expect(body == "a page of app \(ids.shop) cannot load app \(ids.mail)'s files")
        }
    }

    @Test(arguments: Kind.allCases)
    func theAppsOwnPage_isAnsweredEveryKindOfRequest_andNoAnswerMayBeFramedElsewhere(_ kind: Kind) async throws {
        for origin in [nil, "app://\(ids.mail)"] {
            let (answer, _) = try await ask(kind, page: "app://\(ids.mail)/index.html", origin: origin)
            #expect(answer.status == 200, "\(kind) with Origin \(origin ?? "none")")
            #expect(answer.headers["Content-Security-Policy"]?.hasSuffix("frame-ancestors 'self'") == true, "the app's walls and its frame rule")
        }
        let (refused, _) = try await ask(kind, page: "https://evil.example/")
        #expect(refused.headers["Content-Security-Policy"]?.hasSuffix("frame-ancestors 'self'") == true, "the app's walls and its frame rule")
    }

    @Test(arguments: [Kind.script, .style, .image, .fetch, .xhr])
    func anOriginTheHostNames_readsTheAppsFiles_withCORSHeadersWhenItSendsOrigin(_ kind: Kind) async throws {
        let (plain, _) = try await ask(kind, page: Self.partner + "/page.html")
        #expect(plain.status == 200, "\(kind) without Origin")
        let (cors, _) = try await ask(kind, page: Self.partner + "/page.html", origin: Self.partner)
        #expect(cors.status == 200, "\(kind) with Origin")
        #expect(cors.headers["Access-Control-Allow-Origin"] == Self.partner)
        #expect(cors.headers["Content-Security-Policy"]?.hasSuffix("frame-ancestors 'self'") == true, "the app's walls and its frame rule")
    }

    @Test func anOriginTheHostNames_cannotFrameTheAppsPages() async throws {
        for origin in [nil, Self.partner] {
            let (frame, body) = try await ask(.frame, page: Self.partner + "/page.html", origin: origin)
            #expect(frame.status == 403, "with Origin \(origin ?? "none")")
            #expect(frame.headers["X-HybridKit-Error"] == "foreign_frame")
            #expect(body == "a page of \(Self.partner) may read app \(ids.mail)'s files but not show its pages: only the app's own pages may frame them")
        }
    }

    @Test func aTopLevelLoadOfTheAppsPage_isTheAppsOwnDocument_fromWhereverItWasStarted() async throws {
        // The engine reports a main-frame load's own URL as its page: the document it makes is mail's.
        let (load, body) = try await ask(.pageLoad, page: "app://\(ids.mail)/index.html")
        #expect(load.status == 200)
        #expect(body == "<title>\(ids.mail)</title>")
    }

    @Test func aDocumentWithNoOrigin_anOpaqueOrigin_orNoReportedPage_isRefused() async throws {
        for page in [nil, "about:blank", "data:text/html,<script src=x></script>", "file:///tmp/page.html", "app://\(ids.mail):8080/index.html"] {
            let (answer, _) = try await ask(.script, page: page)
            #expect(answer.status == 403, "\(page ?? "no page")")
            #expect(answer.headers["X-HybridKit-Error"] == "foreign_document")
        }
        let (unknown, sentence) = try await ask(.script, page: nil)
        #expect(unknown.status == 403)
        #expect(sentence.contains("the engine did not say which document asked"))
        // A sandboxed frame of mail's own page asks with Origin "null": not mail's document.
        let (sandboxed, _) = try await ask(.fetch, page: "app://\(ids.mail)/index.html", origin: "null")
        #expect(sandboxed.status == 403)
        // A frame of another origin inside mail's page is judged by its Origin, not by the page around it.
        let (inner, _) = try await ask(.fetch, page: "app://\(ids.mail)/index.html", origin: "https://evil.example")
        #expect(inner.status == 403)
    }

    @Test func theImmediatePath_answersOnlyTheAppsOwnPage() async throws {
        _ = try await ask(.script, page: "app://\(ids.mail)/index.html")  // checked once, so small enough to answer at once
        func immediate(page: String?) throws -> URLSchemeResponse? {
            let url = try #require(URL(string: "app://\(ids.mail)/config.js"))
            return apps.router.immediateResponse(for: URLSchemeRequest(url: url, headers: ["Accept": "*/*"], pageURL: page.flatMap(URL.init(string:))))
        }
        #expect(try immediate(page: "app://\(ids.mail)/index.html")?.status == 200)
        #expect(try immediate(page: "app://\(ids.mail)/index.html")?.headers["Content-Security-Policy"]?.hasSuffix("frame-ancestors 'self'") == true, "the app's walls and its frame rule")
        for page in ["https://evil.example/", "app://\(ids.shop)/index.html", nil] {
            #expect(try immediate(page: page) == nil, "\(page ?? "no page") must go the slow way, which refuses it")
        }
    }
}
