import CoreData
import Foundation

/// Models written as Xcode's model editor writes them (the `contents` file of an
/// `.xcdatamodel`), and the classes Xcode's code generation (after `xrport`) makes for them.
enum ModelFixtures {
    static let header = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22522" systemVersion="23B81" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
    """

    /// Every attribute type, with defaults where Xcode lets one be set.
    static let notes = header + """
        <entity name="Note" representedClassName="Note" syncable="YES">
            <attribute name="title" optional="YES" attributeType="String"/>
            <attribute name="body" attributeType="String" defaultValueString=""/>
            <attribute name="pinned" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
            <attribute name="rank" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
            <attribute name="views" optional="YES" attributeType="Integer 32" defaultValueString="7" usesScalarValueType="YES"/>
            <attribute name="bytes" optional="YES" attributeType="Integer 64" defaultValueString="0" usesScalarValueType="YES"/>
            <attribute name="score" optional="YES" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
            <attribute name="ratio" optional="YES" attributeType="Float" defaultValueString="0.0" usesScalarValueType="YES"/>
            <attribute name="price" optional="YES" attributeType="Decimal" defaultValueString="0.0"/>
            <attribute name="created" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
            <attribute name="attachment" optional="YES" attributeType="Binary"/>
            <attribute name="identifier" optional="YES" attributeType="UUID" usesScalarValueType="NO"/>
            <attribute name="link" optional="YES" attributeType="URI"/>
            <attribute name="tags" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData" customClassName="[String]"/>
            <attribute name="draft" optional="YES" transient="YES" attributeType="String"/>
        </entity>
        <entity name="Item" representedClassName=".Item" syncable="YES" codeGenerationType="class">
            <attribute name="timestamp" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
        </entity>
        <elements>
            <element name="Note" positionX="-63" positionY="-18" width="128" height="254"/>
        </elements>
    </model>
    """

    /// The second version of a versioned model: Note gains `subtitle` (with a default) and a new
    /// entity Folder appears.
    static let notesVersion2 = notes
        .replacingOccurrences(of: #"<attribute name="draft" optional="YES" transient="YES" attributeType="String"/>"#,
                              with: #"<attribute name="draft" optional="YES" transient="YES" attributeType="String"/><attribute name="subtitle" attributeType="String" defaultValueString="none"/>"#)
        .replacingOccurrences(of: "<elements>", with: #"<entity name="Folder" representedClassName="Folder" syncable="YES"><attribute name="name" optional="YES" attributeType="String"/></entity><elements>"#)

    static let currentVersion = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>_XCCurrentVersionName</key>
    \t<string>Notes 2.xcdatamodel</string>
    </dict>
    </plist>
    """

    /// Writes `Notes.xcdatamodeld` into `folder`: one version, or two with the second current.
    @discardableResult
    static func writeNotesModel(in folder: ScratchFolder, versioned: Bool = false) throws -> URL {
        try folder.write(notes, to: "Notes.xcdatamodeld/Notes.xcdatamodel/contents")
        if versioned {
            try folder.write(notesVersion2, to: "Notes.xcdatamodeld/Notes 2.xcdatamodel/contents")
            try folder.write(currentVersion, to: "Notes.xcdatamodeld/.xccurrentversion")
        }
        return folder.file("Notes.xcdatamodeld")
    }

    /// An attribute named `name` of `type`, for a model built in code.
    static func attribute(_ name: String, _ type: NSAttributeType) -> NSAttributeDescription {
        let attribute = NSAttributeDescription()
        attribute.name = name
        attribute.attributeType = type
        return attribute
    }

    /// A container on a SQLite file in `folder` for the model at `modelURL`, its stores loaded.
    static func container(model modelURL: URL, store: URL, type: String = NSSQLiteStoreType) throws -> NSPersistentContainer {
        let model = try require_(NSManagedObjectModel(contentsOf: modelURL), "the model reads")
        return try loadedContainer("Notes", model: model, store: store, type: type)
    }

    /// A container named `name` for `model` (read from a file or built in code) on the store at
    /// `store`, its stores loaded; the load's error is thrown.
    static func loadedContainer(_ name: String, model: NSManagedObjectModel, store: URL,
                                type: String = NSSQLiteStoreType) throws -> NSPersistentContainer {
        let container = NSPersistentContainer(name: name, managedObjectModel: model)
        let description = NSPersistentStoreDescription(url: store)
        description.type = type
        container.persistentStoreDescriptions = [description]
        var failure: (any Error)?
        container.loadPersistentStores { _, error in failure = error }
        if let failure { throw failure }
        return container
    }
}

struct FixtureError: Error, CustomStringConvertible {
    let description: String
}

/// `#require` for helpers outside a test: throws when `value` is nil.
func require_<T>(_ value: T?, _ what: String) throws -> T {
    guard let value else { throw FixtureError(description: "expected \(what)") }
    return value
}

/// Note as Xcode's "Class Definition" code generation writes it, after `xrport` turned each
/// `@NSManaged` property into accessors over `value(forKey:)`.
final class Note: NSManagedObject {
    var title: String? {
        get { value(forKey: "title") as? String }
        set { setValue(newValue, forKey: "title") }
    }
    var body: String {
        get { value(forKey: "body") as? String ?? "" }
        set { setValue(newValue, forKey: "body") }
    }
    var pinned: Bool {
        get { value(forKey: "pinned") as? Bool ?? false }
        set { setValue(newValue, forKey: "pinned") }
    }
    var rank: Int16 {
        get { value(forKey: "rank") as? Int16 ?? 0 }
        set { setValue(newValue, forKey: "rank") }
    }
    var created: Date? {
        get { value(forKey: "created") as? Date }
        set { setValue(newValue, forKey: "created") }
    }
}
