import Foundation
import HybridCore
import XCTest
import HybridVocabulary

/// Certificates, pins and errors as values: what a pin is, how a certificate
/// is read, which codes errors have.
final class CertificateValueTests: XCTestCase {
    func test_sha256_matchesTheStandardsVectors() {
        func hex(_ text: String) -> String { SHA256Digest.hash(Array(text.utf8)).map { String(format: "%02x", $0) }.joined() }
        XCTAssertEqual(hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(hex(String(repeating: "a", count: 1000)),
                       "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    func test_aCertificatesPin_isOpensslsHashOfItsPublicKey_andItsSubjectIsRead() throws {
        let certificate = try XCTUnwrap(AuthenticationChallenge.ServerTrust.Certificate(der: TestCertificates.pinExampleDER))
        XCTAssertEqual(certificate.pin, TestCertificates.pinExamplePin)
        XCTAssertEqual(certificate.subject, "CN=pin.example, O=HybridKit tests")
        XCTAssertEqual(certificate.der, TestCertificates.pinExampleDER)
    }

    func test_bytesThatAreNotACertificate_giveNoCertificate() {
        let der = TestCertificates.pinExampleDER
        XCTAssertNil(AuthenticationChallenge.ServerTrust.Certificate(der: Data()))
        XCTAssertNil(AuthenticationChallenge.ServerTrust.Certificate(der: Data("not a certificate".utf8)))
        XCTAssertNil(AuthenticationChallenge.ServerTrust.Certificate(der: der.prefix(der.count - 1)))
        XCTAssertNil(AuthenticationChallenge.ServerTrust.Certificate(der: der + Data([0])))
        for cut in stride(from: 1, to: der.count, by: 7) { _ = AuthenticationChallenge.ServerTrust.Certificate(der: der.prefix(cut)) }  // never traps
    }

    func test_pins_areReadInBothWrittenForms_andABadOneIsAnInvalidArgument() throws {
        let bare = String(TestCertificates.pinExamplePin.dropFirst("sha256/".count))
        let pins = try ContainerConfiguration.CertificatePins(["Pin.Example": [bare], "*.pinned.example": [TestCertificates.pinExamplePin]])
        XCTAssertEqual(pins.pins(for: "pin.example."), [bare])
        XCTAssertEqual(pins.pins(for: "a.b.pinned.example"), [bare])
        XCTAssertEqual(pins.pins(for: "pinned.example"), [bare])
        XCTAssertNil(pins.pins(for: "example"))
        XCTAssertNil(pins.pins(for: "notpinned.example"))
        for bad in ["sha256/", "sha256/abc", "md5/" + bare, Data(repeating: 1, count: 20).base64EncodedString()] {
            XCTAssertThrowsError(try ContainerConfiguration.CertificatePins(["a.example": [bad]]), bad) { error in
                XCTAssertEqual((error as? EngineError)?.code, "invalid_argument")
            }
        }
        XCTAssertThrowsError(try ContainerConfiguration.CertificatePins(["": [bare]]))
    }

    func test_aPinnedHost_acceptsOnlyAChainWithAPinnedKey_andAnOtherHostAnything() throws {
        let certificate = TestCertificates.pinExample
        let right = try ContainerConfiguration.CertificatePins(["pin.example": [TestCertificates.otherPin, TestCertificates.pinExamplePin]])
        let wrong = try ContainerConfiguration.CertificatePins(["pin.example": [TestCertificates.otherPin]])
        XCTAssertTrue(right.accepts([certificate], for: "pin.example"))
        XCTAssertFalse(wrong.accepts([certificate], for: "pin.example"))
        XCTAssertFalse(right.accepts([], for: "pin.example"))
        XCTAssertTrue(wrong.accepts([certificate], for: "other.example"))
        XCTAssertTrue(ContainerConfiguration.CertificatePins().accepts([], for: "pin.example"))
    }

    func test_errors_haveStableCodes_andAppleTrustErrorsMapToThem() {
        let all: AuthenticationChallenge.ServerTrust.Errors = [.other, .unknownCA, .expired, .badIdentity, .notYetValid, .revoked, .insecure]
        XCTAssertEqual(all.codes, ["unknown_ca", "bad_identity", "not_yet_valid", "expired", "revoked", "insecure", "other"])
        XCTAssertEqual(AuthenticationChallenge.ServerTrust.Errors(secTrustErrorCode: -67843), .unknownCA)
        XCTAssertEqual(AuthenticationChallenge.ServerTrust.Errors(secTrustErrorCode: -67602), .badIdentity)
        XCTAssertEqual(AuthenticationChallenge.ServerTrust.Errors(secTrustErrorCode: -67818), .expired)
        XCTAssertEqual(AuthenticationChallenge.ServerTrust.Errors(secTrustErrorCode: -67819), .notYetValid)
        XCTAssertEqual(AuthenticationChallenge.ServerTrust.Errors(secTrustErrorCode: -67820), .revoked)
        XCTAssertEqual(AuthenticationChallenge.ServerTrust.Errors(secTrustErrorCode: 1), .other)
        let challenge = AuthenticationChallenge.ServerTrust(host: "a", port: 443, url: nil, certificate: TestCertificates.pinExample, errors: [])
        XCTAssertEqual(challenge.errors, .other, "a challenge always says what is wrong")
        XCTAssertEqual(NavigationError.serverCertificateUntrusted(host: "a", errors: .unknownCA).code, "certificate_untrusted")
        XCTAssertEqual(NavigationError.certificatePinMismatch(host: "a").code, "certificate_pin_mismatch")
    }
}
