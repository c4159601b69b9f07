import CCairo
import Foundation

/// `UIImage(systemName:)` on the desktop (R-AP4): SF Symbols names mapped to the freedesktop icon
/// theme's symbolic icons (Adwaita, which `make test` installs, then hicolor). The table is the
/// documented list in docs/appearance.md; a name ending in ".fill" (or ".circle", ".circle.fill")
/// falls back to its base name when it has no entry of its own. The icons are read from the
/// theme's pre-rendered `…-symbolic.symbolic.png` files (no SVG loader needed), the smallest that
/// is at least as large as the symbol is drawn, and are templates: they draw in the tint colour.
enum SystemSymbols {
    /// SF Symbols name → freedesktop icon name.
    static let table: [String: String] = [
        "plus": "list-add-symbolic", "minus": "list-remove-symbolic", "xmark": "window-close-symbolic",
        "checkmark": "object-select-symbolic", "trash": "user-trash-symbolic", "folder": "folder-symbolic",
        "doc": "text-x-generic-symbolic", "doc.text": "text-x-generic-symbolic", "gear": "emblem-system-symbolic",
        "gearshape": "emblem-system-symbolic", "magnifyingglass": "system-search-symbolic",
        "chevron.left": "go-previous-symbolic", "chevron.right": "go-next-symbolic", "chevron.up": "go-up-symbolic",
        "chevron.down": "go-down-symbolic", "arrow.left": "go-previous-symbolic", "arrow.right": "go-next-symbolic",
        "arrow.up": "go-up-symbolic", "arrow.down": "go-down-symbolic", "arrow.clockwise": "view-refresh-symbolic",
        "arrow.uturn.backward": "edit-undo-symbolic", "arrow.uturn.forward": "edit-redo-symbolic",
        "house": "go-home-symbolic", "star": "non-starred-symbolic", "star.fill": "starred-symbolic",
        "heart": "emblem-favorite-symbolic", "person": "avatar-default-symbolic",
        "person.crop.circle": "avatar-default-symbolic", "envelope": "mail-unread-symbolic",
        "paperplane": "mail-send-symbolic", "bell": "preferences-system-notifications-symbolic",
        "info.circle": "dialog-information-symbolic", "exclamationmark.triangle": "dialog-warning-symbolic",
        "questionmark.circle": "dialog-question-symbolic", "xmark.circle": "window-close-symbolic",
        "pencil": "document-edit-symbolic", "square.and.pencil": "document-edit-symbolic",
        "square.and.arrow.up": "send-to-symbolic", "square.and.arrow.down": "document-save-symbolic",
        "doc.on.doc": "edit-copy-symbolic", "doc.on.clipboard": "edit-paste-symbolic", "scissors": "edit-cut-symbolic",
        "play": "media-playback-start-symbolic", "pause": "media-playback-pause-symbolic",
        "stop": "media-playback-stop-symbolic", "backward": "media-seek-backward-symbolic",
        "forward": "media-seek-forward-symbolic", "backward.end": "media-skip-backward-symbolic",
        "forward.end": "media-skip-forward-symbolic", "speaker.wave.2": "audio-volume-high-symbolic",
        "speaker.slash": "audio-volume-muted-symbolic", "mic": "audio-input-microphone-symbolic",
        "camera": "camera-photo-symbolic", "photo": "image-x-generic-symbolic", "calendar": "x-office-calendar-symbolic",
        "clock": "preferences-system-time-symbolic", "lock": "changes-prevent-symbolic", "lock.open": "changes-allow-symbolic",
        "eye": "view-reveal-symbolic", "eye.slash": "view-conceal-symbolic", "line.3.horizontal": "open-menu-symbolic",
        "line.horizontal.3": "open-menu-symbolic", "ellipsis": "view-more-symbolic", "list.bullet": "view-list-symbolic",
        "square.grid.2x2": "view-grid-symbolic", "wifi": "network-wireless-symbolic", "bookmark": "user-bookmarks-symbolic",
        "printer": "printer-symbolic", "sidebar.left": "sidebar-show-symbolic", "sidebar.leading": "sidebar-show-symbolic",
        "sidebar.right": "sidebar-show-right-symbolic", "sidebar.trailing": "sidebar-show-right-symbolic",
        "paperclip": "mail-attachment-symbolic", "globe": "web-browser-symbolic",
        "location": "find-location-symbolic", "keyboard": "input-keyboard-symbolic", "sun.max": "weather-clear-symbolic",
        "moon": "weather-clear-night-symbolic", "cloud": "weather-overcast-symbolic",
        "battery.100": "battery-full-symbolic", "power": "system-shutdown-symbolic", "link": "insert-link-symbolic",
        "flag": "emoji-flags-symbolic",
        "square.and.arrow.up.on.square": "send-to-symbolic", "arrow.down.circle": "folder-download-symbolic",
        "bubble.left": "chat-message-new-symbolic", "phone": "call-start-symbolic", "video": "camera-video-symbolic",
        "music.note": "audio-x-generic-symbolic", "person.2": "system-users-symbolic", "doc.badge.plus": "document-new-symbolic",
        "folder.badge.plus": "folder-new-symbolic", "person.badge.plus": "contact-new-symbolic",
        "questionmark": "help-browser-symbolic", "printer.fill": "printer-symbolic", "plus.magnifyingglass": "zoom-in-symbolic",
        "minus.magnifyingglass": "zoom-out-symbolic", "square.grid.3x3": "view-app-grid-symbolic",
        "gamecontroller": "applications-games-symbolic", "internaldrive": "drive-harddisk-symbolic",
        "server.rack": "network-server-symbolic", "cloud.sun": "weather-few-clouds-symbolic",
        "cloud.bolt": "weather-storm-symbolic", "face.smiling": "face-smile-symbolic", "mappin": "mark-location-symbolic",
        "record.circle": "media-record-symbolic", "key": "dialog-password-symbolic", "checkmark.shield": "security-high-symbolic",
        "delete.left": "edit-clear-symbolic", "xmark.octagon": "process-stop-symbolic", "envelope.open": "mail-read-symbolic",
    ]

