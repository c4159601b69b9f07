import XResponder

/// What `xdemo --into XID` shows inside another program's window (R-E1): a pad that counts the
/// touches it gets, a text field and a button, laid out by autoresizing masks so they follow the
/// host's size. Tab moves from the field to the button and on to the host's own widgets.
final class EmbedController: UIViewController {
    private let pad = PadView(frame: .zero)
    private let field = UITextField()
    private let button = makeFilledButton()
    private var presses = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.96, alpha: 1)
        let bounds = view.bounds
        pad.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 56))
        pad.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        field.frame = CGRect(x: 10, y: bounds.height - 46, width: max(40, bounds.width - 130), height: 36)
        field.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        field.borderStyle = .roundedRect
        field.placeholder = "Type here; Tab goes on to the host"
        button.frame = CGRect(x: bounds.width - 110, y: bounds.height - 46, width: 100, height: 36)
        button.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        button.setTitle("Press", for: .normal)
        button.addAction(UIAction { [unowned self] _ in
            presses += 1
            button.setTitle("Pressed \(presses)", for: .normal)
        }, for: .touchUpInside)
        for subview in [pad, field, button] as [UIView] { view.addSubview(subview) }
    }
}

/// Changes colour with every touch that begins on it and says how many there were.
private final class PadView: UIView {
    private let label = UILabel()
    private var touchCount = 0
    private let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .purple]

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "pad"
        backgroundColor = colors[0]
        label.text = "XResponder, embedded: click me"
        label.textColor = .white
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchCount += 1
        backgroundColor = colors[touchCount % colors.count]
        label.text = "\(touchCount) touch\(touchCount == 1 ? "" : "es") here"
    }
}
