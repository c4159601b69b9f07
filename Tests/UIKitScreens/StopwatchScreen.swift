import XResponder

/// A stopwatch written as an iOS developer writes one (R-BR5): the time in a large light
/// monospaced-digit face so it does not jiggle as it runs, round buttons in the system font, and a
/// list of laps whose times line up. (`#selector` and `@objc` are written as `xrport` writes them.)
class StopwatchViewController: UIViewController, UITableViewDataSource {
    let timeLabel = UILabel()
    let lapButton = UIButton(type: .system)
    let startButton = UIButton(type: .system)
    let lapsTable = UITableView(frame: .zero, style: .plain)
    private(set) var laps: [TimeInterval] = []
    private(set) var elapsed: TimeInterval = 0
    private var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stopwatch"
        view.backgroundColor = .systemBackground

        timeLabel.font = .monospacedDigitSystemFont(ofSize: 64, weight: .light)
        timeLabel.textAlignment = .center
        timeLabel.text = format(0)
        timeLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(timeLabel)

        for (button, title) in [(lapButton, "Lap"), (startButton, "Start")] {
            button.setTitle(title, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
            button.backgroundColor = .secondarySystemFill
            button.layer.cornerRadius = 40
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button)
            NSLayoutConstraint.activate([
                button.widthAnchor.constraint(equalToConstant: 80),
                button.heightAnchor.constraint(equalToConstant: 80),
                button.topAnchor.constraint(equalTo: timeLabel.bottomAnchor, constant: 24),
            ])
        }
        lapButton.addTarget(self, action: Selector("lapTapped", StopwatchViewController.lapTapped), for: .touchUpInside)
        startButton.addTarget(self, action: Selector("startTapped", StopwatchViewController.startTapped), for: .touchUpInside)

        lapsTable.dataSource = self
        lapsTable.register(UITableViewCell.self, forCellReuseIdentifier: "Lap")
        lapsTable.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(lapsTable)

        NSLayoutConstraint.activate([
            timeLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            timeLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            timeLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            lapButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            startButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            lapsTable.topAnchor.constraint(equalTo: lapButton.bottomAnchor, constant: 16),
            lapsTable.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            lapsTable.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            lapsTable.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func format(_ time: TimeInterval) -> String {
        let hundredths = Int((time * 100).rounded())
        let minutes = hundredths / 6000, seconds = hundredths / 100 % 60, fraction = hundredths % 100
        return String(format: "%02d:%02d.%02d", minutes, seconds, fraction)
    }

    /// The timer's tick: the time shown so far.
    func show(elapsed time: TimeInterval) {
        elapsed = time
        timeLabel.text = format(time)
    }

    func startTapped() {
        if timer == nil {
            let started = Date().addingTimeInterval(-elapsed)
            timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { [weak self] _ in
                self?.show(elapsed: Date().timeIntervalSince(started))
            }
            startButton.setTitle("Stop", for: .normal)
        } else {
            timer?.invalidate()
            timer = nil
            startButton.setTitle("Start", for: .normal)
        }
    }

    func lapTapped() {
        laps.insert(elapsed - laps.reduce(0, +), at: 0)
        lapsTable.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { laps.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Lap", for: indexPath)
        var content = UIListContentConfiguration.valueCell()
        content.text = "Lap \(laps.count - indexPath.row)"
        content.secondaryText = format(laps[indexPath.row])
        content.secondaryTextProperties.font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        cell.contentConfiguration = content
        return cell
    }
}