    /// What a symbol the table has no picture for draws: the theme's "image missing" icon.
    static let standIn = "image-missing-symbolic"

    /// The icon for an SF Symbols name: its own entry, else that of the longest leading part of
    /// its name that has one. SF Symbols names grow from a base object by variants and badges
    /// ("doc" → "doc.append" → "doc.append.fill", "person.2.circle"), so the base's icon is the
    /// nearest picture the theme has. A name none of whose parts has an entry is still a symbol
    /// when its first part is one of SF Symbols' (`SystemSymbolNames`): it draws `standIn`, said
    /// once on standard error, since UIKit never answers nil for a real symbol and iOS code
    /// unwraps them (`UIImage(systemName: "rectangle.3.offgrid")!` stopped a ported app). Any
    /// other name is nil, as UIKit's answer for a name that is not a symbol.
    static func iconName(for systemName: String) -> String? {
        var name = Substring(systemName)
        while true {
            if let icon = table[String(name)] { return icon }
            guard let dot = name.lastIndex(of: ".") else { break }
            name = name[..<dot]
        }
        guard SystemSymbolNames.firstParts.contains(String(name)) else {
            FileProblems.report("not an SF Symbols name; UIImage(systemName:) is nil", about: "symbol \"\(systemName)\"")
            return nil
        }
        FileProblems.report("no icon of the desktop's theme stands for this SF Symbols name; it is drawn as \(standIn) (SystemSymbols.table maps names to icons)",
                            about: "symbol \"\(systemName)\"")
        return standIn
    }

    /// Guards `sizeFolders`, `found` and `drawn`: symbols are made on any thread, as UIKit's are.
    private static let lock = NSLock()
    /// The themes' folders of icons of one pixel size, listed once: see `listSizeFolders`.
    private nonisolated(unsafe) static var sizeFolders: [SizeFolder]?
    /// Each icon's file by "name@pixels", nil for an icon no folder has: a lookup probes every
    /// context folder of a size until it finds the file, so a miss is not asked twice. Bounded
    /// (emptied when full).
    private nonisolated(unsafe) static var found: [String: String?] = [:]

    static var themeDirectories: [String] {
        let dataDirectories = (ProcessEnvironment.value("XDG_DATA_DIRS") ?? "/usr/local/share:/usr/share")
            .split(separator: ":").map(String.init)
        return ["Adwaita", "hicolor"].flatMap { theme in dataDirectories.map { "\($0)/icons/\(theme)" } }
    }

    /// One `<theme>/<size>x<size>/<context>` folder (`actions`, `status`, `ui`, …).
    struct SizeFolder {
        let size: Int
        let path: String
    }

    /// Every size's context folders, in the themes' order (Adwaita before hicolor, each data folder
    /// in `XDG_DATA_DIRS`' order), then in the order the folders are listed. Only folders are
    /// listed — a few dozen names — not the icons in them: Adwaita alone holds thousands of
    /// files, and listing them all for an app's first symbol (a bar button's "plus") cost a real
    /// app about 5 ms of start-up (issue #50). The icon asked for is then looked up by name.
    static func listSizeFolders() -> [SizeFolder] {
        var folders: [SizeFolder] = []
        for directory in themeDirectories {
            for sizeFolder in FileProbe.names(in: directory) {
                let parts = sizeFolder.split(separator: "x")
                guard parts.count == 2, let size = Int(parts[0]) else { continue }
                let sizePath = FileProbe.join(directory, sizeFolder)
                for context in FileProbe.names(in: sizePath) {
                    folders.append(SizeFolder(size: size, path: FileProbe.join(sizePath, context)))
                }
            }
        }
        return folders
    }

