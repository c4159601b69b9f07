import Foundation

/// What `xrport APP.xcodeproj OUT` tells the developer (R-IB6): what was imported, what each
/// dependency is on Linux, what went wrong, and how to start the app.
enum ImportReport {
    static func print(_ result: ProjectImport.Result, output: URL) {
        let target = result.target
        let others = result.project.targets.filter { $0.name != target.name }.map(\.name)
        Swift.print("xrport: imported target \"\(target.name)\" of \(result.project.name).xcodeproj as module \(result.module): "
                    + "\(result.port.files) sources, \(result.resources.count) resources into Sources/\(result.module)/Contents")
        if !others.isEmpty { Swift.print("xrport: other targets, not imported (--target NAME): \(others.joined(separator: ", "))") }
        for problem in result.problems { Swift.print("xrport: \(problem)") }
        for (name, linux) in result.packages { Swift.print("xrport: package \(name): \(ProjectImport.why(linux))") }
        for (name, linux) in result.pods {
            let known: String
            switch linux {
            case .builds: known = "its Swift package builds on Linux: add it to Package.swift"
            case .doesNotBuild(let reason): known = "does not build on Linux: \(reason)"
            case .unknown: known = "not known on Linux: add its Swift package to Package.swift if it has one"
            }
            Swift.print("xrport: pod \(name) (CocoaPods does not run here): \(known)")
        }
        Swift.print("xrport: start it with: cd \(output.path) && swift run")
    }
}
