import Foundation
import XResponder

// A level picker as iOS developers write one with an asset catalog (R-IB4): levels from a data
// set decoded with Codable, a brand colour set, a badge image set with a dark variant, and Xcode 15's
// generated symbols (here written by hand, as xrport writes GeneratedAssetSymbols.swift). The catalog
// is the target's resource, so its bundle is `Bundle.module`. Swift 5 mode, UIKit's idiom unchanged.

struct Level: Decodable {
    let name: String
    let moves: Int
}

extension ImageResource {
    static let checked = ImageResource(name: "checked", bundle: .module)
}

extension ColorResource {
    static let brand = ColorResource(name: "Brand", bundle: .module)
}

class LevelPickerViewController: UITableViewController {
    var levels: [Level] = []
    var completed: Set<String> = ["Easy"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Levels"
        view.tintColor = UIColor(named: "Brand", in: .module, compatibleWith: nil)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Level")
        if let asset = NSDataAsset(name: "Levels", bundle: .module) {
            levels = (try? JSONDecoder().decode([Level].self, from: asset.data)) ?? []
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return levels.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Level", for: indexPath)
        let level = levels[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = level.name
        content.secondaryText = "\(level.moves) moves"
        content.image = completed.contains(level.name) ? UIImage(resource: .checked) : nil
        content.textProperties.color = UIColor(resource: .brand)
        cell.contentConfiguration = content
        return cell
    }
}
