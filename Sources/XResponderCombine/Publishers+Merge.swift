import OpenCombine

// `Merge`, as in Apple's Combine: the values of several publishers of one type, as they come.
// OpenCombine 0.14 lacks it.

extension Publishers {
    /// The values of two publishers, interleaved as they arrive.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = UpstreamJoin(downstream: subscriber, upstreams: 2, mode: .merge)
            subscriber.receive(subscription: join)
            join.attach(a, at: 0) { $0 }
            join.attach(b, at: 1) { $0 }
        }
    }

    /// The values of any number of publishers of one type, interleaved as they arrive.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) { publishers = upstream }
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = UpstreamJoin(downstream: subscriber, upstreams: publishers.count, mode: .merge)
            subscriber.receive(subscription: join)
            for (index, publisher) in publishers.enumerated() { join.attach(publisher, at: index) { $0 } }
            if publishers.isEmpty { join.request(.none) }   // nothing to wait for: finishes at once
        }
    }
}

extension Publisher {
    /// This publisher's values and `other`'s, as they come.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}
