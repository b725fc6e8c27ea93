#include "ui/console/LaunchDialog.h"

#include "core/plan/PlanDocument.h"
#include "core/plan/PlanEvaluator.h"
#include "core/providers/ProviderRunner.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace gp {

LaunchDialog::LaunchDialog(const PlanDocument& document,
                           const PriceCatalog& catalog,
                           const ExchangeRate& fx,
                           Currency currency,
                           ProviderRunner& runner,
                           const QString& profileStore,
                           QWidget* parent)
    : QDialog(parent), m_catalog(catalog), m_fx(fx), m_runner(runner), m_profileStore(profileStore)
{
    setWindowTitle(tr("Launch from plan"));
    m_deployments = new QComboBox(this);
    m_deployments->setObjectName(QStringLiteral("launchDeployments"));
    m_quote = new QLabel(this);
    m_quote->setObjectName(QStringLiteral("launchQuote"));
    m_quote->setWordWrap(true);
    m_name = new QLineEdit(ProviderLaunch::defaultName(QDateTime::currentDateTimeUtc()), this);
    m_keyFile = new QLineEdit(ProviderLaunch::defaultKeyFile(), this);
    m_keyFile->setPlaceholderText(QDir::home().filePath(QStringLiteral(".ssh/id_ed25519")));
    m_keyFile->setToolTip(tr("The private key GPU Planner signs in with; its .pub file is installed on the instance."));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("launchStatus"));
    m_status->setWordWrap(true);
    m_busy = new QProgressBar(this);
    m_busy->setRange(0, 0);
    m_busy->setTextVisible(false);
    m_busy->hide();
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_launch = m_buttons->addButton(tr("&Launch"), QDialogButtonBox::AcceptRole);
    m_launch->setObjectName(QStringLiteral("launchButton"));
    m_launch->setEnabled(false);

    auto* form = new QFormLayout;
    form->addRow(tr("&Deployment:"), m_deployments);
    form->addRow(QString(), m_quote);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("SSH &key:"), m_keyFile);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(m_busy);
    layout->addWidget(m_buttons);

    // The plan's answer, priced as the Plan page prices it; only what can be launched through an API is offered.
    const Plan& plan = document.plan();
    if (plan.need) {
        const PlanResults results =
            PlanEvaluator::evaluate(*plan.need, catalog, fx, plan.constraints.currency.value_or(currency),
                                    QDate::currentDate(), plan.calibrations, plan.constraints);
        m_candidates = ProviderLaunch::launchable(results.search.deployments);
    }
    const QStringList names = providerApiIds();
    for (const Deployment& d : m_candidates)
        m_deployments->addItem(tr("%1 · %2 × %3 · %4 catalog, %5 a run")
                                   .arg(d.providerName, QString::number(d.gpusPerInstance), d.fit.gpu.name,
                                        tr("%1/h").arg(ExchangeRate::format(d.price.money(), 3)),
                                        ExchangeRate::format(Money{d.costPerRun, d.currency})));
    if (m_candidates.isEmpty()) {
        m_deployments->setEnabled(false);
        m_quote->setText(tr("No deployment of this plan runs on one instance of a provider GPU Planner can launch "
                            "through its API (%1). Rent it by hand and add a host profile instead.")
                             .arg(names.join(QStringLiteral(", "))));
    }

    connect(m_deployments, &QComboBox::currentIndexChanged, this, &LaunchDialog::onDeploymentChanged);
    connect(m_launch, &QPushButton::clicked, this, &LaunchDialog::startLaunch);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &LaunchDialog::reject);
    connect(&m_runner, &ProviderRunner::offersReady, this, &LaunchDialog::onOffers);
    connect(&m_runner, &ProviderRunner::progress, this, [this](const QString& text) { m_status->setText(text); });
    connect(&m_runner, &ProviderRunner::launched, this, [this](const HostProfile& profile) {
        m_launching = false;
        m_launched = profile;
        setBusy(false, {});
        accept();
    });
    connect(&m_runner, &ProviderRunner::failed, this, [this](const QString& message) {
        if (m_refetch) {
            m_refetch = false;
            onDeploymentChanged();
            return;
        }
        const bool wasLaunching = m_launching;
        m_launching = false;
        setBusy(false, message);
        m_launch->setEnabled(m_quoteValue.has_value() && !wasLaunching);
    });
    if (!m_candidates.isEmpty())
        onDeploymentChanged();
}

