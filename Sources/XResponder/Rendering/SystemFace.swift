import Foundation

/// The face the system font is drawn in (R-BR5), and how tightly it is set.
///
/// iOS draws its system font in San Francisco, which no Linux desktop has. The nearest face
/// Debian ships is Inter (`fonts-inter`): at text sizes Inter set with the tracking its designer
/// publishes for each size (as San Francisco Text is set by its `trak` table), from 20 points up
/// Inter Display (as San Francisco turns to Display there). So set, a 17-point label is within
/// 3 % of iOS's width and display sizes within 3 % of San Francisco Display's average advance,
/// where DejaVu Sans, fontconfig's usual "Sans", runs 10–20 % wider — wide enough to truncate
/// labels laid out on iOS. Measured in `SystemFaceTests`; docs/appearance.md#the-system-font-r-br5.
///
/// The choice, written down: `XRESPONDER_SYSTEM_FONT` names a family for a run; else Inter when
/// fontconfig has it; else "Sans", the sans-serif face the desktop configured in fontconfig.
/// Decided once per process, before the first system font is made, so every system font of a
/// run is one face.
enum SystemFace {
    /// The family San Francisco is drawn as when installed: Inter for text sizes…
    static let closestToSanFrancisco = "Inter"
    /// …and its display cut from `displaySize` up, as San Francisco turns from Text to Display.
    static let closestToSanFranciscoDisplay = "Inter Display"
    /// The size from which iOS draws San Francisco Display rather than Text.
    static let displaySize: CGFloat = 20
    /// The desktop's sans-serif face, through fontconfig's alias.
    static let desktopSans = "Sans"

    /// The fontconfig family of this run's system font at text sizes.
    static let family: String = resolve(
        environment: ProcessEnvironment.value("XRESPONDER_SYSTEM_FONT"), installed: FontCatalog.families)

    /// Its display cut, when it has one installed (Inter's).
    static let displayFamily: String? =
        family == closestToSanFrancisco && FontCatalog.families.contains(closestToSanFranciscoDisplay)
            ? closestToSanFranciscoDisplay : nil

    /// The system font's family at `pointSize`: the display cut from 20 points up — except with
    /// tabular figures, which Debian's Inter Display (4.0 beta 7) lacks: those stay in the text
    /// cut at every size, so a large clock still does not jiggle.
    static func family(ofSize pointSize: CGFloat, tabularFigures: Bool = false) -> String {
        pointSize >= displaySize && !tabularFigures ? displayFamily ?? family : family
    }

    /// `familyName` made `pointSize`: the system face's cut for that size when it is the system
    /// face (a 17-point system font made 34 points is drawn as the display cut, as on iOS), any
    /// other family itself.
    static func family(_ familyName: String, resizedTo pointSize: CGFloat, tabularFigures: Bool = false) -> String {
        familyName == family || familyName == displayFamily
            ? family(ofSize: pointSize, tabularFigures: tabularFigures) : familyName
    }

    /// The system family for an environment value and the installed families: a named family
    /// that is installed, else Inter when installed, else the desktop's sans-serif.
    static func resolve(environment: String?, installed: Set<String>) -> String {
        if let named = environment?.trimmingCharacters(in: .whitespaces), !named.isEmpty {
            if named == desktopSans || installed.contains(named) { return named }
            let lowered = named.lowercased()
            if let match = installed.first(where: { $0.lowercased() == lowered }) { return match }
        }
        return installed.contains(closestToSanFrancisco) ? closestToSanFrancisco : desktopSans
    }

    /// The letter spacing, in points, that `family` is set with at `pointSize`: Inter's dynamic
    /// metrics (rsms.me/inter/dynmetrics: tracking = −0.0223 + 0.185 · e^(−0.1745 · size) em,
    /// loose at caption sizes, tighter towards body size), as San Francisco Text's `trak` table
    /// sets it. The display cut is drawn as designed (it is Inter already tightened), as is
    /// every other face.
    static func tracking(family: String, pointSize: CGFloat) -> CGFloat {
        guard family == closestToSanFrancisco, pointSize.isFinite, pointSize > 0 else { return 0 }
        let em = -0.0223 + 0.185 * exp(-0.1745 * Double(pointSize))
        return CGFloat(em) * pointSize
    }
}
