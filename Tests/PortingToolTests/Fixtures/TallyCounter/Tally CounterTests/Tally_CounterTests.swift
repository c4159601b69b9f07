import XCTest
@testable import Tally_Counter

final class Tally_CounterTests: XCTestCase {
    func testExample() throws {}
}
