import CoreData
import Foundation
import Testing

/// A process killed while it saves (R-CD4): the store opens afterwards with every save whole or
/// absent — never half a save — and takes more saves.
@Suite("Core Data: a process killed during a save (R-CD4)", .serialized)
struct CoreDataDurabilityTests {
    /// The writer program, built beside the test binary.
    static let writer = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("XRCoreDataWriter")

    @Test("R-CD4: a writer killed with SIGKILL a quarter, half and three quarters into a save, leaves a store that opens with whole batches only, at least as many as it reported saved")
    func killedWhileSaving() throws {
        let folder = ScratchFolder()
        let model = try ModelFixtures.writeNotesModel(in: folder)
        let store = folder.file("Notes.sqlite")
        var batches = 0
        for round in 0..<3 {
            let process = Process()
            process.executableURL = Self.writer
            process.arguments = [store.path, model.path]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            // Two saves, timed as their lines arrive; then, once the third starts, the kill comes a
            // quarter, a half or three quarters of a save later — somewhere in its writing (the
            // time only places the kill; what is checked is the store's content).
            var lines: [String] = []
            var buffer = Data()
            var started: [Int: Date] = [:], durations: [TimeInterval] = []
            let reader = output.fileHandleForReading
            while !lines.contains("saving 3") {
                let chunk = reader.availableData
                guard !chunk.isEmpty else { break }
                buffer.append(chunk)
                let now = Date()
                let all = String(decoding: buffer, as: UTF8.self).split(separator: "\n").map(String.init)
                for line in all.dropFirst(lines.count) {
                    if line.hasPrefix("saving "), let n = Int(line.dropFirst(7)) { started[n] = now }
                    if line.hasPrefix("saved "), let n = Int(line.dropFirst(6)), let begun = started[n] {
                        durations.append(now.timeIntervalSince(begun))
                    }
                }
                lines = all
            }
            let save = durations.max() ?? 0.05
            Thread.sleep(forTimeInterval: save * Double(round + 1) / 4)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal, "round \(round): \(lines)")
            let reported = batches + (lines.compactMap { $0.hasPrefix("saved ") ? Int($0.dropFirst(6)) : nil }.max() ?? 0)

            let container = try ModelFixtures.container(model: model, store: store)
            let notes = try container.viewContext.fetch(NSFetchRequest<NSManagedObject>(entityName: "Note"))
            var perBatch: [String: Int] = [:]
            for note in notes { perBatch[note.value(forKey: "title") as? String ?? "?", default: 0] += 1 }
            #expect(perBatch.values.allSatisfy { $0 == 2_000 }, "round \(round): only whole saves \(perBatch)")
            #expect(perBatch.count >= reported, "round \(round): every reported save is there (\(perBatch.count) of \(reported))")
            batches = perBatch.count
        }
    }
}
