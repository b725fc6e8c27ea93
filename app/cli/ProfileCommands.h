#pragma once

#include "app/cli/CliCommand.h"

namespace gp::cli {

// profile: saved host profiles for remote --profile (add, list, remove) and their secrets in the system keychain
// (set-/forget-password, -passphrase, -token).
CliCommand profileCommand();

} // namespace gp::cli
