import Foundation
import Testing
@testable import XResponder

/// A delegate that implements only UIKit's older callback.
@MainActor
private final class PlainEndDelegate: UITextFieldDelegate {
    var ended = 0
    func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
}

/// A delegate that implements the callback with a reason.
@MainActor
private final class ReasonEndDelegate: UITextFieldDelegate {
    var reasons: [UITextField.DidEndEditingReason] = []
    var plain = 0
    func textFieldDidEndEditing(_ textField: UITextField) { plain += 1 }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { reasons.append(reason) }
}

/// A model type as UIKit apps write them: an image in a Hashable, Sendable struct.
private struct Note: Hashable, Sendable {
    var title: String
    var photo: UIImage?
}

@Suite("The smaller UIKit names apps use every day (R-AS5)", .tearsDownTestTrees)
@MainActor
struct UIKitNamesTests {
    @Test("R-AS5: keyboardDismissMode .onDrag ends text editing when a drag begins; .none leaves it")
    func keyboardDismissMode() {
        let h = Harness()
        let window = h.makeWindow()
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 400, height: 2000)
        window.addSubview(scroll)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        scroll.addSubview(field)
        // Drags start on a control: a click on a control keeps the focus where it is (R-TX1), so
        // only the dismiss mode can end editing.
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 50, width: 400, height: 350)
        scroll.addSubview(button)
        #expect(field.becomeFirstResponder())
        h.input.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100))
        #expect(field.isFirstResponder)                        // .none: editing goes on
        scroll.keyboardDismissMode = .onDrag
        h.input.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100))
        #expect(!field.isFirstResponder)
    }

    @Test("R-AS5: textFieldDidEndEditing(_:reason:) replaces the plain callback where a delegate implements it")
    func didEndEditingReason() {
        let h = Harness()
        let window = h.makeWindow()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        window.addSubview(field)
        let plain = PlainEndDelegate(), reasoned = ReasonEndDelegate()
        field.delegate = plain
        _ = field.becomeFirstResponder()
        _ = field.resignFirstResponder()
        field.delegate = reasoned
        _ = field.becomeFirstResponder()
        _ = field.resignFirstResponder()
        #expect(plain.ended == 1 && reasoned.reasons == [.committed] && reasoned.plain == 0)
    }

    @Test("R-AS5: enablesReturnKeyAutomatically: Return does nothing while the field is empty; the other traits are kept")
    func inputTraits() {
        let h = Harness()
        let window = h.makeWindow()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        window.addSubview(field)
        var returns = 0
        field.addAction(UIAction { _ in returns += 1 }, for: .editingDidEndOnExit)
        field.enablesReturnKeyAutomatically = true
        field.keyboardType = .emailAddress
        field.returnKeyType = .done
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.textContentType = .emailAddress
        _ = field.becomeFirstResponder()
        h.input.pressKey(UIKey(characters: "\r", keyCode: .keyboardReturnOrEnter))
        #expect(returns == 0)
        h.input.typeText("a@b.c")
        h.input.pressKey(UIKey(characters: "\r", keyCode: .keyboardReturnOrEnter))
        #expect(returns == 1 && field.text == "a@b.c")   // typed as pressed: no capitals, no corrections
        let traits: any UITextInputTraits = field
        #expect(traits.keyboardType == .emailAddress && traits.returnKeyType == .done)
        let view = UITextView()
        view.autocorrectionType = .no
        #expect(view.autocorrectionType == .no && view.keyboardType == .default)
    }

    @Test("R-AS5: IndexPath row, section and item; a short path reads 0 and ignores writes")
    func indexPath() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1 && path.item == 3)
        path.item = 7
        #expect(path == IndexPath(item: 7, section: 1))
        var short = IndexPath(index: 2)
        short.row = 5
        #expect(short.row == 0 && short.section == 2)
        // Code from before Swift 3 reads them through NSIndexPath.
        let bridged = IndexPath(row: 4, section: 2) as NSIndexPath
        #expect(bridged.row == 4 && bridged.section == 2 && bridged.item == 4)
        #expect(NSIndexPath(row: 1, section: 0).row == 1 && NSIndexPath(index: 3).row == 0)
    }

    @Test("R-AS5: UIImage is Sendable and Hashable: a model holding one is made and compared off the main actor")
    func imageOffMainActor() async throws {
        let png = try #require(UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }.pngData())
        let notes = await Task.detached {
            let photo = UIImage(data: png)
            return Set([Note(title: "a", photo: photo), Note(title: "a", photo: photo), Note(title: "b", photo: nil)])
        }.value
        #expect(notes.count == 2)
        let photo = try #require(notes.first { $0.photo != nil }?.photo)
        #expect(photo.size == CGSize(width: 4, height: 4) && photo.pixel(x: 1, y: 1)?.red == 255)
    }

    @Test("R-AS5: haptic feedback generators accept every call (a desktop has no haptics)")
    func feedbackGenerators() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(impact.style == .heavy)
    }

    @Test("R-AP3: UITraitCollection(displayScale:) keeps its scale (it recursed once)")
    func traitDisplayScale() {
        #expect(UITraitCollection(displayScale: 2).displayScale == 2)
    }

    @Test("R-AL1: a scroll view's content layout guide sets contentSize from constraints; the frame guide gives its width")
    func scrollViewLayoutGuides() {
        let h = Harness()
        let window = h.makeWindow()
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scroll)
        let stack = UIStackView()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        for _ in 0..<10 {
            let row = UIView()
            row.heightAnchor.constraint(equalToConstant: 100).isActive = true
            stack.addArrangedSubview(row)
        }
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: window.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -16),
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 400, height: 1032))
        #expect(stack.frame == CGRect(x: 0, y: 16, width: 400, height: 1000))
        #expect(scroll.frameLayoutGuide.layoutFrame.size == CGSize(width: 400, height: 400))
        // Scrolling moves the bounds, not the constraints' content coordinates.
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        window.layoutIfNeeded()
        #expect(stack.frame.minY == 16 && scroll.contentSize.height == 1032)
    }

    @Test("R-AL1: a content view pinned to a scroll view's own four edges, as wide as it, sets contentSize and is not squeezed to the frame")
    func contentViewPinnedToScrollViewEdges() {
        let h = Harness()
        let window = h.makeWindow()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(scroll)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        let tall = UIView()
        tall.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(tall)
        let tallHeight = tall.heightAnchor.constraint(equalToConstant: 900)
        // The pre-iOS 11 idiom: edges to the scroll view (its content area), width to its frame.
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            tall.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            tall.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            tall.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            tallHeight,
            tall.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
        ])
        LayoutLog.messages = []
        window.layoutIfNeeded()
        #expect(LayoutLog.messages.isEmpty, "\(LayoutLog.messages)")
        #expect(content.frame == CGRect(x: 0, y: 0, width: 400, height: 940))
        #expect(scroll.contentSize == CGSize(width: 400, height: 940))
        // Shorter content makes a shorter content size, not one stretched to the frame.
        tallHeight.constant = 100
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 400, height: 140))
        // A sibling pinned to the scroll view from outside still meets its frame's edge.
        let footer = UIView()
        footer.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(footer)
        footer.topAnchor.constraint(equalTo: scroll.bottomAnchor).isActive = true
        window.layoutIfNeeded()
        #expect(footer.frame.minY == 400)
    }

    @Test("R-AL1: the keyboard layout guide lies along the bottom of the safe area with no height")
    func keyboardLayoutGuide() {
        let h = Harness()
        let window = h.makeWindow()
        let controller = UIViewController()
        controller.additionalSafeAreaInsets.bottom = 30
        window.rootViewController = controller
        let field = UITextField()
        field.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(field)
        NSLayoutConstraint.activate([
            field.bottomAnchor.constraint(equalTo: controller.view.keyboardLayoutGuide.topAnchor, constant: -8),
            field.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            field.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.layoutIfNeeded()
        #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 370, width: 400, height: 0))
        #expect(field.frame.maxY == 362)
        #expect(controller.view.keyboardLayoutGuide === controller.view.keyboardLayoutGuide)
    }

    @Test("R-AS5: UIActivityIndicatorView turns on the application clock while animating and hides when stopped")
    func activityIndicator() {
        let h = Harness()
        let window = h.makeWindow()
        window.backgroundColor = .white
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.center = CGPoint(x: 200, y: 200)
        window.addSubview(spinner)
        #expect(spinner.isHidden && spinner.bounds.size == CGSize(width: 37, height: 37) && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating && spinner.step == 0)
        for _ in 0..<16 { h.input.advance(by: 1.0 / 60) }
        #expect(spinner.step == 2)                             // eight steps a second
        let image = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        // The bright spoke is step 2 (pointing right, east of the centre); the one opposite is faint.
        let bright = image.pixel(x: 214, y: 200)!, faint = image.pixel(x: 186, y: 200)!
        #expect(Int(bright.red) < Int(faint.red) - 40)
        spinner.stopAnimating()
        h.input.advance(by: 0.5)
        #expect(spinner.isHidden && spinner.step == 2)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }

    @Test("R-AS5: UIProgressView clamps its progress and fills from the leading edge in the tint colour")
    func progressView() {
        let h = Harness()
        let window = h.makeWindow()
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 0, y: 100, width: 400, height: 4)
        bar.progressTintColor = .red
        window.addSubview(bar)
        bar.setProgress(1.5, animated: true)
        #expect(bar.progress == 1)
        bar.progress = .nan
        #expect(bar.progress == 0)
        bar.progress = 0.25
        let image = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        let filled = image.pixel(x: 50, y: 102)!, track = image.pixel(x: 300, y: 102)!
        #expect(filled.red > 200 && filled.green < 60 && track.red < 240 && track.green > 200)
        #expect(bar.intrinsicContentSize.height == 4)
    }

    @Test("R-AS5: UIDevice describes the Linux machine and reports no battery and a fixed orientation")
    func device() {
        let device = UIDevice.current
        #expect(device.systemName == "Linux" && !device.systemVersion.isEmpty && !device.name.isEmpty)
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown && device.orientation == .portrait)
        #expect(device.userInterfaceIdiom == .pad)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
    }

    @Test("R-AS5: UILabel.textColor is UIColor! as in UIKit: an optional colour (UIColor(named:)) assigns, nil restores .label")
    func labelTextColorTakesOptionals() {
        let label = UILabel()
        let named: UIColor? = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        label.textColor = named
        #expect(label.textColor == named)
        let missing: UIColor? = nil
        label.textColor = missing
        #expect(label.textColor == .label)
    }

    @Test("R-AS5: UIPresentationController.presentingViewController is non-optional as in UIKit: the presenter given, else the one that presents")
    func presentationControllerPresenter() {
        let presenter = UIViewController(), presented = UIViewController()
        let given = UIPresentationController(presentedViewController: presented, presenting: presenter)
        #expect(given.presentingViewController === presenter)
        _ = given.presentingViewController.transitionCoordinator   // as apps write it: no unwrapping
        let unknown = UIPresentationController(presentedViewController: presented, presenting: nil)
        #expect(unknown.presentingViewController === presented, "none known yet: the presented controller, not a trap")
        unknown.presentationWillBegin(from: presenter)
        #expect(unknown.presentingViewController === presenter)
    }
}
