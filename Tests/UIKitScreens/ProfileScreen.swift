// A profile screen written as an iOS developer writes one in code (Swift 5 language mode): Auto
// Layout with anchors, the safe area and margins, stack views, a wrapping label, and a
// constraint animated inside UIView.animate. Only the import differs from an iOS project.
import XResponder   // on iOS: import UIKit

final class ProfileViewController: UIViewController {
    let avatar = UIImageView()
    let nameLabel = UILabel()
    let bioLabel = UILabel()
    let followButton = UIButton(type: .system)
    let statsStack = UIStackView()
    let detailsPanel = UIView()
    var detailsHeightConstraint: NSLayoutConstraint!
    var isShowingDetails = false
    var finishedAnimations = 0
    var didSetUpConstraints = false
    var layoutPasses = 0
    var avatarCornerRadius: CGFloat = 0

    /// The initials on a coloured square, drawn once, as apps draw placeholder avatars.
    static func initialsImage(_ initials: String, side: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat.default()
        format.opaque = true
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format)
        return renderer.image { context in
            UIColor.systemIndigo.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: side / 2.5),
                                                             .foregroundColor: UIColor.white]
            let text = initials as NSString
            let size = text.size(withAttributes: attributes)
            text.draw(at: CGPoint(x: (side - size.width) / 2, y: (side - size.height) / 2), withAttributes: attributes)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        avatar.translatesAutoresizingMaskIntoConstraints = false
        avatar.backgroundColor = .systemBlue
        avatar.contentMode = .scaleAspectFill
        avatar.image = ProfileViewController.initialsImage("AL", side: 80)

        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.font = .boldSystemFont(ofSize: 22)
        nameLabel.text = "Ada Lovelace"

        bioLabel.translatesAutoresizingMaskIntoConstraints = false
        bioLabel.numberOfLines = 0
        bioLabel.font = .systemFont(ofSize: 15)
        bioLabel.text = "Mathematician and writer, chiefly known for her work on Charles Babbage's proposed mechanical general-purpose computer, the Analytical Engine."

        followButton.translatesAutoresizingMaskIntoConstraints = false
        followButton.setTitle("Follow", for: .normal)
        followButton.addAction(UIAction { [weak self] _ in self?.toggleDetails() }, for: .touchUpInside)

        statsStack.translatesAutoresizingMaskIntoConstraints = false
        statsStack.axis = .horizontal
        statsStack.distribution = .fillEqually
        statsStack.spacing = 8
        for title in ["Posts", "Followers", "Following"] {
            let label = UILabel()
            label.text = title
            label.textAlignment = .center
            statsStack.addArrangedSubview(label)
        }

        detailsPanel.translatesAutoresizingMaskIntoConstraints = false
        detailsPanel.backgroundColor = .lightGray
        detailsPanel.clipsToBounds = true

        [avatar, nameLabel, bioLabel, followButton, statsStack, detailsPanel].forEach { view.addSubview($0) }

        let guide = view.safeAreaLayoutGuide
        let margins = view.layoutMarginsGuide
        detailsHeightConstraint = detailsPanel.heightAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate([
            avatar.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
            avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 80),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),

            nameLabel.topAnchor.constraint(equalToSystemSpacingBelow: avatar.bottomAnchor, multiplier: 1),
            nameLabel.centerXAnchor.constraint(equalTo: avatar.centerXAnchor),

            bioLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 12),
            bioLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            bioLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

            statsStack.topAnchor.constraint(equalTo: bioLabel.bottomAnchor, constant: 16),
            statsStack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            statsStack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

            followButton.topAnchor.constraint(equalTo: statsStack.bottomAnchor, constant: 16),
            followButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            followButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 120),

            detailsPanel.topAnchor.constraint(equalTo: followButton.bottomAnchor, constant: 12),
            detailsPanel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            detailsPanel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            detailsHeightConstraint,
        ])
    }

    // The classic places for constraint set-up and for work that needs final frames.
    override func updateViewConstraints() {
        if !didSetUpConstraints {
            didSetUpConstraints = true
            followButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
        }
        super.updateViewConstraints()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPasses += 1
        avatarCornerRadius = avatar.bounds.width / 2
    }

    func toggleDetails() {
        isShowingDetails.toggle()
        detailsHeightConstraint.constant = isShowingDetails ? 200 : 0
        UIView.animate(withDuration: 0.3, animations: {
            self.view.layoutIfNeeded()
        }, completion: { _ in
            self.finishedAnimations += 1
        })
    }
}
