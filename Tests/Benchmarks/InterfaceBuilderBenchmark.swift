import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XResponder

// MARK: Interface Builder (issue #47, R-IB1, R-IB4)

/// Three rows the issue asks for, on the path an app takes:
/// - instantiating a scene of 100 views and 200 constraints from a storyboard already parsed, to
///   its first layout, against building the same scene in code in the same run (goal ≤ 1.5×);
/// - parsing a 1 MB storyboard (`UINib(data:)` reads and indexes it), against Foundation's
///   `XMLParser` walking the same bytes with an empty delegate as the floor (goal ≤ 20 ms);
/// - a 100-image catalog's index, read by the first `UIImage(named:in:compatibleWith:)`, against
///   reading its 101 `Contents.json` files with `JSONSerialization` (goal ≤ 5 ms).
/// No GTK 4 peer is measured for these: GtkBuilder's files are another format.
@MainActor
func benchmarkInterfaceBuilder() {
    _ = UIApplication.launch()
    EventTrace.shared.isEnabled = false
    let rounds = quick ? 5 : 20
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xrbench-ib-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try? FileManager.default.createDirectory(at: folder.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)

    // A scene: 100 labels in a column, each pinned leading and below the one before (200 constraints).
    let scene = sceneStoryboard(labels: 100)
    try? Data(scene.utf8).write(to: folder.appendingPathComponent("Base.lproj/Scene.storyboard"))
    guard let bundle = Bundle(path: folder.path) else { return }
    let storyboard = UIStoryboard(name: "Scene", bundle: bundle)
    _ = storyboard.instantiateInitialViewController()   // parsed once, as an app's first use does
    func laidOut(_ controller: UIViewController) -> Double {
        let start = nowNanoseconds()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 3000))
        window.rootViewController = controller
        window.layoutIfNeeded()
        let elapsed = Double(nowNanoseconds() - start) / 1e6
        window.rootViewController = nil
        return elapsed
    }
    var fromFile: [Double] = [], inCode: [Double] = []
    for _ in 0..<rounds {
        let start = nowNanoseconds()
        let controller = storyboard.instantiateInitialViewController()!
        _ = controller.view
        let made = Double(nowNanoseconds() - start) / 1e6
        fromFile.append(made + laidOut(controller))
        let codeStart = nowNanoseconds()
        let coded = CodedScene(labels: 100)
        _ = coded.view
        let codeMade = Double(nowNanoseconds() - codeStart) / 1e6
        inCode.append(codeMade + laidOut(coded))
    }
    let file = percentile(fromFile, 0.5), code = percentile(inCode, 0.5)
    add("storyboard scene, 100 views + 200 constraints (median)", "ms", file, floor: code,
        goal: "≤ 1.5× the scene in code", met: file <= 1.5 * code)

    // A 1 MB storyboard: the scene repeated until the file passes a megabyte.
    var big = sceneStoryboard(labels: 100)
    let body = big.components(separatedBy: "<scenes>")[1].components(separatedBy: "</scenes>")[0]
    var copies = 1
    while big.utf8.count < 1_000_000 {
        big = big.replacingOccurrences(of: "</scenes>", with: body.replacingOccurrences(of: "id=\"", with: "id=\"c\(copies)-") + "</scenes>")
        copies += 1
    }
    let bytes = Data(big.utf8)
    var parse: [Double] = [], walk: [Double] = []
    for _ in 0..<rounds {
        let start = nowNanoseconds()
        _ = UINib(data: bytes, bundle: nil)
        parse.append(Double(nowNanoseconds() - start) / 1e6)
        let floorStart = nowNanoseconds()
        let parser = XMLParser(data: bytes)
        _ = parser.parse()
        walk.append(Double(nowNanoseconds() - floorStart) / 1e6)
    }
    let parsed = percentile(parse, 0.5)
    add(String(format: "parse a %.1f MB storyboard (median)", Double(bytes.count) / 1e6), "ms", parsed,
        floor: percentile(walk, 0.5), goal: "≤ 20 ms", met: parsed <= 20)

    // A 100-image catalog, a fresh copy per round (catalogs are read once per folder).
    var index: [Double] = [], json: [Double] = []
    for round in 0..<rounds {
        let place = folder.appendingPathComponent("catalog\(round)")
        let catalog = place.appendingPathComponent("Assets.xcassets")
        writeCatalog(catalog, images: 100)
        guard let catalogBundle = Bundle(path: place.path) else { continue }
        let start = nowNanoseconds()
        _ = UIImage(named: "image50", in: catalogBundle, compatibleWith: nil)
        index.append(Double(nowNanoseconds() - start) / 1e6)
        let floorStart = nowNanoseconds()
        for name in ["Contents.json"] + (0..<100).map({ "image\($0).imageset/Contents.json" }) {
            if let data = FileManager.default.contents(atPath: catalog.appendingPathComponent(name).path) {
                _ = try? JSONSerialization.jsonObject(with: data)
            }
        }
        json.append(Double(nowNanoseconds() - floorStart) / 1e6)
    }
    let read = percentile(index, 0.5)
    add("100-image catalog: first UIImage(named:) (median)", "ms", read, floor: percentile(json, 0.5),
        goal: "≤ 5 ms", met: read <= 5)
}

