#pragma once

#include "core/providers/ProviderLaunch.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace gp {

class PlanDocument;
class ProviderRunner;

// "Launch from plan": the plan's deployments on providers with an API, each checked against the provider's live
// price before anything is rented; Launch creates the instance and its host profile, and waits until it can be
// reached. The provider calls run on the runner's thread; Cancel stops the wait (an instance already made stays saved
// as a profile, so it can be released).
class LaunchDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LaunchDialog)

public:
    LaunchDialog(const PlanDocument& document,
                 const PriceCatalog& catalog,
                 const ExchangeRate& fx,
                 Currency currency,
                 ProviderRunner& runner,
                 const QString& profileStore,
                 QWidget* parent = nullptr);

    // The profile the launch created; empty until it did.
    HostProfile launchedProfile() const { return m_launched; }
    QComboBox* deployments() const { return m_deployments; }
    QLabel* quoteLabel() const { return m_quote; }
    QPushButton* launchButton() const { return m_launch; }
    QLineEdit* keyFile() const { return m_keyFile; }
    QLineEdit* name() const { return m_name; }

    void reject() override; // cancels a running call first

private:
    void onDeploymentChanged();
    void onOffers(const QString& providerId, const QList<LiveOffer>& offers);
    void startLaunch();
    void setBusy(bool busy, const QString& text);

    const PriceCatalog& m_catalog;
    ExchangeRate m_fx;
    ProviderRunner& m_runner;
    QString m_profileStore;
    QList<Deployment> m_candidates;
    std::optional<LaunchQuote> m_quoteValue;
    HostProfile m_launched;
    static constexpr int kWaitMs = 15 * 60 * 1000; // for the machine to come up and answer on SSH
    bool m_launching = false;
    bool m_refetch = false; // the deployment changed while an answer was on its way

    QComboBox* m_deployments;
    QLabel* m_quote;
    QLineEdit* m_name;
    QLineEdit* m_keyFile;
    QLabel* m_status;
    QProgressBar* m_busy;
    QPushButton* m_launch;
    QDialogButtonBox* m_buttons;
};

} // namespace gp
