import Foundation

// Core Data's error codes (in NSCocoaErrorDomain), with Apple's names and numbers.
public let NSManagedObjectValidationError = 1550
public let NSValidationMissingMandatoryPropertyError = 1570
public let NSValidationRelationshipDeniedDeleteError = 1600
public let NSManagedObjectContextLockingError = 132000
public let NSPersistentStoreCoordinatorLockingError = 132010
public let NSManagedObjectReferentialIntegrityError = 133000
public let NSManagedObjectMergeError = 133020
public let NSPersistentStoreInvalidTypeError = 134000
public let NSPersistentStoreTypeMismatchError = 134010
public let NSPersistentStoreIncompatibleSchemaError = 134020
public let NSPersistentStoreSaveError = 134030
public let NSPersistentStoreIncompleteSaveError = 134040
public let NSCoreDataError = 134060
public let NSPersistentStoreOperationError = 134070
public let NSPersistentStoreOpenError = 134080
public let NSPersistentStoreUnsupportedRequestTypeError = 134091
public let NSPersistentStoreIncompatibleVersionHashError = 134100
public let NSMigrationMissingSourceModelError = 134130
public let NSSQLiteError = 134180

// The keys of their user info.
public let NSValidationObjectErrorKey = "NSValidationErrorObject"
public let NSValidationKeyErrorKey = "NSValidationErrorKey"
public let NSSQLiteErrorDomain = "NSSQLiteErrorDomain"

/// The errors the stack throws: `NSError`s in `NSCocoaErrorDomain` with Core Data's codes and a
/// description that says what went wrong and where (R-CD4).
enum CoreDataError {
    static func make(_ code: Int, _ reason: String, _ extra: [String: Any] = [:]) -> NSError {
        var info = extra
        info[NSLocalizedDescriptionKey] = reason
        return NSError(domain: NSCocoaErrorDomain, code: code, userInfo: info)
    }

    static func validation(_ code: Int, object: NSManagedObject, key: String, _ reason: String) -> NSError {
        make(code, reason, [NSValidationObjectErrorKey: object, NSValidationKeyErrorKey: key])
    }
}
