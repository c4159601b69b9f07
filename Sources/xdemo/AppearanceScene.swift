import XResponder

/// Scene 20: the appearance gallery (R-AP1 … R-AP4). Every button type and configuration, layers
/// with corner radius, border, shadow, masks, a shape layer and a gradient, fonts and attributed
/// text (its text styles follow the desktop's text size), in light or dark: the segmented control overrides the gallery's style, "System" follows
/// the desktop (XSETTINGS).
final class AppearanceScene: SceneController {
    let gallery = UIView(frame: CGRect(x: 0, y: 84, width: 720, height: 446))
    let style = UISegmentedControl(items: ["System", "Light", "Dark"])
    let ring = CAShapeLayer()

    override var sceneTitle: String { "20 · Appearance: buttons, layers, fonts, dark mode" }
    override var summary: String {
        "UIButton types and configurations, CALayer corners, borders and shadows, shape and gradient layers, text styles, light and dark."
    }

    override func buildScene() {
        gallery.backgroundColor = .systemGroupedBackground
        gallery.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(gallery)
        style.frame = CGRect(x: 500, y: 8, width: 200, height: 30)
        style.selectedSegmentIndex = 0
        style.addAction(UIAction { [unowned self] _ in
            gallery.overrideUserInterfaceStyle = [.unspecified, .light, .dark][max(0, style.selectedSegmentIndex)]
            Status.report("gallery style: \(["system", "light", "dark"][max(0, style.selectedSegmentIndex)])")
        }, for: .valueChanged)
        gallery.addSubview(style)
        addButtons()
        addLayers()
        addText()
    }

    /// The text-style labels, one under the other from y = 306.
    private var textStyleLabels: [UILabel] = []

