import XResponder

// Blur and vibrancy as iOS developers write them: a "now playing" card whose artwork fills the
// screen behind a dark material, with the song's title on the blur and the artist and a divider
// through a vibrancy effect, and a light material bar along the bottom with its controls.
// Swift 5 mode; unchanged from what compiles for iOS.

class NowPlayingViewController: UIViewController {
    let artworkView = UIView()
    let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterialDark))
    let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemThickMaterialDark), style: .secondaryLabel))
    let titleLabel = UILabel()
    let artistLabel = UILabel()
    let divider = UIView()
    let controlsBar = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterialLight))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black

        // The artwork: bands of colour the blur smears into a wash.
        artworkView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(artworkView)
        let colors: [UIColor] = [.systemOrange, .systemPink, .systemPurple, .systemBlue]
        var previous: UIView?
        for color in colors {
            let band = UIView()
            band.backgroundColor = color
            band.translatesAutoresizingMaskIntoConstraints = false
            artworkView.addSubview(band)
            NSLayoutConstraint.activate([
                band.leadingAnchor.constraint(equalTo: artworkView.leadingAnchor),
                band.trailingAnchor.constraint(equalTo: artworkView.trailingAnchor),
                band.heightAnchor.constraint(equalTo: artworkView.heightAnchor, multiplier: 0.25),
                band.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? artworkView.topAnchor),
            ])
            previous = band
        }

        blurView.translatesAutoresizingMaskIntoConstraints = false
        blurView.layer.cornerRadius = 20
        blurView.clipsToBounds = true
        view.addSubview(blurView)

        titleLabel.text = "Harbour Lights"
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.textColor = .white
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        blurView.contentView.addSubview(titleLabel)

        vibrancyView.translatesAutoresizingMaskIntoConstraints = false
        blurView.contentView.addSubview(vibrancyView)
        artistLabel.text = "The Night Ferries"
        artistLabel.translatesAutoresizingMaskIntoConstraints = false
        vibrancyView.contentView.addSubview(artistLabel)
        divider.backgroundColor = .white
        divider.translatesAutoresizingMaskIntoConstraints = false
        vibrancyView.contentView.addSubview(divider)

        controlsBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(controlsBar)
        let playButton = UIButton(type: .system)
        playButton.setTitle("Play", for: .normal)
        playButton.translatesAutoresizingMaskIntoConstraints = false
        controlsBar.contentView.addSubview(playButton)

        NSLayoutConstraint.activate([
            artworkView.topAnchor.constraint(equalTo: view.topAnchor),
            artworkView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            artworkView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            artworkView.trailingAnchor.constraint(equalTo: view.trailingAnchor),

            blurView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            blurView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
            blurView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
            blurView.heightAnchor.constraint(equalToConstant: 140),

            titleLabel.topAnchor.constraint(equalTo: blurView.contentView.topAnchor, constant: 24),
            titleLabel.leadingAnchor.constraint(equalTo: blurView.contentView.leadingAnchor, constant: 20),

            vibrancyView.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            vibrancyView.leadingAnchor.constraint(equalTo: blurView.contentView.leadingAnchor),
            vibrancyView.trailingAnchor.constraint(equalTo: blurView.contentView.trailingAnchor),
            vibrancyView.bottomAnchor.constraint(equalTo: blurView.contentView.bottomAnchor),

            artistLabel.topAnchor.constraint(equalTo: vibrancyView.contentView.topAnchor),
            artistLabel.leadingAnchor.constraint(equalTo: vibrancyView.contentView.leadingAnchor, constant: 20),
            divider.topAnchor.constraint(equalTo: artistLabel.bottomAnchor, constant: 12),
            divider.leadingAnchor.constraint(equalTo: vibrancyView.contentView.leadingAnchor, constant: 20),
            divider.trailingAnchor.constraint(equalTo: vibrancyView.contentView.trailingAnchor, constant: -20),
            divider.heightAnchor.constraint(equalToConstant: 1),

            controlsBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            controlsBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            controlsBar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            controlsBar.heightAnchor.constraint(equalToConstant: 64),
            playButton.centerXAnchor.constraint(equalTo: controlsBar.contentView.centerXAnchor),
            playButton.centerYAnchor.constraint(equalTo: controlsBar.contentView.centerYAnchor),
        ])
    }
}
