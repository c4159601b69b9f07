import CX11
import Foundation

/// One protocol error the server reported (BadWindow, BadDrawable, …), logged and survived (R-X5).
public struct X11ProtocolError: Sendable, Equatable, CustomStringConvertible {
    public var errorCode: UInt8
    public var requestCode: UInt8
    public var minorCode: UInt8
    public var resourceID: UInt
    public var message: String

    public var description: String {
        "X error \(message) (code \(errorCode)), request \(requestCode).\(minorCode), resource 0x\(String(resourceID, radix: 16))"
    }
}
