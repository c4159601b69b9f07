import Foundation
import Testing
@testable import XResponder

/// `view` drawn over a white 1-point-per-pixel canvas of its own size.
@MainActor
func renderOverWhite(_ view: UIView) -> UIImage {
    view.layoutIfNeeded()
    return UIGraphicsImageRenderer(bounds: view.bounds).image { context in
        context.cgContext.setFillColor(UIColor.white)
        context.fill(view.bounds)
        view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
    }
}

/// Whether some pixel of `image` satisfies `test`.
@MainActor
func anyPixel(_ image: UIImage, _ test: ([Int]) -> Bool) -> Bool {
    for y in 0..<image.pixelHeight {
        for x in 0..<image.pixelWidth where test(rgba(image, CGFloat(x), CGFloat(y))) { return true }
    }
    return false
}

/// `color` composited over white, as 0…255 channels.
func overWhite(_ color: UIColor) -> [Int] {
    func channel(_ c: CGFloat) -> Int { Int((255 * (1 - color.alpha) + 255 * c * color.alpha).rounded()) }
    return [channel(color.red), channel(color.green), channel(color.blue), 255]
}

@Suite("UIButton as UIKit draws it (R-AP2)", .tearsDownTestTrees)
@MainActor
struct ButtonTests {
    @Test("R-AP2 UIButton() and UIButton(frame:) are .custom and draw no fill")
    func customDrawsNothing() {
        _ = Harness()
        #expect(UIButton().buttonType == .custom)
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        #expect(button.buttonType == .custom)
        button.setTitle("7", for: .normal)
        #expect(button.titleColor(for: .normal) == .white)
        let image = renderOverWhite(button)
        // White title on white, no background: every pixel is white.
        #expect(!anyPixel(image) { $0 != white })
        button.backgroundColor = .red
        button.layer.cornerRadius = 20
        let round = renderOverWhite(button)
        #expect(rgba(round, 1, 1) == white)      // a round key, as the calculator wants
        #expect(rgba(round, 60, 3) == red)
    }

    @Test("R-AP2 a .system button draws a tinted title and no background; tint is inherited")
    func systemButton() {
        _ = Harness()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        container.addSubview(button)
        var image = renderOverWhite(button)
        #expect(rgba(image, 2, 2) == white)
        #expect(anyPixel(image) { $0[2] > 200 && $0[0] < 120 })     // blue ink: the title in systemBlue
        container.tintColor = .systemRed
        #expect(button.tintColor == .systemRed)
        image = renderOverWhite(button)
        #expect(anyPixel(image) { $0[0] > 200 && $0[2] < 120 })
        #expect(!anyPixel(image) { $0[2] > 200 && $0[0] < 120 })
        button.tintColor = nil
        container.tintColor = nil
        #expect(button.tintColor == .systemBlue)
    }

    @Test("R-AP2 a legacy button's symbol draws in its tintColor, not its title colour, custom or system")
    func symbolsTakeTheTint() throws {
        _ = Harness()
        // A to-do app's add button: UIButton(), a symbol, tintColor = .gray.
        let add = UIButton()
        add.setImage(UIImage(systemName: "plus"), for: .normal)
        add.tintColor = .gray
        add.sizeToFit()
        #expect(add.imageView?.tintColor == .gray)
        #expect(anyPixel(renderOverWhite(add)) { abs($0[0] - 128) < 40 && $0[0] == $0[1] && $0[1] == $0[2] })
        // A system button with a red title keeps a tinted (blue) symbol.
        let follow = UIButton(type: .system)
        follow.setTitle("Follow", for: .normal)
        follow.setTitleColor(.red, for: .normal)
        follow.setImage(UIImage(systemName: "plus"), for: .normal)
        follow.sizeToFit()
        #expect(follow.imageView?.tintColor == .systemBlue && follow.titleLabel?.textColor == .red)
        follow.isEnabled = false
        #expect(follow.imageView?.tintColor == UIButton.Configuration.disabledForeground)
    }

