import OpenCombine

// `CombineLatest`, as in Apple's Combine: once every upstream has sent a value, each new value
// sends the newest of all of them together. OpenCombine 0.14 lacks it; forms often validate with it.

extension Publishers {
    /// The newest values of two publishers, together.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = UpstreamJoin(downstream: subscriber, upstreams: 2, mode: .latest { values in
                (values[0] as! A.Output, values[1] as! B.Output)
            })
            subscriber.receive(subscription: join)
            join.attach(a, at: 0)
            join.attach(b, at: 1)
        }
    }

    /// The newest values of three publishers, together.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
        where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = UpstreamJoin(downstream: subscriber, upstreams: 3, mode: .latest { values in
                (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output)
            })
            subscriber.receive(subscription: join)
            join.attach(a, at: 0)
            join.attach(b, at: 1)
            join.attach(c, at: 2)
        }
    }

    /// The newest values of four publishers, together.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
        where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = UpstreamJoin(downstream: subscriber, upstreams: 4, mode: .latest { values in
                (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output, values[3] as! D.Output)
            })
            subscriber.receive(subscription: join)
            join.attach(a, at: 0)
            join.attach(b, at: 1)
            join.attach(c, at: 2)
            join.attach(d, at: 3)
        }
    }
}

extension Publisher {
    /// This publisher's newest value with `other`'s.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// This publisher's newest value with `other`'s, made into one by `transform`.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// This publisher's newest value with those of two others.
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.CombineLatest3<Self, P, Q>
        where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, p, q)
    }

    /// This publisher's newest value with those of two others, made into one by `transform`.
    public func combineLatest<P: Publisher, Q: Publisher, T>(_ p: P, _ q: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, p, q).map(transform)
    }

    /// This publisher's newest value with those of three others.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ p: P, _ q: Q, _ r: R) -> Publishers.CombineLatest4<Self, P, Q, R>
        where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, p, q, r)
    }

    /// This publisher's newest value with those of three others, made into one by `transform`.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ p: P, _ q: Q, _ r: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, p, q, r).map(transform)
    }
}
