import Foundation
import Testing
@testable import xrport

extension PortingToolTests {
    @Test("R-IB2: xrport writes GeneratedInterfaceBuilderConnections.swift from @IBOutlet, @IBInspectable and @IBAction — extensions, nested classes and private members included — with makers for gesture-recognizer subclasses, and the output builds")
    func interfaceBuilderTable() throws {
        let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("xrport-ib-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let input = work.appendingPathComponent("in"), output = work.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: input.appendingPathComponent("App"), withIntermediateDirectories: true)
        try """
        import UIKit

        class ViewController: UIViewController {
            @IBOutlet private weak var titleLabel: UILabel!
            @IBOutlet var buttons: [UIButton]!
            @IBOutlet weak var height: NSLayoutConstraint!
            @IBInspectable var cornerRadius: CGFloat = 0

            @IBAction private func tapped(_ sender: UIButton) {
                titleLabel.text = "tapped"
            }

            @IBAction func reset() {}
        }

        extension ViewController {
            @IBAction func unwindToMain(_ segue: UIStoryboardSegue) {}
        }

        enum Screens {
            class Detail: UIViewController {
                @IBOutlet weak var field: UITextField!
                @IBAction func save(_ sender: Any, forEvent event: UIEvent?) {}
            }
        }

        class Plain: UIView {}

        class SwipeToDelete: UISwipeGestureRecognizer {
            override init(target: Any?, action: Selector?) {
                super.init(target: target, action: action)
                direction = .left
            }
        }

        class Tracker: UIGestureRecognizer {}

        class Tuned: UIPanGestureRecognizer {
            init(sensitivity: CGFloat) { super.init(target: nil, action: nil) }
        }
        """.write(to: input.appendingPathComponent("App/ViewController.swift"), atomically: true, encoding: .utf8)
        let report = try run(binaries.appendingPathComponent("xrport").path, [input.path, output.path])
        #expect(report.text.contains("xrport: GeneratedInterfaceBuilderConnections.swift written: 9 outlets and actions"), "\(report.text)")
        #expect(report.text.contains("xrport --check: 0 compile errors left"), "\(report.text)")
        let table = try String(contentsOf: output.appendingPathComponent("GeneratedInterfaceBuilderConnections.swift"), encoding: .utf8)
        #expect(table.contains(#""titleLabel": InterfaceBuilderClass.outlet { (object: ViewController, value) in InterfaceBuilderClass.assign(value, to: &object.titleLabel) },"#))
        #expect(table.contains(#""cornerRadius": InterfaceBuilderClass.outlet"#))
        #expect(table.contains(#"Selector("tapped:", ViewController.tapped(_:)),"#))
        #expect(table.contains(#"Selector("reset", ViewController.reset),"#))
        #expect(table.contains(#"Selector("unwindToMain:", ViewController.unwindToMain(_:)),"#))
        #expect(table.contains(#"InterfaceBuilderClass(Screens.Detail.self, outlets: ["#))
        #expect(table.contains(#"Selector("save:forEvent:", Screens.Detail.save(_:forEvent:)),"#))
        #expect(!table.contains("Plain"))
        // Recognizer subclasses get a maker (files make recognizers without a coder); one without
        // init(target:action:) cannot, and is left to the loader's report.
        #expect(table.contains("], make: { SwipeToDelete(target: nil, action: nil) }),") && table.contains("make: { Tracker(target: nil, action: nil) }"), "\(table)")
        #expect(!table.contains("Tuned"))
        let ported = try String(contentsOf: output.appendingPathComponent("App/ViewController.swift"), encoding: .utf8)
        // @IBOutlet cannot compile on Linux and goes; a one-parameter @IBAction and @IBInspectable stay.
        #expect(ported.contains("    weak var titleLabel: UILabel!") && ported.contains("    @IBAction func tapped(_ sender: UIButton) {"), "\(ported)")
        #expect(ported.contains("    @IBInspectable var cornerRadius: CGFloat = 0") && ported.contains("    func reset() {}"), "\(ported)")
        #expect(ported.contains("    @IBAction func unwindToMain(_ segue: UIStoryboardSegue) {}"))
        let build = try buildAgainstXResponder(output, module: "Storyboarded")
        #expect(build.status == 0, "\(build.text)")
    }
}
