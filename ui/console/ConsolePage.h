#pragma once

#include "core/catalog/PriceCatalog.h"
#include "core/cost/CostMeter.h"
#include "core/estimator/Need.h"
#include "core/remote/HostProfiles.h"
#include "core/remote/RemoteWorker.h"
#include "core/remote/UtilizationAlert.h"

#include <QTimer>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableView;
class QThread;

namespace gp {

class GpuUsageChart;
class PlanDocument;
class SmokeReportModel;

// The instance console: pick a host profile, connect (host keys confirmed, secrets from the keychain or asked for),
// then run the smoke test, upload, provision, monitor with a cost meter, and manage the guards. Every SSH call runs
// on a RemoteWorker on its own thread; this page only sends it requests and shows what comes back. Smoke reports
// and actual spend go into the plan.
class ConsolePage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConsolePage)

public:
    struct SecretAnswer
    {
        QByteArray secret;
        bool remember = false; // save it in the keychain once it worked
    };
    // How the page asks the person; the defaults are dialogs, tests answer directly.
    using HostKeyPrompt = std::function<bool(const HostKeyCheck& key, const QString& target)>;
    using SecretPrompt = std::function<std::optional<SecretAnswer>(SecretKind kind, const QString& prompt)>;
    using Notice = std::function<void(const QString& message)>;

    ConsolePage(PlanDocument& document, QWidget* parent = nullptr);
    ~ConsolePage() override;

    void setCatalog(const PriceCatalog& catalog);
    void setProfileStore(const QString& file); // hosts.json; the app's own by default
    void setKnownHostsFile(const QString& file);
    void setHostKeyPrompt(HostKeyPrompt prompt) { m_hostKeyPrompt = std::move(prompt); }
    void setSecretPrompt(SecretPrompt prompt) { m_secretPrompt = std::move(prompt); }
    void setChangedKeyNotice(Notice notice) { m_changedKeyNotice = std::move(notice); }

    bool selectProfile(const QString& name);
    QString currentProfileName() const;
    bool isConnected() const { return m_connected; }
    bool isBusy() const { return !m_running.isEmpty(); }

    // The actions, also used by tests and shortcuts.
    void connectToHost();
    void disconnectFromHost();
    void runSmokeTest();
    void startUpload(const QStringList& paths, const QString& dest);
    void startProvision();
    void installGuard();
    void refreshGuard();
    void removeGuard();
    void installKey();
    void setMonitoring(bool on);
    void cancelTask();
    bool exportSmokeReport(const QString& path);
    void recordSpend();

    SmokeReportModel* smokeModel() const { return m_smokeModel; }
    QTabWidget* tabs() const { return m_tabs; }
    QPlainTextEdit* logView() const { return m_log; }
    GpuUsageChart* usageChart() const { return m_chart; }
    QProgressBar* uploadBar() const { return m_uploadBar; }
    QLabel* costLabel() const { return m_costLabel; }
    QDateTimeEdit* rentedSince() const { return m_since; }
    QPlainTextEdit* guardView() const { return m_guardView; }
    QDoubleSpinBox* needVram() const { return m_needGiB; }
    QLineEdit* userCommand() const { return m_userCommand; }
    QLineEdit* setupFile() const { return m_setupFile; }
    QLineEdit* workdir() const { return m_workdir; }

Q_SIGNALS:
    void connectionChanged(bool connected);
    void taskFinished(const QString& task, bool ok, const QString& message);

protected:
    void changeEvent(QEvent* event) override;