    @Test("R-AP2 titleLabel and imageView are optionals made on first use")
    func optionals() {
        _ = Harness()
        let button = UIButton(type: .system)
        let label: UILabel? = button.titleLabel
        let imageView: UIImageView? = button.imageView
        #expect(label != nil && imageView != nil)
        button.titleLabel?.font = .boldSystemFont(ofSize: 20)
        button.setTitle("Bold", for: .normal)
        #expect(button.titleLabel?.font == .boldSystemFont(ofSize: 20))
        #expect(button.titleLabel?.text == "Bold")
        #expect(button.currentImage == nil)
    }

    @Test("R-AP2 configurations draw their backgrounds as iOS does")
    func configurationStyles() {
        _ = Harness()
        func fill(_ configuration: UIButton.Configuration) -> [Int] {
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 0, y: 0, width: 140, height: 40)
            button.setTitle("OK", for: .normal)
            return rgba(renderOverWhite(button), 12, 20)
        }
        let blue = UIColor.systemBlue
        #expect(close(fill(.filled()), overWhite(blue), 1))
        #expect(close(fill(.tinted()), overWhite(blue.withAlphaComponent(0.15)), 1))
        #expect(close(fill(.gray()), overWhite(UIColor(rgb: 0x767680, alpha: 0.12)), 1))
        #expect(fill(.plain()) == white)
        #expect(close(fill(.borderedProminent()), overWhite(blue), 1))
        var custom = UIButton.Configuration.filled()
        custom.baseBackgroundColor = .systemGreen
        #expect(close(fill(custom), overWhite(.systemGreen), 1))
    }

    @Test("R-AP2 corner styles: capsule is round, fixed uses the background's radius")
    func cornerStyles() {
        _ = Harness()
        var configuration = UIButton.Configuration.filled()
        configuration.cornerStyle = .capsule
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 140, height: 40)
        #expect(rgba(renderOverWhite(button), 3, 3) == white)
        configuration.cornerStyle = .fixed
        configuration.background.cornerRadius = 0
        button.configuration = configuration
        #expect(close(rgba(renderOverWhite(button), 0, 0), overWhite(.systemBlue), 1))
    }

    @Test("R-AP2 state changes: disabled greys, configurationUpdateHandler runs on highlight")
    func states() {
        _ = Harness()
        let button = UIButton(configuration: .filled())
        button.frame = CGRect(x: 0, y: 0, width: 140, height: 40)
        button.configurationUpdateHandler = { button in
            button.configuration?.title = button.isHighlighted ? "Pressed" : "Press"
        }
        #expect(button.currentTitle == "Press")
        button.isHighlighted = true
        #expect(button.titleLabel?.text == "Pressed")
        button.isHighlighted = false
        button.isEnabled = false
        #expect(close(rgba(renderOverWhite(button), 12, 20), overWhite(UIColor(rgb: 0x767680, alpha: 0.12)), 1))
        #expect(button.titleLabel?.textColor == UIColor(rgb: 0x3C3C43, alpha: 0.3))
    }

    @Test("R-AP2 sizes: content plus the configuration's insets; glyph types are 22 points")
    func sizes() {
        _ = Harness()
        let button = UIButton(configuration: .filled())
        button.setTitle("Continue", for: .normal)
        let title = button.titleLabel!.sizeThatFits(CGSize(width: 1000, height: 1000))
        #expect(button.intrinsicContentSize == CGSize(width: (title.width + 24).rounded(.up), height: (title.height + 14).rounded(.up)))
        #expect(button.titleLabel?.font == .systemFont(ofSize: 17))
        let add = UIButton(type: .contactAdd)
        #expect(add.intrinsicContentSize == CGSize(width: 22, height: 22))
        #expect(add.bounds.size == CGSize(width: 22, height: 22))
        #expect(anyPixel(renderOverWhite(add)) { $0[2] > 200 && $0[0] < 120 })
        #expect(UIButton(type: .close).intrinsicContentSize == CGSize(width: 30, height: 30))
    }

    @Test("R-AP2 images sit before the title; alignment moves the content")
    func placement() {
        _ = Harness()
        let icon = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { context in
            context.cgContext.setFillColor(UIColor.red)
            context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
        }
        var configuration = UIButton.Configuration.plain()
        configuration.image = icon
        configuration.imagePadding = 8
        configuration.title = "Share"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        button.layoutIfNeeded()
        let imageFrame = button.imageView!.frame, titleFrame = button.titleLabel!.frame
        #expect(imageFrame.size == CGSize(width: 16, height: 16))
        #expect(abs(titleFrame.minX - imageFrame.maxX - 8) < 0.01)
        #expect(abs((imageFrame.minX + titleFrame.maxX) / 2 - 100) < 0.01)   // the pair is centred
        button.contentHorizontalAlignment = .leading
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.minX == 12)   // the medium size's leading inset
    }

    @Test("R-AP2 a configuration assigned after setTitle and setImage shows that title and image beside each other")
    func configurationAfterStateContent() throws {
        _ = Harness()
        let button = UIButton()
        button.setTitle("Add child", for: .normal)
        button.setImage(UIImage(systemName: "plus"), for: .normal)
        var configuration = UIButton.Configuration.bordered()
        configuration.imagePadding = 8
        configuration.imagePlacement = .leading
        button.configuration = configuration
        button.frame = CGRect(x: 0, y: 0, width: 220, height: 40)
        button.layoutIfNeeded()
        let title = try #require(button.titleLabel)
        let image = try #require(button.imageView)
        #expect(title.text == "Add child" && !title.isHidden && button.currentTitle == "Add child")
        #expect(image.image != nil && !image.isHidden)
        #expect(abs(title.frame.minX - image.frame.maxX - 8) < 0.01)
        #expect(button.intrinsicContentSize.width > title.intrinsicContentSize.width + 8)
        // A configuration's own title wins over the state's.
        button.configuration?.title = "Configured"
        button.layoutIfNeeded()
        #expect(title.text == "Configured")
    }

    @Test("R-AP2 a custom subclass sees UIKit's overridable layout hooks")
    func overridableRects() {
        final class BigTitle: UIButton {
            override func titleRect(forContentRect contentRect: CGRect) -> CGRect { contentRect }
        }
        _ = Harness()
        let button = BigTitle(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        button.setTitle("x", for: .normal)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }
}

