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

    /// With a configuration, a normal-state title also becomes the configuration's. The state's
    /// title is kept either way: a configuration without a title shows it, as UIKit does when the
    /// configuration is assigned after `setTitle(_:for:)`.
    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if configuration != nil, state == .normal {
            configuration?.title = title
            return
        }
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

    /// Kept per state, and for the normal state also in the configuration, as `setTitle(_:for:)`.
    public func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        if configuration != nil, state == .normal {
            configuration?.image = image
            return
        }
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

    /// The text the title label shows: a configuration's title, else the state's (attributed or
    /// plain), so a title set before the configuration was assigned still shows.
    private var shownTitle: String? {
        if let attributed = configuration?.attributedTitle { return String(attributed.characters) }
        if let title = configuration?.title { return title }
        return currentAttributedTitle?.string ?? title(for: state)
    }

    /// A system button's title fades while pressed; a custom one keeps its colour unless told.
    private var displayedTitleColor: UIColor {
        if let configuration { return configuration.resolvedColors(state: state, tint: tintColor).foreground }
        let color = titleColor(for: state) ?? .white
        guard state.contains(.highlighted), titleColors[State.highlighted.rawValue] == nil, buttonType != .custom else {
            return color
        }
        return color.withAlphaComponent(color.alpha * 0.3)
    }

    /// The colour a template image (a symbol) draws in. A configuration's foreground, as its title;
    /// otherwise the button's `tintColor`, not its title colour: UIKit tints a legacy button's
    /// image as any image view's (`setTitleColor(.red)` leaves the symbol blue; a custom button's
    /// symbol is tinted, not white). A system button's fades while pressed and greys when disabled.
    private var displayedImageTint: UIColor {
        if let configuration { return configuration.resolvedColors(state: state, tint: tintColor).foreground }
        guard buttonType != .custom else { return tintColor }
        if state.contains(.disabled) { return UIButton.Configuration.disabledForeground }
        return state.contains(.highlighted) ? tintColor.withAlphaComponent(tintColor.alpha * 0.3) : tintColor
    }

    /// Puts the state's title, colour and image into the labels (making those a configuration
    /// needs first, so one pass fills them).
    func applyContent() {
        if configuration != nil {
            if titleLabelStorage == nil, shownTitle != nil { makeTitleLabel() }
            if imageViewStorage == nil, currentImage != nil { makeImageView() }
        }
        if let label = titleLabelStorage {
            label.text = shownTitle
            if let configuration {
                label.font = configuration.titleFont
                label.textAlignment = configuration.titleAlignment.textAlignment
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
            // Template images (symbols) take the tint; custom buttons dim while pressed.
            imageView.tintColor = displayedImageTint
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
