#include "app/cli/support/ProviderAccess.h"

#include "app/cli/CliCommand.h"
#include "app/cli/CliOutput.h"
#include "core/providers/ProviderLaunch.h"

#include <QTextStream>

#include <unistd.h>

namespace gp::cli {

std::unique_ptr<CloudProvider> openProvider(const QString& providerId, const QByteArray& token, CliOutput& out)
{
    const Result<ProviderEndpoint> endpoint = ProviderEndpoint::fromEnvironment();
    if (!endpoint.ok()) {
        out.error(endpoint.error().message);
        return nullptr;
    }
    return makeCloudProvider(providerId, token, *endpoint);
}

std::unique_ptr<CloudProvider> openAccount(const QString& providerId, CliOutput& out, int& exitCode)
{
    const Result<QByteArray> key = ProviderLaunch::accountToken(providerId);
    if (!key.ok()) {
        out.error(key.error().message);
        exitCode = ExitFailure;
        return nullptr;
    }
    std::unique_ptr<CloudProvider> provider = openProvider(providerId, *key, out);
    if (!provider)
        exitCode = ExitUsage;
    return provider;
}

bool knownApi(const QString& providerId, CliOutput& out)
{
    if (providerApi(providerId))
        return true;
    out.error(ProviderCommands::tr("no adapter for provider '%1' (there are: %2; 'provider list' shows all)")
                  .arg(providerId, providerApiIds().join(QStringLiteral(", "))));
    return false;
}

bool confirmed(const QString& question, bool yes, CliOutput& out)
{
    if (yes)
        return true;
    if (!isatty(STDIN_FILENO)) {
        out.error(ProviderCommands::tr("%1 Not asked without a terminal: add --yes.").arg(question));
        return false;
    }
    out.flush();
    QTextStream err(stderr);
    err << question << ProviderCommands::tr(" [y/N] ") << Qt::flush;
    QTextStream in(stdin);
    const QString answer = in.readLine().trimmed().toLower();
    return answer == QLatin1String("y") || answer == QLatin1String("yes") || answer == QStringLiteral("是");
}

} // namespace gp::cli
