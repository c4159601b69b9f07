import Foundation
import Testing
@testable import XResponder

/// Localization (R-IB5): the user's languages from the session, `.strings`, `.stringsdict` plurals,
/// String Catalogs, `String(localized:)` and localized storyboards, read at run time.
@Suite("Localization (R-IB5)", .serialized)
@MainActor
struct LocalizationTests {
    /// A bundle folder holding `files` (relative path → contents).
    private func bundle(_ files: [String: Data]) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xr-l10n-\(UUID().uuidString)")
        for (path, data) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return try #require(Bundle(path: folder.path))
    }

    private func inLanguage<T>(_ environment: [String: String], _ body: () throws -> T) rethrows -> T {
        PreferredLanguages.environmentOverride = environment
        LocalizedStrings.forget()
        defer { PreferredLanguages.environmentOverride = nil; LocalizedStrings.forget() }
        return try body()
    }

    private func utf8(_ text: String) -> Data { Data(text.utf8) }

    @Test("R-IB5 the user's languages come from LANGUAGE and LANG, as gettext reads them; C means none")
    func preferredLanguages() {
        inLanguage(["LANGUAGE": "de:fr_CA", "LANG": "de_DE.UTF-8"]) {
            #expect(PreferredLanguages.tags == ["de", "fr-CA", "de-DE"])
        }
        inLanguage(["LANGUAGE": "de", "LANG": "C.UTF-8"]) { #expect(PreferredLanguages.tags.isEmpty) }
        inLanguage(["LC_ALL": "pt_BR.UTF-8@x", "LANG": "de_DE.UTF-8"]) { #expect(PreferredLanguages.tags == ["pt-BR"]) }
        inLanguage(["LANG": "de_AT.UTF-8"]) {
            #expect(PreferredLanguages.order(available: ["Base", "de", "en", "pt-BR"], development: "en") == ["de", "en", "Base"])
        }
        inLanguage(["LANG": "ja_JP.UTF-8"]) {
            #expect(PreferredLanguages.order(available: ["Base", "de", "en-GB"], development: "en") == ["Base", "en-GB"])
        }
    }

    @Test("R-IB5 Localizable.strings in the user's language (UTF-16 as older Xcode wrote it), other tables, then the value or the key")
    func strings() throws {
        var german = Data([0xFF, 0xFE])
        german.append("/* greeting */\n\"hello\" = \"Hallo!\";\n\"only.de\" = \"Nur deutsch\";\n".data(using: .utf16LittleEndian)!)
        let bundle = try bundle([
            "de.lproj/Localizable.strings": german,
            "en.lproj/Localizable.strings": utf8("\"hello\" = \"Hello!\";\n\"only.en\" = \"English only\";\n"),
            "de.lproj/Menu.strings": utf8("\"open\" = \"Öffnen\";"),
            "fr.lproj/Localizable.strings": utf8("this is not a strings file = ;;"),
        ])
        inLanguage(["LANG": "de_DE.UTF-8"]) {
            #expect(LocalizedStrings.string(forKey: "hello", bundle: bundle) == "Hallo!")
            #expect(LocalizedStrings.string(forKey: "open", table: "Menu", bundle: bundle) == "Öffnen")
            // Missing in German: the development language's, then the value, then the key.
            #expect(LocalizedStrings.string(forKey: "only.en", bundle: bundle) == "English only")
            #expect(LocalizedStrings.string(forKey: "nowhere", value: "Default", bundle: bundle) == "Default")
            #expect(LocalizedStrings.string(forKey: "nowhere", bundle: bundle) == "nowhere")
            #expect(LocalizedStrings.preferredLocalizations(bundle: bundle).first == "de")
        }
        inLanguage(["LANG": "fr_FR.UTF-8"]) {
            // A malformed table is reported and skipped; English answers.
            #expect(LocalizedStrings.string(forKey: "hello", bundle: bundle) == "Hello!")
        }
    }

    static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
        <key>%d apples in %@</key>
        <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@apples@ in %@</string>
            <key>apples</key>
            <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key>
                <string>d</string>
                <key>zero</key>
                <string>no apples</string>
                <key>one</key>
                <string>%d apple</string>
                <key>few</key>
                <string>%d яблока</string>
                <key>many</key>
                <string>%d яблок</string>
                <key>other</key>
                <string>%d apples</string>
            </dict>
        </dict>
    </dict>
    </plist>
    """

    @Test("R-IB5 .stringsdict plurals: the form the counted argument picks by the language's rules, other arguments in place")
    func stringsdictPlurals() throws {
        let bundle = try bundle(["en.lproj/Localizable.stringsdict": utf8(Self.stringsdict),
                                 "ru.lproj/Localizable.stringsdict": utf8(Self.stringsdict)])
        inLanguage(["LANG": "en_US.UTF-8"]) {
            let format = LocalizedStrings.string(forKey: "%d apples in %@", bundle: bundle)
            #expect(format == "%#@apples@ in %@")
            let basket = NSString(string: "the basket")
            #expect(LocalizedStrings.format(format, [0, basket]) == "no apples in the basket")
            #expect(LocalizedStrings.format(format, [1, basket]) == "1 apple in the basket")
            #expect(LocalizedStrings.format(format, [21, basket]) == "21 apples in the basket")
            // A format not handed out as a plural is formatted as it is.
            #expect(LocalizedStrings.format("%d%%", [5]) == "5%")
        }
        inLanguage(["LANG": "ru_RU.UTF-8"]) {
            let format = LocalizedStrings.string(forKey: "%d apples in %@", bundle: bundle)
            #expect(LocalizedStrings.format(format, [22, NSString(string: "корзине")]) == "22 яблока in корзине")
            #expect(LocalizedStrings.format(format, [25, NSString(string: "корзине")]) == "25 яблок in корзине")
            #expect(LocalizedStrings.format(format, [21, NSString(string: "корзине")]) == "21 apple in корзине")
        }
        #expect(PluralRules.category(of: 2, language: "pl", available: []) == "few")
        #expect(PluralRules.category(of: 0, language: "fr", available: []) == "one")
        #expect(PluralRules.category(of: 5, language: "ja", available: ["one"]) == "other")
    }

    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Welcome" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen" } }
          }
        },
        "Untranslated" : { },
        "%lld items" : {
          "localizations" : {
            "de" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Eintrag" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Einträge" } }
            } } },
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
            } } }
          }
        }
      },
      "version" : "1.0"
    }
    """

    @Test("R-IB5 String Catalogs and String(localized:): translations, plural variations, the source language's keys, interpolation")
    func stringCatalogs() throws {
        let bundle = try bundle(["Localizable.xcstrings": utf8(Self.catalog), "Broken.xcstrings": utf8("{ not json")])
        inLanguage(["LANG": "de_DE.UTF-8"]) {
            #expect(String(localized: "Welcome", bundle: bundle) == "Willkommen")
            #expect(String(localized: "Untranslated", bundle: bundle) == "Untranslated")
            let count = 1
            #expect(String(localized: "\(count) items", bundle: bundle) == "1 Eintrag")
            #expect(String(localized: "\(count + 4) items", bundle: bundle) == "5 Einträge")
            #expect(String(localized: "x", table: "Broken", bundle: bundle) == "x")
        }
        inLanguage(["LANG": "en_GB.UTF-8"]) {
            #expect(String(localized: "Welcome", bundle: bundle) == "Welcome")
            #expect(String(localized: "\(1) items", bundle: bundle) == "1 item")
            // Not in any table: the interpolation formatted, a literal percent kept.
            let name = "Ada"
            #expect(String(localized: "100% for \(name), \(2.5)", bundle: bundle) == "100% for Ada, 2.500000")
        }
        let value: String.LocalizationValue = "\(3) of \("five")"
        #expect(value.key == "%lld of %@")
    }

    @Test("R-IB5 a storyboard in Base.lproj takes the user's language's Main.strings: labels, button states, items, segments; unknown keys reported")
    func localizedStoryboard() throws {
        let storyboard = StoryboardFixtures.header + """
            <scenes><scene sceneID="s1"><objects>
                <viewController id="nav-root" sceneMemberID="viewController">
                    <view key="view" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <label text="Hello" id="lbl"><rect key="frame" x="0" y="100" width="200" height="20"/></label>
                            <button buttonType="system" id="btn"><rect key="frame" x="0" y="140" width="200" height="30"/>
                                <state key="normal" title="Save"/></button>
                            <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" id="seg">
                                <rect key="frame" x="0" y="180" width="200" height="30"/>
                                <segments><segment title="Day"/><segment title="Night"/></segments>
                            </segmentedControl>
                        </subviews>
                    </view>
                    <navigationItem key="navigationItem" title="Settings" id="item"/>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
        let bundle = try bundle(["Base.lproj/Board.storyboard": utf8(storyboard),
                                 "de.lproj/Board.strings": utf8("""
                                 "lbl.text" = "Hallo";
                                 "btn.normalTitle" = "Sichern";
                                 "seg.segmentTitles[1]" = "Nacht";
                                 "item.title" = "Einstellungen";
                                 "gone.text" = "Weg";
                                 """)])
        var problems: [String] = []
        NibDocument.problemObserver = { problem in MainActor.assumeIsolated { problems.append(problem) } }
        defer { NibDocument.problemObserver = nil; NibDocument.forget() }
        NibDocument.forget()
        let controller = try inLanguage(["LANG": "de_CH.UTF-8"]) {
            try #require(UIStoryboard(name: "Board", bundle: bundle).instantiateInitialViewController())
        }
        controller.loadViewIfNeeded()
        let views = controller.view.subviews
        #expect((views[0] as? UILabel)?.text == "Hallo")
        #expect((views[1] as? UIButton)?.title(for: .normal) == "Sichern")
        #expect((views[2] as? UISegmentedControl)?.titleForSegment(at: 1) == "Nacht")
        #expect((views[2] as? UISegmentedControl)?.titleForSegment(at: 0) == "Day")
        #expect(controller.navigationItem.title == "Einstellungen")
        #expect(problems.contains { $0.contains("de.lproj/Board.strings: \"gone.text\" names no object or property here") })
    }

    @Test("R-IB5 bad tables: every truncation of a stringsdict and a catalog, forms with more conversions than arguments, never crash")
    func badTables() throws {
        let hostile = Self.stringsdict.replacingOccurrences(of: "<string>%d apples</string>", with: "<string>%d apples, %@ and %s %99$d</string>")
        for (index, cut) in stride(from: 0, to: hostile.count, by: max(1, hostile.count / 60)).enumerated() {
            let catalogCut = String(Self.catalog.prefix(cut * Self.catalog.count / max(1, hostile.count)))
            let bundle = try bundle(["en.lproj/Localizable.stringsdict": utf8(String(hostile.prefix(cut))),
                                     "Localizable.xcstrings": utf8(catalogCut)])
            inLanguage(["LANG": "en_US.UTF-8", "X": "\(index)"]) {
                let format = LocalizedStrings.string(forKey: "%d apples in %@", bundle: bundle)
                _ = LocalizedStrings.format(format, [7, NSString(string: "x")])
                _ = String(localized: "\(3) items", bundle: bundle)
            }
        }
        let bundle = try bundle(["en.lproj/Localizable.stringsdict": utf8(hostile)])
        inLanguage(["LANG": "en_US.UTF-8"]) {
            let format = LocalizedStrings.string(forKey: "%d apples in %@", bundle: bundle)
            #expect(LocalizedStrings.format(format, [7, NSString(string: "the box")]) == "7 apples, %@ and %s %99$d in the box")
            // A format whose conversions outnumber the arguments formats those it has.
            #expect(LocalizedStrings.format(format, [7]) == "7 apples, %@ and %s %99$d in ")
        }
    }

    @Test("R-IB5 the window's title is the app's display name in the user's language (InfoPlist.strings), else the Info.plist's")
    func localizedDisplayName() throws {
        let bundle = try bundle(["de.lproj/InfoPlist.strings": utf8("\"CFBundleDisplayName\" = \"Zähler\";")])
        let info: [String: Any] = ["CFBundleDisplayName": "Counter", "CFBundleName": "Tally"]
        inLanguage(["LANG": "de_DE.UTF-8"]) { #expect(UIWindowScene.displayName(info: info, bundle: bundle) == "Zähler") }
        inLanguage(["LANG": "fr_FR.UTF-8"]) { #expect(UIWindowScene.displayName(info: info, bundle: bundle) == "Counter") }
        inLanguage(["LANG": "fr_FR.UTF-8"]) {
            #expect(UIWindowScene.displayName(info: ["CFBundleName": "Tally", "CFBundleDisplayName": "$(PRODUCT_NAME)"], bundle: bundle) == "Tally")
        }
    }
}
