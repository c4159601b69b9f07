import Foundation
import Testing
@testable import XResponder
import SnapshotTesting
import XResponderSnapshotTesting

@MainActor @Test func scoreCardLooksRight() {
    let card = ScoreCardView(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
    assertSnapshot(of: card, as: .image)
    assertSnapshot(of: card, as: .image(perceptualPrecision: 0.98, userInterfaceStyle: .dark))
}

/// The card docs/appearance.md snapshots: a rounded, shadowed card with a score in it.
final class ScoreCardView: UIView {
    let score = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        let card = UIView(frame: bounds.insetBy(dx: 16, dy: 16))
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.2
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(card)
        score.text = "42"
        score.font = .preferredFont(forTextStyle: .largeTitle)
        score.textColor = .label
        score.textAlignment = .center
        score.frame = card.bounds
        card.addSubview(score)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// docs/appearance.md's layer sample, on views made for it.
@MainActor
func layerSample(key: UIView, swatch: UIView, card: UIView, sheet: UIView, avatar: UIView, ovalShapeLayer: CAShapeLayer) {
    key.backgroundColor = .darkGray
    key.layer.cornerRadius = 32                 // rounds the background and the border
    key.layer.masksToBounds = true              // and clips the content and subviews to the corners
    swatch.layer.borderWidth = 3                // inside the bounds, above the subviews
    swatch.layer.borderColor = UIColor.white.cgColor
    card.layer.shadowOpacity = 0.25             // 0 by default, as in Core Animation
    card.layer.shadowRadius = 8                 // the blur's standard deviation, in points
    card.layer.shadowOffset = CGSize(width: 0, height: 6)
    sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    avatar.layer.mask = ovalShapeLayer          // the view shows where the mask is opaque
}

@MainActor @Test("docs/appearance.md: the layer sample sets what it says")
func layerSampleRuns() {
    let views = (0..<5).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 64, height: 64)) }
    let oval = CAShapeLayer()
    layerSample(key: views[0], swatch: views[1], card: views[2], sheet: views[3], avatar: views[4], ovalShapeLayer: oval)
    #expect(views[0].clipsToBounds && views[0].layer.cornerRadius == 32)
    #expect(views[2].layer.shadowOpacity == 0.25 && views[4].layer.mask === oval)
}
