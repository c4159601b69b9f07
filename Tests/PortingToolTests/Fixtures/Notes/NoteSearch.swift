//
//  NoteSearch.swift
//  Notes
//

import UIKit
import Combine

/// Filters the notes as the user types, a quarter second after the last key.
final class NoteSearch: ObservableObject {
    @Published var query = ""
    @Published private(set) var matches: [Note] = []
    private var cancellables = Set<AnyCancellable>()

    init(notes: @escaping () -> [Note]) {
        $query
            .debounce(for: .milliseconds(250), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .map { query in notes().filter { query.isEmpty || $0.title.localizedCaseInsensitiveContains(query) } }
            .receive(on: RunLoop.main)
            .assign(to: \.matches, on: self)
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: UIApplication.didEnterBackgroundNotification)
            .sink { [weak self] _ in self?.query = "" }
            .store(in: &cancellables)
    }
}
