import Foundation

/// The buttons a swipe uncovers beside a row: it lies under the row's cell, the size of the row,
/// and lays its buttons out in the strip the cell has moved away from. The outermost action (the
/// configuration's first) sits at the edge; while the strip is narrower than the buttons they
/// share it in proportion, and past that the outermost one takes the extra width (the full-swipe
/// action), as in UIKit.
@MainActor
final class SwipeActionsView: UIView {
    let configuration: UISwipeActionsConfiguration
    /// Trailing actions show at the right edge (the row moved left); leading ones at the left.
    let trailing: Bool
    /// Told which action was clicked (its index in the configuration).
    var onAction: ((Int) -> Void)?
    private var buttons: [UIView] = []
    private let naturalWidths: [CGFloat]
    private var pressed: Int?

    /// The narrowest an action button is, and the room around its title (UIKit's measures).
    static let minimumButtonWidth: CGFloat = 74
    static let titlePadding: CGFloat = 30

    /// Never in a storyboard or nib: this view is the library's own.
    required init?(coder: NSCoder) { return nil }

    init(configuration: UISwipeActionsConfiguration, trailing: Bool) {
        self.configuration = configuration
        self.trailing = trailing
        var widths: [CGFloat] = []
        var made: [UIView] = []
        for action in configuration.actions {
            let button = UIView()
            button.backgroundColor = action.backgroundColor
            var width = Self.minimumButtonWidth
            if let title = action.title, !title.isEmpty {
                let label = UILabel()
                label.text = title
                label.font = .systemFont(ofSize: 15, weight: .medium)
                label.textColor = .white
                label.textAlignment = .center
                button.addSubview(label)
                width = max(width, label.intrinsicContentSize.width + Self.titlePadding)
            }
            if let image = action.image {
                let picture = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
                picture.tintColor = .white
                picture.contentMode = .center
                button.addSubview(picture)
            }
            widths.append(width)
            made.append(button)
        }
        naturalWidths = widths
        buttons = made
        super.init(frame: .zero)
        clipsToBounds = true
        for button in buttons { addSubview(button) }
    }

    /// The width the buttons need side by side: where an open row rests.
    var openWidth: CGFloat { naturalWidths.reduce(0, +) }

    /// Lays the buttons out in a strip `revealed` points wide at this view's trailing (or leading)
    /// edge.
    func layOut(revealed: CGFloat) {
        let revealed = max(0, revealed.isFinite ? revealed : 0)
        let total = openWidth
        var widths = naturalWidths
        if total > 0 {
            if revealed <= total || !configuration.performsFirstActionWithFullSwipe {
                widths = naturalWidths.map { $0 * revealed / total }
            } else {
                widths[0] += revealed - total
            }
        }
        // Outermost first: from the edge inwards.
        var edge = trailing ? bounds.width : 0
        for (index, button) in buttons.enumerated() {
            let width = widths[index]
            let x = trailing ? edge - width : edge
            button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            edge = trailing ? x : x + width
            layOutContent(of: button, naturalWidth: naturalWidths[index])
        }
    }

    /// The title and picture stay centred in the button's natural width at its inner side, so a
    /// growing full-swipe button carries its title along the row's edge.
    private func layOutContent(of button: UIView, naturalWidth: CGFloat) {
        let width = min(naturalWidth, button.bounds.width)
        let x = trailing ? 0 : button.bounds.width - width
        let label = button.subviews.compactMap { $0 as? UILabel }.first
        let picture = button.subviews.compactMap { $0 as? UIImageView }.first
        let labelHeight: CGFloat = label == nil ? 0 : 20
        let pictureHeight: CGFloat = picture == nil ? 0 : 24
        let top = (button.bounds.height - labelHeight - pictureHeight - (label != nil && picture != nil ? 4 : 0)) / 2
        picture?.frame = CGRect(x: x, y: top, width: width, height: pictureHeight)
        label?.frame = CGRect(x: x, y: top + pictureHeight + (picture == nil ? 0 : 4), width: width, height: labelHeight)
    }

    private func actionIndex(at point: CGPoint) -> Int? {
        buttons.firstIndex { $0.frame.contains(point) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressed = touches.first.flatMap { actionIndex(at: $0.location(in: self)) }
        if let pressed { buttons[pressed].alpha = 0.8 }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let index = pressed else { return }
        pressed = nil
        buttons[index].alpha = 1
        if let touch = touches.first, actionIndex(at: touch.location(in: self)) == index { onAction?(index) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let pressed { buttons[pressed].alpha = 1 }
        pressed = nil
    }

    /// The button of an action, the view its handler is given (UIKit passes the action's view).
    func button(at index: Int) -> UIView { buttons.indices.contains(index) ? buttons[index] : self }
}
