import Foundation

/// The system colour picker (R-BR1's pickers), as iOS draws it: a title with a close button, the
/// Grid, Spectrum and Sliders tabs, an opacity slider (when `supportsAlpha`), and the colour as a
/// hex field beside a preview. A swatch, a place in the spectrum, the red, green and blue sliders
/// (or their 0–255 fields) or a hex value set `selectedColor` and tell the delegate (`continuously`
/// while a slider or the spectrum is dragged); the close button, Escape or a click outside close it
/// and the delegate hears `colorPickerViewControllerDidFinish`.
///
/// Written-down choices: the sliders are sRGB's red, green and blue (iOS offers Display P3 and HSB
/// too); the hex field takes `#RRGGBB` or `RRGGBB` (anything else is put back); as a popover at
/// its source, else centred.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    open weak var delegate: UIColorPickerViewControllerDelegate?
    /// The colour shown and picked; setting it in code tells no one (as in UIKit).
    open var selectedColor: UIColor = .white { didSet { if isViewLoaded { showSelection() } } }
    open var supportsAlpha = true { didSet { if isViewLoaded { view.setNeedsLayout(); opacityRow.isHidden = !supportsAlpha } } }

    let tabs = UISegmentedControl(items: ["Grid", "Spectrum", "Sliders"])
    let grid = ColorSwatchGrid()
    let spectrum = ColorSpectrumView()
    let channels = [ColorChannelSlider(name: "Red"), ColorChannelSlider(name: "Green"), ColorChannelSlider(name: "Blue")]
    let channelFields = [UITextField(), UITextField(), UITextField()]
    let opacitySlider = UISlider()
    let hexField = UITextField()
    let closeButton = UIButton(type: .system)
    private let heading = UILabel()
    private let preview = UIView()
    private let opacityRow = UIView()
    private let opacityLabel = UILabel()
    private var finished = false

    public init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
        preferredContentSize = CGSize(width: 320, height: 460)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .popover
        preferredContentSize = CGSize(width: 320, height: 460)
    }

    open override var title: String? { didSet { heading.text = title ?? "Colors" } }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        heading.text = title ?? "Colors"
        heading.font = .boldSystemFont(ofSize: 17)
        heading.textAlignment = .center
        closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
        closeButton.accessibilityLabel = "Close"
        closeButton.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)
        grid.addAction(UIAction { [weak self] _ in self?.gridPicked() }, for: .valueChanged)
        tabs.selectedSegmentIndex = 0
        tabs.addAction(UIAction { [weak self] _ in self?.showTab() }, for: .valueChanged)
        spectrum.addAction(UIAction { [weak self] _ in self?.spectrumPicked(continuously: true) }, for: .valueChanged)
        spectrum.addAction(UIAction { [weak self] _ in self?.spectrumPicked(continuously: false) }, for: [.touchUpInside, .touchUpOutside])
        for (index, slider) in channels.enumerated() {
            slider.addAction(UIAction { [weak self] _ in self?.channelsChanged(continuously: true) }, for: .valueChanged)
            slider.addAction(UIAction { [weak self] _ in self?.channelsChanged(continuously: false) }, for: [.touchUpInside, .touchUpOutside])
            let field = channelFields[index]
            field.borderStyle = .roundedRect
            field.textAlignment = .center
            field.keyboardType = .numberPad
            field.accessibilityLabel = slider.accessibilityLabel
            field.addAction(UIAction { [weak self] _ in self?.channelEntered(index) }, for: [.editingDidEnd, .primaryActionTriggered])
        }
        opacitySlider.minimumValue = 0
        opacitySlider.maximumValue = 1
        opacitySlider.addAction(UIAction { [weak self] _ in self?.opacityChanged() }, for: .valueChanged)
        opacitySlider.addAction(UIAction { [weak self] _ in self?.opacityEnded() }, for: [.touchUpInside, .touchUpOutside])
        opacityLabel.font = .systemFont(ofSize: 13)
        opacityLabel.textColor = .secondaryLabel
        hexField.borderStyle = .roundedRect
        hexField.autocapitalizationType = .allCharacters
        hexField.accessibilityLabel = "Hex colour"
        hexField.addAction(UIAction { [weak self] _ in self?.hexEntered() }, for: [.editingDidEnd, .primaryActionTriggered])
        preview.layer.cornerRadius = 8
        preview.layer.borderWidth = 1
        preview.layer.borderColor = UIColor.separator.cgColor
        opacityRow.addSubview(opacitySlider)
        opacityRow.addSubview(opacityLabel)
        opacityRow.isHidden = !supportsAlpha
        for subview in [heading, closeButton, tabs, grid, spectrum, opacityRow, preview, hexField] { view.addSubview(subview) }
        for subview in channels + channelFields { view.addSubview(subview) }
        showTab()
        addKeyCommand(UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Self.closeAction))
        showSelection()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width, margin: CGFloat = 16
        heading.frame = CGRect(x: 50, y: 12, width: width - 100, height: 28)
        closeButton.frame = CGRect(x: width - margin - 28, y: 12, width: 28, height: 28)
        tabs.frame = CGRect(x: margin, y: 50, width: width - 2 * margin, height: 32)
        let side = floor((width - 2 * margin) / CGFloat(ColorSwatchGrid.columns))
        grid.frame = CGRect(x: margin, y: 94, width: side * CGFloat(ColorSwatchGrid.columns), height: side * CGFloat(ColorSwatchGrid.rows))
        spectrum.frame = grid.frame
        // The sliders share the grid's area: a name above each track, its value in a field beside it.
        let fieldWidth: CGFloat = 56, rowHeight = (grid.frame.height - 16) / 3
        for (index, slider) in channels.enumerated() {
            let top = grid.frame.minY + CGFloat(index) * (rowHeight + 8)
            slider.frame = CGRect(x: margin, y: top, width: width - 2 * margin - fieldWidth - 12, height: min(rowHeight, 50))
            channelFields[index].frame = CGRect(x: width - margin - fieldWidth, y: slider.frame.maxY - 32, width: fieldWidth, height: 32)
        }
        var y = grid.frame.maxY + 16
        if supportsAlpha {
            opacityRow.frame = CGRect(x: margin, y: y, width: width - 2 * margin, height: 30)
            opacitySlider.frame = CGRect(x: 0, y: 0, width: opacityRow.bounds.width - 52, height: 30)
            opacityLabel.frame = CGRect(x: opacityRow.bounds.width - 44, y: 0, width: 44, height: 30)
            y += 42
        }
        preview.frame = CGRect(x: margin, y: y, width: 44, height: 34)
        hexField.frame = CGRect(x: margin + 56, y: y, width: width - 2 * margin - 56, height: 34)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Closed however it was (the close button, Escape, a click outside): the delegate hears it once.
        guard !finished else { return }
        finished = true
        delegate?.colorPickerViewControllerDidFinish(self)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        finished = false
    }

    private static let closeAction = Selector("closeColorPicker:", perform: { (picker: UIColorPickerViewController, _: Any?) in
        picker.close()
    })

    func close() {
        guard presentingViewController != nil else { return }
        dismiss(animated: true)
    }

    // MARK: Picking

    private var alpha: CGFloat {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 1
        _ = selectedColor.getRed(&r, green: &g, blue: &b, alpha: &a)
        return a
    }

    /// Shows the tab chosen: the grid, the spectrum, or the sliders with their fields.
    private func showTab() {
        let tab = tabs.selectedSegmentIndex
        grid.isHidden = tab != 0
        spectrum.isHidden = tab != 1
        for subview in channels + channelFields { subview.isHidden = tab != 2 }
    }

    private func spectrumPicked(continuously: Bool) {
        guard let color = spectrum.pickedColor else { return }
        pick(color.withAlphaComponent(supportsAlpha ? alpha : 1), continuously: continuously && spectrum.isTracking)
    }

    private func channelsChanged(continuously: Bool) {
        let color = UIColor(red: channels[0].value, green: channels[1].value, blue: channels[2].value, alpha: supportsAlpha ? alpha : 1)
        pick(color, continuously: continuously && channels.contains { $0.isTracking })
    }

    /// A value typed in a channel's field: 0–255 sets the channel; anything else is put back.
    private func channelEntered(_ index: Int) {
        let text = channelFields[index].text?.trimmingCharacters(in: .whitespaces) ?? ""
        guard let number = Int(text), (0...255).contains(number) else { return showSelection() }
        channels[index].value = CGFloat(number) / 255
        channelsChanged(continuously: false)
    }

    private func gridPicked() {
        guard let index = grid.selectedIndex else { return }
        pick(ColorSwatchGrid.palette[index].withAlphaComponent(supportsAlpha ? alpha : 1), continuously: false)
    }

    private func opacityChanged() {
        pick(selectedColor.withAlphaComponent(CGFloat(opacitySlider.value)), continuously: opacitySlider.isTracking)
    }

    private func opacityEnded() {
        pick(selectedColor.withAlphaComponent(CGFloat(opacitySlider.value)), continuously: false)
    }

    private func hexEntered() {
        guard let color = Self.color(hex: hexField.text ?? "") else {
            showSelection()   // not a colour: the field shows the colour again
            return
        }
        grid.selectedIndex = nil
        pick(color.withAlphaComponent(supportsAlpha ? alpha : 1), continuously: false)
    }

    private func pick(_ color: UIColor, continuously: Bool) {
        selectedColor = color
        delegate?.colorPickerViewController(self, didSelect: color, continuously: continuously)
        if !continuously { delegate?.colorPickerViewControllerDidSelectColor(self) }
    }

    private func showSelection() {
        preview.backgroundColor = selectedColor
        let a = alpha
        if !opacitySlider.isTracking { opacitySlider.value = Float(a) }
        opacityLabel.text = "\(Int((a * 100).rounded()))%"
        if !hexField.isFirstResponder { hexField.text = Self.hex(of: selectedColor) }
        grid.selectedIndex = ColorSwatchGrid.palette.firstIndex { Self.hex(of: $0) == Self.hex(of: selectedColor) }
        if !spectrum.isTracking { spectrum.show(selectedColor) }
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, ignored: CGFloat = 0
        _ = selectedColor.getRed(&r, green: &g, blue: &b, alpha: &ignored)
        let rgb = [r, g, b]
        for (index, slider) in channels.enumerated() {
            if !slider.isTracking { slider.value = rgb[index] }
            var low = rgb, high = rgb
            low[index] = 0
            high[index] = 1
            slider.setEnds(UIColor(red: low[0], green: low[1], blue: low[2], alpha: 1), UIColor(red: high[0], green: high[1], blue: high[2], alpha: 1))
            if !channelFields[index].isFirstResponder { channelFields[index].text = "\(Int((rgb[index] * 255).rounded()))" }
        }
    }

    // MARK: Hex

    /// "#RRGGBB" in sRGB, without alpha.
    static func hex(of color: UIColor) -> String {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        func byte(_ v: CGFloat) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        return "#" + [r, g, b].map { String(format: "%02X", byte($0)) }.joined()
    }

    /// The colour of "#RRGGBB" or "RRGGBB" (any case, spaces around ignored); nil for anything else.
    static func color(hex text: String) -> UIColor? {
        var digits = text.trimmingCharacters(in: .whitespaces)
        if digits.hasPrefix("#") { digits.removeFirst() }
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16) else { return nil }
        return UIColor(red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
                       blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }
}
