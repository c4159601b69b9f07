import Foundation

/// The attributes of labels, buttons, image views, text fields and views, and the value controls,
/// as Interface Builder writes them (R-IB1). Each reader takes what its element says and leaves
/// the class's defaults for what it does not.
@MainActor
enum NibControlDecoding {
    static func decode(_ element: NibElement, into view: UIView, instantiation: NibInstantiation) {
        let document = instantiation.document
        if let control = view as? UIControl { decodeControl(element, into: control, document: document) }
        switch view {
        case let label as UILabel: decodeLabel(element, into: label, document: document)
        case let button as UIButton: decodeButton(element, into: button, document: document)
        case let imageView as UIImageView:
            imageView.image = NibValues.image(element.keyed("image", "imageReference"), in: document)
                ?? NibValues.image(named: element["image"], in: document, at: element)
            imageView.highlightedImage = NibValues.image(element.keyed("highlightedImage", "imageReference"), in: document)
                ?? NibValues.image(named: element["highlightedImage"], in: document, at: element)
        case let field as UITextField: decodeTextField(element, into: field, document: document)
        case let textView as UITextView: decodeTextView(element, into: textView, document: document)
        case let toggle as UISwitch:
            if let on = element.flag("on") { toggle.isOn = on }
            if let color = NibValues.color(element.keyed("onTintColor", "color"), in: document) { toggle.onTintColor = color }
        case let slider as UISlider:
            if let minimum = element.number("minValue") { slider.minimumValue = Float(minimum) }
            if let maximum = element.number("maxValue") { slider.maximumValue = Float(maximum) }
            if let value = element.number("value") { slider.value = Float(value) }
            if let continuous = element.flag("continuous") { slider.isContinuous = continuous }
            slider.minimumTrackTintColor = NibValues.color(element.keyed("minimumTrackTintColor", "color"), in: document)
            slider.maximumTrackTintColor = NibValues.color(element.keyed("maximumTrackTintColor", "color"), in: document)
            slider.thumbTintColor = NibValues.color(element.keyed("thumbTintColor", "color"), in: document)
        case let stepper as UIStepper:
            if let minimum = element.number("minimumValue") { stepper.minimumValue = Double(minimum) }
            if let maximum = element.number("maximumValue") { stepper.maximumValue = Double(maximum) }
            if let step = element.number("stepValue") { stepper.stepValue = Double(step) }
            if let value = element.number("value") { stepper.value = Double(value) }
        case let search as UISearchBar: decodeSearchBar(element, into: search, document: document)
        case let picker as UIDatePicker: decodeDatePicker(element, into: picker)
        case let segmented as UISegmentedControl:
            if let index = element.number("selectedSegmentIndex") { segmented.selectedSegmentIndex = Int(index) }
        case let progress as UIProgressView:
            if let value = element.number("progress") { progress.progress = Float(value) }
            if let color = NibValues.color(element.keyed("progressTintColor", "color"), in: document) { progress.progressTintColor = color }
            if let color = NibValues.color(element.keyed("trackTintColor", "color"), in: document) { progress.trackTintColor = color }
        case let indicator as UIActivityIndicatorView:
            if let hides = element.flag("hidesWhenStopped") { indicator.hidesWhenStopped = hides }
            if let color = NibValues.color(element.keyed("color", "color"), in: document) { indicator.color = color }
            if element.flag("animating") == true { indicator.startAnimating() }
        case let pages as UIPageControl:
            if let count = element.number("numberOfPages") { pages.numberOfPages = Int(count) }
            if let current = element.number("currentPage") { pages.currentPage = Int(current) }
            if let color = NibValues.color(element.keyed("pageIndicatorTintColor", "color"), in: document) { pages.pageIndicatorTintColor = color }
            if let color = NibValues.color(element.keyed("currentPageIndicatorTintColor", "color"), in: document) {
                pages.currentPageIndicatorTintColor = color
            }
        default: break
        }
    }

