import Foundation
import HybridCore
import HybridCookies
import XCTest

final class CookieJarChangeTests: XCTestCase {
    let url = URL.test("https://example.com/")

    func test_observers_receiveSetAndDeleteInOrder() {
        let jar = CookieJar.testJar()
        let recorder = ChangeRecorder()
        let observation = jar.addObserver(recorder.record)
        jar.set(setCookieHeader: "a=1", for: url)
        guard case .set(let cookie) = recorder.changes.first else { return XCTFail("no set") }
        XCTAssertEqual(jar.removeCookie(named: cookie.name, domain: cookie.domain, path: cookie.path), cookie)
        XCTAssertEqual(recorder.changes, [.set(cookie), .deleted(cookie)])
        observation.cancel()
        jar.set(setCookieHeader: "b=1", for: url)
        XCTAssertEqual(recorder.changes.count, 2)
    }

    func test_settingIdenticalCookieAsIs_reportsNoChange_soSyncCannotLoop() {
        let jar = CookieJar.testJar()
        let recorder = ChangeRecorder()
        let observation = jar.addObserver(recorder.record)
        let cookie = Cookie(name: "a", value: "1", domain: "example.com", creationTime: Date(timeIntervalSince1970: 1))
        jar.set(cookie)
        jar.set(cookie)
        var touched = cookie
        touched.lastAccessTime = Date(timeIntervalSince1970: 50)
        jar.set(touched)
        XCTAssertEqual(recorder.changes, [.set(cookie)])
        var changed = cookie
        changed.value = "2"
        jar.set(changed)
        XCTAssertEqual(recorder.changes, [.set(cookie), .set(changed)])
        withExtendedLifetime(observation) {}
    }

    func test_setAsIs_storesCookieUnchanged() {
        let jar = CookieJar.testJar()
        let cookie = Cookie(name: "a", value: "1", domain: "example.com", path: "/p", hostOnly: false, secure: true,
                            httpOnly: true, sameSite: .strict)
        jar.set(cookie)
        XCTAssertEqual(jar.cookie(named: "a", domain: "example.com", path: "/p"), cookie)
        XCTAssertNil(jar.cookie(named: "a", domain: "example.com"))
    }

    func test_removeAll_reportsEveryDeletion() {
        let jar = CookieJar.testJar()
        jar.setCookies(fromHeaderLines: ["a=1", "b=1"], for: url)
        let recorder = ChangeRecorder()
        let observation = jar.addObserver(recorder.record)
        jar.removeAll()
        XCTAssertEqual(recorder.changes.count, 2)
        XCTAssertEqual(jar.count, 0)
        withExtendedLifetime(observation) {}
    }

    func test_expiredCookieFoundByLookup_isReportedDeleted() {
        let clock = TestClock()
        let jar = CookieJar.testJar(clock: clock)
        jar.set(setCookieHeader: "a=1; Max-Age=1", for: url)
        let recorder = ChangeRecorder()
        let observation = jar.addObserver(recorder.record)
        clock.advance(2)
        XCTAssertNil(jar.cookieHeader(for: url))
        XCTAssertEqual(recorder.changes.count, 1)
        withExtendedLifetime(observation) {}
    }

    func test_observer_mayCallBackIntoJar_withoutDeadlock() {
        let jar = CookieJar.testJar()
        let seen = ChangeRecorder()
        let observation = jar.addObserver { change in
            _ = jar.allCookies()
            seen.record(change)
        }
        jar.set(setCookieHeader: "a=1", for: url)
        XCTAssertEqual(seen.changes.count, 1)
        withExtendedLifetime(observation) {}
    }

    func test_concurrentWritersAndReaders_keepEveryCookie() {
        let jar = CookieJar.testJar()
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for index in 0..<200 {
                let host = URL.test("https://w\(worker).example\(index % 10).com/")
                jar.set(setCookieHeader: "c\(index)=\(worker)", for: host)
                _ = jar.cookieHeader(for: host)
            }
        }
        XCTAssertEqual(jar.count, 8 * 200)
    }
}
