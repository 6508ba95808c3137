import Foundation
import XCTest

/// The tests' `Pipe.send`: a write to a program that has gone returns false instead of ending
/// the test process, and leaves the thread's signal mask as it was. No display.
final class PipeSendTests: XCTestCase {
    func testAWriteToAGoneReaderReturnsFalseAndTheProcessGoesOn() throws {
        let pipe = Pipe()
        XCTAssertTrue(pipe.send("first\n"))
        try pipe.fileHandleForReading.close()
        XCTAssertFalse(pipe.send("second\n"), "the reader has gone")
        var blocked = sigset_t()
        pthread_sigmask(SIG_SETMASK, nil, &blocked)
        XCTAssertEqual(sigismember(&blocked, SIGPIPE), 0, "SIGPIPE is not left blocked")
        var pending = sigset_t()
        sigpending(&pending)
        XCTAssertEqual(sigismember(&pending, SIGPIPE), 0, "the SIGPIPE the write raised was taken")
    }
}