    /// `<datePicker datePickerMode="…" minuteInterval="…" style="…">` with `<date key="date|
    /// minimumDate|maximumDate" timeIntervalSinceReferenceDate="…"/>` and `<locale key="locale"
    /// localeIdentifier="…"/>` children. The bounds go first, so that the date is kept within them.
    static func decodeDatePicker(_ element: NibElement, into picker: UIDatePicker) {
        func date(_ key: String) -> Date? {
            element.keyed(key, "date")?.number("timeIntervalSinceReferenceDate")
                .map { Date(timeIntervalSinceReferenceDate: TimeInterval($0)) }
        }
        if let identifier = element.keyed("locale", "locale")?["localeIdentifier"] { picker.locale = Locale(identifier: identifier) }
        switch element["datePickerMode"] {
        case "date": picker.datePickerMode = .date
        case "time": picker.datePickerMode = .time
        case "countDownTimer": picker.datePickerMode = .countDownTimer
        default: picker.datePickerMode = .dateAndTime
        }
        switch element["style"] {
        case "wheels": picker.preferredDatePickerStyle = .wheels
        case "compact": picker.preferredDatePickerStyle = .compact
        case "inline": picker.preferredDatePickerStyle = .inline
        default: break
        }
        if let interval = element.number("minuteInterval") { picker.minuteInterval = Int(interval) }
        picker.minimumDate = date("minimumDate")
        picker.maximumDate = date("maximumDate")
        if let value = date("date") { picker.date = value }
        if let duration = element.number("countDownDuration") { picker.countDownDuration = TimeInterval(duration) }
    }

    private static func decodeControl(_ element: NibElement, into control: UIControl, document: NibDocument) {
        if let enabled = element.flag("enabled") { control.isEnabled = enabled }
        if let selected = element.flag("selected") { control.isSelected = selected }
        if let highlighted = element.flag("highlighted") { control.isHighlighted = highlighted }
        if let alignment = NibValues.horizontalAlignment(element["contentHorizontalAlignment"]) { control.contentHorizontalAlignment = alignment }
        if let alignment = NibValues.verticalAlignment(element["contentVerticalAlignment"]) { control.contentVerticalAlignment = alignment }
    }

    /// A long text is a `<string key="text">` child, a short one the `text` attribute.
    static func text(of element: NibElement) -> String? {
        if let text = element["text"] { return text }
        guard let string = element.keyed("text") else { return nil }
        return string["value"] ?? string.text
    }

