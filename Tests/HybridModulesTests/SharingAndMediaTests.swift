import Foundation
import HybridCore
import HybridVocabulary
import HybridModules
import Testing

/// `hybrid.share` and `hybrid.media`: web URLs only, files only as the ids a
/// chosen image got, images only through the container's checked file path.
@MainActor
struct SharingAndMediaTests {
    @Test func share_textAndURL_reachThePresenter_andTheOutcomeComesBack() async throws {
        let page = try await ModulePage.open()
        let answer = try await page.page.call("share.share", ["title": "Deal", "text": "Look", "url": "https://m.example.com/p/1"])
        #expect(answer == ["outcome": "copied"])
        #expect(page.presenter.shared == [ShareItem(title: "Deal", text: "Look", url: URL(string: "https://m.example.com/p/1"))])
    }

    nonisolated static let badShares: [JSONValue] = {
        let long: JSONValue = .string(String(repeating: "x", count: 10_001))
        let shares: [JSONValue] = [[:], ["text": ""], ["url": "javascript:alert(1)"], ["url": "file:///etc/passwd"], ["url": "https://"],
                                   ["text": long], ["files": ["/etc/passwd"]], ["text": "x", "files": ["not-an-id"]]]
        return shares
    }()

    @Test(arguments: badShares)
    func share_refusesBadInput_beforeTheShell(_ params: JSONValue) async throws {
        let page = try await ModulePage.open()
        #expect(await page.page.failure("share.share", params)?.code == "invalid_params")
        #expect(page.presenter.shared.isEmpty)
    }

    @Test func chooseImage_asksTheAppLikeAFileInput_andSendsTheCheckedImage() async throws {
        let page = try await ModulePage.open()
        let image = try temporaryFile("photo.png", pngBytes)
        let answers = FileAnswers([image])
        page.page.container.delegate = answers
        let answer = try await page.page.call("media.chooseImage", ["source": "camera"])
        #expect(answers.requests == [FileChooserRequest(allowsMultiple: false, acceptedMIMETypes: ["image/*"], sender: answers.requests.first?.sender ?? .unattributed, prefersCamera: true)])
        let first = try #require(answer["images"]?.arrayValue?.first)
        #expect(answer["cancelled"] == false)
        #expect(first["name"] == "photo.png" && first["type"] == "image/png" && first["size"] == .number(Double(pngBytes.count)))
        #expect(first["bytes"]?["$bytes"] == .string(Data(pngBytes).base64EncodedString()))
        // The id, not a path, shares the file.
        let id = try #require(first["id"]?.stringValue)
        #expect(try await page.page.call("share.share", ["files": .array([.string(id)])]) == ["outcome": "copied"])
        #expect(page.presenter.shared.first?.files == [image.resolvingSymlinksInPath()])
    }

    @Test func chooseImage_cancelled_whenTheAppChoosesNothing() async throws {
        let page = try await ModulePage.open()
        let answers = FileAnswers(nil)
        page.page.container.delegate = answers
        #expect(try await page.page.call("media.chooseImage", .null) == ["cancelled": true, "images": []])
    }

    @Test func chooseImage_refusesAFileThatIsNoImage_whateverItsName() async throws {
        let page = try await ModulePage.open()
        let answers = FileAnswers([try temporaryFile("photo.png", Array("<svg onload=alert(1)>".utf8))])
        page.page.container.delegate = answers
        let error = await page.page.failure("media.chooseImage", [:])
        #expect(error?.code == "not_an_image")
        #expect(error?.message == "The chosen file photo.png is not an image.")
    }

    @Test func chooseImage_refusesAnImageOverMaxBytes() async throws {
        let page = try await ModulePage.open()
        let answers = FileAnswers([try temporaryFile("big.png", pngBytes)])
        page.page.container.delegate = answers
        #expect(await page.page.failure("media.chooseImage", ["maxBytes": 10])?.code == "image_too_large")
    }

    @Test func chooseImage_refusesTwoFilesForOne_andAFolder_onTheFileInputsPath() async throws {
        let page = try await ModulePage.open()
        let one = try temporaryFile("a.png", pngBytes), two = try temporaryFile("b.png", pngBytes)
        let answers = FileAnswers([one, two])
        page.page.container.delegate = answers
        #expect(try await page.page.call("media.chooseImage", ["multiple": false])["cancelled"] == true)
        answers.files = [one.deletingLastPathComponent()]
        #expect(try await page.page.call("media.chooseImage", ["multiple": true])["cancelled"] == true)
        answers.files = [one, two]
        #expect(try await page.page.call("media.chooseImage", ["multiple": true])["images"]?.arrayValue?.count == 2)
    }

    nonisolated static let badChoices: [JSONValue] = [["source": "gallery"], ["maxBytes": 0], ["maxBytes": 50_000_000], ["multiple": "yes"]]

    @Test(arguments: badChoices)
    func chooseImage_refusesBadInput(_ params: JSONValue) async throws {
        let page = try await ModulePage.open()
        let answers = FileAnswers([])
        page.page.container.delegate = answers
        #expect(await page.page.failure("media.chooseImage", params)?.code == "invalid_params")
        #expect(answers.requests.isEmpty)
    }

    @Test func chooseImage_withoutAnAppToAsk_isUnavailable() async throws {
        let page = try await ModulePage.open()
        #expect(await page.page.failure("media.chooseImage", [:])?.code == "unavailable")
    }
}
