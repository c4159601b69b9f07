// Combine for ported UIKit apps (issue #46). Linux has no Combine; OpenCombine is its
// open-source reimplementation, with the same names. `xrport` turns `import Combine` into
// `import XResponderCombine`, which brings OpenCombine and its Dispatch and Foundation parts in
// one import, as Apple's Combine is one: publishers, subjects, `@Published` and
// `ObservableObject`, `DispatchQueue`, `RunLoop` and `OperationQueue` as schedulers,
// `Timer.publish`, `NotificationCenter`'s and `URLSession`'s publishers; and what OpenCombine 0.14
// lacks that apps use most, `CombineLatest` and `Merge` (UpstreamJoin.swift).
//
// Not a module named Combine: OpenCombine hides its Apple-spelled names (`DispatchQueue` as a
// scheduler, `Timer.publish`, `NotificationCenter.publisher(for:)`) when `canImport(Combine)` is
// true, so a Combine module beside it would take them away again.

@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
