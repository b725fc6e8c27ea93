#include "core/common/Logging.h"

Q_LOGGING_CATEGORY(lcI18n, "gpuplanner.i18n")
Q_LOGGING_CATEGORY(lcSettings, "gpuplanner.settings")
Q_LOGGING_CATEGORY(lcNotify, "gpuplanner.notify")
