import Foundation
import Testing
@testable import XResponder

@Suite("List content details: symbol configurations, layout guides, readable width, P3 colours (R-LC2, R-BR3)", .tearsDownTestTrees)
@MainActor
struct ListContentDetailsTests {
    let h = Harness()

    @Test("R-BR3: an image view's preferredSymbolConfiguration sizes a symbol; other images keep their size")
    func preferredSymbolConfiguration() throws {
        let symbol = try #require(UIImage(systemName: "folder"))
        let view = UIImageView(image: symbol)
        let plain = view.intrinsicContentSize
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        #expect(view.intrinsicContentSize.height > plain.height * 1.8, "\(plain) → \(view.intrinsicContentSize)")
        let drawn = UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in })
        drawn.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        #expect(drawn.intrinsicContentSize == CGSize(width: 10, height: 10))
    }

    @Test("R-BR3: Display P3 colours come out in sRGB: inside sRGB exactly, outside clamped")
    func displayP3() {
        func components(_ color: UIColor) -> [CGFloat] {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r, g, b, a]
        }
        let grey = components(UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(grey.prefix(3).allSatisfy { abs($0 - 0.5) < 0.002 }, "\(grey)")
        let red = components(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(abs(red[0] - 1) < 0.001 && red[1] == 0 && red[2] == 0 && red[3] == 0.5, "P3 red is beyond sRGB: clamped \(red)")
        let cornflower = components(UIColor(displayP3Red: 100 / 255, green: 149 / 255, blue: 237 / 255, alpha: 1))
        #expect(cornflower[2] > cornflower[1] && cornflower[1] > cornflower[0])
    }

    @Test("R-BR3: the readable content guide is the margins, at most 672 points wide and centred")
    func readableContentGuide() throws {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 1200, height: 400))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: view.readableContentGuide.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(label.frame.width == 672 && abs(label.frame.midX - 600) < 0.5, "\(label.frame)")
        view.frame.size.width = 400
        window.layoutIfNeeded()
        #expect(label.frame.width == 400 - view.layoutMargins.left - view.layoutMargins.right, "narrow: the margins: \(label.frame)")
    }

    @Test("R-LC2: a list content view's layout guides follow its text and image; the separator guide moves the separator")
    func layoutGuides() throws {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        window.addSubview(cell)
        var content = UIListContentConfiguration.cell()
        content.text = "Inbox"
        content.image = UIImage(systemName: "folder")
        content.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 40)
        let list = UIListContentView(configuration: content)
        list.frame = cell.contentView.bounds
        cell.contentView.addSubview(list)
        let textGuide = try #require(list.textLayoutGuide)
        #expect(list.secondaryTextLayoutGuide == nil)
        cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: textGuide.leadingAnchor).isActive = true
        window.layoutIfNeeded()
        let textLabel = try #require(list.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Inbox" })
        #expect(approx(textGuide.layoutFrame, textLabel.frame))
        #expect(textLabel.frame.minX >= 16 + 40 + content.imageToTextPadding - 0.5, "the reserved image room: \(textLabel.frame)")
        #expect(abs(try #require(list.imageLayoutGuide).layoutFrame.midX - (16 + 20)) < 0.5, "the image centred in its reserved room")
        #expect(abs(cell.separatorLayoutGuide.layoutFrame.minX - textLabel.frame.minX) < 0.5, "the separator starts under the text")
        #expect(content.imageProperties.resolvedTintColor(for: .systemRed) == .systemRed)
    }

    @Test("R-LC2: custom view accessories sit at the trailing or leading edge at their own size; the content makes room; replaced ones go")
    func customViewAccessories() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let toggle = UISwitch()
        let count = UILabel()
        count.text = "12"
        cell.accessories = [.customView(configuration: .init(customView: toggle, placement: .trailing())),
                            .customView(configuration: .init(customView: count, placement: .leading(), reservedLayoutWidth: .custom(40)))]
        cell.layoutIfNeeded()
        #expect(toggle.superview === cell && count.superview === cell)
        #expect(abs(toggle.frame.maxX - (320 - 8)) < 1 && abs(toggle.frame.midY - 22) < 0.5, "\(toggle.frame)")
        #expect(toggle.frame.size == toggle.intrinsicContentSize)
        #expect(abs(count.frame.midX - 20) < 0.5, "centred in its 40 points: \(count.frame)")
        #expect(cell.contentView.frame.minX == 40 && cell.contentView.frame.maxX <= toggle.frame.minX)
        cell.accessories = [.disclosureIndicator()]
        #expect(toggle.superview == nil && count.superview == nil)
        cell.accessories = [.customView(configuration: .init(customView: toggle, placement: .trailing(), isHidden: true))]
        cell.layoutIfNeeded()
        #expect(toggle.isHidden && cell.contentView.frame.width == 320)
    }
}
