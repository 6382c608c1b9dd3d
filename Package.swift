// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "HybridKit",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // Apps add this one: `import HybridKit`.
        .library(name: "HybridKit", targets: ["HybridKit"]),
        .library(name: "HybridCore", targets: ["HybridCore"]),
        .library(name: "HybridVocabulary", targets: ["HybridVocabulary"]),
        .library(name: "HybridCookies", targets: ["HybridCookies"]),
        .library(name: "HybridSchemes", targets: ["HybridSchemes"]),
        .library(name: "HybridStorage", targets: ["HybridStorage"]),
        .library(name: "HybridTestServer", targets: ["HybridTestServer"]),
        // For apps' own tests: the fake engine and a scripted page, no WebKit.
        .library(name: "HybridTesting", targets: ["HybridTesting"]),
        // Signed, versioned offline packages served over a custom scheme (pulls in swift-crypto and ZIPFoundation).
        .library(name: "HybridOffline", targets: ["HybridOffline"]),
        // Ready-made modules (toast, loading, action sheet, share, images, network, clipboard, haptics, app info).
        .library(name: "HybridModules", targets: ["HybridModules"]),
        // A TUF client (The Update Framework's client workflow), on swift-crypto and Foundation alone.
        .library(name: "HybridTUF", targets: ["HybridTUF"]),
        // The TUF client as the tuf-conformance suite drives it, with no WebKit to build.
        .executable(name: "hybrid-tuf-client", targets: ["hybrid-tuf-client"]),
    ] + Engine.products,
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // Counters, timers and spans: no-ops until the app bootstraps a backend.
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
        // Tests only: a TLS loopback server (SwiftNIO + swift-nio-ssl) with a certificate made at test time (swift-certificates).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
    ],
    targets: [
        // RFC 6265bis cookies: the jar, its parsers and the Public Suffix List. Below HybridCore, which syncs the jar with engines.
        // What disk errors mean (full, read-only, missing), shared by every store in the package.
        .target(name: "HybridDiskSupport"),
        .target(name: "HybridCookies", dependencies: ["HybridDiskSupport"], resources: [.copy("Resources")]),
        // Serving a custom scheme (app://): handlers, requests and responses, canonical paths, byte ranges, CORS. Below HybridCore.
        .target(name: "HybridSchemes"),
        // The values apps and engines both speak: navigation actions, dialogs, challenges, downloads, settings,
        // JSON, the public WebEngine protocol, and the helpers engines share. Below HybridCore, so the engines
        // (HybridWebKitGTK, HybridWKWebView) need nothing else of the core's.
        .target(name: "HybridVocabulary", dependencies: ["HybridCookies", "HybridSchemes"]),
        // What an engine implements, and nothing an app reads: the web view, its delegate and the engine's
        // stores, all `package`. HybridKit does not re-export it; only the core, the engines and the fake
        // engine import it.
        .target(name: "HybridEngineInterface", dependencies: ["HybridCookies", "HybridVocabulary", "HybridSchemes"]),
        // The cookie conformance suites' runner: for `hybrid cookies check` and the tests, not shipped to apps.
        .target(name: "HybridCookieConformance", dependencies: ["HybridCookies"]),
        .target(
            name: "HybridCore",
            dependencies: [
                "HybridCookies", "HybridDiskSupport", "HybridVocabulary", "HybridEngineInterface", "HybridSchemes",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
            ],
            resources: [.copy("Resources")]
        ),
        .target(
            name: "HybridKit",
            dependencies: ["HybridCore", "HybridCookies", "HybridVocabulary", "HybridModules", "HybridSchemes", .target(name: Engine.target), .product(name: "Logging", package: "swift-log")]
        ),
        // Offline packages: their own target so HybridCore stays Foundation + swift-log
        // and apps without packages link no crypto or zip code.
        .target(
            name: "HybridOffline",
            dependencies: [
                "HybridCore", "HybridVocabulary", "HybridEngineInterface", "HybridDiskSupport", "HybridSchemes", "HybridTUF",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Bridge storage over SQLite (GRDB), apart from HybridCore so the core links no database.
        .target(
            name: "HybridStorage",
            dependencies: ["HybridCore", "HybridVocabulary", "HybridEngineInterface", "HybridDiskSupport", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // First-party modules, written as an app writes its own: HybridCore's public API plus what a shell draws for them.
        .target(name: "HybridModules", dependencies: ["HybridCore", "HybridVocabulary", "HybridSchemes"]),
        // The fake engine HybridKit's own unit tests use, and a scripted page apps test their modules with.
        .target(name: "HybridTesting", dependencies: ["HybridCore", "HybridVocabulary", "HybridEngineInterface", "HybridSchemes"]),
        .target(
            name: "HybridTestServer",
            // FlyingSocks: a body sent in chunks, slowly or cut part-way (ScriptedBody).
            dependencies: [.product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox")]
        ),
        // TUF metadata, signatures and the client workflow: usable without the rest of HybridKit.
        .target(
            name: "HybridTUF",
            dependencies: [.product(name: "Crypto", package: "swift-crypto"), .product(name: "_CryptoExtras", package: "swift-crypto")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The conformance client protocol (init, refresh, download), shared by `hybrid tuf-client` and `hybrid-tuf-client`.
        .target(
            name: "HybridTUFCLI",
            dependencies: ["HybridTUF", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(name: "hybrid-tuf-client", dependencies: ["HybridTUFCLI"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(
            name: "HybridTUFTests",
            dependencies: ["HybridTUF", .product(name: "Crypto", package: "swift-crypto"), .product(name: "_CryptoExtras", package: "swift-crypto")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "HybridCoreTests", dependencies: ["HybridCookies", "HybridCookieConformance", "HybridSchemes", "HybridCore", "HybridVocabulary", "HybridEngineInterface", "HybridOffline", "HybridTesting", "MarkdownSnippets"],
            exclude: ["Cookies/http-state-overrides.json"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Finds the code blocks the README and the DocC articles show, for the tests that run them.
        .target(name: "MarkdownSnippets", path: "Tests/MarkdownSnippets", swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "HybridModulesTests", dependencies: ["HybridCore", "HybridVocabulary", "HybridEngineInterface", "HybridModules", "HybridTesting"],
                    swiftSettings: [.swiftLanguageMode(.v6)]),
        // An app's own tests as the README shows them: `import HybridKit` and HybridTesting's engine and pages, no WebKit.
        .testTarget(name: "HybridTestingTests", dependencies: ["HybridKit", "HybridCore", "HybridVocabulary", "HybridEngineInterface", "HybridTesting", "MarkdownSnippets"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(
            name: "HybridOfflineTests",
            // HybridTestServer: a loopback server stands in for the network behind the fallback.
            dependencies: ["HybridCore", "HybridVocabulary", "HybridEngineInterface", "HybridOffline", "HybridSchemes", "HybridTestServer", "HybridTesting",
                           .product(name: "ZIPFoundation", package: "ZIPFoundation")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ] + Engine.targets
)

/// The engine for the platform the package is built on: WebKitGTK on Linux,
/// WKWebView on Apple platforms. Apps depend on the `HybridKit` product and get the right one.
enum Engine {
    #if os(Linux)
    static let target = "HybridWebKitGTK"
    static var products: [Product] { [
        .library(name: "HybridWebKitGTK", targets: ["HybridWebKitGTK"]),
        .executable(name: "hybrid", targets: ["hybrid"]),
    ] }
    static var targets: [Target] { [
        .systemLibrary(
            name: "CWebKitGTK",
            pkgConfig: "webkit2gtk-4.1",
            providers: [.apt(["libwebkit2gtk-4.1-dev"])]
        ),
        // An async main's main queue drained on the main thread by GLib's loop (see main_drain.c).
        .target(name: "CHybridMainDrain"),
        .target(
            name: "HybridWebKitGTK",
            dependencies: ["HybridCore", "HybridVocabulary", "HybridEngineInterface", "HybridCookies", "HybridModules", "HybridSchemes", "CWebKitGTK", "CHybridMainDrain", .product(name: "Logging", package: "swift-log")],
            resources: [.copy("Resources")]
        ),
        // `hybrid bench`'s suites and the soak, apart from what an app links: not a product.
        .target(
            name: "HybridBenchmarks",
            dependencies: ["HybridCore", "HybridVocabulary", "HybridEngineInterface", "HybridCookies", "HybridSchemes", "HybridWebKitGTK", "HybridTestServer", "HybridOffline", "HybridStorage"],
            resources: [.copy("Resources")]
        ),
        // The CLI and the real-engine tests drive WebKitGTK.
        .executableTarget(
            name: "hybrid",
            dependencies: [
                "HybridBenchmarks",
                "HybridCore", "HybridVocabulary", "HybridEngineInterface", "HybridCookies", "HybridCookieConformance", "HybridModules", "HybridSchemes", "HybridWebKitGTK", "HybridTestServer", "HybridOffline", "HybridStorage",
                "HybridTUFCLI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("DemoSite")]
        ),
        // The README's app against the HybridKit product alone: no @testable, no SPI (MarkdownSnippets only reads the README).
        .testTarget(name: "HybridKitAPITests", dependencies: ["HybridKit", "MarkdownSnippets"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(
            name: "HybridWebKitGTKTests",
            // "hybrid": its tests drive the built CLI, and unit-test its mock-file checks.
            // GRDB: storage tests write files in the store's older formats to check their migration.
            // MetricsTestKit: an in-memory metrics backend sees every counter move in a scripted run.
            // Crypto: the Digest authentication route checks MD5 responses.
            // NIO, NIOSSL, X509: a TLS loopback server whose certificate is made at test time.
            // HybridTesting: `eventually`, the one polling wait every test target shares.
            // HybridKit: the articles' examples run as an app writes them, with `import HybridKit`'s defaults.
            dependencies: ["HybridCore", "HybridVocabulary", "HybridEngineInterface", "HybridCookies", "HybridKit", "HybridModules", "HybridSchemes", "HybridWebKitGTK", "HybridTestServer", "HybridTesting", "HybridOffline", "HybridStorage", "hybrid", "HybridBenchmarks", "MarkdownSnippets",
                           .product(name: "GRDB", package: "GRDB.swift"), .product(name: "Crypto", package: "swift-crypto"),
                           .product(name: "MetricsTestKit", package: "swift-metrics"),
                           .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                           .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "NIOTLS", package: "swift-nio"),
                           .product(name: "NIOSSL", package: "swift-nio-ssl"),
                           .product(name: "X509", package: "swift-certificates")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ] }
    #else
    static let target = "HybridWKWebView"
    static var products: [Product] { [
        .library(name: "HybridWKWebView", targets: ["HybridWKWebView"]),
    ] }
    static var targets: [Target] { [
        // A thin translation onto WKWebView; on Linux `make check-apple` type-checks it (see its README).
        .target(name: "HybridWKWebView", dependencies: ["HybridCore", "HybridVocabulary", "HybridEngineInterface", "HybridCookies", "HybridModules", "HybridSchemes"], exclude: ["README.md"]),
    ] }
    #endif
}
