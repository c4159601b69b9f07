import Foundation
@testable import XResponder

/// The app classes the test storyboards name, written as an iOS app writes them after `xrport`
/// (the `@IBOutlet`/`@IBAction` attributes removed), and the connection table xrport generates
/// for them (`GeneratedInterfaceBuilderConnections`).
@MainActor
final class StoryboardLog {
    static var entries: [String] = []
}

final class NotesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    weak var titleLabel: UILabel!
    weak var tableView: UITableView!
    weak var halfWidth: NSLayoutConstraint!
    var controls: [UIView]!
    var notes = ["Groceries", "Ideas"]
    var addCount = 0
    var doubleTaps = 0
    var allowsShow = true
    var unwoundFrom: String?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        StoryboardLog.entries.append("list init(coder:) label=\(titleLabel == nil ? "nil" : "set")")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        StoryboardLog.entries.append("list awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        StoryboardLog.entries.append("list viewDidLoad label=\(titleLabel?.text ?? "nil")")
    }

    func addTapped(_ sender: Any) { addCount += 1 }
    func doubleTapped(_ sender: UITapGestureRecognizer) { doubleTaps += 1 }
    func unwindToList(_ segue: UIStoryboardSegue) {
        StoryboardLog.entries.append("unwindToList from \(type(of: segue.source))")
        unwoundFrom = segue.identifier
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        StoryboardLog.entries.append("shouldPerform \(identifier)")
        return allowsShow
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        StoryboardLog.entries.append("prepare \(segue.identifier ?? "-") → \(type(of: segue.destination))")
        (segue.destination as? NoteDetailViewController)?.note = (sender as? NotePrototypeCell)?.titleLabel.text ?? "new"
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NotePrototypeCell", for: indexPath) as! NotePrototypeCell
        cell.titleLabel.text = notes[indexPath.row]
        return cell
    }
}

final class NotePrototypeCell: UITableViewCell {
    weak var titleLabel: UILabel!
    var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

final class NoteDetailViewController: UIViewController {
    weak var titleField: UITextField!
    var note: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        titleField.text = note
        StoryboardLog.entries.append("detail viewDidLoad note=\(note ?? "nil")")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        StoryboardLog.entries.append("detail prepare \(segue.identifier ?? "-")")
    }
}

final class ProfileViewController: UIViewController {
    weak var nameLabel: UILabel!
}

/// A scene laid out per size class (SizeClassVariationTests); notes what its views show when it
/// hears of new traits.
final class AdaptiveViewController: UIViewController {
    weak var titleLabel: UILabel!
    weak var sidebar: UIView!
    weak var buttons: UIStackView!
    weak var regularTop: NSLayoutConstraint!
    weak var compactTop: NSLayoutConstraint!
    weak var sidebarLeading: NSLayoutConstraint!
    var heard: [String] = []

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        heard.append("font \(Int(titleLabel.font.pointSize)) sidebar \(sidebar.superview == nil ? "out" : "in")")
    }
}

/// A recognizer subclass placed in Interface Builder, overriding the designated initializer as
/// UIKit subclasses do; the table below says how to make one.
final class CountingTap: UITapGestureRecognizer {
    var madeBy = ""
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        madeBy = "init(target:action:)"
    }
}

/// A controller serving a storyboard's picker through outlets.
final class ShadePickerController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { ["Red", "Green", "Blue"][row] }
}

/// A button whose inspectable `glow` a runtime attribute sets.
final class GlowButton: UIButton {
    var glow: CGFloat = 0
}

/// What `xrport` writes for this module (PortingToolTests checks that it writes this shape).
enum GeneratedInterfaceBuilderConnections: InterfaceBuilderConnections {
    static var classes: [InterfaceBuilderClass] {
        [
            InterfaceBuilderClass(NotesViewController.self, outlets: [
                "titleLabel": InterfaceBuilderClass.outlet { (o: NotesViewController, v) in InterfaceBuilderClass.assign(v, to: &o.titleLabel) },
                "tableView": InterfaceBuilderClass.outlet { (o: NotesViewController, v) in InterfaceBuilderClass.assign(v, to: &o.tableView) },
                "halfWidth": InterfaceBuilderClass.outlet { (o: NotesViewController, v) in InterfaceBuilderClass.assign(v, to: &o.halfWidth) },
                "controls": InterfaceBuilderClass.outlet { (o: NotesViewController, v) in InterfaceBuilderClass.assign(v, to: &o.controls) },
            ], actions: [
                Selector("addTapped:", NotesViewController.addTapped(_:)),
                Selector("doubleTapped:", NotesViewController.doubleTapped(_:)),
                Selector("unwindToList:", NotesViewController.unwindToList(_:)),
            ]),
            InterfaceBuilderClass(NotePrototypeCell.self, outlets: [
                "titleLabel": InterfaceBuilderClass.outlet { (o: NotePrototypeCell, v) in InterfaceBuilderClass.assign(v, to: &o.titleLabel) },
            ]),
            InterfaceBuilderClass(NoteDetailViewController.self, outlets: [
                "titleField": InterfaceBuilderClass.outlet { (o: NoteDetailViewController, v) in InterfaceBuilderClass.assign(v, to: &o.titleField) },
            ]),
            InterfaceBuilderClass(ProfileViewController.self, outlets: [
                "nameLabel": InterfaceBuilderClass.outlet { (o: ProfileViewController, v) in InterfaceBuilderClass.assign(v, to: &o.nameLabel) },
            ]),
            InterfaceBuilderClass(AdaptiveViewController.self, outlets: [
                "titleLabel": InterfaceBuilderClass.outlet { (o: AdaptiveViewController, v) in InterfaceBuilderClass.assign(v, to: &o.titleLabel) },
                "sidebar": InterfaceBuilderClass.outlet { (o: AdaptiveViewController, v) in InterfaceBuilderClass.assign(v, to: &o.sidebar) },
                "buttons": InterfaceBuilderClass.outlet { (o: AdaptiveViewController, v) in InterfaceBuilderClass.assign(v, to: &o.buttons) },
                "regularTop": InterfaceBuilderClass.outlet { (o: AdaptiveViewController, v) in InterfaceBuilderClass.assign(v, to: &o.regularTop) },
                "compactTop": InterfaceBuilderClass.outlet { (o: AdaptiveViewController, v) in InterfaceBuilderClass.assign(v, to: &o.compactTop) },
                "sidebarLeading": InterfaceBuilderClass.outlet { (o: AdaptiveViewController, v) in InterfaceBuilderClass.assign(v, to: &o.sidebarLeading) },
            ]),
            InterfaceBuilderClass(DetailViewController.self, outlets: [
                "detailDescriptionLabel": InterfaceBuilderClass.outlet { (o: DetailViewController, v) in InterfaceBuilderClass.assign(v, to: &o.detailDescriptionLabel) },
            ]),
            InterfaceBuilderClass(SearchTests.FilterList.self, outlets: [:], actions: []),
            InterfaceBuilderClass(ShadePickerController.self, outlets: [:], actions: []),
            InterfaceBuilderClass(CountingTap.self, outlets: [:], actions: [
            ], make: { CountingTap(target: nil, action: nil) }),
            InterfaceBuilderClass(GlowButton.self, outlets: [
                "glow": InterfaceBuilderClass.outlet { (o: GlowButton, v) in InterfaceBuilderClass.assign(v, to: &o.glow) },
            ]),
        ]
    }
}
