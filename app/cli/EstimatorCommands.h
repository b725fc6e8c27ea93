#pragma once

// The estimator commands now live one to a file (ParamsCommand, EstimateCommand, FitCommand) and what they share in
// app/cli/support; this header still gathers the shared declarations for the files that include it.

#include "app/cli/CliCommand.h"
#include "app/cli/support/CliSupport.h"
#include "app/cli/support/WorkloadInput.h"
#include "core/estimator/FitSearch.h"
#include "core/estimator/ModelArchitecture.h"
#include "core/estimator/Need.h"

#include <QCommandLineParser>
#include <QJsonObject>
#include <QList>

#include <optional>
