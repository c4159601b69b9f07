/// The sections of a table whose cells a storyboard lays out (`dataMode="static"`, R-IB1): the
/// cells are made once with the table and shown as they are, never dequeued.
@MainActor
struct StaticTableContent {
    struct Section {
        var header: String?
        var footer: String?
        var cells: [UITableViewCell]
    }

    var sections: [Section] = []

    func section(_ index: Int) -> Section? { sections.indices.contains(index) ? sections[index] : nil }

    func cell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let cells = section(indexPath.section)?.cells, cells.indices.contains(indexPath.row) else { return nil }
        return cells[indexPath.row]
    }
}
