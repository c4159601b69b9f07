import Foundation
import Testing
@testable import XResponder

/// Puts the desktop's style back to light after a test that changed it.
@MainActor
func withDesktopStyle(_ style: UIUserInterfaceStyle, _ body: () throws -> Void) rethrows {
    let previous = DesktopAppearance.style
    UIApplication.shared.desktopAppearanceDidChange(to: style)
    defer { UIApplication.shared.desktopAppearanceDidChange(to: previous) }
    try body()
}

@Suite("Fonts, semantic colours, traits and dark mode (R-AP3)", .tearsDownTestTrees)
@MainActor
struct AppearanceTests {
    @Test("R-AP3 system fonts by weight and style; text styles; failable names")
    func fonts() {
        _ = Harness()
        let regular = UIFont.systemFont(ofSize: 17)
        #expect(UIFont.systemFont(ofSize: 17, weight: .bold) == .boldSystemFont(ofSize: 17))
        #expect(UIFont.italicSystemFont(ofSize: 12).isItalic)
        #expect(UIFont.preferredFont(forTextStyle: .body) == regular)
        #expect(UIFont.preferredFont(forTextStyle: .headline) == .systemFont(ofSize: 17, weight: .semibold))
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont(name: "NoSuchFontAnywhere", size: 12) == nil)
        #expect(UIFont(name: "DejaVu Sans", size: 0) == nil)
        #expect(UIFont(name: "DejaVuSans-Bold", size: 12)?.weight == .bold)
        #expect(UIFont(name: "HelveticaNeue-Medium", size: 12)?.familyName == "Sans")   // an iOS stand-in
        #expect(UIFont(name: "Menlo-Regular", size: 12)?.familyName == "Monospace")
        let bold = UIFont(descriptor: regular.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
        #expect(bold == .boldSystemFont(ofSize: 17))
        // Heavier weights draw wider text; italics lean.
        func width(_ font: UIFont) -> CGFloat {
            let label = UILabel()
            label.font = font
            label.text = "Wide weights"
            return label.intrinsicContentSize.width
        }
        #expect(width(.systemFont(ofSize: 17, weight: .black)) > width(.systemFont(ofSize: 17, weight: .light)))
        // Digits of one width: a counter does not jiggle.
        #expect(width(.monospacedDigitSystemFont(ofSize: 17, weight: .regular)) > 0)
        let ones = UILabel(), eights = UILabel()
        ones.font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        eights.font = ones.font
        ones.text = "1111"
        eights.text = "8888"
        #expect(ones.intrinsicContentSize.width == eights.intrinsicContentSize.width)
    }

