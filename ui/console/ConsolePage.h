#pragma once

#include "core/catalog/PriceCatalog.h"
#include "core/console/ConsoleSession.h"
#include "core/hosts/HostProfiles.h"
#include "core/network/Notifier.h"

#include <QWidget>

#include <functional>
#include <optional>

class QComboBox;
class QDateTimeEdit;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTabWidget;

namespace gp {

class ConsoleTab;
class GpuUsageChart;
class GuardTab;
class JobsTab;
class MonitorTab;
class PlanDocument;
class ProviderRunner;
class ProvisionTab;
class SmokeReportModel;
class SmokeTab;
class UploadTab;

// The instance console: pick a host profile, connect (host keys confirmed, secrets from the keychain or asked for),
// then the tabs: smoke test, upload, provision, monitor with a cost meter, guards, jobs. ConsoleSession does the work
// on its worker thread; this page asks the person and shows what comes back.
class ConsolePage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConsolePage)

public:
    // How the page asks the person; the defaults are dialogs, tests answer directly.
    using HostKeyPrompt = std::function<bool(const HostKeyCheck& key, const QString& target)>;
    using SecretPrompt = ConsoleSession::SecretAsker;
    using Notice = std::function<void(const QString& message)>;

    ConsolePage(PlanDocument& document, QWidget* parent = nullptr);
    ~ConsolePage() override;

    void setCatalog(const PriceCatalog& catalog);
    // The rate and currency the Plan page prices with, so that Launch from plan shows the plan's own figures.
    void setDisplay(const ExchangeRate& fx, Currency currency)
    {
        m_fx = fx;
        m_currency = currency;
    }
    void setProfileStore(const QString& file); // hosts.json; the app's own by default
    void setKnownHostsFile(const QString& file) { m_session.setKnownHostsFile(file); }
    void setHostKeyPrompt(HostKeyPrompt prompt) { m_hostKeyPrompt = std::move(prompt); }
    void setSecretPrompt(SecretPrompt prompt) { m_secretPrompt = std::move(prompt); }
    void setChangedKeyNotice(Notice notice) { m_changedKeyNotice = std::move(notice); }
    // Where notifications go (webhooks.json) and how their secrets are read; the user's and the keychain by default.
    void setWebhookBook(const QString& file, SecretReader read);
    NotificationRelay* notificationRelay() const { return m_relay; }
    ConsoleSession& session() { return m_session; }

    bool selectProfile(const QString& name);
    // smoke | upload | provision | monitor | guards | jobs (the app's --page console/jobs); false for another id.
    bool showTab(const QString& id);
    QString currentProfileName() const;
    bool isConnected() const { return m_session.isConnected(); }
    bool isBusy() const { return m_session.isBusy(); }

    // The actions, also used by tests and shortcuts.
    void connectToHost();
    void disconnectFromHost();
    void runSmokeTest();
    void startUpload(const QStringList& paths, const QString& dest);
    void startProvision();
    void installGuard();
    void refreshGuard() { m_session.showGuard(); }
    void removeGuard() { m_session.removeGuard(); }
    void installKey();
    void setMonitoring(bool on);
    void cancelTask();
    bool exportSmokeReport(const QString& path);
    void recordSpend();
    // "Launch from plan" (LaunchDialog), then adoptLaunched(); "Release" asks, releases through the API and removes
    // the profile.
    void launchFromPlan();
    // A profile a launch just made: selected, connected, then smoke-tested without another click.
    void adoptLaunched(const HostProfile& profile);
    void releaseInstance();
    // How Release asks; a dialog by default, tests answer directly.
    void setReleaseConfirm(std::function<bool(const QString& question)> confirm)
    {
        m_releaseConfirm = std::move(confirm);
    }
    ProviderRunner* providerRunner() const { return m_runner; }

    SmokeReportModel* smokeModel() const;
    QTabWidget* tabs() const { return m_tabs; }
    QPlainTextEdit* logView() const { return m_log; }
    GpuUsageChart* usageChart() const;
    QProgressBar* uploadBar() const;
    QLabel* costLabel() const;
    QDateTimeEdit* rentedSince() const;
    QPlainTextEdit* guardView() const;
    QDoubleSpinBox* needVram() const;
    QLineEdit* userCommand() const;
    QLineEdit* setupFile() const;
    QLineEdit* workdir() const;

Q_SIGNALS:
    void connectionChanged(bool connected);
    void taskFinished(gp::RemoteWorker::Task task, bool ok, const QString& message);

protected:
    void changeEvent(QEvent* event) override;

private:
    void connectSession();    // its questions to the person, its log and state, the worker's host-key news
    void createProfileBar();  // profile, connect and launch buttons, the status and offer labels
    void connectProfileBar(); // those buttons, and the provider runner behind Launch and Release
    void createTabs();
    QWidget* createLogPane(); // the log of what was run, with the busy bar, Cancel and Clear
    void createShortcuts();
    void retranslateUi();
    QList<ConsoleTab*> consoleTabs() const; // in tab order
    void reloadProfiles(const QString& select = QString());
    void updateState();
    void updateOfferLabel();
    void appendLog(RemoteWorker::LogKind kind, const QString& text);
    void onHostKeyUnknown(const HostKeyCheck& key, const QString& target);
    void editProfile(bool create);
    void deleteProfile();
    std::optional<HostProfile> currentProfile() const;
    std::optional<SecretAnswer> askSecret(SecretKind kind, const QString& prompt);
    void useRelay(NotificationRelay* relay);

    PlanDocument& m_document;
    PriceCatalog m_catalog;
    ExchangeRate m_fx;
    Currency m_currency = Currency::CNY;
    HostProfileStore m_store;
    ConsoleSession m_session;
    HostKeyPrompt m_hostKeyPrompt;
    SecretPrompt m_secretPrompt;
    Notice m_changedKeyNotice;
    NotificationRelay* m_relay = nullptr;

    QLabel* m_profileLabel;
    QComboBox* m_profiles;
    QPushButton* m_newProfile;
    QPushButton* m_editProfile;
    QPushButton* m_deleteProfile;
    QPushButton* m_connect;
    QPushButton* m_installKey;
    QPushButton* m_launch;
    QPushButton* m_release;
    ProviderRunner* m_runner;
    std::function<bool(const QString& question)> m_releaseConfirm;
    bool m_smokeAfterConnect = false;
    QString m_rateWarning; // the billed rate's difference from the plan, when over 5 %
    QLabel* m_status;
    QLabel* m_offerLabel;
    QTabWidget* m_tabs;
    SmokeTab* m_smokeTab;
    UploadTab* m_uploadTab;
    ProvisionTab* m_provisionTab;
    MonitorTab* m_monitorTab;
    GuardTab* m_guardTab;
    JobsTab* m_jobsTab;

    QLabel* m_logLabel;
    QPlainTextEdit* m_log;
    QProgressBar* m_busy;
    QPushButton* m_cancel;
    QPushButton* m_clearLog;
};

} // namespace gp
