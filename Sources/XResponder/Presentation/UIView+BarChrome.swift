import Foundation

extension UIView {
    /// The look the bars share (toolbar, tab bar): the system chrome colour and a separator line
    /// along one edge, which the bar places in its layout. Returns the line.
    func addBarChrome() -> UIView {
        backgroundColor = .secondarySystemBackground
        let hairline = UIView()
        hairline.backgroundColor = .separator
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
        return hairline
    }
}
