import Foundation
import XResponder
import XResponderCombine

/// A sign-up form as iOS developers write it with Combine (Swift 5 mode, issue #46): a view model
/// of `@Published` fields, validity from `CombineLatest`, a hint debounced on the main queue, text
/// fields observed through `NotificationCenter`'s publisher, the button enabled with
/// `receive(on: DispatchQueue.main)`, taps through a subject, and a resend countdown on
/// `Timer.publish`. The imports are what xrport writes for `import UIKit` and `import Combine`.
final class SignUpViewModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published private(set) var canSubmit = false
    @Published private(set) var hint: String?
    let submitted = PassthroughSubject<String, Never>()
    private var cancellables = Set<AnyCancellable>()

    init() {
        Publishers.CombineLatest($email, $password)
            .map { email, password in email.contains("@") && password.count >= 8 }
            .removeDuplicates()
            .sink { [weak self] valid in self?.canSubmit = valid }
            .store(in: &cancellables)
        $password
            .dropFirst()
            .debounce(for: .milliseconds(50), scheduler: DispatchQueue.main)
            .map { $0.isEmpty || $0.count >= 8 ? nil : "At least 8 characters" }
            .assign(to: &$hint)
    }

    func submit() {
        guard canSubmit else { return }
        submitted.send(email)
    }
}

final class SignUpViewController: UIViewController {
    let viewModel = SignUpViewModel()
    let emailField = UITextField()
    let passwordField = UITextField()
    let submitButton = UIButton(type: .system)
    let hintLabel = UILabel()
    let countdownLabel = UILabel()
    private(set) var welcomed: [String] = []
    private(set) var changesSeen = 0
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        emailField.placeholder = "Email"
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        submitButton.setTitle("Sign Up", for: .normal)
        submitButton.isEnabled = false
        submitButton.addTarget(self, action: Selector("submitTapped", SignUpViewController.submitTapped), for: .touchUpInside)
        hintLabel.textColor = .systemRed
        let stack = UIStackView(arrangedSubviews: [emailField, passwordField, hintLabel, submitButton, countdownLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
        bindViewModel()
    }

    private func bindViewModel() {
        NotificationCenter.default.publisher(for: UITextField.textDidChangeNotification, object: emailField)
            .compactMap { ($0.object as? UITextField)?.text }
            .assign(to: \.email, on: viewModel)
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: UITextField.textDidChangeNotification, object: passwordField)
            .compactMap { ($0.object as? UITextField)?.text }
            .handleEvents(receiveOutput: { [weak self] _ in self?.changesSeen += 1 })
            .assign(to: \.password, on: viewModel)
            .store(in: &cancellables)
        viewModel.$canSubmit
            .receive(on: DispatchQueue.main)
            .sink { [weak self] enabled in self?.submitButton.isEnabled = enabled }
            .store(in: &cancellables)
        viewModel.$hint
            .receive(on: DispatchQueue.main)
            .sink { [weak self] hint in self?.hintLabel.text = hint }
            .store(in: &cancellables)
        viewModel.submitted
            .sink { [weak self] email in
                self?.welcomed.append(email)
                self?.startResendCountdown()
            }
            .store(in: &cancellables)
    }

    func submitTapped() {
        viewModel.submit()
    }

    /// "Resend in 30 s", counting down once a second on the main run loop.
    private func startResendCountdown() {
        countdownLabel.text = "Resend in 30 s"
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .scan(30) { remaining, _ in remaining - 1 }
            .prefix(while: { $0 >= 0 })
            .map { "Resend in \($0) s" }
            .sink { [weak self] text in self?.countdownLabel.text = text }
            .store(in: &cancellables)
    }
}
