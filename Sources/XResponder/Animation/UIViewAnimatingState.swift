import Foundation

/// A property animator's life: inactive (before start and after finishing), active (running or
/// paused), stopped (stopped without finishing, waiting for `finishAnimation(at:)`).
public enum UIViewAnimatingState: Int, Sendable { case inactive = 0, active = 1, stopped = 2 }