private:
    QWidget* createSmokeTab();
    QWidget* createUploadTab();
    QWidget* createProvisionTab();
    QWidget* createMonitorTab();
    QWidget* createGuardTab();
    void retranslateUi();
    void reloadProfiles(const QString& select = QString());
    void updateState();
    void updateOfferLabel();
    void updateCost();
    void updateNeedFromPlan();
    void showLatestSmokeTest();
    void updateSmokeSummary();
    void appendLog(RemoteWorker::LogKind kind, const QString& text);
    void onTaskStarted(const QString& task);
    void onTaskFinished(const QString& task, bool ok, const QString& message);
    void onHostKeyUnknown(const HostKeyCheck& key);
    void onOpened(const QString& target);
    void onSamples(const QList<GpuSample>& samples);
    void editProfile(bool create);
    void deleteProfile();
    std::optional<HostProfile> currentProfile() const;
    std::optional<Offer> currentOffer() const;
    std::optional<SecretAnswer> askSecret(SecretKind kind, const QString& prompt);
    template <typename Call>
    void post(Call&& call);

    PlanDocument& m_document;
    PriceCatalog m_catalog;
    HostProfileStore m_store;
    QString m_knownHosts;
    HostKeyPrompt m_hostKeyPrompt;
    SecretPrompt m_secretPrompt;
    Notice m_changedKeyNotice;

    QThread* m_thread;
    RemoteWorker* m_worker;
    struct SecretExchange;
    std::shared_ptr<SecretExchange> m_secrets;
    bool m_connected = false;
    QString m_target;                     // user@host:port of the open session
    std::optional<HostProfile> m_session; // the profile the open session came from
    QStringList m_running;                // tasks sent and not finished, oldest first
    bool m_sampleInFlight = false;
    QTimer m_keepAlive;
    QTimer m_monitorTimer;
    QTimer m_costTimer;
    QTimer m_needTimer;
    std::optional<Offer> m_offer; // the session's (or selected profile's) rented offer, and its price per hour
    std::optional<CostMeter::Rate> m_rate;
    UtilizationAlert m_alert;

    QLabel* m_profileLabel;
    QComboBox* m_profiles;
    QPushButton* m_newProfile;
    QPushButton* m_editProfile;
    QPushButton* m_deleteProfile;
    QPushButton* m_connect;
    QPushButton* m_installKey;
    QLabel* m_status;
    QLabel* m_offerLabel;
    QTabWidget* m_tabs;

    QLabel* m_needLabel;
    QDoubleSpinBox* m_needGiB;
    QLabel* m_userCommandLabel;
    QLineEdit* m_userCommand;
    QLabel* m_stepsLabel;
    QSpinBox* m_steps;
    QLabel* m_timeoutLabel;
    QLineEdit* m_userTimeout;
    QPushButton* m_runSmoke;
    QPushButton* m_exportSmoke;
    QPushButton* m_calibrate;
    std::optional<SpeedCalibration> m_proposedCalibration; // from the latest smoke test's run
    QLabel* m_smokeSummary;
    QTableView* m_smokeTable;
    SmokeReportModel* m_smokeModel;

    QListWidget* m_uploadPaths;
    QPushButton* m_addFiles;
    QPushButton* m_addFolder;
    QPushButton* m_removePath;
    QLabel* m_destLabel;
    QLineEdit* m_dest;
    QLabel* m_compressionLabel;
    QComboBox* m_compression;
    QLabel* m_excludeLabel;
    QLineEdit* m_excludes;
    QCheckBox* m_extract;
    QCheckBox* m_followLinks; // links outside the chosen folders: refused unless this is checked
    QCheckBox* m_checkSpace;
    QPushButton* m_upload;
    QProgressBar* m_uploadBar;
    QLabel* m_uploadDetail;

    QLabel* m_setupLabel;
    QLineEdit* m_setupFile;
    QLabel* m_requirementsLabel;
    QLineEdit* m_requirementsFile;
    QLabel* m_workdirLabel;
    QLineEdit* m_workdir;
    QLabel* m_cudaLabel;
    QLineEdit* m_minCuda;
    QCheckBox* m_force;
    QPushButton* m_provision;
    QListWidget* m_provisionSteps;

    QLabel* m_intervalLabel;
    QSpinBox* m_interval;
    QPushButton* m_monitor;
    QLabel* m_thresholdLabel;
    QSpinBox* m_threshold;
    QLabel* m_windowLabel;
    QSpinBox* m_window;
    QLabel* m_alertLabel;
    GpuUsageChart* m_chart;
    QGroupBox* m_costBox;
    QLabel* m_sinceLabel;
    QDateTimeEdit* m_since;
    QLabel* m_costLabel;
    QPushButton* m_recordSpend;

    QLabel* m_maxRuntimeLabel;
    QLineEdit* m_maxRuntime;
    QLabel* m_idleLabel;
    QLineEdit* m_idle;
    QLabel* m_idleUtilLabel;
    QSpinBox* m_idleUtil;
    QLabel* m_releaseLabel;
    QLineEdit* m_release;
    QPushButton* m_installGuard;
    QPushButton* m_refreshGuard;
    QPushButton* m_removeGuard;
    QPlainTextEdit* m_guardView;

    QLabel* m_logLabel;
    QPlainTextEdit* m_log;
    QProgressBar* m_busy;
    QPushButton* m_cancel;
    QPushButton* m_clearLog;
};

} // namespace gp
