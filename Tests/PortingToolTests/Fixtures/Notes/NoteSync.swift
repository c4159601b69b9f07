//
//  NoteSync.swift
//  Notes
//

import Foundation

/// Uploads notes to the user's server.
final class NoteSync {
    private let session: URLSession
    private let endpoint: URL

    init(endpoint: URL, session: URLSession = .shared) {
        self.endpoint = endpoint
        self.session = session
    }

    func upload(_ note: Note, completion: @escaping (Bool) -> Void) {
        var request = URLRequest(url: endpoint.appendingPathComponent("notes"))
        request.httpMethod = "POST"
        request.setValue("text/plain", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data((note.title + "\n" + note.body).utf8)
        session.dataTask(with: request) { _, response, error in
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            completion(error == nil && (200..<300).contains(status))
        }.resume()
    }
}
