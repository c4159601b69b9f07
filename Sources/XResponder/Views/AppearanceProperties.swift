import Foundation

/// One property an appearance rule may set: whether it belongs to a view, whether two views differ
/// in it, and copying it from one to another.
@MainActor
struct AppearanceProperty {
    let applies: (UIView) -> Bool
    let differs: (UIView, UIView) -> Bool
    let copy: (UIView, UIView) -> Void
}

@MainActor
enum AppearanceProperties {
    static func property<View: UIView, Value: Equatable>(_ path: ReferenceWritableKeyPath<View, Value>) -> AppearanceProperty {
        AppearanceProperty(applies: { $0 is View },
                           differs: { a, b in (a as? View)?[keyPath: path] != (b as? View)?[keyPath: path] },
                           copy: { from, to in
                               guard let from = from as? View, let to = to as? View else { return }
                               to[keyPath: path] = from[keyPath: path]
                           })
    }

    /// Text attributes compared by their description (their values are `Any`).
    static func attributes<View: UIView>(_ path: ReferenceWritableKeyPath<View, [NSAttributedString.Key: Any]?>) -> AppearanceProperty {
        func text(_ view: UIView) -> String? {
            (view as? View)?[keyPath: path].map { $0.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue)=\($0.value)" }.joined(separator: ";") }
        }
        return AppearanceProperty(applies: { $0 is View }, differs: { text($0) != text($1) },
                                  copy: { from, to in
                                      guard let from = from as? View, let to = to as? View else { return }
                                      to[keyPath: path] = from[keyPath: path]
                                  })
    }

    /// An object property compared by identity (a bar appearance object).
    static func object<View: UIView, Value: AnyObject>(_ path: ReferenceWritableKeyPath<View, Value?>) -> AppearanceProperty {
        AppearanceProperty(applies: { $0 is View },
                           differs: { a, b in (a as? View)?[keyPath: path] !== (b as? View)?[keyPath: path] },
                           copy: { from, to in
                               guard let from = from as? View, let to = to as? View else { return }
                               to[keyPath: path] = from[keyPath: path]
                           })
    }

    static let all: [AppearanceProperty] = [
        property(\UIView.backgroundColor),
        // The tint set on the view (not the inherited one), set through `tintColor` so that the
        // subtree hears `tintColorDidChange` (a search bar's Cancel button redraws in it).
        AppearanceProperty(applies: { _ in true },
                           differs: { a, b in a.tintColorStorage != b.tintColorStorage },
                           copy: { from, to in to.tintColor = from.tintColorStorage }),
        property(\UILabel.textColor), property(\UILabel.font),
        property(\UITextField.textColor), property(\UITextField.font),
        AppearanceProperty(applies: { $0 is UIButton },
                           differs: { a, b in (a as? UIButton)?.titleColors != (b as? UIButton)?.titleColors },
                           copy: { from, to in
                               guard let from = from as? UIButton, let to = to as? UIButton else { return }
                               for (state, color) in from.titleColors where to.titleColors[state] == nil {
                                   to.setTitleColor(color, for: UIControl.State(rawValue: state))
                               }
                           }),
        property(\UINavigationBar.barTintColor), property(\UINavigationBar.isTranslucent), property(\UINavigationBar.barStyle),
        attributes(\UINavigationBar.titleTextAttributes), attributes(\UINavigationBar.largeTitleTextAttributes),
        property(\UITabBar.barTintColor), property(\UITabBar.unselectedItemTintColor),
        property(\UIToolbar.barTintColor),
        property(\UISearchBar.barTintColor), property(\UISearchBar.searchBarStyle),
        property(\UISwitch.onTintColor),
        property(\UISlider.minimumTrackTintColor), property(\UISlider.maximumTrackTintColor), property(\UISlider.thumbTintColor),
        property(\UITableView.separatorColor),
        property(\UIProgressView.progressTintColor), property(\UIProgressView.trackTintColor),
        property(\UIPageControl.pageIndicatorTintColor), property(\UIPageControl.currentPageIndicatorTintColor),
        property(\UIActivityIndicatorView.color),
    ]
}
