import Foundation
import HybridKit
import HybridOffline

// The shop's H5 app, shipped as a signed offline package. A real app ships the zip its CI
// signed and only the public key; this one signs its bundled folder with a throwaway key.
let site = Bundle.module.url(forResource: "site", withExtension: nil)!
let work = FileManager.default.temporaryDirectory.appendingPathComponent("linux-shop-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: work) }
let key = PackageSigningKey.generate()
let zip = work.appendingPathComponent("shop-1.0.0.zip")
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
try PackageBuilder.build(folder: site, version: "1.0.0", key: key, output: zip)
print("package: shop 1.0.0 signed")

HybridLog.level = .warning
let engine = try GTKEngine()                                   // no DISPLAY? it starts a private Xvfb
let store = try PackageStore(root: work.appendingPathComponent("store"), publicKey: key.publicKey)
let host = OfflinePackageHost(store: store, server: OfflinePackageServer())
try host.register(on: engine)                                  // app://bundle/ before the first view
try await host.install(zip)                                    // signature and every hash checked
print("package: installed \(try store.current()?.version ?? "nothing")")

let container = try WebContainer(engine: engine)
let cart = CartModule()
try container.bridge.install(cart)                             // hybrid.cart, for this page's origin
let window = try HybridWindow(container: container)            // header bar, Back, Close, progress, error view
window.show()
let outcome = try await host.open(in: container)               // loads app://bundle/index.html, waits for its boot
switch outcome {
case .confirmed(let version), .opened(let version): print("page: version \(version) booted, title \(container.chrome.title)")   // the page set it from hybrid.cart
case .rolledBack(let failed, let restored, _): print("page: \(failed) did not boot; back on \(restored)")
case .unconfirmed(let version, _): print("page: \(version) did not boot, and there is nothing to go back to")
}

// `swift run` keeps the window until you close it; LINUX_SHOP_SECONDS ends it sooner (make test uses 1).
let seconds = Double(ProcessInfo.processInfo.environment["LINUX_SHOP_SECONDS"] ?? "") ?? .infinity
let closing = ContinuousClock.now + .seconds(min(seconds, 86_400))
while !window.isClosed, ContinuousClock.now < closing { try await Task.sleep(for: .milliseconds(100)) }
window.close()
print("closed")
