import Foundation

/// Where a scene's window opens and what it is called (R-BR5). On iOS a scene's window is the
/// device's screen; a desktop screen is another shape, so a window the size of the whole screen
/// stretched phone layouts across a landscape monitor. The choices:
///
/// - Size: an app whose Info.plist says it runs on iPhone only (`UIDeviceFamily` = [1], or
///   `UISupportedInterfaceOrientations` all portrait), or says nothing — most UIKit apps are
///   iPhone apps — opens at an iPhone's portrait size, 390 × 844 points. An app that runs on
///   iPad opens at 1024 × 768, an iPad's landscape size.
/// - The scene's `sizeRestrictions` bound that size, and the desktop's work area (the screen less
///   its panels) bounds everything: a window never opens larger than the space it has.
/// - Placement: centred in the work area.
/// - Title: the scene's `title`, else the app's display name (`CFBundleDisplayName`, then
///   `CFBundleName`, from the app bundle's Info.plist, AppBundle), else the program's name.
extension UIWindowScene {
    static let phoneSize = CGSize(width: 390, height: 844)
    static let padSize = CGSize(width: 1024, height: 768)

    /// The frame `UIWindow(windowScene:)` gives a new window: where a restored scene's window was
    /// (kept in the work area), else the app's default.
    var defaultWindowFrame: CGRect { rememberedPlacement ?? Self.defaultWindowFrame(restrictions: sizeRestrictions) }

    /// Where a restored scene's window goes: its remembered frame, kept in the work area (R-DA2).
    var rememberedPlacement: CGRect? { rememberedFrame.map(Self.keptInWorkArea) }

    /// The app's window frame: the size of the last window the user closed (R-DA2), else its
    /// idiom's size, within `restrictions` and the work area, centred. Also what a screen-sized
    /// window of an app without scenes opens at (UIWindow.swift).
    static func defaultWindowFrame(restrictions: UISceneSizeRestrictions?) -> CGRect {
        let area = UIScreen.main.usableBounds
        var size = Self.runsOnPad(AppBundle.info) ? Self.padSize : Self.phoneSize
        if let remembered = UIApplication.shared.sceneRegistry.rememberedWindowSize { size = remembered }
        if let restrictions { size = restrictions.clamp(size) }
        size = CGSize(width: min(size.width, area.width), height: min(size.height, area.height))
        return CGRect(x: (area.minX + (area.width - size.width) / 2).rounded(.down),
                      y: (area.minY + (area.height - size.height) / 2).rounded(.down),
                      width: size.width, height: size.height)
    }

    /// A restored scene's window goes where the user left it, even if the app's code placed it
    /// while connecting: on a desktop the user's choice of place and size wins (R-DA2).
    func restoreRememberedPlacement() {
        guard let frame = rememberedPlacement, let window = windows.first, window.frame != frame else { return }
        window.frame = frame
        window.platformWindow?.placementDidChange(window)
    }

    /// `frame` moved (and if need be shrunk) into the work area: a remembered place on a monitor
    /// that is gone, or a screen that got smaller, must not open a window out of reach.
    static func keptInWorkArea(_ frame: CGRect) -> CGRect {
        let area = UIScreen.main.usableBounds
        let width = min(frame.width, area.width), height = min(frame.height, area.height)
        let x = min(max(frame.minX, area.minX), area.maxX - width)
        let y = min(max(frame.minY, area.minY), area.maxY - height)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// Whether an Info.plist declares the app for iPad (`UIDeviceFamily` includes 2) or for
    /// landscape only (its orientations name no portrait one): it opens at the landscape size.
    /// Xcode's iPhone template lists portrait and both landscapes, which reads as a phone app in
    /// portrait, as it starts on a phone. Nothing declared reads as an iPhone app.
    static func runsOnPad(_ info: [String: Any]) -> Bool {
        if let families = info["UIDeviceFamily"] as? [Any] {
            return families.contains { ($0 as? Int ?? Int("\($0)")) == 2 }
        }
        if let orientations = info["UISupportedInterfaceOrientations"] as? [String], !orientations.isEmpty {
            return !orientations.contains { $0.contains("Portrait") }
        }
        return false
    }

    /// The name a window shows when its scene has no title: the app's display name in the user's
    /// language (`<lang>.lproj/InfoPlist.strings`, R-IB5), else as its Info.plist says it.
    static var applicationDisplayName: String { displayName(info: AppBundle.info, bundle: AppBundle.bundle) }

    static func displayName(info: [String: Any], bundle: Bundle?) -> String {
        // Without an Info.plist there is no app bundle, and no InfoPlist.strings to look for
        // (looking lists folders on start-up's path, issue #50).
        guard bundle != nil || !info.isEmpty else { return ImageFiles.programName }
        for key in ["CFBundleDisplayName", "CFBundleName"] {
            if let localized = LocalizedStrings.value(forKey: key, table: "InfoPlist", bundle: bundle), !localized.isEmpty { return localized }
            if let name = info[key] as? String, !name.isEmpty, !name.hasPrefix("$(") { return name }
        }
        return ImageFiles.programName
    }

    /// The title windows of this scene show.
    var windowTitle: String {
        if let title, !title.isEmpty { return title }
        return Self.applicationDisplayName
    }
}
