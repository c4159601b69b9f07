import Foundation
import Testing
@testable import XResponder

@Suite("System symbols and template images (R-AP4)", .tearsDownTestTrees)
@MainActor
struct SymbolTests {
    @Test("R-AP4 every SF Symbols name in the documented table resolves in the installed icon theme")
    func tableResolves() {
        _ = Harness()
        for (name, icon) in SystemSymbols.table {
            #expect(SystemSymbols.file(for: icon, pixels: 20) != nil, "\(name) → \(icon) is not in the theme")
            #expect(UIImage(systemName: name) != nil, "\(name)")
        }
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(SystemSymbols.iconName(for: "trash.fill") == "user-trash-symbolic")       // .fill falls back
        #expect(SystemSymbols.iconName(for: "plus.circle.fill") == "list-add-symbolic")
        #expect(SystemSymbols.iconName(for: "star.fill") == "starred-symbolic")            // its own entry wins
    }

    @Test("R-AP4 R-P3 a symbol's file is looked up by name in the theme's size folders (listed once, no icon file listed) and is the one a listing of every icon file picks: the smallest size at least as large, else the largest, the first theme first")
    func lookupByNameMatchesFullListing() throws {
        // The reference: every icon file of every size folder listed, first theme first.
        var listed: [String: [Int: String]] = [:]
        for directory in SystemSymbols.themeDirectories {
            for sizeFolder in FileProbe.names(in: directory) {
                let parts = sizeFolder.split(separator: "x")
                guard parts.count == 2, let size = Int(parts[0]) else { continue }
                for context in FileProbe.names(in: "\(directory)/\(sizeFolder)") {
                    let folder = "\(directory)/\(sizeFolder)/\(context)"
                    for file in FileProbe.names(in: folder).sorted(by: { $0.hasSuffix(".symbolic.png") && !$1.hasSuffix(".symbolic.png") }) {
                        let name = file.hasSuffix(".symbolic.png") ? String(file.dropLast(".symbolic.png".count))
                            : file.hasSuffix(".png") ? String(file.dropLast(4)) : nil
                        guard let name, listed[name]?[size] == nil else { continue }
                        listed[name, default: [:]][size] = "\(folder)/\(file)"
                    }
                }
            }
        }
        try #require(!listed.isEmpty, "the icon theme is installed")
        let folders = SystemSymbols.listSizeFolders()
        #expect(!folders.isEmpty && folders.allSatisfy { !$0.path.hasSuffix(".png") })
        for icon in Set(SystemSymbols.table.values).union([SystemSymbols.standIn]).sorted() {
            for pixels in [1, 16, 20, 33, 64, 4_096] {
                let sizes = listed[icon] ?? [:]
                let wanted = sizes.keys.filter { $0 >= pixels }.min() ?? sizes.keys.max()
                #expect(SystemSymbols.file(for: icon, pixels: pixels) == wanted.flatMap { sizes[$0] }, "\(icon) at \(pixels)")
            }
        }
        #expect(SystemSymbols.file(for: "no-such-icon-symbolic", pixels: 16) == nil)
    }

    @Test("R-AP4 a name without an entry takes its longest leading part's icon (doc.append.fill → doc); one whose first part is no symbol's is nil")
    func leadingPartFallback() {
        _ = Harness()
        #expect(SystemSymbols.iconName(for: "doc.append.fill") == "text-x-generic-symbolic")
        #expect(SystemSymbols.iconName(for: "person.2.circle.fill") == "system-users-symbolic")
        #expect(SystemSymbols.iconName(for: "arrow.right.circle") == "go-next-symbolic")
        #expect(UIImage(systemName: "doc.append.fill") != nil, "the NBA app unwraps this one")
    }

    @Test("R-AP4 a real SF Symbols name the table has no icon for draws the theme's image-missing icon (a ported app unwraps rectangle.3.offgrid); a name that is no symbol is nil")
    func symbolsWithoutAnIcon() throws {
        _ = Harness()
        #expect(SystemSymbols.file(for: SystemSymbols.standIn, pixels: 20) != nil, "the stand-in is in the theme")
        #expect(SystemSymbols.iconName(for: "rectangle.3.offgrid") == SystemSymbols.standIn)
        #expect(SystemSymbols.iconName(for: "cart.fill") == SystemSymbols.standIn)
        let image = try #require(UIImage(systemName: "rectangle.3.offgrid"))
        #expect(image.isSymbolImage && image.size.width > 0)
        for name in ["no.such.symbol", "Rectangle", "cartwheel.fill", "", ".fill"] {
            #expect(SystemSymbols.iconName(for: name) == nil && UIImage(systemName: name) == nil, "\(name)")
        }
    }

