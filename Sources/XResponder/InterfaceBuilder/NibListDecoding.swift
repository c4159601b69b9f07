import Foundation

/// Stack views, scroll views, tables and collections, their prototype cells, and cells' content
/// views, as Interface Builder writes them (R-IB1).
@MainActor
enum NibListDecoding {
    static func decode(_ element: NibElement, into view: UIView, instantiation: NibInstantiation) {
        let document = instantiation.document
        if let stack = view as? UIStackView { decodeStack(element, into: stack) }
        if let scroll = view as? UIScrollView { decodeScroll(element, into: scroll) }
        switch view {
        case let table as UITableView:
            if let height = element.number("rowHeight"), height > 0 { table.rowHeight = height }
            if let height = element.number("estimatedRowHeight"), height > 0 { table.estimatedRowHeight = height }
            if let height = element.number("sectionHeaderHeight"), height > 0 { table.sectionHeaderHeight = height }
            if let height = element.number("sectionFooterHeight"), height > 0 { table.sectionFooterHeight = height }
            if element["separatorStyle"] == "none" { table.separatorStyle = .none }
            if let color = NibValues.color(element.keyed("separatorColor", "color"), in: document) { table.separatorColor = color }
            if let inset = NibValues.insets(element.keyed("separatorInset")) { table.separatorInset = inset }
            if let allows = element.flag("allowsSelection") { table.allowsSelection = allows }
            if let allows = element.flag("allowsMultipleSelection") { table.allowsMultipleSelection = allows }
            if element["dataMode"] == "static" { table.staticContent = staticContent(of: element, instantiation: instantiation) }
            // A header or footer placed in the table (`<view key="tableHeaderView">`, a search bar).
            if let header = element.children.first(where: { $0["key"] == "tableHeaderView" }) {
                table.tableHeaderView = instantiation.make(header) as? UIView
            }
            if let footer = element.children.first(where: { $0["key"] == "tableFooterView" }) {
                table.tableFooterView = instantiation.make(footer) as? UIView
            }
            for prototype in element.contents(of: "prototypes") {
                guard let identifier = prototype["reuseIdentifier"] else {
                    document.report("a prototype cell without a reuse identifier cannot be dequeued", at: prototype)
                    continue
                }
                let copies = PrototypeCopies(prototype: prototype, from: instantiation)
                table.cellRegistry.register(factory: { copies.make() as? UITableViewCell }, identifier: identifier)
            }
        case let collection as UICollectionView:
            for prototype in element.contents(of: "cells") {
                guard let identifier = prototype["reuseIdentifier"] else { continue }
                let copies = PrototypeCopies(prototype: prototype, from: instantiation)
                collection.registerCell(factory: { copies.make() as? UICollectionViewCell }, identifier: identifier)
            }
        case let cell as UITableViewCell:
            decodeTableCell(element, into: cell, instantiation: instantiation)
        case let cell as UICollectionViewCell:
            if let content = element.keyed("contentView") { decodeContentView(content, into: cell.contentView, instantiation: instantiation) }
        case let bar as UINavigationBar:
            if let large = element.flag("largeTitles") { bar.prefersLargeTitles = large }
            if let color = NibValues.color(element.keyed("barTintColor", "color"), in: document) { bar.barTintColor = color }
            if let translucent = element.flag("translucent") { bar.isTranslucent = translucent }
        default: break
        }
    }

    /// Sets what the element names; `horizontal` and `fill` (Xcode's defaults, never written on a
    /// stack view itself) come from size-class variations, which must be able to go back to them.
    static func decodeStack(_ element: NibElement, into stack: UIStackView) {
        switch element["axis"] {
        case "vertical": stack.axis = .vertical
        case "horizontal": stack.axis = .horizontal
        default: break
        }
        switch element["distribution"] {
        case "fill": stack.distribution = .fill
        case "fillEqually": stack.distribution = .fillEqually
        case "fillProportionally": stack.distribution = .fillProportionally
        case "equalSpacing": stack.distribution = .equalSpacing
        case "equalCentering": stack.distribution = .equalCentering
        default: break
        }
        switch element["alignment"] {
        case "fill": stack.alignment = .fill
        case "top", "leading": stack.alignment = .leading
        case "center": stack.alignment = .center
        case "bottom", "trailing": stack.alignment = .trailing
        case "firstBaseline": stack.alignment = .firstBaseline
        case "lastBaseline": stack.alignment = .lastBaseline
        default: break
        }
        if let spacing = element.number("spacing") { stack.spacing = spacing }
        if let relative = element.flag("baselineRelativeArrangement") { stack.isBaselineRelativeArrangement = relative }
    }

