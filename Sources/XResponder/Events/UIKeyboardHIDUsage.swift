// Generated once from the USB HID usage tables (page 0x07), with UIKit's member names.
// UIKit exposes key codes as HID usages so that they do not depend on the keyboard layout or the
// platform; XResponder's X11 layer maps X keysyms/keycodes to these values.

/// A key's USB HID usage (keyboard page), as UIKit's `UIKeyboardHIDUsage`.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 4)
    public static let keyboardB = UIKeyboardHIDUsage(rawValue: 5)
    public static let keyboardC = UIKeyboardHIDUsage(rawValue: 6)
    public static let keyboardD = UIKeyboardHIDUsage(rawValue: 7)
    public static let keyboardE = UIKeyboardHIDUsage(rawValue: 8)
    public static let keyboardF = UIKeyboardHIDUsage(rawValue: 9)
    public static let keyboardG = UIKeyboardHIDUsage(rawValue: 10)
    public static let keyboardH = UIKeyboardHIDUsage(rawValue: 11)
    public static let keyboardI = UIKeyboardHIDUsage(rawValue: 12)
    public static let keyboardJ = UIKeyboardHIDUsage(rawValue: 13)
    public static let keyboardK = UIKeyboardHIDUsage(rawValue: 14)
    public static let keyboardL = UIKeyboardHIDUsage(rawValue: 15)
    public static let keyboardM = UIKeyboardHIDUsage(rawValue: 16)
    public static let keyboardN = UIKeyboardHIDUsage(rawValue: 17)
    public static let keyboardO = UIKeyboardHIDUsage(rawValue: 18)
    public static let keyboardP = UIKeyboardHIDUsage(rawValue: 19)
    public static let keyboardQ = UIKeyboardHIDUsage(rawValue: 20)
    public static let keyboardR = UIKeyboardHIDUsage(rawValue: 21)
    public static let keyboardS = UIKeyboardHIDUsage(rawValue: 22)
    public static let keyboardT = UIKeyboardHIDUsage(rawValue: 23)
    public static let keyboardU = UIKeyboardHIDUsage(rawValue: 24)
    public static let keyboardV = UIKeyboardHIDUsage(rawValue: 25)
    public static let keyboardW = UIKeyboardHIDUsage(rawValue: 26)
    public static let keyboardX = UIKeyboardHIDUsage(rawValue: 27)
    public static let keyboardY = UIKeyboardHIDUsage(rawValue: 28)
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 29)
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 30)
    public static let keyboard2 = UIKeyboardHIDUsage(rawValue: 31)
    public static let keyboard3 = UIKeyboardHIDUsage(rawValue: 32)
    public static let keyboard4 = UIKeyboardHIDUsage(rawValue: 33)
    public static let keyboard5 = UIKeyboardHIDUsage(rawValue: 34)
    public static let keyboard6 = UIKeyboardHIDUsage(rawValue: 35)
    public static let keyboard7 = UIKeyboardHIDUsage(rawValue: 36)
    public static let keyboard8 = UIKeyboardHIDUsage(rawValue: 37)
    public static let keyboard9 = UIKeyboardHIDUsage(rawValue: 38)
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 39)
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 40)
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 41)
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 42)
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 43)
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 44)
    public static let keyboardHyphen = UIKeyboardHIDUsage(rawValue: 45)
    public static let keyboardEqualSign = UIKeyboardHIDUsage(rawValue: 46)
    public static let keyboardOpenBracket = UIKeyboardHIDUsage(rawValue: 47)
    public static let keyboardCloseBracket = UIKeyboardHIDUsage(rawValue: 48)
    public static let keyboardBackslash = UIKeyboardHIDUsage(rawValue: 49)
    public static let keyboardNonUSPound = UIKeyboardHIDUsage(rawValue: 50)
    public static let keyboardSemicolon = UIKeyboardHIDUsage(rawValue: 51)
    public static let keyboardQuote = UIKeyboardHIDUsage(rawValue: 52)
    public static let keyboardGraveAccentAndTilde = UIKeyboardHIDUsage(rawValue: 53)
    public static let keyboardComma = UIKeyboardHIDUsage(rawValue: 54)
    public static let keyboardPeriod = UIKeyboardHIDUsage(rawValue: 55)
    public static let keyboardSlash = UIKeyboardHIDUsage(rawValue: 56)
    public static let keyboardCapsLock = UIKeyboardHIDUsage(rawValue: 57)
    public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 58)
    public static let keyboardF2 = UIKeyboardHIDUsage(rawValue: 59)
    public static let keyboardF3 = UIKeyboardHIDUsage(rawValue: 60)
    public static let keyboardF4 = UIKeyboardHIDUsage(rawValue: 61)
    public static let keyboardF5 = UIKeyboardHIDUsage(rawValue: 62)
    public static let keyboardF6 = UIKeyboardHIDUsage(rawValue: 63)
    public static let keyboardF7 = UIKeyboardHIDUsage(rawValue: 64)
    public static let keyboardF8 = UIKeyboardHIDUsage(rawValue: 65)
    public static let keyboardF9 = UIKeyboardHIDUsage(rawValue: 66)
    public static let keyboardF10 = UIKeyboardHIDUsage(rawValue: 67)
    public static let keyboardF11 = UIKeyboardHIDUsage(rawValue: 68)
    public static let keyboardF12 = UIKeyboardHIDUsage(rawValue: 69)
    public static let keyboardPrintScreen = UIKeyboardHIDUsage(rawValue: 70)
    public static let keyboardScrollLock = UIKeyboardHIDUsage(rawValue: 71)
    public static let keyboardPause = UIKeyboardHIDUsage(rawValue: 72)
    public static let keyboardInsert = UIKeyboardHIDUsage(rawValue: 73)
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 74)
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 75)
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 76)
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 77)
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 78)
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 79)
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 80)
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 81)
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 82)
    public static let keypadNumLock = UIKeyboardHIDUsage(rawValue: 83)
    public static let keypadSlash = UIKeyboardHIDUsage(rawValue: 84)
    public static let keypadAsterisk = UIKeyboardHIDUsage(rawValue: 85)
    public static let keypadHyphen = UIKeyboardHIDUsage(rawValue: 86)
    public static let keypadPlus = UIKeyboardHIDUsage(rawValue: 87)
    public static let keypadEnter = UIKeyboardHIDUsage(rawValue: 88)
    public static let keypad1 = UIKeyboardHIDUsage(rawValue: 89)
    public static let keypad2 = UIKeyboardHIDUsage(rawValue: 90)
    public static let keypad3 = UIKeyboardHIDUsage(rawValue: 91)
    public static let keypad4 = UIKeyboardHIDUsage(rawValue: 92)
    public static let keypad5 = UIKeyboardHIDUsage(rawValue: 93)
    public static let keypad6 = UIKeyboardHIDUsage(rawValue: 94)
    public static let keypad7 = UIKeyboardHIDUsage(rawValue: 95)
    public static let keypad8 = UIKeyboardHIDUsage(rawValue: 96)
    public static let keypad9 = UIKeyboardHIDUsage(rawValue: 97)
    public static let keypad0 = UIKeyboardHIDUsage(rawValue: 98)
    public static let keypadPeriod = UIKeyboardHIDUsage(rawValue: 99)
    public static let keyboardNonUSBackslash = UIKeyboardHIDUsage(rawValue: 100)
    public static let keyboardApplication = UIKeyboardHIDUsage(rawValue: 101)
    public static let keyboardPower = UIKeyboardHIDUsage(rawValue: 102)
    public static let keypadEqualSign = UIKeyboardHIDUsage(rawValue: 103)
    public static let keyboardF13 = UIKeyboardHIDUsage(rawValue: 104)
    public static let keyboardF14 = UIKeyboardHIDUsage(rawValue: 105)
    public static let keyboardF15 = UIKeyboardHIDUsage(rawValue: 106)
    public static let keyboardF16 = UIKeyboardHIDUsage(rawValue: 107)
    public static let keyboardF17 = UIKeyboardHIDUsage(rawValue: 108)
    public static let keyboardF18 = UIKeyboardHIDUsage(rawValue: 109)
    public static let keyboardF19 = UIKeyboardHIDUsage(rawValue: 110)
    public static let keyboardF20 = UIKeyboardHIDUsage(rawValue: 111)
    public static let keyboardF21 = UIKeyboardHIDUsage(rawValue: 112)
    public static let keyboardF22 = UIKeyboardHIDUsage(rawValue: 113)
    public static let keyboardF23 = UIKeyboardHIDUsage(rawValue: 114)
    public static let keyboardF24 = UIKeyboardHIDUsage(rawValue: 115)
    public static let keyboardExecute = UIKeyboardHIDUsage(rawValue: 116)
    public static let keyboardHelp = UIKeyboardHIDUsage(rawValue: 117)
    public static let keyboardMenu = UIKeyboardHIDUsage(rawValue: 118)
    public static let keyboardSelect = UIKeyboardHIDUsage(rawValue: 119)
    public static let keyboardStop = UIKeyboardHIDUsage(rawValue: 120)
    public static let keyboardAgain = UIKeyboardHIDUsage(rawValue: 121)
    public static let keyboardUndo = UIKeyboardHIDUsage(rawValue: 122)
    public static let keyboardCut = UIKeyboardHIDUsage(rawValue: 123)
    public static let keyboardCopy = UIKeyboardHIDUsage(rawValue: 124)
    public static let keyboardPaste = UIKeyboardHIDUsage(rawValue: 125)
    public static let keyboardFind = UIKeyboardHIDUsage(rawValue: 126)
    public static let keyboardMute = UIKeyboardHIDUsage(rawValue: 127)
    public static let keyboardVolumeUp = UIKeyboardHIDUsage(rawValue: 128)
    public static let keyboardVolumeDown = UIKeyboardHIDUsage(rawValue: 129)
    public static let keyboardLeftControl = UIKeyboardHIDUsage(rawValue: 224)
    public static let keyboardLeftShift = UIKeyboardHIDUsage(rawValue: 225)
    public static let keyboardLeftAlt = UIKeyboardHIDUsage(rawValue: 226)
    public static let keyboardLeftGUI = UIKeyboardHIDUsage(rawValue: 227)
    public static let keyboardRightControl = UIKeyboardHIDUsage(rawValue: 228)
    public static let keyboardRightShift = UIKeyboardHIDUsage(rawValue: 229)
    public static let keyboardRightAlt = UIKeyboardHIDUsage(rawValue: 230)
    public static let keyboardRightGUI = UIKeyboardHIDUsage(rawValue: 231)

    /// No usage: the key has no HID equivalent.
    public static let keyboardErrorUndefined = UIKeyboardHIDUsage(rawValue: 3)

    static let names: [Int: String] = [
        4: "keyboardA",
        5: "keyboardB",
        6: "keyboardC",
        7: "keyboardD",
        8: "keyboardE",
        9: "keyboardF",
        10: "keyboardG",
        11: "keyboardH",
        12: "keyboardI",
        13: "keyboardJ",
        14: "keyboardK",
        15: "keyboardL",
        16: "keyboardM",
        17: "keyboardN",
        18: "keyboardO",
        19: "keyboardP",
        20: "keyboardQ",
        21: "keyboardR",
        22: "keyboardS",
        23: "keyboardT",
        24: "keyboardU",
        25: "keyboardV",
        26: "keyboardW",
        27: "keyboardX",
        28: "keyboardY",
        29: "keyboardZ",
        30: "keyboard1",
        31: "keyboard2",
        32: "keyboard3",
        33: "keyboard4",
        34: "keyboard5",
        35: "keyboard6",
        36: "keyboard7",
        37: "keyboard8",
        38: "keyboard9",
        39: "keyboard0",
        40: "keyboardReturnOrEnter",
        41: "keyboardEscape",
        42: "keyboardDeleteOrBackspace",
        43: "keyboardTab",
        44: "keyboardSpacebar",
        45: "keyboardHyphen",
        46: "keyboardEqualSign",
        47: "keyboardOpenBracket",
        48: "keyboardCloseBracket",
        49: "keyboardBackslash",
        50: "keyboardNonUSPound",
        51: "keyboardSemicolon",
        52: "keyboardQuote",
        53: "keyboardGraveAccentAndTilde",
        54: "keyboardComma",
        55: "keyboardPeriod",
        56: "keyboardSlash",
        57: "keyboardCapsLock",
        58: "keyboardF1",
        59: "keyboardF2",
        60: "keyboardF3",
        61: "keyboardF4",
        62: "keyboardF5",
        63: "keyboardF6",
        64: "keyboardF7",
        65: "keyboardF8",
        66: "keyboardF9",
        67: "keyboardF10",
        68: "keyboardF11",
        69: "keyboardF12",
        70: "keyboardPrintScreen",
        71: "keyboardScrollLock",
        72: "keyboardPause",
        73: "keyboardInsert",
        74: "keyboardHome",
        75: "keyboardPageUp",
        76: "keyboardDeleteForward",
        77: "keyboardEnd",
        78: "keyboardPageDown",
        79: "keyboardRightArrow",
        80: "keyboardLeftArrow",
        81: "keyboardDownArrow",
        82: "keyboardUpArrow",
        83: "keypadNumLock",
        84: "keypadSlash",
        85: "keypadAsterisk",
        86: "keypadHyphen",
        87: "keypadPlus",
        88: "keypadEnter",
        89: "keypad1",
        90: "keypad2",
        91: "keypad3",
        92: "keypad4",
        93: "keypad5",
        94: "keypad6",
        95: "keypad7",
        96: "keypad8",
        97: "keypad9",
        98: "keypad0",
        99: "keypadPeriod",
        100: "keyboardNonUSBackslash",
        101: "keyboardApplication",
        102: "keyboardPower",
        103: "keypadEqualSign",
        104: "keyboardF13",
        105: "keyboardF14",
        106: "keyboardF15",
        107: "keyboardF16",
        108: "keyboardF17",
        109: "keyboardF18",
        110: "keyboardF19",
        111: "keyboardF20",
        112: "keyboardF21",
        113: "keyboardF22",
        114: "keyboardF23",
        115: "keyboardF24",
        116: "keyboardExecute",
        117: "keyboardHelp",
        118: "keyboardMenu",
        119: "keyboardSelect",
        120: "keyboardStop",
        121: "keyboardAgain",
        122: "keyboardUndo",
        123: "keyboardCut",
        124: "keyboardCopy",
        125: "keyboardPaste",
        126: "keyboardFind",
        127: "keyboardMute",
        128: "keyboardVolumeUp",
        129: "keyboardVolumeDown",
        224: "keyboardLeftControl",
        225: "keyboardLeftShift",
        226: "keyboardLeftAlt",
        227: "keyboardLeftGUI",
        228: "keyboardRightControl",
        229: "keyboardRightShift",
        230: "keyboardRightAlt",
        231: "keyboardRightGUI",
    ]

    public var description: String { Self.names[rawValue] ?? "UIKeyboardHIDUsage(\(rawValue))" }
}