    private func stackTextStyles() {
        var y: CGFloat = 306
        for label in textStyleLabels {
            label.frame.origin = CGPoint(x: 20, y: y)
            label.sizeToFit()
            y += label.frame.height + 4
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory {
            stackTextStyles()
        }
    }

    private func caption(_ text: String, x: CGFloat, y: CGFloat, width: CGFloat = 110) {
        let label = UILabel(frame: CGRect(x: x, y: y, width: width, height: 16))
        label.text = text
        label.font = .preferredFont(forTextStyle: .caption2)
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        gallery.addSubview(label)
    }

    private func addButtons() {
        // A custom button draws nothing but its (white) title: here on a round key, as a calculator's.
        let key = UIButton(frame: CGRect(x: 20, y: 50, width: 44, height: 44))
        key.setTitle("7", for: .normal)
        key.backgroundColor = .darkGray
        key.layer.cornerRadius = 22
        gallery.addSubview(key)
        caption(".custom", x: -8, y: 98)
        let system = UIButton(type: .system)
        system.setTitle("Follow", for: .normal)
        system.frame = CGRect(x: 80, y: 57, width: 70, height: 30)
        gallery.addSubview(system)
        caption(".system", x: 65, y: 98)
        let glyphs: [UIButton.ButtonType] = [.detailDisclosure, .infoLight, .infoDark, .contactAdd, .close]
        for (index, type) in glyphs.enumerated() {
            let button = UIButton(type: type)
            button.frame.origin = CGPoint(x: 170 + CGFloat(index) * 36, y: 58)
            gallery.addSubview(button)
        }
        caption("glyph types", x: 200, y: 98, width: 110)
        var capsule = UIButton.Configuration.filled()
        capsule.title = "Capsule"
        capsule.cornerStyle = .capsule
        capsule.baseBackgroundColor = .systemGreen
        let pill = UIButton(configuration: capsule)
        pill.frame = CGRect(x: 370, y: 54, width: 110, height: 36)
        gallery.addSubview(pill)
        let disabled = UIButton(configuration: .filled())
        disabled.setTitle("Disabled", for: .normal)
        disabled.isEnabled = false
        disabled.frame = CGRect(x: 490, y: 54, width: 110, height: 36)
        gallery.addSubview(disabled)
        caption(".capsule, disabled", x: 430, y: 98, width: 120)
        // Every configuration style, titled by its name, at the mini size (eight fit in a row).
        let styles: [(String, UIButton.Configuration)] = [
            ("Plain", .plain()), ("Gray", .gray()), ("Tinted", .tinted()), ("Filled", .filled()),
            ("Borderless", .borderless()), ("Bordered", .bordered()), ("Bordered tinted", .borderedTinted()),
            ("Prominent", .borderedProminent()),
        ]
        var x: CGFloat = 20
        for (name, base) in styles {
            var configuration = base
            configuration.title = name
            configuration.buttonSize = .mini
            let button = UIButton(configuration: configuration)
            button.sizeToFit()   // the title plus the configuration's insets
            button.frame.origin = CGPoint(x: x, y: 121)
            button.addAction(UIAction { _ in Status.report("\(name) button tapped") }, for: .touchUpInside)
            gallery.addSubview(button)
            x = button.frame.maxX + 8
        }
        // SF Symbols names drawn from the desktop's icon theme, in the tint colour.
        let symbols = ["trash", "star.fill", "heart", "magnifyingglass", "gear", "square.and.arrow.up", "bell", "folder"]
        for (index, name) in symbols.enumerated() {
            let symbol = UIImageView(image: UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 17)))
            symbol.frame.origin = CGPoint(x: 20 + CGFloat(index) * 34, y: 160)
            symbol.tintColor = index.isMultiple(of: 2) ? .systemBlue : .systemOrange
            gallery.addSubview(symbol)
        }
        caption("UIImage(systemName:)", x: 290, y: 164, width: 140)
    }

    private func card(_ frame: CGRect) -> UIView {
        let card = UIView(frame: frame)
        card.backgroundColor = .secondarySystemGroupedBackground
        gallery.addSubview(card)
        return card
    }

    private func addLayers() {
        let top: CGFloat = 196
        let rounded = card(CGRect(x: 20, y: top, width: 100, height: 80))
        rounded.layer.cornerRadius = 16
        rounded.layer.borderWidth = 2
        rounded.layer.borderColor = UIColor.systemBlue.cgColor
        caption("radius + border", x: 20, y: top + 86)
        let shadowed = card(CGRect(x: 140, y: top, width: 100, height: 80))
        shadowed.layer.cornerRadius = 12
        shadowed.layer.shadowColor = UIColor.black.cgColor
        shadowed.layer.shadowOpacity = 0.25
        shadowed.layer.shadowRadius = 8
        shadowed.layer.shadowOffset = CGSize(width: 0, height: 6)
        caption("shadow", x: 140, y: top + 86)
        let sheet = card(CGRect(x: 260, y: top, width: 100, height: 80))
        sheet.backgroundColor = .systemIndigo
        sheet.layer.cornerRadius = 24
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        caption("maskedCorners", x: 260, y: top + 86)
        let gradientHost = card(CGRect(x: 380, y: top, width: 100, height: 80))
        let gradient = CAGradientLayer()
        gradient.frame = gradientHost.bounds
        gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.cornerRadius = 12
        gradientHost.backgroundColor = .clear
        gradientHost.layer.addSublayer(gradient)
        caption("CAGradientLayer", x: 380, y: top + 86)
        let ringHost = card(CGRect(x: 500, y: top, width: 80, height: 80))
        ringHost.backgroundColor = .clear
        let track = CAShapeLayer()
        let path = UIBezierPath(arcCenter: CGPoint(x: 40, y: 40), radius: 32, startAngle: -.pi / 2,
                                endAngle: 3 * .pi / 2, clockwise: true).cgPath
        track.path = path
        track.fillColor = nil
        track.strokeColor = UIColor.systemFill.cgColor
        track.lineWidth = 8
        ring.path = path
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemGreen.cgColor
        ring.lineWidth = 8
        ring.lineCap = .round
        ring.strokeEnd = 0.7
        ringHost.layer.addSublayer(track)
        ringHost.layer.addSublayer(ring)
        caption("CAShapeLayer 70%", x: 490, y: top + 86)
        let avatar = UIView(frame: CGRect(x: 610, y: top, width: 80, height: 80))
        avatar.backgroundColor = .systemTeal
        let oval = CAShapeLayer()
        oval.path = UIBezierPath(ovalIn: avatar.bounds).cgPath
        avatar.layer.mask = oval
        gallery.addSubview(avatar)
        caption("layer.mask", x: 600, y: top + 86)
    }

    private func addText() {
        let top: CGFloat = 306
        let styles: [(UIFont.TextStyle, String)] = [(.largeTitle, "Large Title"), (.headline, "Headline"), (.body, "Body"),
                                                    (.footnote, "Footnote")]
        // Dynamic Type (R-BR3): the styles follow the desktop's text scale while the demo runs
        // (GNOME's Large Text, or XRESPONDER_TEXT_SCALE=1.25 make demo), and are stacked again.
        for (style, name) in styles {
            let label = UILabel()
            label.text = name
            label.font = .preferredFont(forTextStyle: style)
            label.adjustsFontForContentSizeCategory = true
            label.textColor = style == .footnote ? .secondaryLabel : .label
            gallery.addSubview(label)
            textStyleLabels.append(label)
        }
        stackTextStyles()
        let rich = NSMutableAttributedString(string: "Attributed: bold, red, underlined, struck, spaced",
                                             attributes: [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.label])
        let text = rich.string as NSString
        rich.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 15), range: text.range(of: "bold"))
        rich.addAttribute(.foregroundColor, value: UIColor.systemRed, range: text.range(of: "red"))
        rich.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: text.range(of: "underlined"))
        rich.addAttribute(.strikethroughStyle, value: NSUnderlineStyle.single.rawValue, range: text.range(of: "struck"))
        rich.addAttribute(.kern, value: 4, range: text.range(of: "spaced"))
        let label = UILabel(frame: CGRect(x: 300, y: top, width: 400, height: 24))
        label.attributedText = rich
        gallery.addSubview(label)
        let weights: [UIFont.Weight] = [.ultraLight, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        for (index, weight) in weights.enumerated() {
            let sample = UILabel(frame: CGRect(x: 300 + CGFloat(index) * 50, y: top + 34, width: 48, height: 24))
            sample.text = "Aa"
            sample.font = .systemFont(ofSize: 20, weight: weight)
            sample.textColor = .label
            gallery.addSubview(sample)
        }
        let italic = UILabel(frame: CGRect(x: 300, y: top + 64, width: 400, height: 24))
        italic.text = "Italic, and monospaced digits: 1111 / 8888"
        italic.font = .italicSystemFont(ofSize: 15)
        italic.textColor = .secondaryLabel
        gallery.addSubview(italic)
    }

    override func tour(_ driver: TourDriver) {
        driver.click(CGPoint(x: 600, y: 84 + 23), in: view)   // "Light"
        driver.wait(0.4)
        driver.screenshot("20-appearance-light")
        driver.click(CGPoint(x: 666, y: 84 + 23), in: view)   // "Dark"
        driver.wait(0.4)
        driver.screenshot("20-appearance-dark")
        driver.click(CGPoint(x: 500 + 33, y: 84 + 23), in: view)   // back to the system's
    }
}
