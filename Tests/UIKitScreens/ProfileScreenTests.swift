import Foundation
import Testing
import XResponder
import XResponderTesting

/// The profile screen runs as it would on iOS: laid out, resized and animated (issue #29, R-AL1 … R-AL4).
@Suite("UIKit screens in Swift 5 mode: a profile written with anchors (R-AL1, R-AL3, R-AL4)")
@MainActor
struct ProfileScreenTests {
    @Test("R-AL4: the profile screen lays out with anchors, safe area, margins and a stack view; resizes; animates")
    func profileLaysOut() {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()   // drives the run loop's turns and the clock
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let profile = ProfileViewController()
        window.rootViewController = profile
        window.makeKeyAndVisible()
        window.layoutIfNeeded()

        #expect(profile.avatar.frame == CGRect(x: 155, y: 20, width: 80, height: 80))
        // The avatar drawn with a renderer format (R-BR4): twice the pixels, opaque, white initials.
        let avatarImage = profile.avatar.image
        #expect(avatarImage?.scale == 2 && avatarImage?.size == CGSize(width: 80, height: 80))
        #expect(avatarImage?.pixelWidth == 160)
        let centre = avatarImage.flatMap { image in (60..<100).lazy.compactMap { image.pixel(x: $0, y: 80) }.first { $0.red > 200 && $0.green > 200 } }
        #expect(centre != nil, "no white initials across the middle")
        #expect(profile.nameLabel.frame.minY == 108)
        #expect(abs(profile.nameLabel.frame.midX - 195) <= 0.5)   // frames are whole pixels at scale 1
        // The bio wraps inside the root view's margins (16 points in a compact width, as on an
        // iPhone) and grows to its text's height.
        #expect(profile.bioLabel.frame.minX == 16 && profile.bioLabel.frame.width == 358)
        let bioHeight = profile.bioLabel.sizeThatFits(CGSize(width: 358, height: 10_000)).height
        #expect(profile.bioLabel.frame.height == bioHeight && bioHeight > 2 * profile.bioLabel.font.lineHeight)
        // Three equal columns (to the pixel: 342 / 3 = 114).
        let widths = profile.statsStack.arrangedSubviews.map { $0.frame.width }
        #expect(widths.max()! - widths.min()! <= 1 && profile.statsStack.frame.width == 358)
        #expect(profile.followButton.frame.width >= 120 && profile.followButton.frame.midX == 195)
        #expect(profile.detailsPanel.frame.height == 0)
        // updateViewConstraints ran in the update pass; viewDidLayoutSubviews saw final frames.
        #expect(profile.didSetUpConstraints && profile.followButton.frame.height >= 44)
        #expect(profile.layoutPasses >= 1 && profile.avatarCornerRadius == 40)
        #expect(!profile.view.hasAmbiguousLayout)

        // A wider window (a regular width: 20-point margins): the bio takes fewer lines, and
        // everything below it moves up.
        let followTop = profile.followButton.frame.minY
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        window.layoutIfNeeded()
        #expect(profile.avatar.frame.midX == 400 && profile.bioLabel.frame.width == 760)
        #expect(profile.followButton.frame.minY < followTop)

        // The animation idiom: the constant changes, layoutIfNeeded() runs inside UIView.animate.
        profile.toggleDetails()
        #expect(profile.detailsPanel.frame.height == 200)              // the model, at once
        input.advance(by: 0.15)
        #expect(profile.finishedAnimations == 0)      // still moving: the frames animate
        input.advance(by: 0.2)
        #expect(profile.finishedAnimations == 1)
        // With nothing to animate (no constant changed) UIKit finishes on the next turn.
        UIView.animate(withDuration: 0.3, animations: { profile.view.layoutIfNeeded() },
                       completion: { _ in profile.finishedAnimations += 1 })
        input.advance(by: 0.01)
        #expect(profile.finishedAnimations == 2)
        window.rootViewController = nil
        window.isHidden = true
    }
}