    static func decodeLabel(_ element: NibElement, into label: UILabel, document: NibDocument) {
        if let text = text(of: element) { label.text = text }
        if let font = NibValues.font(element.keyed("fontDescription"), in: document) { label.font = font }
        if let color = NibValues.color(element.keyed("textColor", "color"), in: document) { label.textColor = color }
        if let color = NibValues.color(element.keyed("highlightedColor", "color"), in: document) { label.highlightedTextColor = color }
        if let alignment = NibValues.textAlignment(element["textAlignment"]) { label.textAlignment = alignment }
        if let mode = NibValues.lineBreakMode(element["lineBreakMode"]) { label.lineBreakMode = mode }
        if let lines = element.number("numberOfLines") { label.numberOfLines = Int(lines) }
        if let adjusts = element.flag("adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = adjusts }
        if let scale = element.number("minimumScaleFactor") { label.minimumScaleFactor = scale }
        if let adjusts = element.flag("adjustsFontForContentSizeCategory") { label.adjustsFontForContentSizeCategory = adjusts }
    }

    private static let states: [String: UIControl.State] = [
        "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled,
    ]

    /// `<state key="normal" title="…" image="…"><color key="titleColor" …/></state>` per state, the
    /// title font, and the configuration of buttons made with one (`<buttonConfiguration>`).
    private static func decodeButton(_ element: NibElement, into button: UIButton, document: NibDocument) {
        if let configuration = element.keyed("configuration", "buttonConfiguration") {
            var made: UIButton.Configuration = switch configuration["style"] {
            case "filled": .filled()
            case "gray": .gray()
            case "tinted": .tinted()
            case "borderless": .borderless()
            case "bordered": .bordered()
            default: .plain()
            }
            made.title = configuration["title"]
            made.image = NibValues.image(configuration.keyed("image", "imageReference"), in: document)
                ?? NibValues.image(named: configuration["image"], in: document, at: configuration)
            button.configuration = made
        }
        for state in element.children("state") {
            guard let key = state["key"], let controlState = states[key] else { continue }
            if let title = state["title"] { button.setTitle(title, for: controlState) }
            if let color = NibValues.color(state.keyed("titleColor", "color"), in: document) { button.setTitleColor(color, for: controlState) }
            let image = NibValues.image(state.keyed("image", "imageReference"), in: document)
                ?? NibValues.image(named: state["image"], in: document, at: state)
            if let image { button.setImage(image, for: controlState) }
            if let background = state["backgroundImage"] {
                button.setBackgroundImage(NibValues.image(named: background, in: document, at: state), for: controlState)
            }
        }
        if let font = NibValues.font(element.keyed("fontDescription"), in: document) { button.titleLabel?.font = font }
    }

    private static func decodeTextField(_ element: NibElement, into field: UITextField, document: NibDocument) {
        if let text = text(of: element) { field.text = text }
        if let placeholder = element["placeholder"] { field.placeholder = placeholder }
        if let font = NibValues.font(element.keyed("fontDescription"), in: document) { field.font = font }
        if let color = NibValues.color(element.keyed("textColor", "color"), in: document) { field.textColor = color }
        if let alignment = NibValues.textAlignment(element["textAlignment"]) { field.textAlignment = alignment }
        switch element["borderStyle"] {
        case "roundedRect": field.borderStyle = .roundedRect
        case "line": field.borderStyle = .line
        case "bezel": field.borderStyle = .bezel
        default: break
        }
        switch element["clearButtonMode"] {
        case "whileEditing": field.clearButtonMode = .whileEditing
        case "unlessEditing": field.clearButtonMode = .unlessEditing
        case "always": field.clearButtonMode = .always
        default: break
        }
        if let size = element.number("minimumFontSize") { field.minimumFontSize = size }
        if let adjusts = element.flag("adjustsFontSizeToFit") { field.adjustsFontSizeToFitWidth = adjusts }
        if let adjusts = element.flag("adjustsFontForContentSizeCategory") { field.adjustsFontForContentSizeCategory = adjusts }
        if let traits = element.keyed("textInputTraits") {
            if traits.flag("secureTextEntry") == true { field.isSecureTextEntry = true }
            if let type = traits["keyboardType"].flatMap(keyboardType) { field.keyboardType = type }
            if let type = traits["returnKeyType"].flatMap(returnKeyType) { field.returnKeyType = type }
            if let type = traits["autocapitalizationType"].flatMap(autocapitalization) { field.autocapitalizationType = type }
        }
    }

    private static func decodeTextView(_ element: NibElement, into textView: UITextView, document: NibDocument) {
        if let text = text(of: element) { textView.text = text }
        if let font = NibValues.font(element.keyed("fontDescription"), in: document) { textView.font = font }
        if let color = NibValues.color(element.keyed("textColor", "color"), in: document) { textView.textColor = color }
        if let alignment = NibValues.textAlignment(element["textAlignment"]) { textView.textAlignment = alignment }
        if let editable = element.flag("editable") { textView.isEditable = editable }
        if let selectable = element.flag("selectable") { textView.isSelectable = selectable }
        if let adjusts = element.flag("adjustsFontForContentSizeCategory") { textView.adjustsFontForContentSizeCategory = adjusts }
    }

    private static func keyboardType(_ name: String) -> UIKeyboardType? {
        ["default": .default, "alphabet": .asciiCapable, "numbersAndPunctuation": .numbersAndPunctuation, "URL": .URL,
         "numberPad": .numberPad, "phonePad": .phonePad, "namePhonePad": .namePhonePad, "emailAddress": .emailAddress,
         "decimalPad": .decimalPad, "twitter": .twitter, "webSearch": .webSearch][name]
    }

    private static func returnKeyType(_ name: String) -> UIReturnKeyType? {
        ["default": .default, "go": .go, "google": .google, "join": .join, "next": .next, "route": .route,
         "search": .search, "send": .send, "yahoo": .yahoo, "done": .done, "emergencyCall": .emergencyCall,
         "continue": .continue][name]
    }

    private static func autocapitalization(_ name: String) -> UITextAutocapitalizationType? {
        ["none": UITextAutocapitalizationType.none, "words": .words, "sentences": .sentences, "allCharacters": .allCharacters][name]
    }

    /// `<searchBar placeholder="…" text="…" searchBarStyle="minimal" showsCancelButton="YES"
    /// showsScopeBar="YES">` with `<scopeButtonTitles><string>All</string>…</scopeButtonTitles>`.
    static func decodeSearchBar(_ element: NibElement, into bar: UISearchBar, document: NibDocument) {
        if let placeholder = element["placeholder"] { bar.placeholder = placeholder }
        if let text = element["text"] { bar.text = text }
        switch element["searchBarStyle"] {
        case "minimal": bar.searchBarStyle = .minimal
        case "prominent": bar.searchBarStyle = .prominent
        default: break
        }
        if let color = NibValues.color(element.keyed("barTintColor", "color"), in: document) { bar.barTintColor = color }
        let titles = element.contents(of: "scopeButtonTitles").filter { $0.name == "string" }.map { $0["value"] ?? $0.text }
        if !titles.isEmpty { bar.scopeButtonTitles = titles }
        if let shows = element.flag("showsScopeBar") { bar.showsScopeBar = shows }
        if let shows = element.flag("showsCancelButton") { bar.showsCancelButton = shows }
        if let shows = element.flag("showsBookmarkButton") { bar.showsBookmarkButton = shows }
    }
}