    @Test("R-AP4 docs/appearance.md's table is the code's table, row for row")
    func documentedTableIsTheTable() throws {
        let page = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/appearance.md"), encoding: .utf8)
        let rows = try NSRegularExpression(pattern: #"^\| `([^`]+)` \| `([^`]+-symbolic)` \|$"#, options: .anchorsMatchLines)
            .matches(in: page, range: NSRange(page.startIndex..., in: page))
            .map { (String(page[Range($0.range(at: 1), in: page)!]), String(page[Range($0.range(at: 2), in: page)!])) }
        #expect(rows.count == SystemSymbols.table.count)
        for (name, icon) in rows { #expect(SystemSymbols.table[name] == icon, "\(name)") }
    }

    @Test("R-AP4 symbols are templates sized by their configuration")
    func configuration() {
        _ = Harness()
        let plain = UIImage(systemName: "trash")!
        #expect(plain.isSymbolImage && plain.isTemplate)
        #expect(plain.size == CGSize(width: 20, height: 20))   // 17 points × 1.2
        let large = UIImage(systemName: "trash", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large))!
        #expect(large.size == CGSize(width: 45, height: 45))
        let styled = plain.applyingSymbolConfiguration(UIImage.SymbolConfiguration(textStyle: .largeTitle))!
        #expect(styled.size.width == (34 * 1.2).rounded())
        #expect(!plain.withRenderingMode(.alwaysOriginal).isTemplate)
    }

    @Test("R-AP4 an image view draws a template symbol in its tint colour")
    func tinted() {
        _ = Harness()
        let imageView = UIImageView(image: UIImage(systemName: "plus"))
        imageView.tintColor = .red
        var image = renderOverWhite(imageView)
        #expect(anyPixel(image) { $0[0] > 200 && $0[1] < 60 && $0[2] < 60 })
        #expect(!anyPixel(image) { $0[2] > 200 && $0[0] < 60 })
        imageView.image = imageView.image?.withTintColor(.blue)
        image = renderOverWhite(imageView)
        #expect(anyPixel(image) { $0[2] > 200 && $0[0] < 60 })
        // In a system button the symbol takes the button's tint, as the title does.
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "trash"), for: .normal)
        button.tintColor = .systemGreen
        button.sizeToFit()
        #expect(anyPixel(renderOverWhite(button)) { $0[1] > 150 && $0[0] < 120 && $0[2] < 140 })
    }

    @Test("R-AP4 symbols are made off the main actor, as in UIKit, and eight threads asking at once share one drawing")
    func offTheMainActor() async throws {
        // Asset-symbol style constants (`static let checked = UIImage(systemName: …)!`) are made
        // from whichever thread reads them first.
        let images = await withTaskGroup(of: UIImage?.self) { group in
            for _ in 0..<8 { group.addTask { UIImage(systemName: "square.and.pencil", withConfiguration: UIImage.SymbolConfiguration(pointSize: 23)) } }
            var made: [UIImage?] = []
            for await image in group { made.append(image) }
            return made
        }
        #expect(images.count == 8 && images.allSatisfy { $0 != nil })
        let main = try #require(UIImage(systemName: "square.and.pencil", withConfiguration: UIImage.SymbolConfiguration(pointSize: 23)))
        #expect(Set(images.compactMap { $0?.surface }) == [main.surface], "a thread that loses the race takes the drawing kept")
    }

    @Test("R-AP4 a symbol asked for again shares the pixels drawn the first time; another size is drawn anew")
    func symbolsAreDrawnOnce() throws {
        let first = try #require(UIImage(systemName: "chevron.left"))
        let again = try #require(UIImage(systemName: "chevron.left"))
        let larger = try #require(UIImage(systemName: "chevron.left", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        #expect(first.surface == again.surface && first !== again)
        #expect(larger.surface != first.surface && larger.size.width > first.size.width)
    }
}
