#include "application/storagemessage.h"

namespace chipatlas {

QString StorageMessage::text(const StorageError& error) {
    if (!error.anotherCatalogHelps() || error.message.isEmpty())
        return error.message;
    //: The menu entry as the main window's File menu shows it.
    return error.message + QLatin1Char(' ') +
           tr("To open another catalog, use File > Catalog Settings.");
}

} // namespace chipatlas
