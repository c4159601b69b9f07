import XResponder

// Notes in windows of their own, as an iPadOS / Mac Catalyst app opens them (issue #51, R-DA2),
// after Apple's "Supporting multiple windows on iPad" and "Restoring your app's state": the list's
// row opens its note in a new window through an activity; each window's scene delegate says what
// it shows in stateRestorationActivity(for:) and reads it back from the session. Swift 5 mode.

let openNoteActivityType = "com.example.notes.openNote"

class NoteWindowsAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = NoteWindowsSceneDelegate.self
        return configuration
    }
}

class NoteWindowsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        if let activity = connectionOptions.userActivities.first ?? session.stateRestorationActivity,
           activity.activityType == openNoteActivityType,
           let title = activity.userInfo?["title"] as? String {
            let note = NoteViewController(noteTitle: title)
            windowScene.title = title
            window?.rootViewController = UINavigationController(rootViewController: note)
        } else {
            windowScene.title = "Notes"
            window?.rootViewController = UINavigationController(rootViewController: NoteListViewController())
        }
        window?.makeKeyAndVisible()
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let navigation = window?.rootViewController as? UINavigationController,
              let note = navigation.topViewController as? NoteViewController else { return nil }
        return note.openActivity
    }
}

class NoteListViewController: UITableViewController {
    let titles = ["Groceries", "Ideas", "Trip to Lisbon"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = titles[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let activity = NSUserActivity(activityType: openNoteActivityType)
        activity.userInfo = ["title": titles[indexPath.row]]
        let options = UIScene.ActivationRequestOptions()
        options.requestingScene = view.window?.windowScene
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: options) { error in
            print("Could not open the note: \(error)")
        }
    }
}

class NoteViewController: UIViewController {
    let noteTitle: String
    let textView = UITextView()

    init(noteTitle: String) {
        self.noteTitle = noteTitle
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var openActivity: NSUserActivity {
        let activity = NSUserActivity(activityType: openNoteActivityType)
        activity.title = noteTitle
        activity.userInfo = ["title": noteTitle]
        return activity
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = noteTitle
        view.backgroundColor = .systemBackground
        textView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            textView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            textView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}
