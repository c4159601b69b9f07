import Foundation
import Testing
@testable import XResponder

/// The UIKit names real apps use that issue #46's census found missing (R-BR3): string drawing and
/// measuring, image contexts, geometry boxes, keyboard notifications, opening URLs, the status bar
/// and orientation answers, coordinate spaces, `viewWillTransition(to:with:)`, and the label,
/// field, page control and scroll view properties.
@Suite("UIKit names real apps use, answered as a desktop would (R-BR3)", .tearsDownTestTrees)
@MainActor
struct DesktopAnswersTests {
    let font = UIFont.systemFont(ofSize: 20)

    @Test("R-BR3 String and NSString size(withAttributes:) and boundingRect measure what a label with that font shows")
    func stringMeasuring() {
        let text = "Measure me with care"
        let label = UILabel()
        label.font = font
        label.text = text
        let size = text.size(withAttributes: [.font: font])
        #expect(abs(size.width - label.intrinsicContentSize.width) <= 1 && abs(size.height - label.intrinsicContentSize.height) <= 1)
        #expect((text as NSString).size(withAttributes: [.font: font]) == size)
        #expect(text.size(withAttributes: [.font: UIFont.systemFont(ofSize: 40)]).width > size.width * 1.8)
        let oneLine = text.boundingRect(with: CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude), options: [],
                                        attributes: [.font: font], context: nil)
        let wrapped = text.boundingRect(with: CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude),
                                        options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(oneLine.height == size.height, "without .usesLineFragmentOrigin: one line")
        #expect(wrapped.height >= size.height * 3 && wrapped.width <= 60, "wrapped at the width onto several lines")
        let attributed = NSAttributedString(string: text, attributes: [.font: font])
        #expect(attributed.size() == size)
    }

    @Test("R-BR3 draw(at:withAttributes:) and draw(in:) paint into the current context; UIGraphicsBeginImageContext makes the image")
    func stringDrawingAndImageContext() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 60, height: 40), false, 2)
        UIColor.white.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 60, height: 40))
        "█".draw(at: CGPoint(x: 2, y: 2), withAttributes: [.font: font, .foregroundColor: UIColor.red])
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        "█".draw(in: CGRect(x: 40, y: 2, width: 18, height: 30), withAttributes: [.font: font])
        let later = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil, "ended: no context")
        #expect(image.size == CGSize(width: 60, height: 40) && image.scale == 2)
        #expect(close(rgba(image, 8, 14), [255, 0, 0, 255]), "the red block, drawn at its point")
        #expect(close(rgba(image, 48, 14), [255, 255, 255, 255]), "the first image is a copy: later drawing is not in it")
        #expect(close(rgba(later, 48, 14), [0, 0, 0, 255]), "black by default")
        UIGraphicsEndImageContext()   // one too many: nothing happens, as in UIKit
    }

    @Test("R-BR3 an opaque image context is black where nothing is drawn, as an opaque renderer format is; a transparent one is clear")
    func opaqueImageContext() throws {
        for opaque in [true, false] {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 10), opaque, 1)
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
            UIGraphicsEndImageContext()
            #expect(rgba(image, 5, 5) == [255, 0, 0, 255])
            #expect(rgba(image, 15, 5) == (opaque ? [0, 0, 0, 255] : [0, 0, 0, 0]), "opaque: \(opaque)")
        }
    }

    @Test("R-BR3 NSValue boxes CGRect, CGPoint and CGSize under UIKit's names")
    func geometryBoxes() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: rect)]
        #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == rect)
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue == CGPoint(x: 5, y: 6))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
    }

    /// A folder with one application registered for `xrtest:` URLs, which writes the URL it was
    /// given to `opened.txt`.
    func handlerFolder() throws -> (root: URL, environment: [String: String]) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xr-open-\(UUID().uuidString)")
        let applications = root.appendingPathComponent("data/applications")
        try FileManager.default.createDirectory(at: applications, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("config"), withIntermediateDirectories: true)
        let script = root.appendingPathComponent("handler.sh")
        try "#!/bin/sh\nprintf '%s' \"$1\" > \"\(root.path)/opened.txt\"\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        try """
        [Desktop Entry]
        Type=Application
        Name=XR Test Handler
        Exec=\(script.path) %u
        MimeType=x-scheme-handler/xrtest;
        """.write(to: applications.appendingPathComponent("xrtest-handler.desktop"), atomically: true, encoding: .utf8)
        try "[Default Applications]\nx-scheme-handler/xrtest=xrtest-handler.desktop\n"
            .write(to: root.appendingPathComponent("config/mimeapps.list"), atomically: true, encoding: .utf8)
        let environment = DesktopFolders.environment(root: root)
        return (root, environment)
    }

    @Test("R-BR3 canOpenURL answers from the desktop's registrations; open hands the URL to xdg-open, which starts the handler")
    func openingURLs() async throws {
        let (root, environment) = try handlerFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let application = UIApplication.shared
        let saved = application.urlHandlers
        defer { application.urlHandlers = saved }
        application.urlHandlers = URLHandlers(environment: environment)
        let url = try #require(URL(string: "xrtest://note/42?x=1"))
        #expect(application.canOpenURL(url))
        #expect(!application.canOpenURL(try #require(URL(string: "nosuchscheme://x"))))
        #expect(!application.canOpenURL(try #require(URL(string: UIApplication.openSettingsURLString))), "no settings page per app")
        #expect(await application.open(url), "xdg-open ran the handler")
        let opened = try String(contentsOf: root.appendingPathComponent("opened.txt"), encoding: .utf8)
        #expect(opened == url.absoluteString)
        #expect(await application.open(try #require(URL(string: "nosuchscheme://x"))) == false)
        #expect(await application.open(url, options: [.universalLinksOnly: true]) == false, "no universal links on Linux")
    }

    @Test("R-BR3 status bar and orientation: UIKit's defaults are answered, overrides are read, and there is no status bar")
    func statusBarAndOrientation() {
        final class PortraitOnly: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        let plain = UIViewController(), portrait = PortraitOnly()
        #expect(plain.supportedInterfaceOrientations == .all && plain.preferredStatusBarStyle == .default)
        #expect(portrait.supportedInterfaceOrientations == .portrait && portrait.preferredStatusBarStyle == .lightContent)
        #expect(UIInterfaceOrientationMask.allButUpsideDown == [.portrait, .landscape])
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 1 << UIInterfaceOrientation.portrait.rawValue)
        portrait.setNeedsStatusBarAppearanceUpdate()
        let scene = UIWindowScene(session: UISceneSession(role: .windowApplication, configuration:
            UISceneConfiguration(name: nil, sessionRole: .windowApplication)), connectionOptions: UIScene.ConnectionOptions(userActivity: nil))
        let manager = scene.statusBarManager
        #expect(manager?.statusBarFrame == .zero && manager?.isStatusBarHidden == true)
    }

    @Test("R-BR3 coordinate spaces: a point converts between views of two windows through the screen")
    func coordinateSpaces() {
        let harness = Harness()
        let left = harness.makeWindow(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        let right = harness.makeWindow(frame: CGRect(x: 400, y: 80, width: 200, height: 200))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50)), b = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        left.addSubview(a)
        right.addSubview(b)
        let screen = UIScreen.main.coordinateSpace
        #expect(a.convert(CGPoint(x: 1, y: 2), to: screen) == CGPoint(x: 111, y: 72))
        #expect(a.convert(CGPoint(x: 1, y: 2), to: b) == CGPoint(x: 111 - 405, y: 72 - 85))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: screen) == CGRect(x: -405, y: -85, width: 10, height: 10))
        #expect(a.convert(CGPoint(x: 3, y: 4), to: a.superview) == CGPoint(x: 13, y: 24), "the UIView? form still chosen for views")
    }

    @Test("R-BR3 viewWillTransition(to:with:) reaches the root and its children before a platform resize; the coordinator's blocks run after it")
    func resizeTransition() {
        final class Watching: UIViewController {
            var log: [String] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                log.append("will \(Int(size.width)) at \(Int(view.bounds.width))")
                coordinator.animate(alongsideTransition: { _ in self.log.append("alongside at \(Int(self.view.bounds.width))") },
                                    completion: { _ in self.log.append("done") })
            }
        }
        let harness = Harness()
        let window = harness.makeWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let root = Watching(), child = Watching()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        window.rootViewController = root
        window.layoutIfNeeded()
        window.resizeFromPlatform(to: CGRect(x: 0, y: 0, width: 500, height: 200))
        #expect(root.log == ["will 500 at 300", "alongside at 500", "done"])
        #expect(child.log.first == "will 500 at \(Int(child.view.bounds.width))" || child.log.first?.hasPrefix("will 500") == true)
        #expect(child.log.count == 3)
    }

    @Test("R-BR3 a label's font is UIFont! (nil puts back the default); adjustsFontSizeToFitWidth shrinks one line to fit, no lower than minimumScaleFactor")
    func labelFontAndShrinking() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        label.font = UIFont(name: "DejaVu Sans", size: 30)
        #expect(label.font.pointSize == 30)
        label.font = nil
        #expect(label.font.pointSize == 17, "the default again")
        label.text = "WWWWWWWWWWWW"
        label.font = .systemFont(ofSize: 20)
        /// The ink's right edge and height when the label draws in 80 × 30 points.
        func ink() -> (right: Int, height: Int) {
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 400, height: 30))
            let image = renderer.image { _ in label.drawText(in: CGRect(x: 0, y: 0, width: 80, height: 30)) }
            var right = 0, top = 30, bottom = 0
            for x in 0..<400 {
                for y in 0..<30 where rgba(image, CGFloat(x), CGFloat(y))[3] > 100 {
                    right = x
                    top = min(top, y)
                    bottom = max(bottom, y)
                }
            }
            return (right, bottom - top + 1)
        }
        let cut = ink()
        label.adjustsFontSizeToFitWidth = true
        #expect(ink() == cut, "minimumScaleFactor 0: no shrinking, as UIKit")
        label.minimumScaleFactor = 0.2
        let shrunk = ink()
        #expect(shrunk.right < 80, "fits the width")
        #expect(shrunk.height * 2 < cut.height, "in a smaller font")
        #expect(label.intrinsicContentSize.height >= 20, "the intrinsic size is the full font's")
        label.minimumScaleFactor = 0.9
        let limited = ink()
        #expect(limited.height * 10 >= cut.height * 8, "not below 90 % of the size: cut with an ellipsis instead")
    }

    @Test("R-BR3 allowsDefaultTighteningForTruncation: a line a little too wide draws its letters closer and fits whole; far too wide it is still cut")
    func labelTightening() throws {
        /// The ink's right edge when `label` draws in `width` × 30 points.
        func right(_ label: UILabel, width: CGFloat) -> Int {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 400, height: 30)).image { _ in
                label.drawText(in: CGRect(x: 0, y: 0, width: width, height: 30))
            }
            var right = 0
            for x in 0..<400 where (0..<30).contains(where: { rgba(image, CGFloat(x), CGFloat($0))[3] > 100 }) { right = x }
            return right
        }
        let label = UILabel()
        label.font = .systemFont(ofSize: 20)
        label.text = "Tighten this line"
        let natural = label.intrinsicContentSize.width
        let width = (natural * 0.97).rounded()
        let cut = right(label, width: width)
        label.allowsDefaultTighteningForTruncation = true
        let tight = right(label, width: width)
        #expect(tight <= Int(width) && tight >= Int(width) - 8, "fits: \(tight) in \(width)")
        #expect(label.intrinsicContentSize.width == natural, "the intrinsic size stays the natural one")
        // The last letter is drawn (no ellipsis): the cut text's ink ends earlier or with the ellipsis.
        #expect(tight != cut)
        label.text = String(repeating: "W", count: 30)
        #expect(right(label, width: 100) <= 100, "still cut when tightening is not enough")
    }

    @Test("R-BR3 a text view's textContainer: lineFragmentPadding moves the text, maximumNumberOfLines limits the lines shown and the content height, the size tracks the view")
    func textContainer() throws {
        let h = Harness()
        let window = h.makeWindow()
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.text = (1...8).map { "Line \($0)" }.joined(separator: "\n")
        window.addSubview(view)
        window.layoutIfNeeded()
        #expect(view.textContainer.lineFragmentPadding == 5 && view.textContainer.maximumNumberOfLines == 0)
        #expect(view.textContainer.size == CGSize(width: 300, height: 0), "the width less the insets; height not tracked")
        let start = view.caretRect(for: view.beginningOfDocument).minX
        view.textContainer.lineFragmentPadding = 0
        #expect(view.caretRect(for: view.beginningOfDocument).minX == start - 5)
        let full = view.contentSize.height
        let line = try #require(view.font).lineHeight
        view.textContainer.maximumNumberOfLines = 3
        #expect(abs(view.contentSize.height - (3 * line + 16).rounded(.up)) <= 1, "three lines and the insets: \(view.contentSize.height)")
        #expect(view.contentSize.height < full)
        #expect(view.text.hasSuffix("Line 8"), "the text beyond stays")
        // Drawn: ink in the first three lines, none below them.
        let image = UIGraphicsImageRenderer(bounds: view.bounds).image { context in view.layer.render(in: context.cgContext) }
        func inkRows(_ rows: Range<Int>) -> Bool {
            rows.contains { y in (0..<300).contains { x in rgba(image, CGFloat(x), CGFloat(y))[0] < 128 } }
        }
        #expect(inkRows(8..<Int(8 + 3 * line)))
        #expect(!inkRows(Int(8 + 3 * line + 2)..<200), "no fourth line")
        view.textContainer.maximumNumberOfLines = -4
        #expect(view.textContainer.maximumNumberOfLines == 0 && view.contentSize.height == full)
        let own = NSTextContainer(size: CGSize(width: 120, height: 80))
        #expect(own.size == CGSize(width: 120, height: 80))
    }

    @Test("R-BR3 attributedPlaceholder keeps its colour and sets placeholder; placeholder drops the attributes")
    func attributedPlaceholder() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.attributedPlaceholder = NSAttributedString(string: "█████", attributes: [.foregroundColor: UIColor.red])
        #expect(field.placeholder == "█████")
        let image = UIGraphicsImageRenderer(bounds: field.bounds).image { _ in field.draw(field.bounds) }
        let reds = (0..<200).filter { let p = rgba(image, CGFloat($0), 17); return p[0] > 200 && p[1] < 60 && p[3] > 200 }
        #expect(!reds.isEmpty, "drawn in the placeholder's own colour")
        field.placeholder = "plain"
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .placeholderText)
    }

    @Test("R-BR3 page control dots take the tint colours; scroll indicator insets keep the bar clear of the edges")
    func pageDotsAndIndicatorInsets() {
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        pages.numberOfPages = 3
        pages.currentPage = 1
        pages.currentPageIndicatorTintColor = .red
        pages.pageIndicatorTintColor = .blue
        let image = UIGraphicsImageRenderer(bounds: pages.bounds).image { _ in pages.draw(pages.bounds) }
        #expect(close(rgba(image, 50, 10), [255, 0, 0, 255]), "the current page's dot")
        let other = rgba(image, 34, 10)
        #expect(other[2] > 200 && other[0] < 60, "another page's dot")

        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        let before = scroll.indicators.rects().vertical
        scroll.verticalScrollIndicatorInsets = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 4)
        let after = scroll.indicators.rects().vertical
        #expect(before != nil && after != nil)
        if let before, let after {
            #expect(after.minY >= before.minY + 20 && after.maxX == before.maxX - 4)
        }
        #expect(scroll.scrollIndicatorInsets == scroll.verticalScrollIndicatorInsets)
    }
}
