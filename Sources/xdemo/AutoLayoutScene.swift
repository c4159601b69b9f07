import XResponder

/// A view that chooses between two sets of constraints by its width: two columns side by side
/// when there is room, one above the other when there is not. The swap happens in
/// `layoutSubviews`, before `super` applies the engine's frames: the idiom of a size-class change.
final class AdaptiveCardsView: UIView {
    let first = AdaptiveCardsView.card("Account", "Name, e-mail and the picture others see.")
    let second = AdaptiveCardsView.card("Notifications", "Which events reach you, and how: a sound, a banner, or nothing at all.")
    private var wideConstraints: [NSLayoutConstraint] = []
    private var narrowConstraints: [NSLayoutConstraint] = []
    private(set) var isWide: Bool?
    /// Below this width the cards stack.
    static let breakpoint: CGFloat = 520

    override init(frame: CGRect) {
        super.init(frame: frame)
        for card in [first, second] {
            card.translatesAutoresizingMaskIntoConstraints = false
            addSubview(card)
        }
        let margins = layoutMarginsGuide
        NSLayoutConstraint.activate([
            first.topAnchor.constraint(equalTo: margins.topAnchor),
            first.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            second.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
        wideConstraints = [
            second.topAnchor.constraint(equalTo: margins.topAnchor),
            second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 2),
            second.widthAnchor.constraint(equalTo: first.widthAnchor),
        ]
        narrowConstraints = [
            second.topAnchor.constraint(equalToSystemSpacingBelow: first.bottomAnchor, multiplier: 2),
            second.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            first.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ]
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        let wide = bounds.width >= AdaptiveCardsView.breakpoint
        if wide != isWide {
            isWide = wide
            NSLayoutConstraint.deactivate(wide ? narrowConstraints : wideConstraints)
            NSLayoutConstraint.activate(wide ? wideConstraints : narrowConstraints)
            Status.report(wide ? "two columns (width ≥ \(Int(AdaptiveCardsView.breakpoint)))" : "one column (narrow window)")
        }
        super.layoutSubviews()
    }

    /// A white card: a bold title over a wrapping body, sized by its content.
    static func card(_ title: String, _ body: String) -> UIView {
        let card = UIView()
        card.backgroundColor = .white
        let titleLabel = UILabel()
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 15)
        let bodyLabel = UILabel()
        bodyLabel.text = body
        bodyLabel.numberOfLines = 0
        bodyLabel.font = .systemFont(ofSize: 13)
        bodyLabel.textColor = .darkGray
        for label in [titleLabel, bodyLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(label)
        }
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-[title]-[body]-|", metrics: nil, views: ["title": titleLabel, "body": bodyLabel])
            + NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title]-|", metrics: nil, views: ["title": titleLabel])
            + NSLayoutConstraint.constraints(withVisualFormat: "H:|-[body]-|", metrics: nil, views: ["body": bodyLabel]))
        return card
    }
}

/// Issue #29: Auto Layout live. The cards are two columns or one depending on the width (resize
/// the window), their height follows their wrapping text, and "Details" animates a height
/// constraint inside `UIView.animate`.
final class AutoLayoutScene: SceneController {
    let cards = AdaptiveCardsView()
    let details = UIView()
    let toggle = makeFilledButton()
    private var detailsHeight: NSLayoutConstraint!

    override var sceneTitle: String { "19 · Auto Layout: anchors, guides, animation" }
    override var summary: String {
        "Resize the window: two columns become one. The cards' height follows their wrapping text. \"Details\" animates a constraint's constant."
    }

    override func buildScene() {
        cards.backgroundColor = UIColor(rgb: 0xE5E5EA)
        details.backgroundColor = UIColor(rgb: 0xFFE8B0)
        details.clipsToBounds = true
        let note = UILabel()
        note.text = "These details slide open: the height constraint's constant changes, then layoutIfNeeded() runs inside UIView.animate."
        note.numberOfLines = 0
        note.font = .systemFont(ofSize: 13)
        toggle.setTitle("Details", for: .normal)
        toggle.addAction(UIAction { [unowned self] _ in toggleDetails() }, for: .touchUpInside)
        for subview in [cards, toggle, details, note] as [UIView] { subview.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(cards)
        view.addSubview(toggle)
        view.addSubview(details)
        details.addSubview(note)
        detailsHeight = details.heightAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate([
            cards.topAnchor.constraint(equalTo: view.topAnchor, constant: 90),
            cards.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            cards.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            toggle.topAnchor.constraint(equalToSystemSpacingBelow: cards.bottomAnchor, multiplier: 2),
            toggle.leadingAnchor.constraint(equalTo: cards.leadingAnchor),
            toggle.widthAnchor.constraint(equalToConstant: 120),
            details.topAnchor.constraint(equalToSystemSpacingBelow: toggle.bottomAnchor, multiplier: 1),
            details.leadingAnchor.constraint(equalTo: cards.leadingAnchor),
            details.trailingAnchor.constraint(equalTo: cards.trailingAnchor),
            detailsHeight,
            note.topAnchor.constraint(equalTo: details.layoutMarginsGuide.topAnchor),
            note.leadingAnchor.constraint(equalTo: details.layoutMarginsGuide.leadingAnchor),
            note.trailingAnchor.constraint(equalTo: details.layoutMarginsGuide.trailingAnchor),
        ])
        // The cards' bottom follows the taller column, whichever layout is active.
        for card in [cards.first, cards.second] {
            cards.bottomAnchor.constraint(greaterThanOrEqualTo: card.bottomAnchor, constant: 8).isActive = true
        }
        let hug = cards.heightAnchor.constraint(equalToConstant: 0)
        hug.priority = .defaultLow
        hug.isActive = true
    }

    private func toggleDetails() {
        let open = detailsHeight.constant == 0
        detailsHeight.constant = open ? 90 : 0
        UIView.animate(withDuration: 0.35, delay: 0, options: [.curveEaseInOut], animations: {
            self.view.layoutIfNeeded()
        })
        Status.report(open ? "details open: height 0 → 90, animated" : "details closed")
    }

    override func tour(_ driver: TourDriver) {
        driver.screenshot("19-autolayout-two-columns")
        driver.click(CGPoint(x: toggle.frame.midX, y: toggle.frame.midY), in: view)
        driver.wait(0.6)
        driver.screenshot("19-autolayout-details-open")
        driver.resizeWindow(to: CGSize(width: 700, height: 640))
        driver.wait(0.2)
        driver.screenshot("19-autolayout-one-column")
        driver.resizeWindow(to: CGSize(width: 960, height: 628))
    }
}
