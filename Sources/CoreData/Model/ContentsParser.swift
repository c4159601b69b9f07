import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The XML of one model version's `contents` file, element by element (`ModelFileReader`).
final class ContentsParser: NSObject, XMLParserDelegate {
    let path: String
    private(set) var entities: [NSEntityDescription] = []
    /// Each entity's `parentEntity`, linked when all are read.
    private(set) var parentNames: [String: String] = [:]
    private(set) var failure: ModelFileReader.Failure?
    private(set) var sawModel = false
    private var entity: NSEntityDescription?
    private var properties: [NSPropertyDescription] = []
    private var indexes: [NSFetchIndexDescription] = []
    private weak var parser: XMLParser?

    init(path: String) {
        self.path = path
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes: [String: String] = [:]) {
        self.parser = parser
        switch elementName {
        case "model":
            sawModel = true
        case "entity":
            guard let name = attributes["name"] else { return fail(.unnamed("an <entity>"), parser) }
            let entity = NSEntityDescription()
            entity.name = name
            entity.managedObjectClassName = attributes["representedClassName"].map(Self.className) ?? "NSManagedObject"
            entity.isAbstract = attributes["isAbstract"] == "YES"
            entity.renamingIdentifier = attributes["elementID"]
            if let parent = attributes["parentEntity"] { parentNames[name] = parent }
            self.entity = entity
            properties = []
            indexes = []
        case "attribute":
            guard let entity else { return }
            guard let name = attributes["name"] else { return fail(.unnamed("an <attribute> of \(entity.name ?? "?")"), parser) }
            let attribute = NSAttributeDescription()
            attribute.name = name
            let typeName = attributes["attributeType"] ?? "Undefined"
            guard let type = NSAttributeType(modelName: typeName) else {
                return fail(.unknownAttributeType(entity: entity.name ?? "?", attribute: name, type: typeName), parser)
            }
            attribute.attributeType = type
            attribute.isOptional = attributes["optional"] == "YES"
            attribute.isTransient = attributes["transient"] == "YES"
            attribute.usesScalarValueType = attributes["usesScalarValueType"] == "YES"
            attribute.valueTransformerName = attributes["valueTransformerName"]
            attribute.attributeValueClassName = attributes["customClassName"]
            attribute.allowsExternalBinaryDataStorage = attributes["allowsExternalBinaryDataStorage"] == "YES"
            attribute.renamingIdentifier = attributes["elementID"]
            if let text = attributes["defaultValueString"] { attribute.defaultValue = attribute.value(fromDefaultString: text) }
            properties.append(attribute)
        case "relationship":
            guard let entity else { return }
            guard let name = attributes["name"] else { return fail(.unnamed("a <relationship> of \(entity.name ?? "?")"), parser) }
            let relationship = NSRelationshipDescription()
            relationship.name = name
            relationship.isOptional = attributes["optional"] == "YES"
            relationship.isTransient = attributes["transient"] == "YES"
            relationship.destinationEntityName = attributes["destinationEntity"]
            relationship.inverseName = attributes["inverseName"]
            relationship.isOrdered = attributes["ordered"] == "YES"
            relationship.maxCount = attributes["toMany"] == "YES" ? Int(attributes["maxCount"] ?? "") ?? 0 : 1
            relationship.minCount = Int(attributes["minCount"] ?? "") ?? 0
            relationship.deleteRule = attributes["deletionRule"].flatMap(NSDeleteRule.init(modelName:)) ?? .nullifyDeleteRule
            relationship.renamingIdentifier = attributes["elementID"]
            properties.append(relationship)
        case "fetchIndex":
            guard entity != nil else { return }
            indexes.append(NSFetchIndexDescription(name: attributes["name"] ?? "index\(indexes.count + 1)", elements: []))
        case "fetchIndexElement":
            // An element on an expression instead of a property is not kept (the store indexes properties).
            guard let index = indexes.last, let property = attributes["property"] else { return }
            let element = NSFetchIndexElementDescription(propertyName: property, collationType: attributes["type"] == "R-Tree" ? .rTree : .binary)
            element.isAscending = attributes["order"] != "descending"
            index.elements.append(element)
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard elementName == "entity", let entity else { return }
        entity.properties = properties
        for index in indexes {
            for element in index.elements { element.property = element.propertyName.flatMap { entity.propertiesByName[$0] } }
        }
        entity.indexes = indexes
        entities.append(entity)
        self.entity = nil
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if failure == nil { failure = .malformed(path, line: parser.lineNumber, "\(parseError.localizedDescription)") }
    }

    private func fail(_ failure: ModelFileReader.Failure, _ parser: XMLParser) {
        self.failure = failure
        parser.abortParsing()
    }

    /// A class name as Xcode writes it: ".Note" (the current module) → "Note"; "Module.Note"
    /// stays, and is looked up in that module first (`ManagedObjectClasses`).
    static func className(_ written: String) -> String {
        written.hasPrefix(".") ? String(written.dropFirst()) : written
    }
}
