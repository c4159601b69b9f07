import Foundation

// Titles, colours and images per control state, and the labels that show them. As in UIKit a
// state without its own value shows the normal state's.
extension UIButton {
    /// The label showing the title: made on first use (UIKit's is optional too).
    public var titleLabel: UILabel? {
        if titleLabelStorage == nil {
            makeTitleLabel()
            applyContent()
        }
        return titleLabelStorage
    }

    /// The image view showing the image: made on first use.
    public var imageView: UIImageView? {
        if imageViewStorage == nil {
            makeImageView()
            applyContent()
        }
        return imageViewStorage
    }

    private func makeTitleLabel() {
        let label = UILabel(frame: .zero)
        // UIKit's defaults: 18-point titles on custom buttons, 15 on system ones.
        label.font = .systemFont(ofSize: buttonType == .custom ? 18 : 15)
        label.lineBreakMode = .byTruncatingMiddle
        titleLabelStorage = label
        addSubview(label)
    }

    private func makeImageView() {
        let view = UIImageView(frame: .zero)
        view.contentMode = .center
        imageViewStorage = view
        insertSubview(view, at: 0)
    }

    public func setTitle(_ title: String?, for state: State) {
        if configuration != nil, state == .normal {
            configuration?.title = title
            return
        }
        titles[state.rawValue] = title
        if title != nil, titleLabelStorage == nil { makeTitleLabel() }
        contentDidChange()
    }

    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        if title != nil, titleLabelStorage == nil { makeTitleLabel() }
        contentDidChange()
    }

    public func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    public func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        contentDidChange()
    }

    public func titleColor(for state: State) -> UIColor? {
        if let color = titleColors[state.rawValue] { return color }
        // UIKit's defaults: white on custom buttons, the tint on system ones (grey when disabled).
        if state.contains(.disabled), buttonType != .custom, titleColors[State.disabled.rawValue] == nil {
            return UIButton.Configuration.disabledForeground
        }
        return titleColors[State.normal.rawValue] ?? (buttonType == .custom ? .white : tintColor)
    }

    public func setImage(_ image: UIImage?, for state: State) {
        if configuration != nil, state == .normal {
            configuration?.image = image
            return
        }
        images[state.rawValue] = image
        if image != nil, imageViewStorage == nil { makeImageView() }
        contentDidChange()
    }

    public func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    public func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        contentDidChange()
    }

    public func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    public var currentTitle: String? { configuration?.title ?? title(for: state) }
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    public var currentTitleColor: UIColor { displayedTitleColor }
    public var currentImage: UIImage? { configuration?.image ?? image(for: state) }
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// A system button's title fades while pressed; a custom one keeps its colour unless told.
    private var displayedTitleColor: UIColor {
        if let configuration { return configuration.resolvedColors(state: state, tint: tintColor).foreground }
        let color = titleColor(for: state) ?? .white
        guard state.contains(.highlighted), titleColors[State.highlighted.rawValue] == nil, buttonType != .custom else {
            return color
        }
        return color.withAlphaComponent(color.alpha * 0.3)
    }

    /// Puts the state's title, colour and image into the labels (making those a configuration
    /// needs first, so one pass fills them).
    func applyContent() {
        if let configuration {
            if titleLabelStorage == nil, configuration.title != nil || configuration.attributedTitle != nil { makeTitleLabel() }
            if imageViewStorage == nil, configuration.image != nil { makeImageView() }
        }
        if let label = titleLabelStorage {
            if let configuration {
                label.text = configuration.attributedTitle.map { String($0.characters) } ?? configuration.title
                label.font = configuration.titleFont
                label.textAlignment = configuration.titleAlignment.textAlignment
            } else if let attributed = currentAttributedTitle {
                label.text = attributed.string
            } else {
                label.text = title(for: state)
            }
            label.textColor = displayedTitleColor
            label.isHidden = (label.text ?? "").isEmpty
        }
        if let configuration {
            if configuration.subtitle != nil || subtitleLabelStorage != nil {
                let subtitle = subtitleLabelStorage ?? {
                    let label = UILabel(frame: .zero)
                    subtitleLabelStorage = label
                    addSubview(label)
                    return label
                }()
                subtitle.text = configuration.subtitle
                subtitle.font = configuration.subtitleFont
                subtitle.textColor = displayedTitleColor
                subtitle.textAlignment = configuration.titleAlignment.textAlignment
                subtitle.isHidden = (configuration.subtitle ?? "").isEmpty
            }
        }
        if let imageView = imageViewStorage {
            imageView.image = currentImage
            imageView.isHidden = currentImage == nil
            // Template images (symbols) take the title's colour; custom buttons dim while pressed.
            imageView.tintColor = displayedTitleColor
            let dims = configuration == nil && buttonType == .custom && adjustsImageWhenHighlighted && isHighlighted
            imageView.alpha = dims ? 0.6 : 1
        }
    }
}

extension UIButton.Configuration.TitleAlignment {
    var textAlignment: NSTextAlignment {
        switch self {
        case .automatic, .center: .center
        case .leading: .natural
        case .trailing: .right
        }
    }
}
