// SQLite for the CoreData module (R-CD1): Debian's libsqlite3, the same engine Apple's Core Data
// stores use.
#include <sqlite3.h>
