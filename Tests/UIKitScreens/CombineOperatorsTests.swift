import Foundation
import Testing
import XResponderCombine

/// A subscriber that asks for `initial` values, then `more` after each one: how demand is tested.
private final class Recorder<Input, Failure: Error>: Subscriber {
    let combineIdentifier = CombineIdentifier()
    private(set) var values: [Input] = []
    private(set) var completion: Subscribers.Completion<Failure>?
    private(set) var subscription: Subscription?
    let initial: Subscribers.Demand
    let more: Subscribers.Demand
    init(initial: Subscribers.Demand = .unlimited, more: Subscribers.Demand = .none) { self.initial = initial; self.more = more }
    func receive(subscription: Subscription) { self.subscription = subscription; subscription.request(initial) }
    func receive(_ input: Input) -> Subscribers.Demand { values.append(input); return more }
    func receive(completion: Subscribers.Completion<Failure>) { self.completion = completion }
}

private struct Boom: Error, Equatable {}

/// CombineLatest and Merge, which OpenCombine 0.14 lacks, as Apple's Combine has them (issue #46).
@Suite("XResponderCombine: CombineLatest and Merge as in Apple's Combine (R-BR3)")
struct CombineOperatorsTests {
    @Test("R-BR3: CombineLatest sends nothing until each side has a value, then the newest pair on each new value; it finishes when both have")
    func combineLatestPairs() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        let recorder = Recorder<(Int, String), Never>()
        Publishers.CombineLatest(a, b).subscribe(recorder)
        a.send(1)
        a.send(2)
        #expect(recorder.values.isEmpty)
        b.send("x")
        b.send("y")
        a.send(3)
        #expect(recorder.values.map { "\($0.0)\($0.1)" } == ["2x", "2y", "3y"])
        a.send(completion: .finished)
        #expect(recorder.completion == nil, "one side still runs")
        b.send("z")
        #expect(recorder.values.last.map { "\($0.0)\($0.1)" } == "3z")
        b.send(completion: .finished)
        #expect(recorder.completion == .finished)
    }

    @Test("R-BR3: CombineLatest fails at the first failure and cancels the other side; with no demand only the newest combination waits")
    func combineLatestFailureAndDemand() {
        let a = PassthroughSubject<Int, Boom>(), b = PassthroughSubject<Int, Boom>()
        let recorder = Recorder<Int, Boom>()
        a.combineLatest(b) { $0 + $1 }.subscribe(recorder)
        a.send(1); b.send(10)
        b.send(completion: .failure(Boom()))
        a.send(2)
        #expect(recorder.values == [11])
        #expect(recorder.completion == .failure(Boom()))

        let c = PassthroughSubject<Int, Never>(), d = PassthroughSubject<Int, Never>()
        let slow = Recorder<(Int, Int), Never>(initial: .none)
        c.combineLatest(d).subscribe(slow)
        c.send(1); d.send(1); d.send(2); d.send(3)
        #expect(slow.values.isEmpty)
        slow.subscription?.request(.max(5))
        #expect(slow.values.map { $0.1 } == [3], "only the newest waited")
        let three = Recorder<(Int, Int, Int), Never>()
        Just(1).combineLatest(Just(2), Just(3)).subscribe(three)
        #expect(three.values.map { [$0.0, $0.1, $0.2] } == [[1, 2, 3]] && three.completion == .finished)
    }

    @Test("R-BR3: Merge and merge(with:) pass every value in arrival order, queue them for demand, and finish when all upstreams have")
    func mergeQueuesEverything() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>(initial: .max(1), more: .none)
        a.merge(with: b).subscribe(recorder)
        a.send(1); b.send(2); a.send(3)
        #expect(recorder.values == [1])
        recorder.subscription?.request(.max(10))
        #expect(recorder.values == [1, 2, 3])
        a.send(completion: .finished)
        b.send(4)
        b.send(completion: .finished)
        #expect(recorder.values == [1, 2, 3, 4] && recorder.completion == .finished)

        let many = Recorder<Int, Never>()
        Publishers.MergeMany([Just(1), Just(2), Just(3)]).subscribe(many)
        #expect(many.values == [1, 2, 3] && many.completion == .finished)
        let none = Recorder<Int, Never>()
        Publishers.MergeMany([Just<Int>]()).subscribe(none)
        #expect(none.values.isEmpty && none.completion == .finished)
    }

    @Test("R-BR3: cancelling a CombineLatest or a Merge stops its values and cancels its upstreams")
    func cancelStops() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        let cancellable = a.merge(with: b).sink { seen.append($0) }
        a.send(1)
        cancellable.cancel()
        a.send(2); b.send(3)
        #expect(seen == [1])
        var pairs = 0
        let combined = a.combineLatest(b).sink { _ in pairs += 1 }
        a.send(1); b.send(1)
        combined.cancel()
        a.send(2)
        #expect(pairs == 1)
    }

    @Test("R-BR3: CombineLatest4 and combineLatest(_:_:_:) wait for all four, then send the newest of each; Merge3 … Merge8 and merge(with:_:…) pass every value in order")
    func widerJoins() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        let c = PassthroughSubject<Int, Never>(), d = PassthroughSubject<String, Never>()
        let four = Recorder<String, Never>()
        a.combineLatest(b, c, d) { "\($0)\($1)\($2)\($3)" }.subscribe(four)
        a.send(1); b.send(2); c.send(3)
        #expect(four.values.isEmpty, "d has sent nothing yet")
        d.send("x")
        c.send(4)
        #expect(four.values == ["123x", "124x"])
        let tuple = Recorder<(Int, Int, Int, String), Never>()
        Publishers.CombineLatest4(a, b, c, d).subscribe(tuple)
        a.send(5); b.send(6); c.send(7); d.send("y")
        #expect(tuple.values.count == 1 && tuple.values[0].0 == 5 && tuple.values[0].3 == "y")

        let subjects = (0..<8).map { _ in PassthroughSubject<Int, Never>() }
        let s = subjects
        let merged3 = Recorder<Int, Never>(), merged8 = Recorder<Int, Never>()
        s[0].merge(with: s[1], s[2]).subscribe(merged3)
        Publishers.Merge8(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).subscribe(merged8)
        for index in [7, 2, 0, 5, 1] { s[index].send(index) }
        #expect(merged3.values == [2, 0, 1])
        #expect(merged8.values == [7, 2, 0, 5, 1])
        let merged5 = Recorder<Int, Never>()
        s[0].merge(with: s[1], s[2], s[3], s[4]).subscribe(merged5)
        s[4].send(40); s[6].send(60)
        #expect(merged5.values == [40])
        for subject in s { subject.send(completion: .finished) }
        #expect(merged3.completion == .finished && merged5.completion == .finished && merged8.completion == .finished)
    }
}