/// The scene in code: the same labels and constraints.
@MainActor
private final class CodedScene: UIViewController {
    let count: Int
    init(labels: Int) {
        count = labels
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 3000))
        root.backgroundColor = .systemBackground
        var previous: UIView?
        for index in 0..<count {
            let label = UILabel()
            label.text = "Row \(index)"
            label.font = .systemFont(ofSize: 17)
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
            label.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 8).isActive = true
            previous = label
        }
        view = root
    }
}

/// A storyboard whose initial scene holds `labels` labels and 2 × `labels` constraints, as Xcode
/// writes them.
private func sceneStoryboard(labels: Int) -> String {
    var subviews = "", constraints = ""
    for index in 0..<labels {
        subviews += """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Row \(index)" translatesAutoresizingMaskIntoConstraints="NO" id="L\(index)">
            <rect key="frame" x="20" y="\(8 + index * 29)" width="60" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="textColor"/>
        </label>

        """
        constraints += "<constraint firstItem=\"L\(index)\" firstAttribute=\"leading\" secondItem=\"V\" secondAttribute=\"leading\" constant=\"20\" id=\"CL\(index)\"/>\n"
        constraints += "<constraint firstItem=\"L\(index)\" firstAttribute=\"top\" secondItem=\"\(index == 0 ? "V" : "L\(index - 1)")\" "
            + "secondAttribute=\"\(index == 0 ? "top" : "bottom")\" constant=\"8\" id=\"CT\(index)\"/>\n"
    }
    return """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="VC">
    <scenes><scene sceneID="S"><objects>
    <viewController id="VC" sceneMemberID="viewController">
    <view key="view" contentMode="scaleToFill" id="V">
    <rect key="frame" x="0.0" y="0.0" width="400" height="3000"/>
    <subviews>
    \(subviews)</subviews>
    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
    <constraints>
    \(constraints)</constraints>
    </view>
    </viewController>
    </objects></scene></scenes>
    </document>
    """
}

/// A catalog of `images` image sets, each with a 1x PNG of one pixel.
private func writeCatalog(_ catalog: URL, images: Int) {
    let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")!
    let info = #"{ "info" : { "author" : "xcode", "version" : 1 } }"#
    try? FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    try? Data(info.utf8).write(to: catalog.appendingPathComponent("Contents.json"))
    for index in 0..<images {
        let set = catalog.appendingPathComponent("image\(index).imageset")
        try? FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let contents = #"{ "images" : [ { "filename" : "p.png", "idiom" : "universal", "scale" : "1x" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
        try? Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        try? png.write(to: set.appendingPathComponent("p.png"))
    }
}
