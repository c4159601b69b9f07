import Foundation
import XResponder

// Auto Layout against kiwi (issue #29, R-P2): a form of N views — rows of label, field and button
// chained top to bottom, widths from the window — built through the public anchor API in a window
// of a launched application. The floor is kiwi (the C++ Cassowary solver, from the kiwisolver
// sdist, built by `make bench`) solving the very constraints the engine holds, exported in the
// same order. `xrbench --only autolayout`.

/// The form: views made (and their text measured) before anything is timed.
@MainActor
struct BenchForm {
    let window: UIWindow
    let container: UIView
    var labels: [UILabel] = []
    var fields: [UITextField] = []
    var buttons: [UIButton] = []

    init(views: Int) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        container = controller.view
        for index in 0..<max(1, views / 3) {
            let label = UILabel()
            label.text = "Setting \(index + 1)"
            label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            let field = UITextField()
            field.text = "value"
            let button = UIButton(type: .system)
            button.setTitle("Apply", for: .normal)
            button.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            for view in [label, field, button] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
                _ = view.intrinsicContentSize      // Pango measures once, outside the timing
            }
            labels.append(label)
            fields.append(field)
            buttons.append(button)
        }
        window.layoutIfNeeded()
    }

    /// The constraints, through anchors, as an application writes them, and two of the middle
    /// row's for the edit rows: its label's leading (moves one row) and its top (moves every row
    /// below it).
    func constraints() -> (all: [NSLayoutConstraint], middleLeading: NSLayoutConstraint, middleTop: NSLayoutConstraint) {
        var all: [NSLayoutConstraint] = []
        var middleTop: NSLayoutConstraint?
        var middleLeading: NSLayoutConstraint?
        var previous = container.topAnchor
        for index in labels.indices {
            let label = labels[index], field = fields[index], button = buttons[index]
            let top = label.topAnchor.constraint(equalTo: previous, constant: 8)
            let leading = label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)
            if index == labels.count / 2 { middleTop = top; middleLeading = leading }
            all += [
                top,
                leading,
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                field.centerYAnchor.constraint(equalTo: label.centerYAnchor),
                button.leadingAnchor.constraint(equalTo: field.trailingAnchor, constant: 8),
                button.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
                button.centerYAnchor.constraint(equalTo: label.centerYAnchor),
            ]
            previous = label.bottomAnchor
        }
        return (all, middleLeading!, middleTop!)
    }
}

/// Runs kiwi's driver on `script` and returns the microseconds it printed for each `t`.
func runKiwi(_ script: String) -> [Double] {
    runFloorText("kiwi_driver", input: script).split(separator: "\n").filter { $0.hasPrefix("time ") }.compactMap { Double($0.dropFirst(5)) }
}

