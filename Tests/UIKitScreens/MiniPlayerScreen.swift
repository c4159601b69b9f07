import XResponder

// A music app's mini player built in Interface Builder (MiniPlayer.storyboard): the album colour
// fills the screen and a bar of the system chrome material blurs it at the bottom, holding the
// song's title and a Play button. Written as an iOS developer writes it and as xrport leaves it
// (R-IB1, R-BR1). Swift 5 mode.

class MiniPlayerViewController: UIViewController {
    weak var titleLabel: UILabel!
    weak var barView: UIVisualEffectView!

    var isPlaying = false {
        didSet { titleLabel.text = isPlaying ? "Clair de Lune" : "Not Playing" }
    }

    @IBAction func playTapped(_ sender: UIButton) {
        isPlaying.toggle()
        sender.setTitle(isPlaying ? "Pause" : "Play", for: .normal)
    }
}
