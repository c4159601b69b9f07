import Foundation
import Testing
@testable import XResponder

/// The system font's face and setting, measured against San Francisco's (R-BR5).
///
/// The references: `UILabel` "Hello World" in the 17 pt system font is 88.0 × 20.33 points on iOS
/// (a public Auto Layout tutorial's printed `intrinsicContentSize`), and the system font's average
/// advance in English text is 853/2048 em as Apple's platforms expose it (capsize's `xWidthAvg`
/// for `.SFNS`, letters and space weighted by English frequency; capsize gives Inter 978/2048 by
/// the same measure, which `averageAdvance` reproduces), to which San Francisco Display's
/// tracking at 34 points adds +0.37 pt (Apple's type size table). `make test` installs
/// fonts-inter, so Inter is the face.
@Suite("The system font: Inter set with its tracking, close to San Francisco's widths (R-BR5)", .tearsDownTestTrees)
@MainActor
struct SystemFaceTests {
    /// English letter and space frequencies (capsize's weights for `xWidthAvg`).
    static let englishFrequencies: [(Character, Double)] = [
        ("a", 0.0668), ("b", 0.0122), ("c", 0.0228), ("d", 0.0348), ("e", 0.1039), ("f", 0.0182), ("g", 0.0165),
        ("h", 0.0499), ("i", 0.057), ("j", 0.0013), ("k", 0.0063), ("l", 0.0329), ("m", 0.0197), ("n", 0.0552),
        ("o", 0.0614), ("p", 0.0158), ("q", 0.0008), ("r", 0.049), ("s", 0.0518), ("t", 0.0741), ("u", 0.0226),
        ("v", 0.008), ("w", 0.0193), ("x", 0.0012), ("y", 0.0162), ("z", 0.0006), (" ", 0.1818),
    ]

    /// The frequency-weighted average advance of `font`, in ems: each character's advance taken
    /// from a run of twenty of it, tracking included, as running text is set.
    func averageAdvance(_ font: UIFont) -> Double {
        var total = 0.0, weights = 0.0
        for (character, weight) in Self.englishFrequencies {
            let run = String(repeating: String(character), count: 21)
            let short = String(repeating: String(character), count: 1)
            let width = TextLayout(text: run, style: .init(font: font)).size.width
                - TextLayout(text: short, style: .init(font: font)).size.width
            total += weight * Double(width) / 20
            weights += weight
        }
        return total / weights / Double(font.pointSize)
    }

    @Test("R-BR5 the system face: a named installed family, else Inter when installed, else the desktop's Sans")
    func resolution() {
        let installed: Set<String> = ["Inter", "DejaVu Sans", "Cantarell"]
        #expect(SystemFace.resolve(environment: nil, installed: installed) == "Inter")
        #expect(SystemFace.resolve(environment: "cantarell", installed: installed) == "Cantarell")
        #expect(SystemFace.resolve(environment: "Sans", installed: installed) == "Sans")
        #expect(SystemFace.resolve(environment: "No Such Face", installed: installed) == "Inter")
        #expect(SystemFace.resolve(environment: "  ", installed: ["DejaVu Sans"]) == "Sans")
        #expect(SystemFace.resolve(environment: nil, installed: ["DejaVu Sans"]) == "Sans")
    }

    @Test("R-BR5 with fonts-inter installed, system fonts, text styles and San Francisco's names are drawn in Inter")
    func interIsTheSystemFace() {
        #expect(FontCatalog.families.contains("Inter"), "make test installs fonts-inter")
        #expect(UIFont.systemFont(ofSize: 17).familyName == "Inter")
        #expect(UIFont.boldSystemFont(ofSize: 12).familyName == "Inter")
        #expect(UIFont.preferredFont(forTextStyle: .body).familyName == "Inter")
        #expect(UIFont(name: ".SFUI-Semibold", size: 15)?.familyName == "Inter")
        #expect(UIFont(name: "SFProText-Regular", size: 15)?.familyName == "Inter")
        #expect(UIFont(name: "Helvetica", size: 15)?.familyName == "Sans")   // Helvetica is not San Francisco
        #expect(UIFont.monospacedSystemFont(ofSize: 13, weight: .regular).familyName == "Monospace")
    }

    @Test("R-BR5 \"Hello World\" in the 17 pt system font is within 3 % of iOS's 88 points wide; DejaVu Sans is over 8 % wider")
    func helloWorldWidth() {
        let label = UILabel()
        label.text = "Hello World"
        let width = label.intrinsicContentSize.width
        #expect(abs(width - 88) / 88 < 0.03, "\(width) points")
        let dejaVu = UILabel()
        dejaVu.font = UIFont(name: "DejaVu Sans", size: 17)
        #expect(dejaVu.font.familyName == "DejaVu Sans")
        dejaVu.text = "Hello World"
        #expect(dejaVu.intrinsicContentSize.width > 88 * 1.08, "\(dejaVu.intrinsicContentSize.width) points")
    }

