import XResponder

// Context menus as iOS developers add them (issue #34, R-DT1): a files list whose rows offer a
// checkable Favorite, Rename, an "Open With" submenu filled by a deferred element, and a
// destructive Delete in a group of its own; and a picture with a menu of its own through a
// UIContextMenuInteraction. Swift 5 mode, unchanged from the iOS original.

class FilesViewController: UITableViewController {
    var files = ["Notes.txt", "Budget.numbers", "Photo.jpg"]
    var favorites = Set<String>()
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "file")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return files.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "file", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = files[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        let name = files[indexPath.row]
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggestedActions in
            let favorite = UIAction(title: "Favorite", image: UIImage(systemName: "star"),
                                    state: self.favorites.contains(name) ? .on : .off) { _ in
                if self.favorites.contains(name) {
                    self.favorites.remove(name)
                } else {
                    self.favorites.insert(name)
                }
            }
            let rename = UIAction(title: "Rename", image: UIImage(systemName: "pencil")) { [weak self] _ in
                self?.log.append("rename \(name)")
            }
            let apps = UIDeferredMenuElement { completion in
                completion([UIAction(title: "Text Editor") { [weak self] _ in self?.log.append("open \(name)") }])
            }
            let openWith = UIMenu(title: "Open With", image: UIImage(systemName: "square.and.arrow.up"), children: [apps])
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in
                self?.files.remove(at: indexPath.row)
                self?.tableView.deleteRows(at: [indexPath], with: .automatic)
            }
            return UIMenu(title: name, children: [favorite, rename, openWith,
                                                  UIMenu(title: "", options: .displayInline, children: [delete])])
        }
    }
}

class PictureViewController: UIViewController, UIContextMenuInteractionDelegate {
    let imageView = UIImageView(image: UIImage(systemName: "photo"))
    var saved = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView.frame = CGRect(x: 20, y: 20, width: 200, height: 150)
        imageView.isUserInteractionEnabled = true
        imageView.addInteraction(UIContextMenuInteraction(delegate: self))
        view.addSubview(imageView)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [
                UIAction(title: "Save to Photos", image: UIImage(systemName: "square.and.arrow.down")) { _ in
                    self.saved += 1
                }
            ])
        }
    }
}
