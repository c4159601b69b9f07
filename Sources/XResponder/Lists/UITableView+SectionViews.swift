import Foundation

// Section headers and footers as UIKit reuses them (R-LC1): classes registered by reuse identifier,
// views dequeued in `viewForHeaderInSection`, kept while their section is on screen and put back
// for reuse when it leaves; and the section geometry UIKit answers questions about. Public rather
// than open: a member declared in an extension cannot be overridden without Objective-C.
extension UITableView {
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        sectionViewRegistry.register((aClass as? UITableViewHeaderFooterView.Type) ?? UITableViewHeaderFooterView.self,
                                     identifier: identifier)
    }

    /// A header or footer from the pool, or made from the class registered for `identifier`; nil
    /// when none is registered (as in UIKit).
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        sectionViewRegistry.dequeue(identifier: identifier)
    }

    /// The header shown for `section`, if its section is on screen.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        headerViews[section] as? UITableViewHeaderFooterView
    }

    /// The footer shown for `section`, if its section is on screen.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        footerViews[section] as? UITableViewHeaderFooterView
    }

    /// The section's rectangle, header and footer included.
    public func rect(forSection section: Int) -> CGRect {
        guard let geometry = sectionGeometry(section) else { return .zero }
        return CGRect(x: 0, y: geometry.top, width: bounds.width, height: geometry.bottom - geometry.top)
    }

    public func rectForHeader(inSection section: Int) -> CGRect {
        guard let geometry = sectionGeometry(section) else { return .zero }
        return CGRect(x: 0, y: geometry.top, width: bounds.width, height: geometry.headerHeight)
    }

    public func rectForFooter(inSection section: Int) -> CGRect {
        guard let geometry = sectionGeometry(section) else { return .zero }
        return CGRect(x: 0, y: geometry.bottom - geometry.footerHeight, width: bounds.width, height: geometry.footerHeight)
    }

    /// The rows that meet `rect` (content coordinates), top to bottom; nil when there are none.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        rebuildGeometryIfNeeded()
        let rows = geometry.indexPaths(from: rect.minY, to: rect.maxY)
        return rows.isEmpty ? nil : rows
    }

    private func sectionGeometry(_ section: Int) -> TableGeometry.Section? {
        rebuildGeometryIfNeeded()
        return geometry.sections.indices.contains(section) ? geometry.sections[section] : nil
    }

    /// A header or footer leaves the screen: a registered one waits for its section's return.
    func retireSectionView(_ view: UIView) {
        view.removeFromSuperview()
        if let sectionView = view as? UITableViewHeaderFooterView {
            sectionViewRegistry.retire(sectionView, requireRegistration: true)
        }
    }
}
