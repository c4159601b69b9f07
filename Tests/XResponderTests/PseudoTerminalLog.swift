import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A log another process writes to as if to a terminal: the path is a pseudo-terminal's slave
/// side, and a thread of its own reads the master side as lines arrive.
///
/// Why a terminal and not a file: Python opens a terminal line-buffered (`open()` asks
/// `isatty()`) and a regular file block-buffered. Orca writes its debug log with `writelines` and
/// never flushes it, so in a regular file the last few kilobytes of what it did can sit in its
/// buffer for as long as it stays idle. That was the R-A11Y1 flake ("Orca itself reads xdemo",
/// 3 of ~25 runs, more under load): every failing run's log stopped mid-generation at the same
/// byte (26,521), while the bridge's trace of the same run showed Orca asking xdemo for the rest
/// of its answer and finishing half a second later.
final class PseudoTerminalLog: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The terminal to hand the writer (`/dev/pts/N`).
    let path: String
    private let master: Int32
    /// Held open so that the terminal stays configured and the master never reads a hang-up
    /// before the writer opens it (or after it closes it).
    private let slave: Int32
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    private var stopping = false
    private let finished = DispatchSemaphore(value: 0)

    init() throws {
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)   // what posix_openpt does on Linux
        var name = [CChar](repeating: 0, count: 128)
        guard master >= 0, Self.unlockpt?(master) == 0, Self.ptsname_r?(master, &name, name.count) == 0 else {
            throw Failure(description: "no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        slave = open(path, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw Failure(description: "cannot open \(path): \(String(cString: strerror(errno)))") }
        // Raw: the line discipline would otherwise turn each "\n" into "\r\n" and echo.
        var settings = termios()
        tcgetattr(slave, &settings)
        cfmakeraw(&settings)
        tcsetattr(slave, TCSANOW, &settings)
        Thread { [self] in drain() }.start()
    }

    // Glibc's module leaves out what needs _XOPEN_SOURCE (posix_openpt, unlockpt, ptsname_r):
    // the last two are looked up in libc.
    // (grantpt is not needed: devpts gives the slave to its opener's user already.)
    private static let unlockpt = libc("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
    private static let ptsname_r = libc("ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32).self)

    private static func libc<Function>(_ name: String, as type: Function.Type) -> Function? {
        dlsym(nil, name).map { unsafeBitCast($0, to: type) }
    }

    /// Everything written so far.
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Stops reading and closes the terminal (the writer's next write fails; it has been killed
    /// by then in the tests).
    func stop() {
        lock.lock()
        stopping = true
        lock.unlock()
        finished.wait()
        close(master)
        close(slave)
    }

    private func drain() {
        var chunk = [UInt8](repeating: 0, count: 16_384)
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while true {
            lock.lock()
            let done = stopping
            lock.unlock()
            if done { break }
            // Wakes every 100 ms at most to notice stop(); a read only when something arrived.
            guard poll(&descriptor, 1, 100) > 0, descriptor.revents & Int16(POLLIN) != 0 else {
                if descriptor.revents != 0 { usleep(100_000) }   // an error or hang-up: no busy loop
                continue
            }
            let count = read(master, &chunk, chunk.count)
            guard count > 0 else { continue }
            lock.lock()
            bytes.append(contentsOf: chunk[0..<count])
            lock.unlock()
        }
        finished.signal()
    }
}