void LaunchDialog::setBusy(bool busy, const QString& text)
{
    m_busy->setVisible(busy);
    m_status->setText(text);
    m_deployments->setEnabled(!busy && !m_candidates.isEmpty());
    m_name->setEnabled(!busy);
    m_keyFile->setEnabled(!busy);
    if (busy)
        m_launch->setEnabled(false);
}

void LaunchDialog::onDeploymentChanged()
{
    const int i = m_deployments->currentIndex();
    if (i < 0 || i >= m_candidates.size())
        return;
    m_quoteValue.reset();
    m_launch->setEnabled(false);
    m_quote->clear();
    if (m_runner.isBusy()) { // asked again when the running call has ended
        m_refetch = true;
        m_runner.cancel();
        return;
    }
    setBusy(true, tr("Asking %1 for its live price…").arg(m_candidates.at(i).providerName));
    m_runner.fetchOffers(m_candidates.at(i).providerId);
}

void LaunchDialog::onOffers(const QString& providerId, const QList<LiveOffer>& offers)
{
    if (m_refetch) {
        m_refetch = false;
        onDeploymentChanged();
        return;
    }
    const int i = m_deployments->currentIndex();
    if (i < 0 || i >= m_candidates.size() || m_candidates.at(i).providerId != providerId)
        return; // an answer for a deployment no longer selected
    const Deployment& d = m_candidates.at(i);
    setBusy(false, {});
    const auto match = ProviderLaunch::matchLive(d, offers, m_catalog);
    if (!match) {
        m_quote->setText(tr("%1 has no %2 × %3 available right now.")
                             .arg(d.providerName, QString::number(d.gpusPerInstance), d.fit.gpu.name));
        return;
    }
    const Result<LaunchQuote> quote = ProviderLaunch::quote(providerId, match->first, match->second, m_catalog);
    if (!quote.ok()) {
        m_quote->setText(quote.error().message);
        return;
    }
    m_quoteValue = *quote;
    // The live price against the plan's catalog price, measured as a billed rate is (one rule, one tolerance).
    BilledRate against;
    against.billed = quote->hourly;
    against.expected = d.price.money();
    against.expectedFrom = QStringLiteral("catalog");
    const ExchangeRate& fx = m_fx;
    QString text =
        tr("Live price: %1 (offer %2).").arg(tr("%1/h").arg(ExchangeRate::format(quote->hourly, 3)), quote->offer.id);
    if (const std::optional<double> difference = against.difference(fx); difference && against.differs(fx))
        text += QLatin1Char(' ') + (*difference > 0 ? tr("That is %1 % more than the plan's catalog price.")
                                                    : tr("That is %1 % less than the plan's catalog price."))
                                       .arg(QLocale().toString(std::abs(*difference) * 100.0, 'f', 1));
    text += QLatin1Char(' ') + tr("It bills from launch until released.");
    m_quote->setText(text);
    m_launch->setText(tr("&Launch for %1").arg(tr("%1/h").arg(ExchangeRate::format(quote->hourly, 3))));
    m_launch->setEnabled(true);
}

void LaunchDialog::startLaunch()
{
    if (!m_quoteValue)
        return;
    const QString keyFile = m_keyFile->text().trimmed();
    // A provider that signs in with its own password (AutoDL) needs no key.
    const ProviderApiInfo* api = providerApi(m_quoteValue->providerId);
    if (!keyFile.isEmpty() || !api || !api->signsInWithPassword)
        if (const Result<QByteArray> key = ProviderLaunch::publicKeyOf(keyFile); !key.ok()) {
            m_status->setText(key.error().message);
            return;
        }
    LaunchRequest request;
    request.name = m_name->text().trimmed();
    if (request.name.isEmpty()) {
        m_status->setText(tr("Give the instance a name."));
        return;
    }
    m_launching = true;
    setBusy(true, tr("Launching…"));
    m_runner.launch(*m_quoteValue, request, keyFile.isEmpty() ? QString() : QFileInfo(keyFile).absoluteFilePath(),
                    m_profileStore, kWaitMs);
}

void LaunchDialog::reject()
{
    if (m_runner.isBusy())
        m_runner.cancel(); // its failed() follows; a launched instance is saved as a profile already
    QDialog::reject();
}

} // namespace gp
