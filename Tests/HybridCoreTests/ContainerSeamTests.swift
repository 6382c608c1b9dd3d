import Foundation
import XCTest

/// Features take only what they need (issue 48): each is made with the view, the
/// bridge, another feature, an `AppLink` or a list of deciders, never the whole
/// container. Counted as `container.<member>` references in HybridCore outside
/// `WebContainer.swift` and outside the navigator and the pool, which use
/// containers rather than make them up; comments and quoted text aside. At most 30;
/// ``ceiling`` is the count today: lower it with every cut.
final class ContainerSeamTests: XCTestCase {
    static let sources = PublicSurfaceTests.sources
    static let ceiling = 13

    /// Every Swift file of HybridCore, as (path inside HybridCore, lines).
    static func files() throws -> [(path: String, lines: [Substring])] {
        let root = sources.standardizedFileURL.path + "/"
        let urls = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try urls.map { url in
            (String(url.standardizedFileURL.path.dropFirst(root.count)),
             try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false))
        }
    }

    func test_featuresReachTheContainer_atMostThirtyTimes() throws {
        let reference = #/\bcontainer\??\.[a-zA-Z]/#
        var found: [String] = []
        for file in try Self.files() where file.path != "Container/WebContainer.swift"
            && !file.path.hasPrefix("Navigator/") && !file.path.hasPrefix("Pool/") {
            for (index, line) in file.lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                // Text in quotes (an event named "container.visible") is no reference.
                let code = line.replacing(#/"[^"]*"/#, with: "\"\"")
                found += code.matches(of: reference).map { _ in "\(file.path):\(index + 1)" }
            }
        }
        XCTAssertLessThanOrEqual(found.count, Self.ceiling, found.joined(separator: "\n"))
        XCTAssertLessThanOrEqual(Self.ceiling, 30)
    }

    func test_noFeatureHoldsTheContainer() throws {
        let stored = #/(?:var|let) \w+: (?:WebContainer|any WebContainer)\??\s*$/#
        var holders: [String] = []
        for file in try Self.files() {
            let text = file.lines.joined(separator: "\n")
            if text.contains("weak var container") { holders.append("\(file.path): weak var container") }
            guard text.contains("ContainerFeature") else { continue }
            for (index, line) in file.lines.enumerated() where line.contains(stored) {
                holders.append("\(file.path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        XCTAssertEqual(holders, [])
    }
}
