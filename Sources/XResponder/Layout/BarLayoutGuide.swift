import Foundation

/// A view controller's `topLayoutGuide` or `bottomLayoutGuide`: a guide in its view from the
/// view's edge to the safe area's, so `topLayoutGuide.bottomAnchor` is the safe area's top, as it
/// was under the bars in UIKit. Storyboards name them `<viewControllerLayoutGuide type="top">`.
@MainActor
final class BarLayoutGuide: UILayoutGuide, UILayoutSupport {
    enum Edge { case top, bottom }

    var length: CGFloat { layoutFrame.height }

    /// A guide along `edge` of `view`, added to it and tied to its safe area.
    init(_ edge: Edge, in view: UIView) {
        super.init()
        identifier = edge == .top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
        view.addLayoutGuide(self)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: view.leadingAnchor),
            widthAnchor.constraint(equalToConstant: 0),
            edge == .top ? topAnchor.constraint(equalTo: view.topAnchor) : topAnchor.constraint(equalTo: safeArea.bottomAnchor),
            edge == .top ? bottomAnchor.constraint(equalTo: safeArea.topAnchor) : bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}
