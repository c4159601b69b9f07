import BenchReport
import Foundation
import Testing

/// docs/benchmarks.md's table is `make bench`'s (issue #53, R-P3): written from the run's JSON,
/// every row with its floor, peer, ratio and goal, and the run named — and the committed table is
/// the one the committed run writes.
@Suite("Benchmarks: the table in docs/benchmarks.md is written from the run (R-P3)")
struct BenchmarkTableTests {
    static let docs = DocSnippetTests.packageRoot.appendingPathComponent("docs")

    static let sample = BenchmarkRun(commit: "abc1234", date: "2026-12-03T15:00:00Z", machine: "Test CPU, 2 cores, 8 GiB, Debian", partial: false, rows: [
        .init(metric: "press → handler p50", unit: "µs", value: 60.5, floor: 47.2, peer: 220.5, goal: "≤ 1.3× floor", met: true),
        .init(metric: "insert | save", unit: "ms", value: 906.4, floor: 89.37, goal: "≤ 3× the SQLite C API", met: false),
        .init(metric: "memory for 10,000 rows", unit: "MB", value: 19.7, floor: nil, goal: "report", met: nil),
    ])

    @Test("R-P3: a run's table names the commit, date and machine, and gives each row its value, floor, peer, ratio and goal")
    func tableOfARun() {
        let lines = BenchmarkTable.markdown(Self.sample).components(separatedBy: "\n")
        #expect(lines[0] == "`make bench` on abc1234, 2026-12-03T15:00:00Z: Test CPU, 2 cores, 8 GiB, Debian. 3 rows; 1 goals met, 1 not met.")
        #expect(lines[4] == "| press → handler p50 | 60.5 µs | 47.2 µs | 220 µs | 1.28× | ≤ 1.3× floor ✓ |")
        #expect(lines[5] == "| insert \\| save | 906 ms | 89.4 ms | — | 10.14× | ≤ 3× the SQLite C API ✗ |")
        #expect(lines[6] == "| memory for 10,000 rows | 19.7 MB | — | — | — | report |")
    }

    @Test("R-P3: the table is replaced between its markers, the prose around it kept; a page without markers is refused")
    func replacingBetweenMarkers() throws {
        let page = "# Benchmarks\n\nintro\n\n\(BenchmarkTable.start)\n\nold table\n\n\(BenchmarkTable.end)\n\nafter\n"
        let written = try BenchmarkTable.replacingTable(in: page, with: Self.sample)
        #expect(written.hasPrefix("# Benchmarks\n\nintro\n\n\(BenchmarkTable.start)\n\n`make bench` on abc1234"))
        #expect(written.hasSuffix("\(BenchmarkTable.end)\n\nafter\n") && !written.contains("old table"))
        #expect(BenchmarkTable.table(in: written) == BenchmarkTable.markdown(Self.sample))
        #expect(throws: BenchmarkTable.Failure.self) { try BenchmarkTable.replacingTable(in: "no markers", with: Self.sample) }
    }

    @Test("R-P3: the committed table is the one docs/bench-latest.json writes, from a full run")
    func committedTableMatchesItsRun() throws {
        let data = try Data(contentsOf: Self.docs.appendingPathComponent("bench-latest.json"))
        let run = try JSONDecoder().decode(BenchmarkRun.self, from: data)
        #expect(!run.partial && run.rows.count > 20 && run.commit != "unknown")
        let page = try String(contentsOf: Self.docs.appendingPathComponent("benchmarks.md"), encoding: .utf8)
        #expect(BenchmarkTable.table(in: page) == BenchmarkTable.markdown(run))
    }
}