@MainActor
func benchmarkAutoLayout() {
    _ = UIApplication.launch()
    EventTrace.shared.isEnabled = false
    let sizes = quick ? [100, 1000] : [100, 1000, 10_000]
    var anchorSeries = ScalingSeries(name: "Auto Layout form through anchors (activate + layout)", unit: "ms")
    var solverSeries = ScalingSeries(name: "Auto Layout solver alone", unit: "ms")
    var kiwiSeries = ScalingSeries(name: "kiwi, same constraints", unit: "ms")
    for count in sizes {
        let form = BenchForm(views: count)
        let (constraints, middleLeading, middleTop) = form.constraints()
        let start = nowNanoseconds()
        NSLayoutConstraint.activate(constraints)
        form.window.layoutIfNeeded()
        let anchorMs = Double(nowNanoseconds() - start) / 1e6
        let exported = LayoutBenchmarkSupport.script(of: form.container, tracking: [middleLeading, middleTop])
        let ours = LayoutBenchmarkSupport.solve(script: exported.script)
        let kiwiTimes = runKiwi(exported.script + "s\nt\n")
        let kiwiMs = (kiwiTimes.first ?? .nan) / 1000
        let solverMs = ours.seconds * 1000
        add("Auto Layout: form of \(count) views, solver alone (\(exported.constraintCount) constraints)", "ms", solverMs,
            floor: kiwiMs, goal: "≤ 1.0× kiwi", met: solverMs <= kiwiMs)
        add("Auto Layout: form of \(count) views through the anchor API", "ms", anchorMs, floor: kiwiMs,
            goal: "≤ 2× kiwi", met: anchorMs <= 2 * kiwiMs)
        anchorSeries.points.append((count, anchorMs))
        solverSeries.points.append((count, solverMs))
        kiwiSeries.points.append((count, kiwiMs))
        print("    tableau: \(LayoutBenchmarkSupport.tableauCells(of: form.container)) cells")

        guard count == 1000 else { continue }
        // One constant changed and re-solved in place (the marker's column, then the dual simplex),
        // and then the frames applied. kiwi has no constant edit: an application removes the
        // constraint and adds it again (its driver's "k").
        let rounds = quick ? 200 : 1000
        for (name, constraint, id, values, moves) in [
            ("a row's leading (moves 2 views)", middleLeading, exported.ids[0], (CGFloat(40), CGFloat(20)), 2),
            ("the middle row's top (moves \((form.labels.count - form.labels.count / 2) * 3) views)", middleTop, exported.ids[1], (CGFloat(30), CGFloat(8)),
             (form.labels.count - form.labels.count / 2) * 3),
        ] {
            var edit: [Double] = []
            var editAndLayout: [Double] = []
            for round in 0..<rounds {
                let begin = nowNanoseconds()
                constraint.constant = round % 2 == 0 ? values.0 : values.1
                LayoutBenchmarkSupport.solve(form.container)
                edit.append(Double(nowNanoseconds() - begin) / 1e3)
                form.window.layoutIfNeeded()
                editAndLayout.append(Double(nowNanoseconds() - begin) / 1e3)
            }
            var kiwiScript = exported.script + "s\nt\n"
            if let id {
                for round in 0..<rounds { kiwiScript += "k \(id) \(round % 2 == 0 ? -values.0 : -values.1)\ns\n" }
                kiwiScript += "t\n"
            }
            let kiwiEdit = runKiwi(kiwiScript).dropFirst().first.map { $0 / Double(rounds) } ?? .nan
            let editMedian = percentile(edit, 0.5)
            add("Auto Layout: constant of \(name) re-solved, 1,000 views", "µs", editMedian, floor: kiwiEdit,
                goal: "≤ 20 µs", met: editMedian <= 20)
            print(String(format: "    %.2f µs per moved view", editMedian / Double(moves)))
            add("Auto Layout: … and its frames laid out again", "µs", percentile(editAndLayout, 0.5), floor: nil,
                goal: "—", met: nil)
        }
        // A window resize: the window's frame constraints move in place, the form re-solves, the
        // frames are set and every laid-out view runs layoutSubviews.
        var resize: [Double] = []
        for round in 0..<(quick ? 20 : 100) {
            let begin = nowNanoseconds()
            form.window.frame = CGRect(x: 0, y: 0, width: round % 2 == 0 ? 1000 : 1280, height: 800)
            form.window.layoutIfNeeded()
            resize.append(Double(nowNanoseconds() - begin) / 1e6)
        }
        let resizeMedian = percentile(resize, 0.5)
        add("Auto Layout: window resize re-laid out, 1,000 views", "ms", resizeMedian, floor: nil,
            goal: "≤ 2 ms", met: resizeMedian <= 2)
        // Tearing the form down one constraint at a time, as views removed one by one do: in the
        // order of activation, and the reverse (which expanded the whole chain per removal once).
        for (name, order) in [("in the order of activation", constraints), ("last first", constraints.reversed())] {
            let begin = nowNanoseconds()
            for constraint in order { constraint.isActive = false }
            form.window.layoutIfNeeded()
            add("Auto Layout: the 1,000-view form's \(constraints.count) constraints deactivated one at a time, \(name)", "ms",
                Double(nowNanoseconds() - begin) / 1e6, floor: anchorMs, goal: "report", met: nil)
            NSLayoutConstraint.activate(constraints)
            form.window.layoutIfNeeded()
        }
    }
    record(anchorSeries)
    record(solverSeries)
    record(kiwiSeries)
}