/// The segmented control as iOS 13 and later draw it (R-BR5).
@Suite("UISegmentedControl's look (R-BR5)", .tearsDownTestTrees)
@MainActor
struct SegmentedControlLookTests {
    @Test("R-BR5 a grey track, a white thumb under the selected segment, titles in the label colour whatever the tint; selectedSegmentTintColor colours the thumb")
    func trackAndThumb() {
        let control = UISegmentedControl(items: ["All", "Chocolate", "Hard"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        control.tintColor = .white   // iOS 13 ignores it: the thumb stays visible on a white tint
        let image = renderOverWhite(control)
        let track = rgba(image, 250, 4), thumb = rgba(image, 50, 4)
        #expect(track[0] < 245 && abs(track[0] - track[2]) < 12, "grey track: \(track)")
        #expect(thumb[0] > 250 && thumb[1] > 250 && thumb[2] > 250, "white thumb: \(thumb)")
        #expect(anyPixel(image) { $0[0] < 60 && $0[1] < 60 && $0[2] < 60 }, "dark titles")
        control.selectedSegmentTintColor = .systemGreen
        let green = rgba(renderOverWhite(control), 50, 4)
        #expect(green[1] > green[0] + 60 && green[1] > green[2] + 40, "green thumb: \(green)")
    }
}
