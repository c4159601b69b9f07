import Foundation
import OpenCombine

/// What `CombineLatest` and `Merge` share: several upstreams of one failure type feeding one
/// downstream, with the downstream's demand honoured (OpenCombine 0.14 has neither operator).
///
/// Each upstream is asked for everything (`.unlimited`); what they send is kept here and passed
/// down as demand allows: `CombineLatest` keeps only the newest combination, `Merge` queues every
/// value. The join finishes when every upstream has finished and nothing is waiting, and fails at
/// the first failure, cancelling the others. The lock is never held while the downstream runs, so
/// a downstream that requests or cancels from inside `receive` cannot deadlock.
final class UpstreamJoin<Downstream: Subscriber>: Subscription, CustomStringConvertible {
    enum Mode {
        /// Combine the newest value of every upstream, once each has sent one.
        case latest(([Any]) -> Downstream.Input)
        /// Pass every value on, in arrival order.
        case merge
    }

    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private let mode: Mode
    private var subscriptions: [Subscription?]
    private var latest: [Any?]
    private var finished: [Bool]
    private var queue: [Downstream.Input] = []
    private var demand = Subscribers.Demand.none
    private var delivering = false
    private var done = false

    var description: String { "UpstreamJoin" }

    init(downstream: Downstream, upstreams count: Int, mode: Mode) {
        self.downstream = downstream
        self.mode = mode
        subscriptions = Array(repeating: nil, count: count)
        latest = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
    }

    /// Subscribes to `upstream` as upstream number `index`.
    /// `input` makes a merged value of the upstream's (nil for `.latest`, which combines).
    func attach<Upstream: Publisher>(_ upstream: Upstream, at index: Int, input: ((Upstream.Output) -> Downstream.Input)? = nil)
        where Upstream.Failure == Downstream.Failure {
        upstream.subscribe(Side<Upstream, Downstream>(join: self, index: index, input: input))
    }

    // MARK: From the upstreams

    fileprivate func received(_ subscription: Subscription, at index: Int) {
        lock.lock()
        guard !done, subscriptions[index] == nil else { lock.unlock(); subscription.cancel(); return }
        subscriptions[index] = subscription
        lock.unlock()
        subscription.request(.unlimited)
    }

    fileprivate func received(_ value: Any, merged: Downstream.Input?, at index: Int) {
        lock.lock()
        guard !done else { lock.unlock(); return }
        switch mode {
        case .latest(let combine):
            latest[index] = value
            let values = latest.compactMap { $0 }
            if values.count == latest.count {
                // Only the newest combination waits for demand, as in Apple's Combine.
                queue = [combine(values)]
            }
        case .merge:
            if let merged { queue.append(merged) }
        }
        lock.unlock()
        deliver()
    }

    fileprivate func received(_ completion: Subscribers.Completion<Downstream.Failure>, at index: Int) {
        lock.lock()
        guard !done else { lock.unlock(); return }
        switch completion {
        case .finished:
            finished[index] = true
            lock.unlock()
            deliver()
        case .failure:
            done = true
            let others = subscriptions
            subscriptions = Array(repeating: nil, count: others.count)
            queue = []
            let downstream = self.downstream
            self.downstream = nil
            lock.unlock()
            for (other, subscription) in others.enumerated() where other != index { subscription?.cancel() }
            downstream?.receive(completion: completion)
        }
    }

    /// Sends what waits while there is demand; finishes once every upstream has and nothing
    /// waits. One caller at a time delivers; others leave their values to it.
    private func deliver() {
        lock.lock()
        guard !delivering else { lock.unlock(); return }
        delivering = true
        while !done, demand > 0, !queue.isEmpty, let downstream {
            let value = queue.removeFirst()
            demand -= 1
            lock.unlock()
            let more = downstream.receive(value)
            lock.lock()
            demand += more
        }
        let finishes = !done && queue.isEmpty && finished.allSatisfy { $0 }
        let downstream = finishes ? self.downstream : nil
        if finishes {
            done = true
            self.downstream = nil
        }
        delivering = false
        lock.unlock()
        downstream?.receive(completion: .finished)
    }

    // MARK: From the downstream

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
        deliver()
    }

    func cancel() {
        lock.lock()
        done = true
        let all = subscriptions
        subscriptions = Array(repeating: nil, count: all.count)
        downstream = nil
        queue = []
        lock.unlock()
        for subscription in all { subscription?.cancel() }
    }
}

/// One upstream's subscriber, passing what it gets to the join with its index.
private struct Side<Upstream: Publisher, Downstream: Subscriber>: Subscriber, CustomStringConvertible
    where Upstream.Failure == Downstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    let join: UpstreamJoin<Downstream>
    let index: Int
    let input: ((Upstream.Output) -> Downstream.Input)?
    let combineIdentifier = CombineIdentifier()

    init(join: UpstreamJoin<Downstream>, index: Int, input: ((Upstream.Output) -> Downstream.Input)?) {
        self.join = join
        self.index = index
        self.input = input
    }

    var description: String { "UpstreamJoin.Side \(index)" }

    func receive(subscription: Subscription) { join.received(subscription, at: index) }

    func receive(_ value: Upstream.Output) -> Subscribers.Demand {
        join.received(value, merged: input?(value), at: index)
        return .none
    }

    func receive(completion: Subscribers.Completion<Upstream.Failure>) { join.received(completion, at: index) }
}
