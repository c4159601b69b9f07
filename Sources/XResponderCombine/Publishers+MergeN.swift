import OpenCombine

// `Merge3` … `Merge8` and `merge(with:_:…)`, as in Apple's Combine: the values of three to eight
// publishers of one type, as they come. OpenCombine 0.14 lacks them; each is an `UpstreamJoin` in
// merge mode, as `Merge` is.

extension Publishers {
    /// The values of three publishers, interleaved as they arrive.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
        where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure {
        public typealias Output = A.Output
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
            let join = UpstreamJoin(downstream: subscriber, upstreams: 3, mode: .merge)
            subscriber.receive(subscription: join)
            join.attach(a, at: 0) { $0 }
            join.attach(b, at: 1) { $0 }
            join.attach(c, at: 2) { $0 }
        }
    }

    /// The values of four publishers, interleaved as they arrive.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
        where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure, C.Output == D.Output, C.Failure == D.Failure {
        public typealias Output = A.Output
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
            let join = UpstreamJoin(downstream: subscriber, upstreams: 4, mode: .merge)
            subscriber.receive(subscription: join)
            join.attach(a, at: 0) { $0 }
            join.attach(b, at: 1) { $0 }
            join.attach(c, at: 2) { $0 }
            join.attach(d, at: 3) { $0 }
        }
    }

    /// The values of five publishers, interleaved as they arrive.
    public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher
        where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure, C.Output == D.Output, C.Failure == D.Failure, D.Output == E.Output, D.Failure == E.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public let e: E

        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = UpstreamJoin(downstream: subscriber, upstreams: 5, mode: .merge)
            subscriber.receive(subscription: join)
            join.attach(a, at: 0) { $0 }
            join.attach(b, at: 1) { $0 }
            join.attach(c, at: 2) { $0 }
            join.attach(d, at: 3) { $0 }
            join.attach(e, at: 4) { $0 }
        }
    }

    /// The values of six publishers, interleaved as they arrive.
    public struct Merge6<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>: Publisher
        where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure, C.Output == D.Output, C.Failure == D.Failure, D.Output == E.Output, D.Failure == E.Failure, E.Output == F.Output, E.Failure == F.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public let e: E
        public let f: F

        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = UpstreamJoin(downstream: subscriber, upstreams: 6, mode: .merge)
            subscriber.receive(subscription: join)
            join.attach(a, at: 0) { $0 }
            join.attach(b, at: 1) { $0 }
            join.attach(c, at: 2) { $0 }
            join.attach(d, at: 3) { $0 }
            join.attach(e, at: 4) { $0 }
            join.attach(f, at: 5) { $0 }
        }
    }

    /// The values of seven publishers, interleaved as they arrive.
    public struct Merge7<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>: Publisher
        where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure, C.Output == D.Output, C.Failure == D.Failure, D.Output == E.Output, D.Failure == E.Failure, E.Output == F.Output, E.Failure == F.Failure, F.Output == G.Output, F.Failure == G.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public let e: E
        public let f: F
        public let g: G

        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = UpstreamJoin(downstream: subscriber, upstreams: 7, mode: .merge)
            subscriber.receive(subscription: join)
            join.attach(a, at: 0) { $0 }
            join.attach(b, at: 1) { $0 }
            join.attach(c, at: 2) { $0 }
            join.attach(d, at: 3) { $0 }
            join.attach(e, at: 4) { $0 }
            join.attach(f, at: 5) { $0 }
            join.attach(g, at: 6) { $0 }
        }
    }

    /// The values of eight publishers, interleaved as they arrive.
    public struct Merge8<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>: Publisher
        where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure, C.Output == D.Output, C.Failure == D.Failure, D.Output == E.Output, D.Failure == E.Failure, E.Output == F.Output, E.Failure == F.Failure, F.Output == G.Output, F.Failure == G.Failure, G.Output == H.Output, G.Failure == H.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public let e: E
        public let f: F
        public let g: G
        public let h: H

        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
            self.h = h
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = UpstreamJoin(downstream: subscriber, upstreams: 8, mode: .merge)
            subscriber.receive(subscription: join)
            join.attach(a, at: 0) { $0 }
            join.attach(b, at: 1) { $0 }
            join.attach(c, at: 2) { $0 }
            join.attach(d, at: 3) { $0 }
            join.attach(e, at: 4) { $0 }
            join.attach(f, at: 5) { $0 }
            join.attach(g, at: 6) { $0 }
            join.attach(h, at: 7) { $0 }
        }
    }

}

extension Publisher {
    /// This publisher's values and those of two others, as they come.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
        where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        Publishers.Merge3(self, b, c)
    }

    /// This publisher's values and those of three others, as they come.
    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
        where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output, D.Failure == Failure {
        Publishers.Merge4(self, b, c, d)
    }

    /// This publisher's values and those of four others, as they come.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher>(with b: B, _ c: C, _ d: D, _ e: E) -> Publishers.Merge5<Self, B, C, D, E>
        where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output, D.Failure == Failure, E.Output == Output, E.Failure == Failure {
        Publishers.Merge5(self, b, c, d, e)
    }

    /// This publisher's values and those of five others, as they come.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F) -> Publishers.Merge6<Self, B, C, D, E, F>
        where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output, D.Failure == Failure, E.Output == Output, E.Failure == Failure, F.Output == Output, F.Failure == Failure {
        Publishers.Merge6(self, b, c, d, e, f)
    }

    /// This publisher's values and those of six others, as they come.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) -> Publishers.Merge7<Self, B, C, D, E, F, G>
        where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output, D.Failure == Failure, E.Output == Output, E.Failure == Failure, F.Output == Output, F.Failure == Failure, G.Output == Output, G.Failure == Failure {
        Publishers.Merge7(self, b, c, d, e, f, g)
    }

    /// This publisher's values and those of seven others, as they come.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
        where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output, D.Failure == Failure, E.Output == Output, E.Failure == Failure, F.Output == Output, F.Failure == Failure, G.Output == Output, G.Failure == Failure, H.Output == Output, H.Failure == Failure {
        Publishers.Merge8(self, b, c, d, e, f, g, h)
    }
}