    @Test("R-BR5 at display sizes the system font is Inter Display, its average advance within 3 % of San Francisco Display's; DejaVu Sans's 15 % off")
    func displaySizes() throws {
        #expect(UIFont.systemFont(ofSize: 19).familyName == "Inter")
        #expect(UIFont.systemFont(ofSize: 20).familyName == "Inter Display")
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).familyName == "Inter Display")
        #expect(UIFont.systemFont(ofSize: 17).withSize(34).familyName == "Inter Display")
        #expect(UIFont.systemFont(ofSize: 34).withSize(13).familyName == "Inter")
        #expect(UIFont(name: ".SFUI-Bold", size: 28)?.familyName == "Inter Display")
        #expect(UIFont(descriptor: UIFont.systemFont(ofSize: 17).fontDescriptor, size: 30).familyName == "Inter Display")
        #expect(UIFont(name: "DejaVu Sans", size: 34)?.withSize(40).familyName == "DejaVu Sans")
        let sanFranciscoDisplay = 853.0 / 2048 + 0.37 / 34
        let inter = averageAdvance(.systemFont(ofSize: 34))
        #expect(abs(inter - sanFranciscoDisplay) / sanFranciscoDisplay < 0.03, "\(inter) em")
        let dejaVu = averageAdvance(try #require(UIFont(name: "DejaVu Sans", size: 34)))
        #expect(abs(dejaVu - sanFranciscoDisplay) / sanFranciscoDisplay > 0.15, "DejaVu Sans \(dejaVu) em")
        // The text cut, untracked, is capsize's Inter: the measure is capsize's.
        let untracked = averageAdvance(try #require(UIFont(name: "Inter", size: 17))) - Double(UIFont.systemFont(ofSize: 17).tracking) / 17
        #expect(abs(untracked - 978.0 / 2048) < 0.005, "\(untracked) em")
    }

    @Test("R-BR5 the tracking follows the size as San Francisco's does: looser at caption sizes, tighter towards body size; none on the display cut or other faces")
    func trackingBySize() throws {
        #expect(UIFont.systemFont(ofSize: 11).tracking > 0)
        #expect(UIFont.systemFont(ofSize: 17).tracking < 0)
        #expect(UIFont.systemFont(ofSize: 19).tracking < UIFont.systemFont(ofSize: 17).tracking)
        #expect(UIFont.systemFont(ofSize: 34).tracking == 0)   // the display cut is tight as drawn
        #expect(try #require(UIFont(name: "DejaVu Sans", size: 17)).tracking == 0)
        let system = TextLayout(text: String(repeating: "n", count: 20), style: .init(font: .systemFont(ofSize: 17)))
        let byName = TextLayout(text: String(repeating: "n", count: 20), style: .init(font: UIFont(name: "Inter", size: 17)!))
        #expect(system.size.width == byName.size.width, "Inter by name is the same face, set alike")
        // An explicit kern replaces the face's tracking (as on iOS, where it turns off the
        // font's own): 19 gaps of 2 points instead of 19 of the tracking.
        let plain = TextLayout(text: String(repeating: "n", count: 20), style: .init(font: .systemFont(ofSize: 17)))
        let kerned = UILabel()
        kerned.attributedText = NSAttributedString(string: String(repeating: "n", count: 20), attributes: [.kern: 2])
        let expected = plain.size.width + 19 * (2 - UIFont.systemFont(ofSize: 17).tracking)
        #expect(abs(kerned.intrinsicContentSize.width - expected) <= 1, "\(kerned.intrinsicContentSize.width) for \(expected)")
    }

    @Test("R-BR5 monospacedDigitSystemFont sets figures of one width at every size; the system font's are proportional")
    func monospacedDigits() {
        func width(_ text: String, _ font: UIFont) -> CGFloat { TextLayout(text: text, style: .init(font: font)).size.width }
        let tabular = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        #expect(width("1111", tabular) == width("8888", tabular))
        #expect(width("1111", .systemFont(ofSize: 17)) < width("8888", .systemFont(ofSize: 17)))
        #expect(tabular != UIFont.systemFont(ofSize: 17))
        #expect(tabular.withSize(20) == UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .regular))
        // Large too: Debian's Inter Display has no tabular figures, so the clock stays in Inter.
        let clock = UIFont.monospacedDigitSystemFont(ofSize: 64, weight: .light)
        #expect(clock.familyName == "Inter" && tabular.withSize(64).familyName == "Inter")
        #expect(width("01:01.11", clock) == width("08:08.88", clock))
    }
}
