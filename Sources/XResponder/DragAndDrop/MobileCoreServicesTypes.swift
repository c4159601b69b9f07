import Foundation

// MobileCoreServices' type identifier constants (deprecated in iOS 15 for `UTType`, still in many
// apps' drag and drop): `xrport` lets `import MobileCoreServices` load XResponder, and these are
// strings, so `kUTTypePlainText as String` and `String(kUTTypeImage)` port unchanged (R-DT2).

public let kUTTypeItem = UTTypeIdentifiers.item
public let kUTTypeContent = UTTypeIdentifiers.content
public let kUTTypeData = UTTypeIdentifiers.data
public let kUTTypeText = UTTypeIdentifiers.text
public let kUTTypePlainText = UTTypeIdentifiers.plainText
public let kUTTypeUTF8PlainText = UTTypeIdentifiers.utf8PlainText
public let kUTTypeJSON = UTTypeIdentifiers.json
public let kUTTypeHTML = UTTypeIdentifiers.html
public let kUTTypeRTF = UTTypeIdentifiers.rtf
public let kUTTypeURL = UTTypeIdentifiers.url
public let kUTTypeFileURL = UTTypeIdentifiers.fileURL
public let kUTTypeImage = UTTypeIdentifiers.image
public let kUTTypePNG = UTTypeIdentifiers.png
public let kUTTypeJPEG = UTTypeIdentifiers.jpeg
public let kUTTypeGIF = UTTypeIdentifiers.gif
public let kUTTypePDF = UTTypeIdentifiers.pdf
public let kUTTypeMovie = UTTypeIdentifiers.movie
public let kUTTypeAudio = UTTypeIdentifiers.audio
public let kUTTypeFolder = UTTypeIdentifiers.folder
public let kUTTypeZipArchive = UTTypeIdentifiers.zip
public let kUTTypeDirectory = UTTypeIdentifiers.directory
public let kUTTypeSpreadsheet = UTTypeIdentifiers.spreadsheet
public let kUTTypePresentation = UTTypeIdentifiers.presentation
public let kUTTypeCommaSeparatedText = UTTypeIdentifiers.commaSeparatedText
public let kUTTypeXML = UTTypeIdentifiers.xml
public let kUTTypeMP3 = UTTypeIdentifiers.mp3
public let kUTTypeMPEG4 = UTTypeIdentifiers.mpeg4Movie
