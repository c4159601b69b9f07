import Foundation

/// The on-screen keyboard a text input asks for (kept; a hardware keyboard types everything).
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable
}
