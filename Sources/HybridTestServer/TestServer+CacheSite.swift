import Foundation

extension TestServer {
    /// A page whose assets cache in each way the cache tests and `hybrid bench cache` count,
    /// on both origins: `/cache/page.html` (no-cache, ETag), `/cache/max-age.css`
    /// (max-age=3600), `/cache/no-cache-etag.css` (no-cache, ETag) and
    /// `/cache/no-cache-date.js` (no-cache, Last-Modified).
    public func serveCacheSite() async {
        let page = """
            <!doctype html><title>cache</title>
            <link rel=stylesheet href=/cache/max-age.css><link rel=stylesheet href=/cache/no-cache-etag.css>
            <script src=/cache/no-cache-date.js></script><p>cache</p>
            """
        await route("/cache/page.html") { _ in
            TestResponse.html(page, headers: [("Cache-Control", "no-cache"), ("ETag", "\"page-1\"")])
        }
        await route("/cache/max-age.css") { _ in
            TestResponse(headers: [("Content-Type", "text/css"), ("Cache-Control", "max-age=3600")], body: Data("p{color:red}".utf8))
        }
        await route("/cache/no-cache-etag.css") { _ in
            TestResponse(headers: [("Content-Type", "text/css"), ("Cache-Control", "no-cache"), ("ETag", "\"css-1\"")],
                         body: Data("p{margin:0}".utf8))
        }
        await route("/cache/no-cache-date.js") { _ in
            TestResponse(headers: [("Content-Type", "text/javascript"), ("Cache-Control", "no-cache"),
                                   ("Last-Modified", "Wed, 21 Oct 2015 07:28:00 GMT")], body: Data("window.loaded = true;".utf8))
        }
    }

    /// The assets `/cache/page.html` loads.
    public static let cacheSiteAssets = ["/cache/max-age.css", "/cache/no-cache-etag.css", "/cache/no-cache-date.js"]
}
