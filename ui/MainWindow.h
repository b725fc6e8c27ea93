#pragma once

#include "core/catalog/PriceCatalog.h"
#include "core/i18n/Language.h"

#include <QMainWindow>
#include <QString>
#include <QStringList>

class QAction;
class QActionGroup;
class QLabel;
class QListWidget;
class QMenu;
class QStackedWidget;

namespace gp {

class BudgetPage;
class CatalogsPage;
class ConsolePage;
class GuideWindow;
class CostsPage;
class PlanDocument;
class PlanPage;
class Settings;
class TranslationLoader;

// The application shell: navigation between the product's pages, menus, status bar, persisted window state and the
// runtime language switch. Pages are added here and own their content; the window knows nothing about estimates,
// prices or SSH.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    MainWindow(Settings& settings, TranslationLoader& translations, PlanDocument& document, QWidget* parent = nullptr);
    ~MainWindow() override;

    // Stable page identifiers, used by --page, settings and tests: "plan", "costs", "budget", "catalogs", "console".
    static QStringList pageIds();
    QString currentPageId() const;
    bool showPage(const QString& id);

    QAction* languageAction(Language language) const;
    // The pages, built on first use.
    PlanPage* planPage();
    CostsPage* costsPage();
    void showGuide();           // Help > Guide (F1), at the current page's section
    GuideWindow* guide() const; // null until first shown
    BudgetPage* budgetPage();
    CatalogsPage* catalogsPage();
    ConsolePage* consolePage();

    // File actions, also used by tests. They report problems in a message box and return whether they succeeded.
    bool openPlan(const QString& path);
    bool savePlan();
    bool savePlanAs(const QString& path);
    // Asks about unsaved changes; false when the user cancels.
    bool maybeSave();
    // Writes the report (PDF, Markdown or CSV by suffix); reports problems in a message box.
    bool exportReport(const QString& path);
    // The plan's training answer as a SkyPilot task or a Kubernetes manifest (File → Export for a Cluster).
    Status exportClusterJob(const QString& path, bool kubernetes);

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void followPlanOnCostsPage(); // the Costs page shows the plan's answer (no what-if of its own)
    void createPages();
    void createActions();
    void createMenus();
    void retranslateUi();
    void restoreWindowState();
    void saveWindowState();
    void switchLanguage(Language language);
    void showAbout();
    void updateTitle();
    void updateRecentMenu();
    void reloadCatalogs();
    QWidget* ensurePage(int row);

    Settings& m_settings;
    TranslationLoader& m_translations;
    PlanDocument& m_document;
    PlanPage* m_planPage = nullptr;
    CostsPage* m_costsPage = nullptr;
    BudgetPage* m_budgetPage = nullptr;
    CatalogsPage* m_catalogsPage = nullptr;
    ConsolePage* m_consolePage = nullptr;
    PriceCatalog m_catalog;
    bool m_storingCosts = false;

    QListWidget* m_navigation = nullptr;
    QStackedWidget* m_pages = nullptr;
    QLabel* m_statusLanguage = nullptr;

    QMenu* m_fileMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_currencyMenu = nullptr;
    QMenu* m_toolsMenu = nullptr;
    QAction* m_notificationsAction = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_newAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_exportAction = nullptr;
    QMenu* m_clusterMenu = nullptr;
    QAction* m_exportSkyPilotAction = nullptr;
    QAction* m_exportKubernetesAction = nullptr;
    QMenu* m_recentMenu = nullptr;
    QAction* m_fullScreenAction = nullptr;
    QAction* m_guideAction = nullptr;
    GuideWindow* m_guide = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_aboutQtAction = nullptr;
    QList<QAction*> m_pageActions;
    QActionGroup* m_languageGroup = nullptr;
    QActionGroup* m_currencyGroup = nullptr; // the display currency: a plan's own constraint still wins
};

} // namespace gp
