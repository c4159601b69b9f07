import XResponder

// Drag and drop as iOS developers add it (issue #34, R-DT2): a board that takes pictures, links
// and text dropped from other apps (here: other programs) and from its own notes, and a note
// card that can be dragged out. Swift 5 mode, unchanged from the iOS original.

class BoardViewController: UIViewController, UIDropInteractionDelegate, UIDragInteractionDelegate {
    let board = UIView()
    let note = UILabel()
    var pictures: [UIImage] = []
    var links: [URL] = []
    var texts: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        board.frame = CGRect(x: 0, y: 0, width: 390, height: 500)
        view.addSubview(board)
        board.addInteraction(UIDropInteraction(delegate: self))

        note.frame = CGRect(x: 20, y: 560, width: 200, height: 44)
        note.text = "Buy milk"
        note.isUserInteractionEnabled = true
        note.addInteraction(UIDragInteraction(delegate: self))
        view.addSubview(note)
    }

    // MARK: UIDropInteractionDelegate

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        return session.canLoadObjects(ofClass: UIImage.self) || session.canLoadObjects(ofClass: URL.self)
            || session.canLoadObjects(ofClass: String.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        let location = session.location(in: board)
        return UIDropProposal(operation: board.bounds.contains(location) ? .copy : .cancel)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        if session.canLoadObjects(ofClass: UIImage.self) {
            session.loadObjects(ofClass: UIImage.self) { images in
                self.pictures.append(contentsOf: images)
            }
        } else if session.canLoadObjects(ofClass: URL.self) {
            session.loadObjects(ofClass: URL.self) { urls in
                self.links.append(contentsOf: urls)
            }
        } else {
            session.loadObjects(ofClass: String.self) { strings in
                self.texts.append(contentsOf: strings)
            }
        }
    }

    // MARK: UIDragInteractionDelegate

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let text = note.text else { return [] }
        let item = UIDragItem(itemProvider: NSItemProvider(object: text as NSItemProviderWriting))
        item.localObject = note
        return [item]
    }
}
