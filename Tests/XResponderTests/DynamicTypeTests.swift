import Foundation
import Testing
@testable import XResponder

/// Runs `body` with the application's content size category at `category`, then puts `.large`
/// back.
@MainActor
func withContentSize(_ category: UIContentSizeCategory, _ body: () throws -> Void) rethrows {
    UIApplication.shared.contentSizeCategoryDidChange(to: category)
    defer { UIApplication.shared.contentSizeCategoryDidChange(to: .large) }
    try body()
}

/// A view that notes the content size categories its trait changes bring, and what a label's
/// font size was when it heard of each.
final class ContentSizeWatchingView: UIView {
    var categories: [UIContentSizeCategory] = []
    var labelSizes: [CGFloat] = []
    weak var label: UILabel?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        categories.append(traitCollection.preferredContentSizeCategory)
        if let label { labelSizes.append(label.font.pointSize) }
    }
}

/// Values appended from a notification block (which may not capture a `var`).
final class Recorded<Value: Sendable>: @unchecked Sendable {
    private(set) var values: [Value] = []
    func append(_ value: Value) { values.append(value) }
}

@Suite("Dynamic Type: content size categories, preferred fonts, UIFontMetrics, adjusting views (R-BR3)", .tearsDownTestTrees, .serialized)
@MainActor
struct DynamicTypeTests {
    @Test("R-BR3: preferredFont(forTextStyle:) gives iOS's size for each style and category; compatibleWith: a trait collection's category")
    func preferredFontSizes() {
        _ = Harness()
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: large).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: large).weight == .semibold)
        let sizes: [(UIFont.TextStyle, UIContentSizeCategory, CGFloat)] = [
            (.body, .extraSmall, 14), (.body, .extraExtraLarge, 21), (.body, .accessibilityExtraExtraExtraLarge, 53),
            (.largeTitle, .extraExtraExtraLarge, 40), (.caption2, .medium, 11), (.footnote, .extraLarge, 15),
            (.subheadline, .accessibilityMedium, 25), (.title1, .small, 26),
        ]
        for (style, category, size) in sizes {
            let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
            #expect(font.pointSize == size, "\(style.rawValue) at \(category.rawValue)")
        }
        // A collection without a category means the application's.
        withContentSize(.extraLarge) {
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 19)
            #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)).pointSize == 19)
            #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .callout).pointSize == 18)
        }
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    }

    @Test("R-BR3: categories order as UIKit's; the desktop's text scale picks the category whose body text is nearest")
    func categoriesFromTextScale() {
        #expect(UIContentSizeCategory.extraSmall < .large && UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.nearest(toTextScale: 1) == .large)
        #expect(UIContentSizeCategory.nearest(toTextScale: 1.25) == .extraExtraLarge)   // 21.25 → 21
        #expect(UIContentSizeCategory.nearest(toTextScale: 1.1) == .extraLarge)         // 18.7 → 19
        #expect(UIContentSizeCategory.nearest(toTextScale: 0.8) == .extraSmall)         // 13.6 → 14
        #expect(UIContentSizeCategory.nearest(toTextScale: 1.5) == .accessibilityMedium) // 25.5: half-way rounds up
        #expect(UIContentSizeCategory.nearest(toTextScale: 9) == .accessibilityExtraExtraExtraLarge)
        #expect(UIContentSizeCategory.nearest(toTextScale: .nan) == .large)
        #expect(UIContentSizeCategory.nearest(toTextScale: -2) == .large)
    }

    @Test("R-BR3: UIFontMetrics scales a custom font and a length as its style grows, up to a maximum")
    func fontMetrics() throws {
        _ = Harness()
        let avenir = UIFont.systemFont(ofSize: 20, weight: .medium)
        let xxl = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
        let scaled = UIFontMetrics.default.scaledFont(for: avenir, compatibleWith: xxl)
        #expect(abs(scaled.pointSize - 20 * 21 / 17) < 0.001 && scaled.weight == .medium)
        let title = UIFontMetrics(forTextStyle: .title1).scaledFont(for: avenir, maximumPointSize: 22, compatibleWith: xxl)
        #expect(title.pointSize == 22, "20 × 32/28 = 22.9, held at 22")
        #expect(UIFontMetrics.default.scaledValue(for: 34, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)) == 34)
        #expect(abs(UIFontMetrics(forTextStyle: .footnote).scaledValue(for: 26, compatibleWith: xxl) - 34) < 0.001)
        // A scaled font is scaled from its size at .large, whatever category it was made in.
        let again = UIFontMetrics.default.scaledFont(for: scaled, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        #expect(abs(again.pointSize - 20) < 0.001)
        withContentSize(.extraSmall) {
            #expect(abs(UIFontMetrics.default.scaledFont(for: avenir).pointSize - 20 * 14 / 17) < 0.001)
        }
    }

    @Test("R-BR3: a label, field and text view with adjustsFontForContentSizeCategory take the new size before anyone hears traitCollectionDidChange; fixed fonts and labels that do not adjust keep theirs; the notification is posted")
    func adjustingViewsFollow() throws {
        let h = Harness()
        let window = h.makeWindow()
        let watcher = ContentSizeWatchingView(frame: window.bounds)
        window.addSubview(watcher)
        let body = UILabel(), fixed = UILabel(), still = UILabel(), scaled = UILabel()
        body.font = .preferredFont(forTextStyle: .body)
        body.adjustsFontForContentSizeCategory = true
        fixed.font = .systemFont(ofSize: 17)
        fixed.adjustsFontForContentSizeCategory = true
        still.font = .preferredFont(forTextStyle: .body)
        scaled.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: .systemFont(ofSize: 30, weight: .bold))
        scaled.adjustsFontForContentSizeCategory = true
        let field = UITextField(), textView = UITextView()
        field.font = .preferredFont(forTextStyle: .footnote)
        field.adjustsFontForContentSizeCategory = true
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        for view in [body, fixed, still, scaled, field, textView] as [UIView] { watcher.addSubview(view) }
        watcher.label = body
        body.text = "Grows"
        let before = body.intrinsicContentSize
        let posted = Recorded<UIContentSizeCategory>()
        let token = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) {
            if let category = $0.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory { posted.append(category) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        withContentSize(.extraExtraLarge) {
            #expect(UIApplication.shared.preferredContentSizeCategory == .extraExtraLarge)
            #expect(body.font.pointSize == 21 && fixed.font.pointSize == 17 && still.font.pointSize == 17)
            #expect(scaled.font.pointSize == 30 * 26 / 22 && scaled.font.weight == .bold)
            #expect(field.font?.pointSize == 17 && textView.font?.pointSize == 21)
            #expect(body.intrinsicContentSize.width > before.width && body.intrinsicContentSize.height > before.height)
            #expect(watcher.categories == [.extraExtraLarge])
            #expect(watcher.labelSizes == [21], "the label had its new font when the view heard of the change")
            #expect(watcher.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        }
        #expect(body.font.pointSize == 17 && textView.font?.pointSize == 17)
        #expect(posted.values == [.extraExtraLarge, .large])
        // The same category again changes nothing and says nothing.
        UIApplication.shared.contentSizeCategoryDidChange(to: .large)
        #expect(posted.values.count == 2 && watcher.categories.count == 2)
    }

    @Test("R-BR3: a bold descriptor of a text style still follows Dynamic Type; a font given its own size does not")
    func descriptorsKeepTheirStyle() {
        let h = Harness()
        let window = h.makeWindow()
        let bold = UILabel(), sized = UILabel()
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).withSymbolicTraits(.traitBold)!
        bold.font = UIFont(descriptor: descriptor, size: 0)
        sized.font = UIFont(descriptor: descriptor, size: 18)
        for label in [bold, sized] { label.adjustsFontForContentSizeCategory = true; window.addSubview(label) }
        withContentSize(.accessibilityMedium) {
            #expect(bold.font.pointSize == 28 && bold.font.fontDescriptor.symbolicTraits.contains(.traitBold))
            #expect(sized.font.pointSize == 18)
        }
    }

    @Test("R-BR3: UIKit's own list content and default cell labels follow, and self-sizing rows are measured again")
    func tableRowsGrow() throws {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: window.bounds, style: .plain)
        let source = StyledRowsSource(count: 20, style: .subtitle)
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        let first = IndexPath(row: 0, section: 0)
        let height = table.rectForRow(at: first).height
        try withContentSize(.accessibilityLarge) {
            window.layoutIfNeeded()
            let cell = try #require(table.cellForRow(at: first))
            #expect(cell.textLabel?.font.pointSize == 33)
            #expect(table.rectForRow(at: first).height > height + 20, "\(table.rectForRow(at: first).height) after \(height)")
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == table.rectForRow(at: first).maxY)
            var configuration = UIListContentConfiguration.subtitleCell()
            configuration.text = "Title"
            let content = UITableViewCell(style: .default, reuseIdentifier: nil)
            content.contentConfiguration = configuration
            let labels = content.contentView.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }
            #expect(labels.first?.font.pointSize == 33)
        }
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: first).height == height)
    }

    @Test("R-BR3: XSETTINGS' split of Xft/DPI — the window scale apart, the text scale from Gdk/UnscaledDPI — as GTK reads it")
    func settingsSplitTheScale() {
        let gnome: [String: XSettingsParser.Value] = ["Xft/DPI": .integer(122_880), "Gdk/WindowScalingFactor": .integer(1),
                                                      "Gdk/UnscaledDPI": .integer(122_880)]
        let input = XSettingsParser.input(of: gnome)
        #expect(input.interfaceDPI == 96 && input.textScale == 1.25)
        let hiDPI = XSettingsParser.input(of: ["Xft/DPI": .integer(196_608), "Gdk/WindowScalingFactor": .integer(2),
                                                "Gdk/UnscaledDPI": .integer(98_304)])
        #expect(hiDPI.interfaceDPI == 192 && hiDPI.textScale == 1)
        // Xft/DPI alone scales everything (R-DT3) and says no text scale.
        let plain = XSettingsParser.input(of: ["Xft/DPI": .integer(122_880)])
        #expect(plain.interfaceDPI == 120 && plain.textScale == nil)
        // Values no desktop sends are ignored.
        let odd = XSettingsParser.input(of: ["Xft/DPI": .integer(98_304), "Gdk/WindowScalingFactor": .integer(40),
                                             "Gdk/UnscaledDPI": .integer(1)])
        #expect(odd.interfaceDPI == 96 && odd.textScale == nil)
    }

    @Test("R-BR3: a xib's label, field and text view with a text style and adjustsFontForContentSizeCategory follow the text size; one without the flag does not")
    func nibViewsAdjust() throws {
        let h = Harness()
        let window = h.makeWindow()
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch">
            <objects>
                <label opaque="NO" text="Title" adjustsFontForContentSizeCategory="YES" id="a">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="30"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                </label>
                <label opaque="NO" text="Still" id="b">
                    <rect key="frame" x="0.0" y="40" width="200" height="30"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
                <textField opaque="NO" adjustsFontForContentSizeCategory="YES" id="c">
                    <rect key="frame" x="0.0" y="80" width="200" height="34"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleCallout"/>
                </textField>
                <textView clipsSubviews="YES" adjustsFontForContentSizeCategory="YES" id="d">
                    <rect key="frame" x="0.0" y="120" width="200" height="80"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>
                </textView>
            </objects>
        </document>
        """
        let objects = UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil)
        let title = try #require(objects.first as? UILabel), still = try #require(objects.dropFirst().first as? UILabel)
        let field = try #require(objects.compactMap { $0 as? UITextField }.first)
        let text = try #require(objects.compactMap { $0 as? UITextView }.first)
        for view in objects.compactMap({ $0 as? UIView }) { window.addSubview(view) }
        #expect(title.adjustsFontForContentSizeCategory && !still.adjustsFontForContentSizeCategory)
        withContentSize(.extraLarge) {
            #expect(title.font.pointSize == 19 && title.font.weight == .semibold)
            #expect(still.font.pointSize == 17)
            #expect(field.font?.pointSize == 18 && text.font?.pointSize == 14)
        }
    }
}