    /// The file for `icon` drawn at `pixels`: the smallest size at least that large, else the
    /// largest. At each size the first theme folder holding the icon answers (its pre-rendered
    /// symbolic PNG, else a plain PNG); sizes are tried from the one wanted outwards, so a symbol
    /// usually costs one probe per context folder of one size.
    static func file(for icon: String, pixels: Int) -> String? {
        let key = "\(icon)@\(pixels)"
        let (folders, known) = lock.withLock {
            if sizeFolders == nil { sizeFolders = listSizeFolders() }
            return (sizeFolders ?? [], found[key])
        }
        if let known { return known }
        let path = lookUp(icon, pixels: pixels, in: folders)
        lock.withLock {
            // Bounded as `drawn` is: an app animating a symbol's size asks for many pixel sizes.
            if found.count >= drawnLimit * 4 { found.removeAll() }
            found[key] = .some(path)
        }
        return path
    }

    private static func lookUp(_ icon: String, pixels: Int, in folders: [SizeFolder]) -> String? {
        let sizes = Set(folders.map(\.size))
        let larger = sizes.filter { $0 >= pixels }.sorted(), smaller = sizes.filter { $0 < pixels }.sorted(by: >)
        for size in larger + smaller {
            for folder in folders where folder.size == size {
                for file in ["\(icon).symbolic.png", "\(icon).png"] {
                    let path = FileProbe.join(folder.path, file)
                    if FileProbe.exists(path) { return path }
                }
            }
        }
        return nil
    }

    /// The symbol as an image of `configuration`'s size at the screen's scale: the icon file
    /// scaled into a square of that many pixels.
    /// Symbols already drawn, by name and pixel size: UIKit hands out the same symbol image again
    /// rather than decoding its file each time (a navigation bar asks for its chevron on every push).
    /// Keyed by value; bounded (emptied when full).
    private nonisolated(unsafe) static var drawn: [String: UIImage] = [:]
    static let drawnLimit = 256

    static func image(named systemName: String, configuration: UIImage.SymbolConfiguration) -> UIImage? {
        let scale = max(1, ScreenScale.current)
        let pixels = Int((configuration.side * scale).rounded())
        let key = "\(systemName)@\(pixels)"
        if let cached = lock.withLock({ drawn[key] }) { return cached }
        // Drawn outside the lock (it reads files); two threads drawing the same symbol keep one.
        guard let image = draw(systemName, pixels: pixels, scale: scale, configuration: configuration) else { return nil }
        return lock.withLock {
            if let raced = drawn[key] { return raced }
            if drawn.count >= drawnLimit { drawn.removeAll() }
            drawn[key] = image
            return image
        }
    }

    private static func draw(_ systemName: String, pixels: Int, scale: CGFloat,
                                        configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard let icon = iconName(for: systemName) else { return nil }
        guard pixels > 0, pixels <= 4_096, let path = file(for: icon, pixels: pixels),
              let source = ImageFiles.decode(path) else { return nil }
        defer { cairo_surface_destroy(source) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixels), Int32(pixels)),
              let cr = cairo_create(surface) else { return nil }
        let width = Double(cairo_image_surface_get_width(source)), height = Double(cairo_image_surface_get_height(source))
        if width > 0, height > 0 {
            cairo_scale(cr, Double(pixels) / width, Double(pixels) / height)
            cairo_set_source_surface(cr, source, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return UIImage(surface: surface, scale: scale, isSymbolImage: true, symbolConfiguration: configuration)
    }
}

extension UIImage {
    /// A system symbol (R-AP4), drawn from the desktop's icon theme through the table in
    /// docs/appearance.md; nil for a name the table does not have. A template: it draws in the tint
    /// colour of the view that shows it. Callable from any thread, as UIKit's is.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        let resolved = configuration ?? SymbolConfiguration(pointSize: 17)
        guard let image = SystemSymbols.image(named: name, configuration: resolved) else { return nil }
        self.init(surface: cairo_surface_reference(image.surface), scale: image.scale, isSymbolImage: true,
                  symbolConfiguration: resolved, symbolName: name)
    }

    /// The symbol drawn with `configuration` (nil for images that are not symbols).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage, let name = symbolName else { return nil }
        let merged = (symbolConfiguration ?? SymbolConfiguration(pointSize: 17)).applying(configuration)
        return UIImage(systemName: name, withConfiguration: merged)
    }

    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        applyingSymbolConfiguration(configuration) ?? self
    }
}