    @Test("R-AP3 semantic colours resolve in light and dark; dynamic providers are followed")
    func semanticColours() {
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UIColor.label.resolvedColor(with: light) == .black)
        #expect(UIColor.label.resolvedColor(with: dark) == .white)
        #expect(UIColor.systemBackground.resolvedColor(with: dark) == .black)
        #expect(UIColor.systemBlue.resolvedColor(with: dark) == UIColor(rgb: 0x0A84FF))
        #expect(UIColor.secondaryLabel.resolvedColor(with: light).alpha == 0.6)
        let custom = UIColor { $0.userInterfaceStyle == .dark ? .systemOrange : .systemPurple }
        #expect(custom.resolvedColor(with: dark) == UIColor(rgb: 0xFF9F0A))   // a dynamic answer, resolved again
        var seen: UIColor?
        dark.performAsCurrent { seen = UIColor(cgColor: custom.cgColor) }
        #expect(seen == UIColor(rgb: 0xFF9F0A))
        #expect(custom == custom && custom != UIColor { _ in .red })
    }

    @Test("R-AP3 a view draws its dynamic colours in its own style; overrides reach the subtree")
    func drawsInStyle() {
        _ = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .systemBackground
        let child = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        child.backgroundColor = .label
        view.addSubview(child)
        var image = renderLayered(view)
        #expect(rgba(image, 5, 5) == white && rgba(image, 30, 5) == black)
        view.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        image = renderLayered(view)
        #expect(rgba(image, 5, 5) == black && rgba(image, 30, 5) == white)
        child.overrideUserInterfaceStyle = .light
        image = renderLayered(view)
        #expect(rgba(image, 5, 5) == black && rgba(image, 30, 5) == black)   // light label on the dark view
    }

    @Test("R-AP3 the desktop going dark reaches traitCollectionDidChange; overrides keep their style")
    func desktopStyle() {
        final class Watcher: UIView {
            var changes: [UIUserInterfaceStyle] = []
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                changes.append(traitCollection.userInterfaceStyle)
            }
        }
        final class Controller: UIViewController {
            var heard = 0
            override func traitCollectionDidChange(_ previous: UITraitCollection?) { heard += 1 }
        }
        let h = Harness()
        let window = h.makeWindow()
        let controller = Controller()
        window.rootViewController = controller
        let watcher = Watcher(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(watcher)
        let pinned = Watcher(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        pinned.overrideUserInterfaceStyle = .light
        controller.view.addSubview(pinned)
        withDesktopStyle(.dark) {
            #expect(watcher.traitCollection.userInterfaceStyle == .dark)
            #expect(watcher.changes == [.dark])
            #expect(controller.heard == 1)
            #expect(pinned.changes.isEmpty && pinned.traitCollection.userInterfaceStyle == .light)
            controller.overrideUserInterfaceStyle = .light
            #expect(watcher.changes == [.dark, .light])
            controller.overrideUserInterfaceStyle = .unspecified
        }
        #expect(watcher.changes.last == .light)
        window.rootViewController = nil
    }

    @Test("R-AP3 a window's size classes follow its size, as an iPad app's window in Split View does; crossing a threshold reaches traitCollectionDidChange")
    func sizeClassesFollowTheWindow() {
        final class Watcher: UIView {
            var heard: [UIUserInterfaceSizeClass] = []
            override func traitCollectionDidChange(_ previous: UITraitCollection?) { heard.append(traitCollection.horizontalSizeClass) }
        }
        final class Controller: UIViewController {
            var heard: [UIUserInterfaceSizeClass] = []
            override func traitCollectionDidChange(_ previous: UITraitCollection?) { heard.append(traitCollection.horizontalSizeClass) }
        }
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let controller = Controller()
        window.rootViewController = controller
        let watcher = Watcher(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(watcher)
        #expect(watcher.traitCollection.horizontalSizeClass == .regular && watcher.traitCollection.verticalSizeClass == .regular)
        window.frame.size = CGSize(width: 900, height: 768)       // still regular: nobody told
        #expect(watcher.heard.isEmpty && controller.heard.isEmpty)
        window.frame.size = CGSize(width: 390, height: 844)       // a phone's portrait window
        #expect(controller.traitCollection.horizontalSizeClass == .compact && controller.traitCollection.verticalSizeClass == .regular)
        #expect(watcher.heard == [.compact] && controller.heard == [.compact])
        window.frame.size = CGSize(width: 844, height: 390)       // held sideways
        #expect(watcher.traitCollection.horizontalSizeClass == .regular && watcher.traitCollection.verticalSizeClass == .compact)
        #expect(watcher.heard == [.compact, .regular])
        let loose = UIView()
        #expect(loose.traitCollection.horizontalSizeClass == .regular, "outside a window: the application's")
        window.rootViewController = nil
    }

    @Test("R-AP3 a root view's own override wins over its controller's: changing the controller's tells no one")
    func viewOverrideWinsOverController() {
        final class Root: UIView {
            var changes = 0
            override func traitCollectionDidChange(_ previous: UITraitCollection?) { changes += 1 }
        }
        final class Controller: UIViewController {
            override func loadView() { view = Root(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        }
        let h = Harness()
        let window = h.makeWindow()
        let controller = Controller()
        window.rootViewController = controller
        let root = controller.view as! Root
        root.overrideUserInterfaceStyle = .dark
        let before = root.changes
        controller.overrideUserInterfaceStyle = .light
        controller.overrideUserInterfaceStyle = .dark
        #expect(root.changes == before && root.traitCollection.userInterfaceStyle == .dark)
        root.overrideUserInterfaceStyle = .unspecified   // now the controller's dark shows: no change either
        #expect(root.changes == before)
        controller.overrideUserInterfaceStyle = .light
        #expect(root.changes == before + 1 && root.traitCollection.userInterfaceStyle == .light)
        window.rootViewController = nil
    }

    @Test("R-AP3 XSETTINGS: both byte orders, every value type, and hostile bytes survived")
    func xsettingsParser() {
        func setting(_ type: UInt8, _ name: String, _ value: [UInt8], bigEndian: Bool) -> [UInt8] {
            func card16(_ v: Int) -> [UInt8] { bigEndian ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8)] }
            let nameBytes = Array(name.utf8)
            return [type, 0] + card16(nameBytes.count) + nameBytes + Array(repeating: 0, count: (4 - nameBytes.count % 4) % 4)
                + [0, 0, 0, 0] + value
        }
        func card32(_ v: UInt32, _ bigEndian: Bool) -> [UInt8] {
            let bytes = [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8(v >> 24)]
            return bigEndian ? bytes.reversed() : bytes
        }
        for bigEndian in [false, true] {
            let theme = Array("Adwaita-dark".utf8)
            let body = setting(1, "Net/ThemeName", card32(UInt32(theme.count), bigEndian) + theme, bigEndian: bigEndian)
                + setting(0, "Xft/DPI", card32(98_304, bigEndian), bigEndian: bigEndian)
                + setting(2, "Net/Colour", [1, 0, 2, 0, 3, 0, 4, 0], bigEndian: bigEndian)
            let bytes = [bigEndian ? 1 : 0, 0, 0, 0] + card32(7, bigEndian) + card32(3, bigEndian) + body
            let settings = XSettingsParser.parse(bytes)
            #expect(settings["Net/ThemeName"] == .string("Adwaita-dark"))
            #expect(settings["Xft/DPI"] == .integer(98_304))
            #expect(settings.count == 3)
            #expect(XSettingsParser.userInterfaceStyle(of: settings) == .dark)
            // Every truncation, and a count that lies, reads what is there and stops.
            for length in 0..<bytes.count { _ = XSettingsParser.parse(Array(bytes.prefix(length))) }
            var lying = bytes
            lying.replaceSubrange(8..<12, with: card32(0xFFFF_FFFF, bigEndian))
            #expect(XSettingsParser.parse(lying).count == 3)
        }
        #expect(XSettingsParser.userInterfaceStyle(of: ["Net/ThemeName": .string("Adwaita")]) == .light)
        #expect(XSettingsParser.userInterfaceStyle(of: ["Gtk/ApplicationPreferDarkTheme": .integer(1)]) == .dark)
        var random = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            _ = XSettingsParser.parse((0..<Int.random(in: 0..<200, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })
        }
    }
}
