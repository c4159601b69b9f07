//
//  Note.swift
//  Notes
//

import UIKit

struct Note: Hashable {
    var title: String
    var body: String
    var image: UIImage?
    var created = Date()
}

final class NoteStore {
    static let shared = NoteStore()
    private(set) var notes: [Note] = [
        Note(title: "Groceries", body: "Milk, eggs, bread"),
        Note(title: "Ideas", body: "A notes app for Linux"),
    ]

    func add(_ note: Note) { notes.insert(note, at: 0) }

    func remove(at indexPath: IndexPath) { notes.remove(at: indexPath.row) }

    func replace(at indexPath: IndexPath, with note: Note) { notes[indexPath.row] = note }

    /// Fetches a sample note from the web, as apps do with URLSession.
    func fetchSample(from url: URL, completion: @escaping (String?) -> Void) {
        let task = URLSession.shared.dataTask(with: url) { data, _, _ in
            completion(data.flatMap { String(data: $0, encoding: .utf8) })
        }
        task.resume()
    }
}
