import BenchReport
import Foundation
import XResponder

// xrbench: XResponder's benchmarks, each against a floor measured in the same run.
//   xrbench FLOOR_DIR [--quick]     (make bench runs it under Xvfb in a release build)
// Prints a table (metric, XResponder, floor, ratio, goal) and writes bench-output/bench.json; a
// full run (neither --quick nor --only) also writes docs/bench-latest.json and the table in
// docs/benchmarks.md from it. XR_BENCH_COMMIT names the commit (the Makefile passes it).

let arguments = Array(CommandLine.arguments.dropFirst())
let floorDirectory = arguments.first { !$0.hasPrefix("--") && !$0.isEmpty && $0.contains("/") } ?? ".build-bench/floor"
let quick = arguments.contains("--quick")
/// `--only NAME` runs the benchmarks whose name contains NAME (latency, production, hit, dispatch, storm, redraw, memory, scroll, layout, animation, typing, scaling, bursts, long-paragraph, autolayout, appearance, navigation, lists, grids, a11y, menus, menu-bar, documents, long-typing, paging, dragging, interface-builder, core-data, keyframes, display-link, blur, picker, startup, idle).
let only = arguments.firstIndex(of: "--only").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
/// `--only a,b` runs the groups matching any of the names, in this file's order (so one group can
/// be measured after the ones that precede it in a full run).
func selected(_ name: String) -> Bool {
    only.map { $0.split(separator: ",").contains { name.contains($0) } } ?? true
}

typealias Row = BenchmarkRun.Row

var rows: [Row] = []

@MainActor func add(_ metric: String, _ unit: String, _ value: Double, floor: Double?, peer: Double? = nil,
                    goal: String, met: Bool?) {
    rows.append(Row(metric: metric, unit: unit, value: value, floor: floor, peer: peer, goal: goal, met: met))
    let ratio = floor.map { $0 > 0 ? String(format: "%.2f×", value / $0) : "-" } ?? "-"
    let peerText = peer.map { String(format: "  GTK 4 %.2f", $0) } ?? ""
    print(String(format: "  %-46@ %12.2f %-6@ floor %10@  %8@%@  %@", metric as NSString, value, unit as NSString,
                 (floor.map { String(format: "%.2f", $0) } ?? "-") as NSString, ratio as NSString, peerText as NSString,
                 "\(goal)\(met.map { $0 ? " ✓" : " ✗" } ?? "")" as NSString))
}

func nowNanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

/// Runs a C floor program and returns the numbers it printed.
func runFloor(_ name: String, _ arguments: [String]) -> [Double] {
    runFloorText(name, arguments).split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Double($0) }
}

/// Runs a floor program, with `input` on its standard input (written from a thread of its own, so
/// a long script and a long answer cannot block each other), and returns what it printed.
func runFloorText(_ name: String, _ arguments: [String] = [], input: String? = nil) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: floorDirectory).appendingPathComponent(name)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    let stdin = input.map { _ in Pipe() }
    if let stdin { process.standardInput = stdin }
    do { try process.run() } catch { return "" }
    if let stdin, let input {
        Thread {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }.start()
    }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text
}

print("XResponder benchmarks (\(quick ? "quick" : "full") run)")
if selected("latency") { benchmarkPressLatency() }
if selected("production") { benchmarkProductionLatency() }
if selected("hit") { benchmarkHitTesting() }
if selected("dispatch") { benchmarkDispatch() }
if selected("storm") { benchmarkMotionStorm() }
if selected("redraw") { benchmarkRedraw() }
if selected("memory") { benchmarkMemory() }
if selected("scroll") { benchmarkScrolling() }
if selected("layout") { benchmarkLayout() }
if selected("animation") { benchmarkAnimation() }
if selected("keyframes") { benchmarkLayerKeyframes() }
if selected("blur") { benchmarkBlur() }
if selected("picker") { benchmarkPickerWheel() }
if selected("display-link") { benchmarkDisplayLink() }
if selected("startup") { benchmarkStartup() }
if selected("idle") { benchmarkIdleWakeups() }
if selected("typing") { benchmarkTyping() }
if selected("scaling") { benchmarkScaling() }
if selected("bursts") { benchmarkBursts() }
if selected("long-paragraph") { benchmarkLongParagraph() }
if selected("autolayout") { benchmarkAutoLayout() }
if selected("appearance") { benchmarkAppearance() }
if selected("navigation") { benchmarkNavigation() }
if selected("lists") { benchmarkLists() }
if selected("grids") { benchmarkGrid() }
if selected("a11y") { benchmarkAccessibility() }
if selected("menu-bar") { benchmarkMenuBar() }
if selected("menus") { benchmarkContextMenus() }
if selected("documents") { benchmarkDocumentOpening() }
if selected("long-typing") { benchmarkLongDocumentTyping() }
if selected("paging") { benchmarkLongDocumentPaging() }
if selected("dragging") { benchmarkLongDocumentDragging() }
if selected("interface-builder") { benchmarkInterfaceBuilder() }
if selected("core-data") { benchmarkCoreData() }

let output = URL(fileURLWithPath: "bench-output")
try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let run = BenchmarkRun(commit: ProcessInfo.processInfo.environment["XR_BENCH_COMMIT"] ?? "unknown",
                       date: ISO8601DateFormatter().string(from: Date()), machine: BenchmarkRun.describeMachine(),
                       partial: quick || only != nil, rows: rows)
if let data = try? encoder.encode(run) {
    try? data.write(to: output.appendingPathComponent("bench.json"))
    print("wrote bench-output/bench.json")
    // A full run is the one the docs quote: its JSON is kept and the table written from it.
    let docs = URL(fileURLWithPath: "docs")
    if !run.partial, let page = try? String(contentsOf: docs.appendingPathComponent("benchmarks.md"), encoding: .utf8) {
        do {
            try data.write(to: docs.appendingPathComponent("bench-latest.json"))
            try BenchmarkTable.replacingTable(in: page, with: run)
                .write(to: docs.appendingPathComponent("benchmarks.md"), atomically: true, encoding: .utf8)
            print("wrote docs/bench-latest.json and the table in docs/benchmarks.md")
        } catch {
            print("docs/benchmarks.md not written: \(error)")
        }
    } else if run.partial {
        print("a partial run (--quick or --only): docs/benchmarks.md left as it is")
    }
}
