// swift-tools-version:6.0
// A Linux app on HybridKit: a window, a native module, an offline package. `swift run` opens it;
// `make test` builds it against this checkout and runs it headless. In your app, depend on the
// package's URL instead of this path.
import PackageDescription

let package = Package(
    name: "LinuxShop",
    dependencies: [.package(name: "HybridKit", path: "../..")],
    targets: [
        .executableTarget(
            name: "LinuxShop",
            dependencies: [.product(name: "HybridKit", package: "HybridKit"), .product(name: "HybridOffline", package: "HybridKit")],
            resources: [.copy("site")]
        ),
    ]
)
