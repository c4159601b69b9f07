import Foundation

/// One run of `make bench` (issue #53, R-P1 … R-P3): every row with its floor and peer measured in
/// the same run, and where and when it ran. `xrbench` writes it as `bench-output/bench.json`; a
/// full run also keeps it as `docs/bench-latest.json` and writes docs/benchmarks.md's table from
/// it (`BenchmarkTable`), so that the table is the run's and says which run it is.
public struct BenchmarkRun: Codable, Sendable, Equatable {
    public struct Row: Codable, Sendable, Equatable {
        public let metric: String
        public let unit: String
        public let value: Double
        /// The floor measured in the same run (the same work done the cheapest way), if any.
        public let floor: Double?
        /// The same figure for the peer toolkit (GTK 4) in the same run, where one is measured.
        public var peer: Double?
        public let goal: String
        /// Whether the goal is met; nil for rows that only report.
        public let met: Bool?

        public init(metric: String, unit: String, value: Double, floor: Double?, peer: Double? = nil, goal: String, met: Bool?) {
            self.metric = metric
            self.unit = unit
            self.value = value
            self.floor = floor
            self.peer = peer
            self.goal = goal
            self.met = met
        }

        public var ratio: Double? { floor.map { $0 > 0 ? value / $0 : 0 } }
    }

    /// The commit measured (`git rev-parse --short HEAD`), or "unknown".
    public var commit: String
    /// When the run ended, ISO 8601.
    public var date: String
    /// The machine: processor, cores, memory, system.
    public var machine: String
    /// A `--quick` or `--only` run: its rows are not the whole suite's and it writes no docs.
    public var partial: Bool
    public var rows: [Row]

    public init(commit: String, date: String, machine: String, partial: Bool, rows: [Row]) {
        self.commit = commit
        self.date = date
        self.machine = machine
        self.partial = partial
        self.rows = rows
    }

    /// This machine as the table names it, read from /proc and /etc/os-release.
    public static func describeMachine() -> String {
        func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        func field(_ text: String, _ name: String, separator: Character) -> String? {
            text.split(separator: "\n").first { $0.hasPrefix(name) }
                .flatMap { $0.split(separator: separator, maxSplits: 1).last }
                .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \t\"")) }
        }
        let cpu = read("/proc/cpuinfo")
        let model = field(cpu, "model name", separator: ":") ?? "unknown processor"
        let cores = cpu.split(separator: "\n").filter { $0.hasPrefix("processor") }.count
        let memoryKiB = field(read("/proc/meminfo"), "MemTotal", separator: ":")
            .flatMap { Double($0.split(separator: " ").first ?? "") } ?? 0
        let system = field(read("/etc/os-release"), "PRETTY_NAME", separator: "=") ?? "Linux"
        return "\(model), \(cores) cores, \(Int((memoryKiB / 1_048_576).rounded())) GiB, \(system)"
    }
}

/// docs/benchmarks.md's table of the latest run, written from the run's JSON between two markers;
/// the rest of the page is prose and is left as it is.
public enum BenchmarkTable {
    public static let start = "<!-- The table below is written by `make bench` from docs/bench-latest.json: do not edit it by hand. -->"
    public static let end = "<!-- End of the generated table. -->"

    public enum Failure: Error, CustomStringConvertible {
        case markersMissing
        public var description: String { "docs/benchmarks.md has no generated-table markers (\(BenchmarkTable.start) … \(BenchmarkTable.end))" }
    }

    /// The table of `run`: a line naming the run, then a row per metric with its floor, peer,
    /// ratio and goal.
    public static func markdown(_ run: BenchmarkRun) -> String {
        var lines = ["`make bench` on \(run.commit), \(run.date): \(run.machine). \(run.rows.count) rows; "
                         + "\(run.rows.filter { $0.met == true }.count) goals met, \(run.rows.filter { $0.met == false }.count) not met.",
                     "",
                     "| metric | XResponder | floor | GTK 4 | ratio | goal |",
                     "| --- | ---: | ---: | ---: | ---: | --- |"]
        for row in run.rows {
            let floor = row.floor.map { amount($0, row.unit) } ?? "—"
            let peer = row.peer.map { amount($0, row.unit) } ?? "—"
            let ratio = row.ratio.map { String(format: "%.2f×", $0) } ?? "—"
            let verdict = row.met.map { $0 ? " ✓" : " ✗" } ?? ""
            lines.append("| \(cell(row.metric)) | \(amount(row.value, row.unit)) | \(floor) | \(peer) | \(ratio) | \(cell(row.goal))\(verdict) |")
        }
        return lines.joined(separator: "\n")
    }

    /// `document` with the table between the markers replaced by `run`'s.
    public static func replacingTable(in document: String, with run: BenchmarkRun) throws -> String {
        guard let open = document.range(of: start), let close = document.range(of: end, range: open.upperBound..<document.endIndex) else {
            throw Failure.markersMissing
        }
        return String(document[..<open.upperBound]) + "\n\n" + markdown(run) + "\n\n" + String(document[close.lowerBound...])
    }

    /// The table between the markers of `document`, as written.
    public static func table(in document: String) -> String? {
        guard let open = document.range(of: start), let close = document.range(of: end, range: open.upperBound..<document.endIndex) else {
            return nil
        }
        return document[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A figure with its unit, to three significant digits or whole.
    static func amount(_ value: Double, _ unit: String) -> String {
        let number: String
        switch abs(value) {
        case 0: number = "0"
        case ..<10: number = String(format: "%.2f", value)
        case ..<100: number = String(format: "%.1f", value)
        default: number = String(format: "%.0f", value)
        }
        return unit.isEmpty ? number : "\(number) \(unit)"
    }

    /// Text safe inside a table cell.
    static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
}