    /// A scroll view's Boolean attributes, and the properties they set.
    private static let scrollFlags: [(String, ReferenceWritableKeyPath<UIScrollView, Bool>)] = [
        ("bounces", \.bounces), ("pagingEnabled", \.isPagingEnabled),
        ("showsHorizontalScrollIndicator", \.showsHorizontalScrollIndicator), ("showsVerticalScrollIndicator", \.showsVerticalScrollIndicator),
        ("alwaysBounceVertical", \.alwaysBounceVertical), ("alwaysBounceHorizontal", \.alwaysBounceHorizontal),
    ]

    private static func decodeScroll(_ element: NibElement, into scroll: UIScrollView) {
        NibViewDecoding.setFlags(scrollFlags, of: element, on: scroll)
        switch element["keyboardDismissMode"] {
        case "onDrag": scroll.keyboardDismissMode = .onDrag
        case "interactive": scroll.keyboardDismissMode = .interactive
        default: break
        }
    }

    /// A static table's sections, their cells made now (outlets may point at them and their views).
    private static func staticContent(of element: NibElement, instantiation: NibInstantiation) -> StaticTableContent {
        var content = StaticTableContent()
        for section in element.contents(of: "sections") where section.name == "tableViewSection" {
            let cells = section.contents(of: "cells").compactMap { instantiation.make($0) as? UITableViewCell }
            content.sections.append(.init(header: section["headerTitle"], footer: section["footerTitle"], cells: cells))
        }
        return content
    }

    /// A table cell: accessory and selection, then its content view's subviews; the labels and
    /// image view of a styled cell (`textLabel="id"`) are the cell's own, given the file's values.
    private static func decodeTableCell(_ element: NibElement, into cell: UITableViewCell, instantiation: NibInstantiation) {
        let accessories: [String: UITableViewCell.AccessoryType] = [
            "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
            "checkmark": .checkmark, "detailButton": .detailButton,
        ]
        if let name = element["accessoryType"], let type = accessories[name] { cell.accessoryType = type }
        switch element["selectionStyle"] {
        case "none": cell.selectionStyle = .none
        case "blue": cell.selectionStyle = .blue
        case "gray": cell.selectionStyle = .gray
        default: break
        }
        guard let content = element.keyed("contentView") else { return }
        var own: [String: UIView] = [:]
        if let id = element["textLabel"], let label = cell.textLabel { own[id] = label }
        if let id = element["detailTextLabel"], let label = cell.detailTextLabel { own[id] = label }
        if let id = element["imageView"], let image = cell.imageView { own[id] = image }
        decodeContentView(content, into: cell.contentView, instantiation: instantiation, own: own)
    }

    /// A cell's content view (or a visual effect view's): the view made it, so the file's element
    /// names it and fills it.
    static func decodeContentView(_ element: NibElement, into contentView: UIView, instantiation: NibInstantiation,
                                          own: [String: UIView] = [:]) {
        if let id = element.id { instantiation.register(contentView, id: id) }
        if let color = NibValues.color(element.keyed("backgroundColor", "color"), in: instantiation.document) {
            contentView.backgroundColor = color
        }
        for child in element.contents(of: "subviews") {
            if let id = child.id, let existing = own[id] {
                instantiation.register(existing, id: id)
                if let label = existing as? UILabel {
                    NibControlDecoding.decodeLabel(child, into: label, document: instantiation.document)
                }
                continue
            }
            guard let subview = instantiation.make(child) as? UIView else { continue }
            contentView.addSubview(subview)
        }
        instantiation.deferConstraints(of: contentView, element: element)
    }
}

/// Makes copies of a prototype cell, each a fresh instantiation of its element, with the scene's
/// controllers standing in for themselves so that actions and outlets aimed at them connect. The
/// controllers are held weakly: the table the factory belongs to lives in a controller's view.
@MainActor
final class PrototypeCopies {
    private let prototype: NibElement
    private let document: NibDocument
    private weak var storyboard: UIStoryboard?
    private var controllers: [String: WeakObject] = [:]

    init(prototype: NibElement, from instantiation: NibInstantiation) {
        self.prototype = prototype
        document = instantiation.document
        storyboard = instantiation.storyboard
        for (id, object) in instantiation.objects where object is UIViewController { controllers[id] = WeakObject(object) }
    }

    func make() -> AnyObject? {
        var placeholders: [String: AnyObject?] = [:]
        for (id, weak) in controllers { if let object = weak.object { placeholders[id] = object } }
        let instantiation = NibInstantiation(document: document, storyboard: storyboard, placeholders: placeholders)
        instantiation.sceneController = placeholders.values.lazy.compactMap { $0 as? UIViewController }.first
        let made = instantiation.make(prototype)
        instantiation.finish()
        return made
    }

    private struct WeakObject {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }
}
